/// The modifier keys held with a key press.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The set's bits: `shift` 1, `control` 2, `alt` 4, and so on up the declarations.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Either Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Control.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt (Meta) or the Super (GUI) key: a chord. Not AltGr, which is a level shift of the
    /// layout that types characters (`KeyBinding`).
    public static let alt = KeyModifiers(rawValue: 1 << 2)
}
