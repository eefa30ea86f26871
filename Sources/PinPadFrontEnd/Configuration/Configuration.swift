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
    /// Lines for stderr about what was skipped: unknown keys and sections, named by file:line.
    package private(set) var warnings: [String] = []
    /// What was given, in the order it was read.
    package private(set) var assignments: [Assignment] = []
    /// The command line's arguments that are not options (askpass's prompt).
    package private(set) var operands: [String] = []

    /// The key of `-C FILE`, `--config FILE`.
    package static var configKey: String { "config" }

    /// Reads the files and `arguments`, and applies them to `target`.
    /// - Parameters:
    ///   - knownKeys: the keys of every command, so a key of another command's (`attempts` in
    ///     the general keys, read by `pinpad`) is passed over without a warning.
    ///   - files: where the standard files are; `readsFiles` false reads none (the tests).
    ///   - operandsAllowed: whether arguments that are not options are kept (`operands`)
    ///     instead of being an error.
    /// - Throws: `UsageError`: an unknown option or a bad value on the command line, a bad
    ///   value (`FILE:LINE: KEY takes …`) or a line that is not INI in a file, a file that
    ///   cannot be read (its errno text).
    package init(
        _ frontEnd: FrontEnd, table: [Option<Target>], arguments: [String], into target: inout Target, knownKeys: Set<String>,
        files: ConfigurationFiles = ConfigurationFiles(), readsFiles: Bool = true, operandsAllowed: Bool = false
    ) throws(UsageError) {
        self.frontEnd = frontEnd
        self.table = table
        let commandLine = try readCommandLine(arguments, operandsAllowed: operandsAllowed)
        let extra = commandLine.filter { $0.key == Self.configKey }.map(\.value)
        var paths = readsFiles ? files.standardPaths() : []
        paths += extra
        for (layer, path) in paths.enumerated() { try readFile(path, layer: layer, knownKeys: knownKeys) }
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

    /// Whether some layer gave `key`.
    package func isGiven(_ key: String) -> Bool { assignments.contains { $0.key == key } }

    /// Where `key`'s value came from.
    package func source(_ key: String) -> ConfigurationSource { effective(key).last?.source ?? .builtIn }

    /// The effective configuration as a file would give it, each key with where its value came
    /// from (`pinpad --print-config`): options without a value are commented out.
    package func printed(_ target: Target) -> String {
        var lines = [(frontEnd == .pinpad ? "# pinpad" : "# pinpad \(frontEnd.rawValue)") + ": the effective configuration"]
        lines.append("# files read: " + (files.isEmpty ? "none" : files.joined(separator: ", ")))
        if let section = frontEnd.section { lines.append("# [\(section)] overrides the general keys in each file") }
        var entries: [(text: String, source: String)] = []
        for option in table where option.info.isInFiles {
            let values = option.show(target)
            let sources = effective(option.info.key).map(\.source.description)
            if values.isEmpty {
                entries.append(("; \(option.info.key) =", "not set"))
            }
            for (index, value) in values.enumerated() {
                entries.append(("\(option.info.key) = \(value)", index < sources.count ? sources[index] : ConfigurationSource.builtIn.description))
            }
        }
        let width = min(entries.map(\.text.count).max() ?? 0, 48)
        for entry in entries {
            let padding = String(repeating: " ", count: max(1, width + 2 - entry.text.count))
            lines.append(entry.text + padding + "; " + entry.source)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Reading

    private mutating func readCommandLine(_ arguments: [String], operandsAllowed: Bool) throws(UsageError) -> [Assignment] {
        var result: [Assignment] = []
        var reader = ArgumentReader(arguments)
        while reader.next() {
            let argument = reader.argument, name = reader.name
            let option = table.first { option in
                option.info.spelling == name || option.info.short.map { "-\($0)" } == name
            }
            guard let option else {
                if !argument.hasPrefix("-") || argument == "-" {
                    guard operandsAllowed else { throw UsageError(message: "unexpected argument \(argument)") }
                    operands.append(argument)
                    continue
                }
                let command = frontEnd == .pinpad ? "" : "pinpad \(frontEnd.rawValue) takes no option "
                throw UsageError(message: command.isEmpty ? "unknown option \(argument)" : command + name)
            }
            let value: String
            switch option.info.kind {
            case .flag, .negatedFlag:
                if reader.inlineValue != nil { throw UsageError(message: "\(name) takes no value") }
                value = option.info.kind == .flag ? "yes" : "no"
            case .value:
                value = try reader.value()
            case .rest:
                let rest = reader.rest()
                guard !rest.isEmpty else { throw UsageError(message: "\(name) needs a command") }
                // The words are kept apart by a NUL, which no argument can hold.
                value = rest.joined(separator: "\u{0}")
            }
            if option.info.key == Self.configKey && value.isEmpty { throw UsageError(message: "\(name) needs a file name") }
            result.append(Assignment(key: option.info.key, value: value, source: .commandLine, layer: 0))
        }
        return result
    }

    private mutating func readFile(_ path: String, layer: Int, knownKeys: Set<String>) throws(UsageError) {
        let file = try IniFile.configuration(path)
        files.append(path)
        for line in file.cutLines {
            warnings.append(UsageError.oneLine("\(path):\(line): the line is longer than \(IniFile.lineLimit) bytes: it is cut there"))
        }
        let sections = Set(FrontEnd.allCases.compactMap(\.section))
        var reported: Set<String> = []
        for entry in file.entries where !entry.section.isEmpty && !sections.contains(entry.section) && !reported.contains(entry.section) {
            reported.insert(entry.section)
            warnings.append(UsageError.oneLine("\(path):\(entry.line): unknown section [\(entry.section)]: its keys are skipped"))
        }
        let general = file.entries.filter { $0.section.isEmpty }
        let own = file.entries.filter { frontEnd.section != nil && $0.section == frontEnd.section }
        for entry in general + own {
            let location = "\(path):\(entry.line)"
            guard let option = table.first(where: { $0.info.key == entry.key }) else {
                if !knownKeys.contains(entry.key) {
                    warnings.append(UsageError.oneLine("\(location): unknown key '\(entry.key)': skipped"))
                } else if !entry.section.isEmpty {
                    warnings.append(UsageError.oneLine("\(location): pinpad \(frontEnd.rawValue) has no key '\(entry.key)': skipped"))
                }
                continue
            }
            guard option.info.isInFiles else {
                warnings.append(UsageError.oneLine("\(location): '\(entry.key)' is given on the command line only: skipped"))
                continue
            }
            assignments.append(Assignment(key: entry.key, value: entry.value, source: .file(path: path, line: entry.line), layer: layer))
        }
        // Other commands' sections (`[login]` read by `pinpad agent`) are theirs: not a mistake.
    }

    private func apply(to target: inout Target) throws(UsageError) {
        for option in table {
            for assignment in effective(option.info.key) {
                do {
                    try option.apply(&target, assignment.value)
                } catch {
                    let shown = assignment.value.split(separator: "\u{0}", omittingEmptySubsequences: false).joined(separator: " ")
                    switch assignment.source {
                    case .file(let path, let line):
                        throw UsageError(
                            message: "\(path):\(line): \(option.info.key) takes \(error.expected), not '\(shown)'", reference: "man pinpad.conf")
                    case .commandLine, .builtIn:
                        let name = option.info.spelling
                        throw UsageError(message: "\(name) takes \(error.expected), not '\(shown)'")
                    }
                }
            }
        }
    }
}
