/// How many columns a character takes in a terminal, after Unicode's East Asian Width (UAX #11)
/// as wcwidth(3) applies it: 2 for wide and fullwidth characters and emoji presentation, 0 for
/// controls and lone combining marks, 1 otherwise. Ambiguous characters count as 1.
enum TextWidth {
    /// The width of `character` in columns.
    static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark: return 0
        default: break
        }
        if properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    /// The width of `text` in columns.
    static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
        0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
}
