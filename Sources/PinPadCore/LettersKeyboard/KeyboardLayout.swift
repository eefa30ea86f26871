/// A layout of pinpad's letters keyboard: the characters of each page, row by row, read from a
/// keyboard layout file (`KeyboardLayout+Parsing`). The keyboard adds its own keys around them:
/// Shift and Delete beside the last row, and a bottom row of page keys, Space, Cancel and OK.
public struct KeyboardLayout: Hashable, Sendable {
    /// The layout's name, as its file gives it (`English (US)`); may be empty.
    public var name: String
    /// Each page's rows of characters, top to bottom; `.letters` and `.symbols` always, `.accents`
    /// when the layout has accented letters.
    public var pages: [KeyboardPage: [[Character]]]

    /// The layouts shipped with pinpad, as `keyboards/NAME.layout` files.
    public static let shippedNames = ["us", "de", "fr", "es", "it", "pl", "pt", "nordic"]

    /// The most characters in one row: 11, the keys a 480 px wide screen holds at 36 px and more.
    /// A page's last row holds Delete too (10 characters at most), and Shift on the letters and
    /// accents pages (9).
    public static let maximumRowLength = 11
    /// The most rows of characters on one page.
    public static let maximumRowCount = 4
    /// The most bytes of UTF-8 in one key's character.
    public static let maximumCharacterBytes = 16

    /// Creates a layout from its pages; the parser checks them, this does not.
    public init(name: String, pages: [KeyboardPage: [[Character]]]) {
        self.name = name
        self.pages = pages
    }

    /// The pages the layout has, in `KeyboardPage` order.
    public var pageOrder: [KeyboardPage] { KeyboardPage.allCases.filter { pages[$0] != nil } }

    /// The character a key for `character` types while Shift is on: its capital when that is one
    /// character (`é` → `É`), else `character` itself (`ß`, whose capital is `SS`, and `1`).
    public static func shifted(_ character: Character) -> Character {
        let upper = String(character).uppercased()
        return upper.count == 1 ? Character(upper) : character
    }

    /// The layout name for a locale as `LC_ALL`, `LC_CTYPE` or `LANG` give it (`de_DE.UTF-8`):
    /// `de`, `fr`, `es`, `it`, `pl`, `pt` (also for Brazil's `pt_BR`), `nordic` for Swedish, Danish, Norwegian, Finnish, Icelandic
    /// and Faroese, else `us` (also for none, `C` and `POSIX`).
    public static func name(forLocale locale: String?) -> String {
        guard let locale else { return "us" }
        let language = locale.prefix { $0.isASCII && $0.isLetter }.lowercased()
        switch language {
        case "de", "fr", "es", "it", "pl", "pt": return language
        case "sv", "da", "nb", "nn", "no", "fi", "is", "fo": return "nordic"
        default: return "us"
        }
    }
}
