import PinPadCore

extension IniFile {
    /// The lines of this file that were not read as written, each with what happened to it, in
    /// the language of `Words`, for stderr after `FILE:LINE: `: a line cut at `lineLimit` bytes,
    /// NUL bytes removed, bytes that are not UTF-8, a value ended at ` ;`, and an indented line
    /// that continued a value (of the keys `continues` takes: the configuration's `message`
    /// continues on purpose). Shared by the configuration files and the theme files.
    /// - Returns: (line number, text) pairs, in no particular order.
    func readingWarnings(continuing continues: (String) -> Bool = { _ in true }) -> [(line: Int, text: String)] {
        var told: [(line: Int, text: String)] = []
        // TRANSLATORS: the lines below are told on stderr after "FILE:LINE: ", about that line of a
        // configuration file; `key = value`, `[section]`, the key's or section's name, ' ;' and
        // ';' are the file's own syntax, written as they are.
        let cut = Words.filled(Words.localized("the line is longer than {count} bytes: it is cut there"), ["count": String(IniFile.lineLimit)])
        for line in cutLines { told.append((line, cut)) }
        for line in nulLines { told.append((line, Words.localized("NUL bytes are removed from the line"))) }
        for line in nonUTF8Lines { told.append((line, Words.localized("the line is not UTF-8: its other bytes read as U+FFFD"))) }
        for line in inlineCommentLines {
            told.append((line, Words.localized("' ;' starts a comment: the value ends before it (write ';' with no space before it to keep it)")))
        }
        for (line, key) in continuations where continues(key) {
            let text = Words.localized("an indented line continues the value of '{key}' (a key of its own starts at the line's start)")
            told.append((line, Words.filled(text, ["key": key])))
        }
        return told
    }
}
