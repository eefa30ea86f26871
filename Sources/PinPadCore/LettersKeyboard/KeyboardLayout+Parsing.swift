extension KeyboardLayout {
    /// The most bytes a keyboard layout file may hold.
    public static let maximumFileSize = 16384

    /// Reads a keyboard layout file. The format, line by line (`#` starts a comment line; blank
    /// lines are skipped; words are separated by spaces):
    ///
    ///     pinpad-keyboard 1
    ///     name English (US)
    ///     page letters
    ///     row q w e r t y u i o p
    ///     page symbols
    ///     row 1 2 3 4 5 6 7 8 9 0
    ///
    /// The first line names the format and its version. `page` starts a page (`letters`,
    /// `symbols`, `accents`; each at most once; letters and symbols required), optionally with
    /// the label of the key that shows it (1…`maximumPageLabelLength` characters: `page letters
    /// АБВ`); each `row` after it gives 1…`maximumRowLength` keys, each one character (one
    /// extended grapheme cluster of at most `maximumCharacterBytes` bytes, no space, no control
    /// character), at most `maximumRowCount` rows a page. On the letters and accents pages a key
    /// may name the capital it types with Shift after a slash (`i/İ`); a key without one types
    /// `shifted(_:)`, and a key has one capital in the whole file. A key appears once on its page,
    /// and so does its capital on the pages Shift applies to.
    /// - Parameters:
    ///   - bytes: the file's contents, UTF-8, at most `maximumFileSize` bytes.
    ///   - file: the file's name, for the error.
    /// - Throws: `KeyboardLayoutError` naming the file and the first wrong line.
    public static func parse(_ bytes: some Collection<UInt8>, file: String) throws(KeyboardLayoutError) -> KeyboardLayout {
        func fail(_ line: Int, _ message: String) -> KeyboardLayoutError { KeyboardLayoutError(file: file, line: line, message: message) }
        guard bytes.count <= maximumFileSize else { throw fail(0, "longer than \(maximumFileSize) bytes") }
        var name = ""
        var pages: [KeyboardPage: [[Character]]] = [:]
        var capitals: [Character: Character] = [:]
        // The keys of the pages Shift applies to that took Unicode's capital, none being named.
        var unicodeCapitals: Set<Character> = []
        var pageLabels: [KeyboardPage: String] = [:]
        var current: KeyboardPage?
        var sawHeader = false
        // The line of the last row of the page being read: its room is checked when the page ends.
        var lastRowLine = 0
        // Shift is added on a page where a key has a capital (not on the symbols page, nor on a
        // page of a script without capitals: Hebrew, Arabic).
        func checkLastRow() throws(KeyboardLayoutError) {
            guard let page = current, let rows = pages[page], let row = rows.last else { return }
            let shifts = page != .symbols && rows.joined().contains { (capitals[$0] ?? shifted($0)) != $0 }
            let room = maximumRowLength - (shifts ? 2 : 1)
            guard row.count <= room else {
                throw fail(lastRowLine, "a page's last row takes \(room) keys at most (Delete\(shifts ? " and Shift" : "") beside them)")
            }
        }
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, raw) in lines.enumerated() {
            let number = index + 1
            guard let text = String(validating: raw, as: UTF8.self) else { throw fail(number, "not UTF-8") }
            let line = text.hasSuffix("\r") ? String(text.dropLast()) : text
            if line.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\t" }) {
                throw fail(number, "holds a control character")
            }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let keyword = words.first, !keyword.hasPrefix("#") else { continue }
            guard sawHeader else {
                guard words == ["pinpad-keyboard", "1"] else { throw fail(number, "the first line is not 'pinpad-keyboard 1'") }
                sawHeader = true
                continue
            }
            switch keyword {
            case "name":
                let value = words.dropFirst().joined(separator: " ")
                guard value.count <= 64 else { throw fail(number, "a name longer than 64 characters") }
                name = value
            case "page":
                guard (2...3).contains(words.count), let page = KeyboardPage(rawValue: words[1]) else {
                    throw fail(number, "page takes letters, symbols or accents, then a label or nothing")
                }
                guard pages[page] == nil else { throw fail(number, "a second \(page.rawValue) page") }
                if words.count == 3 {
                    guard words[2].count <= maximumPageLabelLength else { throw fail(number, "a page's label longer than \(maximumPageLabelLength) characters") }
                    pageLabels[page] = words[2]
                }
                try checkLastRow()
                pages[page] = []
                current = page
            case "row":
                guard let page = current else { throw fail(number, "a row before any page") }
                let keys = try row(Array(words.dropFirst()), line: number, fail: fail)
                guard pages[page, default: []].count < maximumRowCount else { throw fail(number, "more than \(maximumRowCount) rows on a page") }
                for key in keys {
                    guard let capital = key.capital else { continue }
                    guard page != .symbols else { throw fail(number, "a capital on the symbols page, where Shift is not") }
                    let before = capitals[key.key] ?? (unicodeCapitals.contains(key.key) ? shifted(key.key) : capital)
                    guard before == capital else { throw fail(number, "'\(key.key)' given another capital before") }
                    capitals[key.key] = capital
                }
                if page != .symbols { unicodeCapitals.formUnion(keys.filter { capitals[$0.key] == nil }.map(\.key)) }
                let earlier = pages[page, default: []].flatMap { $0 }
                let characters: [Character] = keys.map { $0.key }
                try checkUnique(characters, after: earlier, capitals: page == .symbols ? nil : capitals, line: number, fail: fail)
                pages[page, default: []].append(characters)
                lastRowLine = number
            default:
                throw fail(number, "'\(keyword)' is not name, page or row")
            }
        }
        guard sawHeader else { throw fail(0, "empty: no 'pinpad-keyboard 1' line") }
        try checkLastRow()
        for page in [KeyboardPage.letters, .symbols] where pages[page]?.isEmpty ?? true {
            throw fail(0, "no \(page.rawValue) page with a row")
        }
        if pages[.accents]?.isEmpty == true { throw fail(0, "an accents page with no row") }
        return KeyboardLayout(name: name, pages: pages, capitals: capitals, pageLabels: pageLabels)
    }

    /// The keys of a row's words: a character, or a character, a slash and the capital it types
    /// with Shift (`i/İ`).
    private static func row(
        _ words: [String], line: Int, fail: (Int, String) -> KeyboardLayoutError
    ) throws(KeyboardLayoutError) -> [(key: Character, capital: Character?)] {
        guard (1...maximumRowLength).contains(words.count) else { throw fail(line, "a row takes 1 to \(maximumRowLength) keys") }
        var keys: [(key: Character, capital: Character?)] = []
        for word in words {
            let characters = Array(word)
            guard characters.count == 1 || (characters.count == 3 && characters[1] == "/") else {
                throw fail(line, "'\(word)' is not one character, or one and its capital after a slash")
            }
            for character in characters where String(character).utf8.count > maximumCharacterBytes {
                throw fail(line, "a key longer than \(maximumCharacterBytes) bytes")
            }
            keys.append((characters[0], characters.count == 3 ? characters[2] : nil))
        }
        return keys
    }

    /// Checks that `keys`, after the page's `earlier` ones, are each there once, and so are their
    /// capitals (the file's `capitals`, else `shifted(_:)`; nil on a page Shift does not apply to).
    private static func checkUnique(
        _ keys: [Character], after earlier: [Character], capitals: [Character: Character]?, line: Int, fail: (Int, String) -> KeyboardLayoutError
    ) throws(KeyboardLayoutError) {
        func capital(_ key: Character) -> Character { capitals?[key] ?? shifted(key) }
        var seen = Set(earlier)
        var seenCapitals = Set(earlier.map(capital))
        for key in keys {
            guard seen.insert(key).inserted else { throw fail(line, "'\(key)' twice on the page") }
            if capitals != nil, !seenCapitals.insert(capital(key)).inserted { throw fail(line, "the capital of '\(key)' twice on the page") }
        }
    }
}
