/// A key of the keypad or of the letters keyboard. Each key appears at most once on a keypad (on
/// a keyboard's page), so the key is its identity.
public enum Key: Hashable, Sendable {
    /// A digit key, 0…9.
    case digit(Int)
    /// Deletes the last character (⌫).
    case delete
    /// Submits the field (OK).
    case submit
    /// Cancels the prompt.
    case cancel
    /// Empties the field.
    case clear
    /// The third button of a request (pinentry's "not OK", e.g. "Do not save"): ends it as not
    /// confirmed.
    case notOK
    /// A key of the letters keyboard that types `Character` exactly as it is (a letter, a digit,
    /// a symbol, an accented letter, or the space of the Space bar).
    case character(Character)
    /// The letters keyboard's Shift: capitals for one character, pressed twice for Caps
    /// (`ShiftState`).
    case shift
    /// A letters keyboard key that shows another page.
    case page(KeyboardPage)

    /// The label drawn on the key: the digit, `⌫` (`⌦` right to left), `OK`, `Cancel`, `Clear` or `No` in the
    /// language of `Words` (a prompt may replace the words: `Prompt.buttonLabels`).
    public var label: String {
        switch self {
        case .digit(let value): return String(value)
        // Right to left the previous character is on the right: the key points there.
        case .delete: return Words.direction == .rightToLeft ? "⌦" : "⌫"
        case .submit: return Words.localized("OK", context: "key")
        case .cancel: return Words.localized("Cancel", context: "key")
        case .clear: return Words.localized("Clear", context: "key")
        case .notOK: return Words.localized("No", context: "key")
        // TRANSLATORS: the label of the letters keyboard's space bar.
        case .character(" "): return Words.localized("space", context: "key")
        case .character(let character): return String(character)
        case .shift: return "⇧"
        case .page(let page): return page.label
        }
    }

    /// The label for terminals without Unicode: as `label`, with `<-` for delete.
    public var asciiLabel: String { self == .delete ? "<-" : label }

    /// The letters printed under a phone digit (2 `ABC` … 9 `WXYZ`), or nil.
    public var letters: String? {
        guard case .digit(let value) = self else { return nil }
        let table = ["", "", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        return table[value].isEmpty ? nil : table[value]
    }

    /// The role name used by `pinpad layout`: `digit`, `delete`, `submit`, `cancel`, `clear`,
    /// `not-ok`, `character`, `shift` or `page`.
    public var role: String {
        switch self {
        case .digit: return "digit"
        case .delete: return "delete"
        case .submit: return "submit"
        case .cancel: return "cancel"
        case .clear: return "clear"
        case .notOK: return "not-ok"
        case .character: return "character"
        case .shift: return "shift"
        case .page: return "page"
        }
    }
}
