/// Keys that were already down when the pad appeared or its window gained focus (a Return still
/// held from the command that started the pad, a key whose release another program lost): such
/// a key does nothing, nor do its repeats, until it is released and pressed again, as GTK and
/// phone keyboards treat a key held over from before. The one rule for every surface that can
/// tell: the surface notes the keys it finds down (`holdOver(_:)`), asks before acting on a
/// press (`admits(_:)`) and reports releases (`release(_:)`).
///
/// `Key` is the surface's own name of a physical key (an X11 keycode, a Linux key code).
public struct HeldKeys<Key: Hashable & Sendable>: Sendable {
    private var keys: Set<Key> = []

    /// No key held over.
    public init() {}

    /// Notes `key` as found down, not pressed: its presses do nothing until it is released.
    public mutating func holdOver(_ key: Key) {
        keys.insert(key)
    }

    /// Whether a press of `key` (a repeat or not) acts: false while it is held over.
    public func admits(_ key: Key) -> Bool {
        !keys.contains(key)
    }

    /// Notes that `key` was released: its next press acts.
    public mutating func release(_ key: Key) {
        keys.remove(key)
    }

    /// Whether any key is held over.
    public var isEmpty: Bool { keys.isEmpty }
}
