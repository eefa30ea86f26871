/// The characters a CJK face and a terminal set a full em (two columns) wide: Unicode's East
/// Asian Wide and Fullwidth characters (UAX #11) as wcwidth(3) takes them, by block: Hangul
/// jamo and syllables, CJK marks, kana, ideographs, Yi, full-width forms, and the emoji blocks.
public enum EastAsianWidth {
    /// Whether `scalar` is wide.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        wideRanges.contains { $0.contains(scalar.value) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
        0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
}
