import PinPadCore
import PinPadPlatform

/// A theme read from an INI file: `base = NAME` (a built-in theme or another theme file; default
/// dark), then any of `ThemeKey.all`, `key-shape` and `font`; what it does not set comes from the
/// base. Its colours go through `ThemeContrast`: what fails is a warning, not an error.
package struct ThemeFile {
    /// The theme.
    package var theme: Theme
    /// The font the theme names, if any (a path).
    package var fontPath: String?
    /// Lines for stderr: unknown keys, and texts or outlines below WCAG 2's contrast.
    package var warnings: [String] = []

    /// The built-in themes by name.
    package static let builtIn: [String: Theme] = ["dark": .dark, "light": .light, "high-contrast": .highContrast]

    /// The theme called `name`: a built-in one, else `themes/NAME.conf` of `files`.
    /// - Throws: `UsageError` when there is no such theme, or its file is wrong (file:line).
    package static func named(_ name: String, files: ConfigurationFiles, depth: Int = 0) throws(UsageError) -> ThemeFile {
        if let theme = builtIn[name] { return ThemeFile(theme: theme) }
        guard let path = files.themePath(name) else {
            let places = [files.systemDirectory, files.dataDirectory].map { "\($0)/themes/\(name).conf" }.joined(separator: " or ")
            throw UsageError(message: "no theme \(name): it is not dark, light or high-contrast, and there is no \(places)", reference: "man pinpad.conf")
        }
        return try ThemeFile(path: path, files: files, depth: depth)
    }

    private init(theme: Theme) {
        self.theme = theme
    }

    /// Reads the theme file at `path`; a `base` that is a file is found through `files`.
    /// - Throws: `UsageError` naming the file and line of a bad value or line, a base that
    ///   does not exist or names itself, or the errno text of a file that cannot be read.
    package init(path: String, files: ConfigurationFiles, depth: Int = 0) throws(UsageError) {
        let file = try IniFile.configuration(path, what: "theme")
        let baseName = file.value("base") ?? "dark"
        guard depth < 8 else { throw UsageError(message: "\(path): base \(baseName) leads round in a circle", reference: "man pinpad.conf") }
        let base = try ThemeFile.named(baseName, files: files, depth: depth + 1)
        theme = base.theme
        fontPath = base.fontPath
        for entry in file.entries {
            let location = "\(path):\(entry.line)"
            guard entry.section.isEmpty else {
                warnings.append(UsageError.oneLine("\(location): a theme file has no sections: [\(entry.section)] skipped"))
                continue
            }
            do throws(InvalidValue) {
                switch entry.key {
                case "base": continue
                case "font": fontPath = try ValueParsing.nonEmpty(entry.value, "a font file")
                case "key-shape": theme.keyShape = try ValueParsing.choice(entry.value, KeyShape.self)
                default:
                    guard let key = ThemeKey.all.first(where: { $0.key == entry.key }) else {
                        warnings.append(UsageError.oneLine("\(location): unknown theme key '\(entry.key)': skipped"))
                        continue
                    }
                    try key.apply(&theme, entry.value)
                }
            } catch {
                throw UsageError(message: "\(location): \(entry.key) takes \(error.expected), not '\(entry.value)'", reference: "man pinpad.conf")
            }
        }
        let strict = baseName == "high-contrast"
        var problems = ThemeContrast.unreadableTexts(theme, textMinimum: strict ? 7 : 4.5)
        if let undimmed = ThemeContrast.undimmedDisabledText(theme) { problems.append(undimmed) }
        if baseName != "dark" { problems += ThemeContrast.faintBoundaries(theme) }
        // One line for each kind of text is enough to say what to mend.
        var seen: Set<String> = []
        for problem in problems {
            let what = problem.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init) ?? problem
            guard seen.insert(what).inserted else { continue }
            warnings.append(UsageError.oneLine("\(path): low contrast (WCAG 2): \(problem)"))
        }
    }
}
