import PinPadCore
import PinPadTestSupport
import Testing

/// The keyboard layout files: the shipped ones parse, and a wrong file is refused with one line
/// naming the file and the line.
struct KeyboardLayoutParsingTests {
    private let minimal = "pinpad-keyboard 1\npage letters\nrow a b\npage symbols\nrow 1 2\n"

    private func error(_ text: String) -> String? {
        do {
            _ = try KeyboardLayout.parse(Array(text.utf8), file: "x.layout")
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: KeyboardLayout.shippedNames)
    func theShippedLayoutsParse(name: String) throws {
        let layout = try KeyboardLayout.parse(ShippedKeyboards.bytes(name), file: name)
        #expect(layout.pageOrder == [.letters, .symbols, .accents])
        #expect(!layout.name.isEmpty)
        // Every printable ASCII character is on a page (a capital as its small letter): any ASCII
        // passphrase can be typed.
        let all = Set(layout.pages.values.joined().joined())
        let missing = (33...126).map { Character(Unicode.Scalar(UInt8($0))) }.filter { !all.contains($0) && !all.contains(Character($0.lowercased())) }
        #expect(missing.isEmpty, "\(name) lacks \(missing)")
    }

    @Test func theGermanFrenchAndNordicLayoutsHaveTheirLetters() {
        let german = Set(ShippedKeyboards.layout("de").pages[.letters]!.joined())
        #expect(german.isSuperset(of: ["ä", "ö", "ü", "ß", "z", "y"]))
        #expect(ShippedKeyboards.layout("de").pages[.letters]![0][5] == "z", "QWERTZ")
        let french = ShippedKeyboards.layout("fr").pages[.letters]!
        #expect(french[0].prefix(2) == ["a", "z"] && french[1][0] == "q", "AZERTY")
        #expect(Set(french.joined()).isSuperset(of: ["é", "è", "à"]))
        #expect(Set(ShippedKeyboards.layout("fr").pages[.accents]!.joined()).contains("ç"))
        #expect(Set(ShippedKeyboards.layout("nordic").pages[.letters]!.joined()).isSuperset(of: ["å", "ä", "ö"]))
        #expect(Set(ShippedKeyboards.layout("es").pages[.letters]!.joined()).contains("ñ"))
    }

    /// Turkish: the capital of i is İ and of ı is I, which Unicode's case mapping (without a
    /// locale) does not give; a key names its capital after a slash, and Shift types it.
    @Test func aKeyMayNameTheCapitalItTypesWithShift() throws {
        let text = "pinpad-keyboard 1\npage letters\nrow ı/I i/İ ş\npage symbols\nrow 1 /\npage accents\nrow i â\n"
        let layout = try KeyboardLayout.parse(Array(text.utf8), file: "x.layout")
        #expect(layout.pages[.letters] == [["ı", "i", "ş"]])
        #expect(layout.pages[.symbols] == [["1", "/"]])
        #expect(layout.capital(of: "i") == "İ" && layout.capital(of: "ı") == "I" && layout.capital(of: "ş") == "Ş" && layout.capital(of: "â") == "Â")
        var keypad = Keypad(keyboard: layout)
        keypad.pressShift()
        #expect(keypad.rows[0] == [.shift, .character("I"), .character("İ"), .character("Ş"), .delete])
        keypad.show(.accents)
        keypad.pressShift()
        #expect(keypad.rows[0].prefix(3) == [.shift, .character("İ"), .character("Â")])
        let turkish = ShippedKeyboards.layout("tr")
        #expect(turkish.capital(of: "i") == "İ" && turkish.capital(of: "ı") == "I")
        #expect(Set(turkish.pages[.letters]!.joined()).isSuperset(of: ["ş", "ğ", "ı", "i", "ö", "ü", "ç"]))
    }

    /// A page's key may carry the file's label (a Cyrillic keyboard's АБВ, its Latin page's abc),
    /// and a page whose keys have no capitals (Hebrew, Arabic) has no Shift: its last row holds
    /// ten keys.
    @Test func aPageMayNameItsKeyAndAPageWithoutCapitalsHasNoShift() throws {
        let text = "pinpad-keyboard 1\npage letters אבג\nrow ק ר א ט ו ן ם פ ש ד\npage symbols\nrow 1\npage accents abc\nrow q w\n"
        let layout = try KeyboardLayout.parse(Array(text.utf8), file: "x.layout")
        #expect(layout.label(of: .letters) == "אבג" && layout.label(of: .accents) == "abc" && layout.label(of: .symbols) == "?123")
        let keypad = Keypad(keyboard: layout)
        #expect(!keypad.rows[0].contains(.shift) && keypad.rows[0].last == .delete)
        #expect(keypad.label(of: .page(.accents)) == "abc" && keypad.label(of: .page(.symbols)) == "?123")
        let russian = ShippedKeyboards.layout("ru")
        #expect(russian.label(of: .letters) == "АБВ" && russian.label(of: .accents) == "abc")
        #expect(Set(russian.pages[.letters]!.joined()).isSuperset(of: ["й", "ц", "у", "к", "е", "н", "ы", "э", "ю"]))
    }

    @Test func aMinimalFileParses() throws {
        let layout = try KeyboardLayout.parse(Array(minimal.utf8), file: "x.layout")
        #expect(layout.pages == [.letters: [["a", "b"]], .symbols: [["1", "2"]]])
    }

    @Test(arguments: [
        ("", "x.layout: empty: no 'pinpad-keyboard 1' line"),
        ("pinpad-keyboard 2\n", "x.layout:1: the first line is not 'pinpad-keyboard 1'"),
        ("pinpad-keyboard 1\nrow a\n", "x.layout:2: a row before any page"),
        ("pinpad-keyboard 1\npage digits\n", "x.layout:2: page takes letters, symbols or accents, then a label or nothing"),
        ("pinpad-keyboard 1\npage letters\nrow a ab\n", "x.layout:3: 'ab' is not one character, or one and its capital after a slash"),
        ("pinpad-keyboard 1\npage letters\nrow a a/\n", "x.layout:3: 'a/' is not one character, or one and its capital after a slash"),
        ("pinpad-keyboard 1\npage letters\nrow a/BC\n", "x.layout:3: 'a/BC' is not one character, or one and its capital after a slash"),
        ("pinpad-keyboard 1\npage letters\nrow a/A b/A\n", "x.layout:3: the capital of 'b' twice on the page"),
        ("pinpad-keyboard 1\npage letters\nrow i/İ\npage accents\nrow i/I\n", "x.layout:5: 'i' given another capital before"),
        ("pinpad-keyboard 1\npage letters\nrow i x/İ\npage accents\nrow i/İ\n", "x.layout:5: 'i' given another capital before"),
        ("pinpad-keyboard 1\npage letters\nrow a\npage symbols\nrow 1/!\n", "x.layout:5: a capital on the symbols page, where Shift is not"),
        ("pinpad-keyboard 1\npage letters ABCDE\n", "x.layout:2: a page's label longer than 4 characters"),
        ("pinpad-keyboard 1\npage letters A B\n", "x.layout:2: page takes letters, symbols or accents, then a label or nothing"),
        ("pinpad-keyboard 1\npage letters\nrow a b a\n", "x.layout:3: 'a' twice on the page"),
        ("pinpad-keyboard 1\npage letters\nrow a B b\n", "x.layout:3: the capital of 'b' twice on the page"),
        ("pinpad-keyboard 1\npage letters\nrow a\n\n# comment\npage letters\n", "x.layout:6: a second letters page"),
        ("pinpad-keyboard 1\npage letters\nrow a\n", "x.layout: no symbols page with a row"),
        ("pinpad-keyboard 1\nkeys a\n", "x.layout:2: 'keys' is not name, page or row"),
        ("pinpad-keyboard 1\npage letters\nrow a \u{7}\n", "x.layout:3: holds a control character"),
        ("pinpad-keyboard 1\npage letters\nrow a b c d e f g h i j k l\n", "x.layout:3: a row takes 1 to 11 keys"),
        ("pinpad-keyboard 1\npage letters\nrow a b c d e f g h i j\npage symbols\nrow 1\n", "x.layout:3: a page's last row takes 9 keys at most (Delete and Shift beside them)"),
        ("pinpad-keyboard 1\npage letters\nrow a\nrow b\nrow c\nrow d\nrow e\n", "x.layout:7: more than 4 rows on a page"),
    ])
    func aWrongFileIsRefusedInOneLineNamingFileAndLine(text: String, message: String) {
        #expect(error(text) == message)
    }

    @Test func bytesThatAreNotUTF8AreRefusedAtTheirLine() {
        var bytes = Array("pinpad-keyboard 1\npage letters\nrow a ".utf8)
        bytes += [0xC3, 0x28, 0x0A]
        #expect(throws: KeyboardLayoutError(file: "x.layout", line: 3, message: "not UTF-8")) {
            try KeyboardLayout.parse(bytes, file: "x.layout")
        }
    }

