/// The parts of the man pages `pinpad(1)` and `pinpad.conf(5)` made from the option tables, in
/// scdoc's markup (scdoc(5)): the options under their headings, the files' keys, the theme
/// files' keys. The pages in `Assets/man` hold them between `; BEGIN name` and `; END name`.
package enum ManualFormatter {
    /// `text` with scdoc's markup characters (`*`, `_`, `\`) escaped.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "*" || character == "_" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// One help text as a paragraph: its lines joined by spaces.
    private static func paragraph(_ help: String) -> String {
        escaped(help.split(separator: "\n").joined(separator: " "))
    }

    /// The command-line options, under `OptionGroup` headings (`## Field`).
    package static func options(_ options: [OptionInfo]) -> String {
        var lines: [String] = []
        for group in OptionGroup.allCases {
            let members = options.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            lines += ["## " + escaped(group.title), ""]
            for info in members {
                var names = "*\(escaped(info.spelling))*" + (info.placeholder.map { " _\(escaped($0))_" } ?? "")
                if let short = info.short { names = "*-\(short)*, " + names }
                lines += [names, "\t" + paragraph(info.help) + (info.isInFiles ? "" : " (The command line only.)"), ""]
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The keys a file may set among `options`, as `*key* = _VALUE_`, flags as `yes|no`.
    package static func keys(_ options: [OptionInfo]) -> String {
        var lines: [String] = []
        for info in options where info.isInFiles {
            let value = info.isFlag ? "yes|no" : info.placeholder ?? "VALUE"
            let help = info.kind == .negatedFlag ? "no: " + info.help : info.help
            lines += ["*\(escaped(info.key))* = _\(escaped(value))_", "\t" + paragraph(help), ""]
        }
        return lines.joined(separator: "\n")
    }

    /// The theme files' keys.
    package static func themeKeys(_ keys: [ThemeKey]) -> String {
        keys.map { "*\(escaped($0.key))* = _\(escaped($0.placeholder))_\n\t\(paragraph($0.help))\n" }.joined(separator: "\n")
    }

    /// Replaces what is between `; BEGIN name` and `; END name` in `page` with `parts[name]`.
    package static func filled(_ page: String, with parts: [String: String]) -> String {
        var output: [Substring] = []
        var skipping = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("; BEGIN "), let part = parts[String(line.dropFirst(8))] {
                output.append(line)
                output += part.split(separator: "\n", omittingEmptySubsequences: false)
                skipping = true
            } else if line.hasPrefix("; END ") {
                skipping = false
                output.append(line)
            } else if !skipping {
                output.append(line)
            }
        }
        return output.joined(separator: "\n")
    }
}
