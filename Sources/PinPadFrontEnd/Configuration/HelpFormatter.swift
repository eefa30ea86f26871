/// `--help`'s option lines, made from the option tables: the names from column 3, the help from
/// column 25 (on the next line when the names are longer), grouped under `OptionGroup` headings.
package enum HelpFormatter {
    /// The column the help starts at, 0-based.
    static let helpColumn = 24

    /// How an option is written: `-n, --no-newline`, `--boxes N`, `--exec COMMAND...`.
    package static func names(_ info: OptionInfo) -> String {
        let long = info.spelling + (info.placeholder.map { " " + $0 } ?? "")
        return info.short.map { "-\($0), " + long } ?? long
    }

    /// The lines of `options`, under their groups' headings, groups in `order`.
    /// - Parameter shared: options listed only by name, as `pinpad`'s (`--theme, --size … as for
    ///   pinpad`), under their own heading after `sharedAfter`'s group.
    package static func text(
        _ options: [OptionInfo], order: [OptionGroup] = OptionGroup.allCases, shared: [OptionInfo] = [], sharedAfter: OptionGroup? = nil
    ) -> String {
        var lines: [String] = []
        for group in order {
            let members = options.filter { $0.group == group }
            if !members.isEmpty {
                lines.append(group.title + ":")
                for info in members { lines += entry(names(info), info.help) }
            }
            if group == sharedAfter, !shared.isEmpty {
                lines.append("Look (as for pinpad: see pinpad --help):")
                lines += wrapped(shared.map(\.spelling).joined(separator: ", "), indent: 2, width: 88)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One option: names and help side by side, the help's own lines kept.
    private static func entry(_ names: String, _ help: String) -> [String] {
        let helpLines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let indent = String(repeating: " ", count: helpColumn)
        var first = "  " + names
        var result: [String] = []
        if first.count + 2 > helpColumn {
            result.append(first)
            first = indent
        } else {
            first += String(repeating: " ", count: helpColumn - first.count)
        }
        for (index, line) in helpLines.enumerated() { result.append((index == 0 ? first : indent) + line) }
        return result
    }

    /// `text` broken at spaces into lines of at most `width` columns, indented.
    private static func wrapped(_ text: String, indent: Int, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && indent + line.count + 1 + word.count > width {
                lines.append(String(repeating: " ", count: indent) + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(String(repeating: " ", count: indent) + line) }
        return lines
    }
}
