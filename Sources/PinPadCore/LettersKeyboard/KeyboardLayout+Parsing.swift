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
    /// `symbols`, `accents`; each at most once; letters and symbols required); each `row` after it
    /// gives 1…`maximumRowLength` keys, each one character (one extended grapheme cluster of at
    /// most `maximumCharacterBytes` bytes, no space, no control character), at most
    /// `maximumRowCount` rows a page. A key appears once on its page, and so does its capital
    /// (`shifted(_:)`) on the pages Shift applies to.
    /// - Parameters:
    ///   - bytes: the file's contents, UTF-8, at most `maximumFileSize` bytes.
    ///   - file: the file's name, for the error.
    /// - Throws: `KeyboardLayoutError` naming the file and the first wrong line.
    public static func parse(_ bytes: some Collection<UInt8>, file: String) throws(KeyboardLayoutError) -> KeyboardLayout {
        func fail(_ line: Int, _ message: String) -> KeyboardLayoutError { KeyboardLayoutError(file: file, line: line, message: message) }
        guard bytes.count <= maximumFileSize else { throw fail(0, "longer than \(maximumFileSize) bytes") }
        var name = ""
        var pages: [KeyboardPage: [[Character]]] = [:]
        var current: KeyboardPage?
        var sawHeader = false
        // The line of the last row of the page being read: its room is checked when the page ends.
        var lastRowLine = 0
        func checkLastRow() throws(KeyboardLayoutError) {
            guard let page = current, let row = pages[page]?.last else { return }
            let room = maximumRowLength - (page == .symbols ? 1 : 2)
            guard row.count <= room else {
                throw fail(lastRowLine, "a page's last row takes \(room) keys at most (Delete\(page == .symbols ? "" : " and Shift") beside them)")
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
                guard words.count == 2, let page = KeyboardPage(rawValue: words[1]) else {
                    throw fail(number, "page takes letters, symbols or accents")
                }
                guard pages[page] == nil else { throw fail(number, "a second \(page.rawValue) page") }
                try checkLastRow()
                pages[page] = []
                current = page
            case "row":
                guard let page = current else { throw fail(number, "a row before any page") }
                let keys = try row(Array(words.dropFirst()), line: number, fail: fail)
                guard pages[page, default: []].count < maximumRowCount else { throw fail(number, "more than \(maximumRowCount) rows on a page") }
                let earlier = pages[page, default: []].flatMap { $0 }
                try checkUnique(keys, after: earlier, shifts: page != .symbols, line: number, fail: fail)
                pages[page, default: []].append(keys)
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
        return KeyboardLayout(name: name, pages: pages)
    }

    private static func row(_ words: [String], line: Int, fail: (Int, String) -> KeyboardLayoutError) throws(KeyboardLayoutError) -> [Character] {
        guard (1...maximumRowLength).contains(words.count) else { throw fail(line, "a row takes 1 to \(maximumRowLength) keys") }
        var keys: [Character] = []
        for word in words {
            guard word.count == 1, let character = word.first else { throw fail(line, "'\(word)' is not one character") }
            guard word.utf8.count <= maximumCharacterBytes else { throw fail(line, "a key longer than \(maximumCharacterBytes) bytes") }
            keys.append(character)
        }
        return keys
    }

    private static func checkUnique(
        _ keys: [Character], after earlier: [Character], shifts: Bool, line: Int, fail: (Int, String) -> KeyboardLayoutError
    ) throws(KeyboardLayoutError) {
        var seen = Set(earlier)
        var seenShifted = Set(earlier.map(shifted))
        for key in keys {
            guard seen.insert(key).inserted else { throw fail(line, "'\(key)' twice on the page") }
            if shifts, !seenShifted.insert(shifted(key)).inserted { throw fail(line, "the capital of '\(key)' twice on the page") }
        }
    }
}
