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

    /// One help text as a paragraph: its lines joined by spaces, a `command` in backticks in
    /// bold (scdoc has no inline code: a backtick is printed as it is).
    private static func paragraph(_ help: String) -> String {
        let parts = escaped(help.split(separator: "\n").joined(separator: " ")).split(separator: "`", omittingEmptySubsequences: false)
        return parts.enumerated().map { $0.offset % 2 == 1 && $0.offset < parts.count - 1 ? "*\($0.element)*" : String($0.element) }.joined()
    }

    /// `text` saying that its option is given on the command line only, inside its closing
    /// parenthesis if it ends with one: "(repeatable; the command line only)".
    private static func commandLineOnly(_ text: String) -> String {
        text.hasSuffix(")") ? text.dropLast() + "; the command line only)" : text + " (the command line only)"
    }

    /// The command-line options, under `OptionGroup` headings (`## Field`).
    package static func options(_ options: [OptionInfo]) -> String {
        var lines: [String] = []
        for group in OptionGroup.allCases {
            let members = options.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            lines += ["## " + escaped(group.title), ""]
            // A group no file may set says so once, under its heading.
            let isCommandLineOnly = !members.contains(where: \.isInFiles)
            if isCommandLineOnly { lines += ["Given on the command line only, never in a file.", ""] }
            for info in members {
                var names = "*\(escaped(info.spelling))*" + (info.placeholder.map { " _\(escaped($0))_" } ?? "")
                if let short = info.short { names = "*-\(short)*, " + names }
                let help = paragraph(info.help)
                lines += [names, "\t" + (info.isInFiles || isCommandLineOnly ? help : commandLineOnly(help)), ""]
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