    @Test func aFileTooLargeIsRefusedWhole() {
        let bytes = [UInt8](repeating: UInt8(ascii: "#"), count: KeyboardLayout.maximumFileSize + 1)
        #expect(error(String(decoding: bytes, as: UTF8.self)) == "x.layout: longer than 16384 bytes")
    }

    @Test(arguments: [
        ("de_DE.UTF-8", "de"), ("fr_CA", "fr"), ("es_ES@euro", "es"), ("it_IT.UTF-8", "it"), ("sv_SE.UTF-8", "nordic"),
        ("nb_NO", "nordic"), ("da_DK", "nordic"), ("fi_FI", "nordic"), ("pl_PL.UTF-8", "pl"), ("pt_PT", "pt"), ("pt_BR.UTF-8", "pt"),
        ("en_US.UTF-8", "us"), ("C", "us"), ("POSIX", "us"),
        ("tr_TR.UTF-8", "tr"), ("ru_RU.UTF-8", "ru"), ("uk_UA", "uk"), ("el_GR.UTF-8", "el"), ("he_IL.UTF-8", "he"), ("iw_IL", "he"),
        ("ar_EG.UTF-8", "ar"), ("ja_JP.UTF-8", "us"), ("zh_CN.UTF-8", "us"), ("zh_TW", "us"),
    ])
    func theLocalePicksTheLayout(locale: String, name: String) {
        #expect(KeyboardLayout.name(forLocale: locale) == name)
    }
}
