extension TextWrapping {
    /// Whether `text` reads as a list, to be set as one block of lines against the same edge
    /// (centred as a block) rather than each line centred: at least two of its lines are items
    /// (after leading spaces, a number and `.` or `)`, or `-`, `*`, `•`, then a space: "1. Duo
    /// Push", "- a key"), or it has at least three lines that are not blank, each short enough
    /// for one line (`fits`), as a Duo prompt's options are.
    /// - Parameters:
    ///   - text: the description, its lines split at line feeds.
    ///   - fits: whether a line fits the text's width without wrapping.
    public static func readsAsList(_ text: String, fits: (String) -> Bool) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            .filter { !$0.allSatisfy(\.isWhitespace) }
        if lines.filter(isListItem).count >= 2 { return true }
        return lines.count >= 3 && lines.allSatisfy(fits)
    }

    /// Whether `line` starts a list item: after leading spaces, digits and `.` or `)`, or one of
    /// `-`, `*`, `•`, then a space.
    static func isListItem(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if let marker = trimmed.first, "-*•".contains(marker) {
            return trimmed.dropFirst().first == " "
        }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3 else { return false }
        let rest = trimmed.dropFirst(digits.count)
        guard let mark = rest.first, mark == "." || mark == ")" else { return false }
        return rest.dropFirst().first == " "
    }

    /// The spaces a list item's continued lines start with: as many as its marker and the
    /// spaces after it take (`1. ` → 3); "" for a line that is no list item. Leading spaces are
    /// not counted: a line's first word starts at the line's start.
    static func listIndent(_ line: String) -> String {
        guard isListItem(line) else { return "" }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let marker = trimmed.prefix { $0 != " " }
        let spaces = trimmed.dropFirst(marker.count).prefix { $0 == " " }
        return String(repeating: " ", count: marker.count + spaces.count)
    }
}
