/// A layout of pinpad's letters keyboard: the characters of each page, row by row, read from a
/// keyboard layout file (`KeyboardLayout+Parsing`). The keyboard adds its own keys around them:
/// Shift and Delete beside the last row, and a bottom row of page keys, Space, Cancel and OK.
public struct KeyboardLayout: Hashable, Sendable {
    /// The layout's name, as its file gives it (`English (US)`); may be empty.
    public var name: String
    /// Each page's rows of characters, top to bottom; `.letters` and `.symbols` always, `.accents`
    /// when the layout has accented letters.
    public var pages: [KeyboardPage: [[Character]]]
    /// The capital a key types with Shift where the file gives one (`i/İ`, `ı/I` in Turkish),
    /// by the key's character; any other key types `shifted(_:)` of its character.
    public var capitals: [Character: Character]
    /// The label of the key that shows a page, where the file gives one (`page letters АБВ`);
    /// any other page's key shows `KeyboardPage.label`.
    public var pageLabels: [KeyboardPage: String]

    /// The layouts shipped with pinpad, as `keyboards/NAME.layout` files.
    public static let shippedNames = ["us", "de", "fr", "es", "it", "pl", "pt", "nordic", "tr", "ru", "uk", "el", "he", "ar"]

    /// The most characters in one row: 11, the keys a 480 px wide screen holds at 36 px and more.
    /// A page's last row holds Delete too (10 characters at most), and Shift on the letters and
    /// accents pages (9).
    public static let maximumRowLength = 11
    /// The most rows of characters on one page.
    public static let maximumRowCount = 4
    /// The most bytes of UTF-8 in one key's character.
    public static let maximumCharacterBytes = 16
    /// The most characters in the label of a page's key.
    public static let maximumPageLabelLength = 4

    /// Creates a layout from its pages, the capitals its keys type with Shift where they are not
    /// Unicode's, and its page keys' labels where they are not `KeyboardPage.label`; the parser
    /// checks them, this does not.
    public init(name: String, pages: [KeyboardPage: [[Character]]], capitals: [Character: Character] = [:], pageLabels: [KeyboardPage: String] = [:]) {
        self.name = name
        self.pages = pages
        self.capitals = capitals
        self.pageLabels = pageLabels
    }

    /// The character the key for `character` types while Shift is on: the capital the file gives
    /// (`capitals`), else `shifted(_:)`.
    public func capital(of character: Character) -> Character {
        capitals[character] ?? KeyboardLayout.shifted(character)
    }

    /// The label of the key that shows `page`: the file's (`pageLabels`), else `page.label`.
    public func label(of page: KeyboardPage) -> String {
        pageLabels[page] ?? page.label
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
    /// `de`, `fr`, `es`, `it`, `pl`, `pt` (also for Brazil's `pt_BR`), `tr`, `ru`, `uk`, `el`,
    /// `he` (also for the old code `iw`), `ar`; `nordic` for Swedish, Danish, Norwegian, Finnish,
    /// Icelandic and Faroese; else `us` (also for none, `C` and `POSIX`, and for Japanese and
    /// Chinese, which are typed through an input method pinpad does not have: their users type
    /// Latin letters).
    public static func name(forLocale locale: String?) -> String {
        guard let locale else { return "us" }
        let language = locale.prefix { $0.isASCII && $0.isLetter }.lowercased()
        switch language {
        case "de", "fr", "es", "it", "pl", "pt", "tr", "ru", "uk", "el", "he", "ar": return language
        case "iw": return "he"
        case "sv", "da", "nb", "nn", "no", "fi", "is", "fo": return "nordic"
        default: return "us"
        }
    }
}
