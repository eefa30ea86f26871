/// How large the keypad's keys are (`Theme.keySize`, `--key-size`): `large` is for people who
/// see little or press imprecisely, with bigger targets and labels on the same screen.
public enum KeySize: String, Hashable, Sendable, CaseIterable {
    /// Keys up to 80 px tall and 120 px wide at scale 1.
    case normal
    /// Keys up to 112 px tall and 150 px wide at scale 1, and labels a third larger. The keys
    /// take the room the screen has: where normal keys already fill it (a short landscape
    /// screen), large ones are as large as they are, never smaller.
    case large

    /// The tallest a key grows, in pixels at scale 1.
    public var maximumHeight: Double { self == .large ? 112 : 80 }
    /// The widest a key grows, in pixels at scale 1.
    public var maximumWidth: Double { self == .large ? 150 : 120 }
    /// The factor on the key labels' sizes.
    public var labelScale: Double { self == .large ? 4.0 / 3 : 1 }
}
