import PinPadCore
import PinPadPlatform

/// A command's settings read from every layer, later wins: the built-in defaults, the
/// configuration files (`ConfigurationFiles`: in each, the general keys, then the command's
/// section), each `-C FILE`, then the command line. Nothing is applied until everything has
/// been read and checked, so a bad value anywhere leaves nothing half-applied.
package struct Configuration<Target>: Sendable {
    /// The command it is for.
    package let frontEnd: FrontEnd
    /// The command's options.
    package let table: [Option<Target>]
    /// The files read, in order.
    package private(set) var files: [String] = []
    /// Lines for stderr about what was skipped: unknown keys and sections, named by file:line, in
    /// the language of `Words` (the file, line, keys and sections as written).
    package private(set) var warnings: [String] = []
    /// What was given, in the order it was read.
    package private(set) var assignments: [Assignment] = []
    /// The `OptionInfo.Trust.rootFiles` keys a file that is not root's alone gave, skipped (each
    /// also a warning): a command that must not run without them (the greeter's `user`) refuses.
    package private(set) var skippedUntrusted: [Assignment] = []

    /// The values read from a file other than written, with why (cut at the longest line or
    /// at an inline comment, not UTF-8, NUL bytes removed): each also a warning; a command
    /// refuses a sign-in key among them (`signInKeyChangedByReading`).
    package private(set) var changedByReading: [(assignment: Assignment, why: ReadingChange)] = []

    /// The key of `-C FILE`, `--config FILE`.
    package static var configKey: String { "config" }

    /// Reads the files and `arguments`, and applies them to `target`.
    /// - Parameters:
    ///   - knownKeys: the keys of every command, so a key of another command's (`attempts` in
    ///     the general keys, read by `pinpad`) is passed over without a warning.
    ///   - files: where the standard files are; `readsFiles` false reads none (the tests).
    /// - Throws: `UsageError`: an unknown option or a bad value on the command line, a bad
    ///   value (`FILE:LINE: KEY takes …`) or a line that is not INI in a file, a file that
    ///   cannot be read (its errno text).
    package init(
        _ frontEnd: FrontEnd, table: [Option<Target>], arguments: [String], into target: inout Target, knownKeys: Set<String>,
        files: ConfigurationFiles = ConfigurationFiles(), readsFiles: Bool = true
    ) throws(UsageError) {
        self.frontEnd = frontEnd
        self.table = table
        let commandLine = try readCommandLine(arguments)
        let extra = commandLine.filter { $0.key == Self.configKey }.map(\.value)
        if readsFiles { warnings += files.warnings }
        let standard = readsFiles ? files.standardPaths() : []
        let paths = standard + extra
        // As sudo's includedir: drop-ins only from a directory others cannot add a file or a link to.
        let dropIns = files.dropInDirectory + "/"
        let dropInRefusal = standard.contains { $0.hasPrefix(dropIns) } ? Platform.untrustedReason(directory: files.dropInDirectory, isPrivileged: files.isPrivileged) : nil
        if let dropInRefusal { warnings.append(UsageError.oneLine("\(files.dropInDirectory): \(dropInRefusal): no drop-in is read from it")) }
        for (layer, path) in paths.enumerated() {
            let isDropIn = layer < standard.count && path.hasPrefix(dropIns)
            if isDropIn && dropInRefusal != nil { continue }
            try readFile(path, layer: layer, knownKeys: knownKeys, isPrivileged: files.isPrivileged, mayBeMissing: layer < standard.count, isDropIn: isDropIn)
        }
        assignments += commandLine.map { var assignment = $0; assignment.layer = paths.count; return assignment }
        try apply(to: &target)
    }

    /// The assignments that decide each key: the last one, or for a repeatable option every one
    /// of the last layer that gave it.
    package func effective(_ key: String) -> [Assignment] {
        let given = assignments.filter { $0.key == key }
        guard let last = given.last else { return [] }
        guard table.first(where: { $0.info.key == key })?.info.isRepeatable == true else { return [last] }
        return given.filter { $0.layer == last.layer }
    }

    /// Whether `key` was given after `other` (both given, or `key` alone): of two options that
    /// set the same thing (`theme` and `theme-file`), the one given later wins.
    package func isGivenLater(_ key: String, than other: String) -> Bool {
        guard let mine = assignments.lastIndex(where: { $0.key == key }) else { return false }
        guard let theirs = assignments.lastIndex(where: { $0.key == other }) else { return true }
        return mine > theirs
    }

    /// `value` of `key` as a path: a relative one given in a file is taken from that file's
    /// directory (a theme file beside the configuration); on the command line, from the
    /// current directory.
    package func path(_ value: String, of key: String) -> String {
        guard !value.hasPrefix("/"), case .file(let file, _) = source(key), let slash = file.lastIndex(of: "/") else { return value }
        return String(file[...slash]) + value
    }

    /// A key that decides who signs in (`OptionInfo.Trust.rootFiles`: `user`, `command`,
    /// `environment`) whose effective value reading changed (`changedByReading`), as the one
    /// line that stops the command, in the language of `Words`: it would sign in another user,
    /// or start another session, than the file says.
    package func signInKeyChangedByReading() -> UsageError? {
        for (assignment, why) in changedByReading {
            guard table.first(where: { $0.info.key == assignment.key })?.info.trust == .rootFiles,
                effective(assignment.key).contains(assignment) else { continue }
            return UsageError(message: why.signInRefusal(source: assignment.source, key: assignment.key, command: frontEnd.rawValue), reference: "man pinpad.conf")
        }
        return nil
    }

    /// Whether some layer gave `key`.
    package func isGiven(_ key: String) -> Bool { assignments.contains { $0.key == key } }

    /// Where `key`'s value came from.
    package func source(_ key: String) -> ConfigurationSource { effective(key).last?.source ?? .builtIn }

    /// The effective configuration as a file would give it, each key under a comment line naming
    /// where its value came from (`# FILE:LINE`, `# default`; `pinpad --print-config`): options
    /// without a value are commented out, and so are values a file cannot hold as they are (see
    /// `isWritable`). Read back with `-C`, it sets every value a file can hold and warns of none.
    /// - Parameter derived: where values no layer gave came from instead (`key-shape` from a
    ///   theme file), by key.
    package func printed(_ target: Target, derived: [String: String] = [:]) -> String {
        var lines = [(frontEnd == .pinpad ? "# pinpad" : "# pinpad \(frontEnd.rawValue)") + ": the effective configuration"]
        lines.append("# files read: " + (files.isEmpty ? "none" : files.joined(separator: ", ")))
        if let section = frontEnd.section { lines.append("# [\(section)] overrides the general keys in each file") }
        var entries: [(text: String, source: String?)] = []
        for option in table where option.info.isInFiles {
            let key = option.info.key
            let values = option.show(target)
            let sources = effective(key).map(\.source.description)
            if values.isEmpty {
                entries.append(("; \(key) =", "not set"))
            }
            for (index, value) in values.enumerated() {
                let source = index < sources.count ? sources[index] : derived[key] ?? Self.builtInSource(value)
                if Self.isWritable(value) {
                    entries.append((value.isEmpty ? "\(key) =" : "\(key) = \(value)", source))
                } else if let lines = Self.continuedLines(value) {
                    // A value of several lines (a file's `message` over indented lines) as a file holds it.
                    entries.append(("\(key) = \(lines[0])", source))
                    for line in lines.dropFirst() { entries.append(("  " + line, nil)) }
                } else {
                    entries.append(("; \(key) = \(UsageError.oneLine(value))", source + " (a file cannot hold this value as it is)"))
                }
            }
        }
        // The source on a comment line of its own above the key: after the value, it would be
        // an inline comment, which a file read back warns about.
        for entry in entries {
            if let source = entry.source { lines.append("# " + source) }
            lines.append(entry.text)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where a value no layer gave comes from: `translation (LANGUAGE)` for a word of the
    /// locale's catalog (a phrase's, or each of `phrase-digits`' ten names), else `default`.
    static func builtInSource(_ value: String) -> String {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !value.isEmpty, Words.isTranslation(value) || (parts.count > 1 && parts.allSatisfy(Words.isTranslation)) else {
            return ConfigurationSource.builtIn.description
        }
        return "translation (\(Words.language))"
    }

    /// Whether a file reads `value` back as it is: no spaces at its ends (libinih strips them),
    /// no ` ;` (an inline comment), no control characters or line separators, and short enough
    /// for a line of `IniFile.lineLimit` bytes with a key.
    package static func isWritable(_ value: String) -> Bool {
        let ends: Set<Character> = [" ", "\t"]
        if let first = value.first, ends.contains(first) { return false }
        if let last = value.last, ends.contains(last) { return false }
        return !value.includes(" ;") && UsageError.oneLine(value) == value && value.utf8.count <= IniFile.lineLimit - 40
    }

    /// The lines of `value` as a key's line and indented lines continuing it would give it back
    /// (libinih joins them with a line feed): every line writable (`isWritable`), the later ones
    /// not empty and not starting as a comment; nil for a value of one line or one no file holds.
    package static func continuedLines(_ value: String) -> [String]? {
        let lines = value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count > 1, lines[0].isEmpty || isWritable(lines[0]) else { return nil }
        for line in lines.dropFirst() {
            guard isWritable(line), let first = line.first, first != ";", first != "#" else { return nil }
        }
        return lines
    }

    // MARK: Reading

    private func readCommandLine(_ arguments: [String]) throws(UsageError) -> [Assignment] {
        var result: [Assignment] = []
        var reader = ArgumentReader(arguments)
        while reader.next() {
            let argument = reader.argument, name = reader.name
            let option = table.first { option in
                option.info.spelling == name || option.info.short.map { "-\($0)" } == name
            }
            guard let option else {
                if !argument.hasPrefix("-") || argument == "-" {
                    throw UsageError(message: Words.filled(Words.localized("unexpected argument {argument}"), ["argument": argument]))
                }
                throw UsageError(
                    message: frontEnd == .pinpad
                        ? Words.filled(Words.localized("unknown option {option}"), ["option": argument])
                        : Words.filled(Words.localized("{command} takes no option {option}"), ["command": "pinpad \(frontEnd.rawValue)", "option": name]))
            }
            let value: String
            switch option.info.kind {
            case .flag, .negatedFlag:
                if reader.inlineValue != nil { throw UsageError(message: Words.filled(Words.localized("{option} takes no value"), ["option": name])) }
                value = option.info.kind == .flag ? "yes" : "no"
            case .value:
                value = try reader.value()
            case .rest:
                let rest = reader.rest()
                guard !rest.isEmpty else { throw UsageError(message: Words.filled(Words.localized("{option} needs a command"), ["option": name])) }
                // The words are kept apart by a NUL, which no argument can hold.
                value = rest.joined(separator: "\u{0}")
            }
            if option.info.key == Self.configKey && value.isEmpty { throw UsageError(message: Words.filled(Words.localized("{option} needs a file name"), ["option": name])) }
            result.append(Assignment(key: option.info.key, value: value, source: .commandLine, layer: 0))
        }
        return result
    }

    /// Reads one file's keys. In a privileged run a file that is not root's alone
    /// (`IniFile.isRoots`) gives no key at all: one warning names it. Otherwise a key whose option
    /// is `OptionInfo.Trust.rootFiles` is taken only from a file that is root's alone; elsewhere it
    /// is a warning and skipped.
    /// - Parameters:
    ///   - mayBeMissing: a standard file, passed over with a warning when it is not there (a
    ///     drop-in that is a link to nothing).
    ///   - isDropIn: a drop-in (`pinpad.conf.d/*.conf`): a link another user than root owns, or
    ///     anything but a regular file (a FIFO, a device), or one that cannot be read, is passed
    ///     over with a warning (`Platform.untrustedReason(dropIn:)`), never read, never an error.
    private mutating func readFile(
        _ path: String, layer: Int, knownKeys: Set<String>, isPrivileged: Bool, mayBeMissing: Bool, isDropIn: Bool
    ) throws(UsageError) {
        if isDropIn, let reason = Platform.untrustedReason(dropIn: path) {
            warnings.append(UsageError.oneLine("\(path): \(reason): skipped"))
            return
        }
        let file: IniFile
        do {
            file = try IniFile(path: path)
        } catch .missing where mayBeMissing {
            // TRANSLATORS: one line on stderr about a configuration file ({file}, its path) that
            // is not there: a symbolic link to a file that is gone.
            let text = Words.localized("{file}: there is no such file (a link to nothing?): skipped")
            warnings.append(UsageError.oneLine(Words.filled(text, ["file": path])))
            return
        } catch .unreadable(let why) where isDropIn {
            // TRANSLATORS: one line on stderr: {file} is a configuration file's path, {reason} why
            // it cannot be read (the system's words: Permission denied).
            let text = Words.localized("{file}: cannot be read ({reason}): skipped")
            warnings.append(UsageError.oneLine(Words.filled(text, ["file": path, "reason": why])))
            return
        } catch {
            throw IniFile.usageError(error, path: path)
        }
        // A privileged run takes nothing from a file someone else could have written: not one key.
        // A file that is root's alone in a directory that is not (a -C /tmp/pinpad.conf) names
        // the directory, which is what the administrator has to change.
        if isPrivileged && !file.isRoots {
            if let directory = file.directoryNotRootsAlone {
                let text = Words.localized(
                    "{file}: the directory {directory} is not root's alone (another owner, or writable by group or others): a run as root takes no setting from it: skipped")
                warnings.append(UsageError.oneLine(Words.filled(text, ["file": path, "directory": directory])))
            } else {
                let text = Words.localized("{file}: not root's alone (its owner, group or others may write to it): a run as root takes no setting from it: skipped")
                warnings.append(UsageError.oneLine(Words.filled(text, ["file": path])))
            }
            return
        }
        // Nor does any run from a file another user could have written: its title and words
        // (\"Wrong PIN\", a message) would speak to the person at the pad in the owner's name.
        // Its sign-in keys are skipped with it, as they are from a file merely not root's alone
        // below: a command that must not run without them (the greeter's `user`) refuses.
        if file.othersMayWrite {
            let text = Words.localized(
                "{file}: others may write to it (another owner, or it or a directory above writable by others): no setting is taken from it: skipped")
            warnings.append(UsageError.oneLine(Words.filled(text, ["file": path])))
            skippedUntrusted += rootFilesKeys(of: file, path: path, layer: layer)
            return
        }
        files.append(path)
        // The file's warnings, told in the order of its lines.
        var told: [(line: Int, text: String)] = []
        func tell(_ line: Int, _ text: String) { told.append((line, UsageError.oneLine("\(path):\(line): \(text)"))) }
        for (line, text) in file.readingWarnings(continuing: { $0 != "message" }) { tell(line, text) }
        // Why each line's text is not as written, for the entries on it.
        var changes: [Int: ReadingChange] = [:]
        for line in file.inlineCommentLines { changes[line] = .inlineComment }
        for line in file.nulLines { changes[line] = .nulBytes }
        for line in file.nonUTF8Lines { changes[line] = .notUTF8 }
        for line in file.cutLines { changes[line] = .cut }
        func change(of entry: IniFile.Entry) -> ReadingChange? {
            // The entry's lines: its key's, and the indented lines that continued it.
            let next = file.entries.first { $0.line > entry.line }?.line ?? Int.max
            let lines = [entry.line] + file.continuations.filter { $0.key == entry.key && $0.line > entry.line && $0.line < next }.map(\.line)
            return lines.lazy.compactMap { changes[$0] }.first
        }
        let sections = Set(FrontEnd.allCases.compactMap(\.section))
        for header in file.headers {
            if header.name.isEmpty {
                tell(header.line, Words.localized("[] names no section: the keys under it are general keys"))
            } else if !sections.contains(header.name) {
                tell(header.line, Words.filled(Words.localized("unknown section [{section}]: its keys are skipped"), ["section": header.name]))
            }
            if header.hasTrailingText { tell(header.line, Words.filled(Words.localized("the text after [{section}] is ignored"), ["section": header.name])) }
        }
        let general = file.entries.filter { $0.section.isEmpty }
        let own = file.entries.filter { frontEnd.section != nil && $0.section == frontEnd.section }
        for entry in general + own {
            guard let option = table.first(where: { $0.info.key == entry.key }) else {
                if !knownKeys.contains(entry.key) {
                    tell(entry.line, Words.filled(Words.localized("unknown key '{key}': skipped"), ["key": entry.key]))
                } else if !entry.section.isEmpty {
                    // TRANSLATORS: {command} is the command (login, agent), as typed after pinpad.
                    let text = Words.localized("pinpad {command} has no key '{key}': skipped")
                    tell(entry.line, Words.filled(text, ["command": frontEnd.rawValue, "key": entry.key]))
                }
                continue
            }
            guard option.info.isInFiles else {
                tell(entry.line, Words.filled(Words.localized("'{key}' is given on the command line only: skipped"), ["key": entry.key]))
                continue
            }
            // `.rootFilesWhenPrivileged` keys: a privileged run took no key of such a file above.
            if !file.isRoots && option.info.trust == .rootFiles {
                let text = Words.localized("'{key}' is taken only from files only root can write to, and the command line: skipped")
                tell(entry.line, Words.filled(text, ["key": entry.key]))
                skippedUntrusted.append(Assignment(key: entry.key, value: entry.value, source: .file(path: path, line: entry.line), layer: layer))
                continue
            }
            let assignment = Assignment(key: entry.key, value: entry.value, source: .file(path: path, line: entry.line), layer: layer)
            assignments.append(assignment)
            if let why = change(of: entry) { changedByReading.append((assignment, why)) }
        }
        // Other commands' sections (`[login]` read by `pinpad agent`) are theirs: not a mistake.
        warnings += told.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element.text)
    }

    /// The `OptionInfo.Trust.rootFiles` keys of the command that `file` (read from `path`) gives,
    /// in its general keys and the command's section, as assignments of `layer`.
    private func rootFilesKeys(of file: IniFile, path: String, layer: Int) -> [Assignment] {
        file.entries.filter { $0.section.isEmpty || (frontEnd.section != nil && $0.section == frontEnd.section) }.compactMap { entry in
            guard let option = table.first(where: { $0.info.key == entry.key }), option.info.isInFiles, option.info.trust == .rootFiles else { return nil }
            return Assignment(key: entry.key, value: entry.value, source: .file(path: path, line: entry.line), layer: layer)
        }
    }

    /// Checks every value given, in the order read (so a wrong value is an error even where a
    /// later layer sets the key again), then applies the effective ones in the table's order.
    private func apply(to target: inout Target) throws(UsageError) {
        var scratch = target
        for assignment in assignments {
            guard let option = table.first(where: { $0.info.key == assignment.key }) else { continue }
            try apply(option, assignment, to: &scratch)
        }
        for option in table {
            for assignment in effective(option.info.key) { try apply(option, assignment, to: &target) }
        }
    }

    private func apply(_ option: Option<Target>, _ assignment: Assignment, to target: inout Target) throws(UsageError) {
        do {
            try option.apply(&target, assignment.value)
        } catch {
            let shown = assignment.value.split(separator: "\u{0}", omittingEmptySubsequences: false).joined(separator: " ")
            switch assignment.source {
            case .file(let path, let line):
                throw UsageError(message: "\(path):\(line): " + InvalidValue.line(option.info.key, error, value: shown), reference: "man pinpad.conf")
            case .commandLine, .builtIn:
                throw UsageError(message: InvalidValue.line(option.info.spelling, error, value: shown))
            }
        }
    }
}
