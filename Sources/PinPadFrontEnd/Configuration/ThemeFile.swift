import PinPadCore
import PinPadPlatform

/// A theme read from an INI file: `base = NAME` (a built-in theme or another theme file in the
/// themes directories, or an absolute path; default dark), then any of `ThemeKey.all`,
/// `key-shape` and `font`; what it does not set comes from the base. Its colours go through `ThemeContrast`: what fails is a warning, not an error.
package struct ThemeFile {
    /// The theme.
    package var theme: Theme
    /// The font the theme names, if any (a path).
    package var fontPath: String?
    /// Lines for stderr: the lines not read as written (cut, NUL bytes, not UTF-8, ' ;', an
    /// indented line), sections and unknown keys, in the order of the file's lines (in the
    /// language of `Words`), then texts or outlines below WCAG 2's contrast (in English).
    package var warnings: [String] = []

    /// The most lines of contrast warnings told for one theme file.
    package static let contrastLinesTold = 4

    /// The built-in themes by name.
    package static let builtIn: [String: Theme] = ["dark": .dark, "light": .light, "high-contrast": .highContrast]

    /// Whether the colours of a theme file are judged (`ThemeContrast`); on by default. The
    /// configuration files' fuzz target turns it off: the judgment builds some twenty scenes, a
    /// few milliseconds a theme, the same work for any colours the parser lets through.
    nonisolated(unsafe) package static var judgesContrast = true

    /// The most theme files a chain of bases may hold.
    package static let longestChain = 32

    /// The theme called `name`: a built-in one, else `themes/NAME.conf` of `files`.
    /// - Parameters:
    ///   - origin: where the name was given, for the error (`FILE:LINE`, `theme (FILE:LINE)`).
    ///   - visited: the theme files of the chain so far, a base's first.
    /// - Throws: `UsageError` when there is no such theme, or its file is wrong (file:line).
    package static func named(_ name: String, files: ConfigurationFiles, origin: String? = nil, visited: [String] = []) throws(UsageError) -> ThemeFile {
        if let theme = builtIn[name] { return ThemeFile(theme: theme) }
        guard let path = files.themePath(name) else {
            let text = Words.localized("no theme {name}: it is not dark, light or high-contrast, and there is no {file} or {other-file}")
            let places = ["name": name, "file": "\(files.systemDirectory)/themes/\(name).conf", "other-file": "\(files.dataDirectory)/themes/\(name).conf"]
            throw UsageError(
                message: (origin.map { "\($0): " } ?? "") + Words.filled(text, places)
                    + (files.checkoutAssetsRefusal.map { " (\($0))" } ?? ""),
                reference: "man pinpad.conf")
        }
        return try ThemeFile(path: path, files: files, visited: visited)
    }

    /// That the base `name` of a theme leads back to `path`, a theme it is based on, in the
    /// language of `Words`.
    private static func leadsBack(_ name: String, to path: String) -> String {
        Words.filled(Words.localized("base {name} leads back to {file}, a theme it is based on"), ["name": name, "file": path])
    }

    /// `value`, a path a theme file gives for `key` (`base`, `font`): taken only when it is
    /// absolute and the file is root's alone (`IniFile.isRoots`) or the run is not privileged. A
    /// name alone (no `/`) stays in the themes directories; a relative path (`../../x`) would
    /// leave them, and is refused.
    /// - Throws: `UsageError` at `location` saying what the key takes.
    private static func absolutePath(
        _ value: String, key: String, what: String, at location: String, in file: IniFile, files: ConfigurationFiles
    ) throws(UsageError) -> String {
        guard value.hasPrefix("/") else {
            let text = Words.localized("{key} takes {expected} in the theme's directory (no / or ..) or an absolute path, not '{value}'")
            throw UsageError(message: "\(location): " + Words.filled(text, ["key": key, "expected": what, "value": value]), reference: "man pinpad.conf")
        }
        guard file.isRoots || !files.isPrivileged else {
            let text = Words.localized("{key} takes an absolute path only in a file only root can write to, not '{value}'")
            throw UsageError(message: "\(location): " + Words.filled(text, ["key": key, "value": value]), reference: "man pinpad.conf")
        }
        return value
    }

    private init(theme: Theme) {
        self.theme = theme
    }

    /// Reads the theme file at `path`; a `base` that is a file is found through `files`.
    /// - Throws: `UsageError` naming the file and line of a bad value or line, a base that
    ///   does not exist or names itself, a `base` or `font` that would leave the themes
    ///   directories (`absolutePath`), or the errno text of a file that cannot be read.
    package init(path: String, files: ConfigurationFiles, visited: [String] = []) throws(UsageError) {
        let file = try IniFile.configuration(path, isTheme: true)
        let baseName = file.value("base") ?? "dark"
        let baseLine = file.entries.last { $0.key == "base" && $0.section.isEmpty }.map { "\(path):\($0.line)" } ?? path
        if visited.contains(path) {
            throw UsageError(message: "\(baseLine): " + ThemeFile.leadsBack(baseName, to: path), reference: "man pinpad.conf")
        }
        guard visited.count < ThemeFile.longestChain else {
            let text = Words.localized("more than {count} theme files are based on each other")
            throw UsageError(message: "\(baseLine): " + Words.filled(text, ["count": "\(ThemeFile.longestChain)"]), reference: "man pinpad.conf")
        }
        let base: ThemeFile
        if baseName.contains("/") {
            let absolute = try ThemeFile.absolutePath(baseName, key: "base", what: Words.localized("a theme's name"), at: baseLine, in: file, files: files)
            if visited.contains(absolute) {
                throw UsageError(message: "\(baseLine): " + ThemeFile.leadsBack(baseName, to: absolute), reference: "man pinpad.conf")
            }
            base = try ThemeFile(path: absolute, files: files, visited: visited + [path])
        } else {
            base = try ThemeFile.named(baseName, files: files, origin: baseLine, visited: visited + [path])
        }
        theme = base.theme
        fontPath = base.fontPath
        // A base's own mistakes are told; its contrast is this theme's to judge.
        warnings = base.warnings.filter { !$0.includes(": low contrast (WCAG 2): ") }
        // The file's own mistakes, told in the order of its lines: the lines not read as written
        // (cut, NUL bytes, not UTF-8, ' ;', continued), sections, unknown keys.
        var lineWarnings = file.readingWarnings()
        for header in file.headers {
            // TRANSLATORS: told on stderr after "FILE:LINE: "; {section} is the section's name as written.
            let text = Words.localized("a theme file has no sections: the keys under [{section}] are skipped")
            lineWarnings.append((header.line, Words.filled(text, ["section": header.name])))
        }
        // An absolute font path is judged after the loop, where its error is a `UsageError`.
        var absoluteFont: (value: String, location: String)?
        for entry in file.entries {
            let location = "\(path):\(entry.line)"
            guard entry.section.isEmpty else { continue }
            do throws(InvalidValue) {
                switch entry.key {
                case "base": continue
                case "font":
                    let font = try ValueParsing.nonEmpty(entry.value, Words.localized("a font file"))
                    guard font.contains("/") else {
                        guard ConfigurationFiles.isThemeName(font) else { throw InvalidValue(Words.localized("a font file's name")) }
                        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
                        fontPath = directory + font
                        continue
                    }
                    absoluteFont = (font, location)
                case "key-shape": theme.keyShape = try ValueParsing.choice(entry.value, KeyShape.self)
                default:
                    guard let key = ThemeKey.all.first(where: { $0.key == entry.key }) else {
                        lineWarnings.append((entry.line, Words.filled(Words.localized("unknown theme key '{key}': skipped"), ["key": entry.key])))
                        continue
                    }
                    try key.apply(&theme, entry.value)
                }
            } catch {
                throw UsageError(message: "\(location): " + InvalidValue.line(entry.key, error, value: entry.value), reference: "man pinpad.conf")
            }
        }
        warnings += lineWarnings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map { UsageError.oneLine("\(path):\($0.element.line): \($0.element.text)") }
        if let absoluteFont, file.entries.last(where: { $0.key == "font" && $0.section.isEmpty })?.value == absoluteFont.value {
            fontPath = try ThemeFile.absolutePath(absoluteFont.value, key: "font", what: Words.localized("a font file's name"), at: absoluteFont.location, in: file, files: files)
        }
        // A base's contrast is this theme's to judge: judged once, for the theme asked for.
        guard visited.isEmpty && ThemeFile.judgesContrast else { return }
        let strict = baseName == "high-contrast"
        var problems = ThemeContrast.unreadableTexts(theme, textMinimum: strict ? 7 : 4.5)
        if let undimmed = ThemeContrast.undimmedDisabledText(theme) { problems.append(undimmed) }
        if baseName != "dark" { problems += ThemeContrast.faintBoundaries(theme) }
        // One line for each pair of colours is enough to say what to mend, and a few lines in all.
        var seen: Set<String> = []
        var told = 0
        for problem in problems {
            let colours = problem.split(separator: "'").last.map(String.init) ?? problem
            guard seen.insert(colours).inserted else { continue }
            told += 1
            if told <= ThemeFile.contrastLinesTold { warnings.append(UsageError.oneLine("\(path): low contrast (WCAG 2): \(problem)")) }
        }
        if told > ThemeFile.contrastLinesTold {
            warnings.append("\(path): low contrast (WCAG 2): \(told - ThemeFile.contrastLinesTold) more pairs of colours below the minimum")
        }
    }
}
