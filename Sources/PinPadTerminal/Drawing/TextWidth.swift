import PinPadCore

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
        return EastAsianWidth.isWide(scalar) ? 2 : 1
    }

    /// The width of `text` in columns.
    static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }
}
