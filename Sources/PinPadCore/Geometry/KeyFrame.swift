/// A key and the rectangle it occupies, in pixels.
public struct KeyFrame: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// Where it is drawn and tapped, in pixels.
    public var frame: Rect

    /// Pairs `key` with `frame`.
    public init(key: Key, frame: Rect) {
        self.key = key
        self.frame = frame
    }
}
