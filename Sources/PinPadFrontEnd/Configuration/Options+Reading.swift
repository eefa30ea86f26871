import PinPadCore

extension Options {
    /// The keys of every command's options, so a file's key for another command is not
    /// reported as unknown.
    package static let knownKeys: Set<String> =
        Set(table.map(\.info.key)).union(LoginOptions.ownTable.map(\.info.key)).union(PasswordAgentOptions.ownTable.map(\.info.key))
            .union(GreeterOptions.ownTable.map(\.info.key))

    /// The letters keyboard picked again for `locale` (`de_DE.UTF-8`: gpg's `OPTION lc-ctype`,
    /// the locale of the program asking, not the agent's), where it was the locale's
    /// (`keyboard-layout` not given): `KeyboardLayout.name(forLocale:)`'s layout from the
    /// installed layouts. Unchanged when `keyboard-layout` is given (`none` too), or that layout
    /// cannot be read.
    package mutating func followKeyboardLocale(_ locale: String, files: ConfigurationFiles = ConfigurationFiles()) {
        guard keyboardLayoutName == nil, let current = localeKeyboardLayoutName else { return }
        let name = KeyboardLayout.name(forLocale: locale)
        guard name != current, let path = files.keyboardLayoutPath(name), let layout = try? KeyboardLayoutFile.read(path, files: files) else { return }
        keyboardLayout = layout
        localeKeyboardLayoutName = name
    }

    /// `pinpad`'s settings (`pinpad [options]`, `pinpad layout [options]`) from the
    /// configuration files and `arguments`.
    /// - Throws: `UsageError` for a wrong option or value, on the command line or in a file.
    package static func read(_ arguments: [String], files: ConfigurationFiles = ConfigurationFiles(), readsFiles: Bool = true) throws(UsageError) -> (
        options: Options, configuration: Configuration<Options>, warnings: [String]
    ) {
        var options = Options()
        var arguments = arguments
        if arguments.first == "layout" {
            options.command = .layout
            arguments.removeFirst()
        }
        let configuration = try Configuration(.pinpad, table: table, arguments: arguments, into: &options, knownKeys: knownKeys, files: files, readsFiles: readsFiles)
        if options.wantsHelp {
            options.command = .help
        } else if options.wantsVersion {
            options.command = .version
        }
        let warnings = try options.complete(configuration, files: files)
        return (options, configuration, configuration.warnings + warnings)
    }

    /// Settles what depends on several options once every layer is applied: the keypad's
    /// arrangement (`layout`, `seed`), the letters keyboard's layout (`keyboard-layout`, else the
    /// locale's when its file is installed), the theme (`theme`, `theme-file`, `key-shape`, and a theme
    /// file's font when there is no `font`), and the checks between options.
    /// - Returns: the theme file's warnings.
    /// - Throws: `UsageError` for a theme that cannot be had, or options that contradict each
    ///   other.
    package mutating func complete<Target>(_ configuration: Configuration<Target>, files: ConfigurationFiles) throws(UsageError) -> [String] {
        func name(_ key: String) -> String {
            let source = configuration.source(key)
            return source == .commandLine || source == .builtIn ? "--" + key : "\(key) (\(source))"
        }
        if let seed {
            keypadLayout = .scrambled(seed: seed)
        } else {
            switch keypadLayoutName {
            case "calculator": keypadLayout = .calculator
            case "scrambled": keypadLayout = .scrambled(seed: Options.randomSeed())
            default: keypadLayout = .phone
            }
        }
        var warnings: [String] = []
        // Of `theme` and `theme-file`, the one given later wins.
        if themeFile != nil && configuration.isGivenLater("theme", than: "theme-file") { themeFile = nil }
        let themeFileRead: ThemeFile
        if let themeFile {
            themeFileRead = try ThemeFile(path: configuration.path(themeFile, of: "theme-file"), files: files)
        } else {
            let source = configuration.source("theme")
            themeFileRead = try ThemeFile.named(themeName, files: files, origin: source == .builtIn ? nil : name("theme"))
        }
        theme = themeFileRead.theme
        localeKeyboardLayoutName = nil
        if keyboardLayoutName == "none" {
            keyboardLayout = nil
        } else if let keyboardLayoutName {
            keyboardLayout = try KeyboardLayoutFile.named(keyboardLayoutName, files: files, origin: name("keyboard-layout"))
        } else if let path = files.keyboardLayoutPath(KeyboardLayout.name(forLocale: files.locale)) {
            keyboardLayout = try KeyboardLayoutFile.read(path, files: files)
            localeKeyboardLayoutName = KeyboardLayout.name(forLocale: files.locale)
        }
        warnings += themeFileRead.warnings
        derivedSources = [:]
        if keyboardLayoutName == nil && localeKeyboardLayoutName != nil { derivedSources["keyboard-layout"] = "the locale" }
        // A page key the layout names (a Cyrillic layout's АБВ, its Latin page's abc) is said by
        // that name, not by the page's word ("Accents" for a page of Latin letters), unless its
        // phrase is set.
        for (page, label) in keyboardLayout?.pageLabels ?? [:] where configuration.source("phrase-\(page.rawValue)") == .builtIn {
            if accessibility.phrases.set(page.rawValue, to: label) { derivedSources["phrase-\(page.rawValue)"] = "the keyboard layout" }
        }
        if configuration.source("voice") == .builtIn && Words.language != "en" { derivedSources["voice"] = "the language (\(Words.language))" }
        if let fontPath {
            self.fontPath = configuration.path(fontPath, of: "font")
        } else if let themed = themeFileRead.fontPath {
            fontPath = themed
            derivedSources["font"] = "the theme"
        }
        if let keySize { theme.keySize = keySize }
        if let keyShape {
            theme.keyShape = keyShape
        } else if themeFile != nil || ThemeFile.builtIn[themeName] == nil {
            derivedSources["key-shape"] = "the theme"
        }
        // Of `boxes` and `field`, the one given later wins; both on the command line contradict.
        if !fields.isEmpty && configuration.isGivenLater("boxes", than: "field")
            && (configuration.effective("boxes").last?.layer ?? 0) > (configuration.effective("field").last?.layer ?? 0)
        {
            fields = []
        }
        if !fields.isEmpty && configuration.source("boxes") == .commandLine && configuration.source("field") == .commandLine {
            throw UsageError(message: Words.localized("--boxes and --field do not mix: give each field its box count in --field"))
        }
        if let minLength, let smallest = fields.map(\.boxes).min(), minLength > smallest {
            throw UsageError(
                message: Words.filled(
                    // TRANSLATORS: {option} is --min-length (or its key), {value} its number, {count} the smallest field's boxes.
                    Words.localized("{option} {value} is more than a field's {count} box", plural: "{option} {value} is more than a field's {count} boxes", count: smallest),
                    ["option": name("min-length"), "value": String(minLength), "count": String(smallest)]))
        }
        if let minLength, minLength > boxes, fields.isEmpty {
            throw UsageError(
                message: Words.filled(
                    // TRANSLATORS: {option} is --min-length (or its key), {boxes-option} --boxes (or its key), each with its number.
                    Words.localized("{option} {value} is more than {boxes-option} {boxes}"),
                    ["option": name("min-length"), "value": String(minLength), "boxes-option": name("boxes"), "boxes": String(boxes)]))
        }
        if passphrase && !fields.isEmpty && configuration.source("passphrase") == .commandLine && configuration.source("field") == .commandLine {
            throw UsageError(message: Words.localized("--passphrase and --field do not mix: give the field the text policy in --field"))
        }
        // A PIN's boxes or a form given after `passphrase` (a script's --boxes over the
        // configuration's passphrase) ask for them instead.
        if passphrase && (configuration.isGivenLater("boxes", than: "passphrase") || configuration.isGivenLater("field", than: "passphrase")) {
            passphrase = false
        }
        if passphrase && fields.isEmpty && configuration.source("title") == .builtIn { title = Words.localized("Passphrase") }
        let total = fields.isEmpty ? boxes : fields.reduce(0) { $0 + $1.boxes }
        if fill > total {
            throw UsageError(
                message: Words.filled(
                    Words.localized("--fill {fill} is more than the {count} box", plural: "--fill {fill} is more than the {count} boxes", count: total),
                    ["fill": String(fill), "count": String(total)]))
        }
        return warnings
    }

    /// 64 random bits from the system generator, for a scrambled keypad without `seed`.
    private static func randomSeed() -> UInt64 {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }
}

extension Options {
    /// The settings of a front end that takes no options of `pinpad` on its command line
    /// (`pinpad pinentry`: gpg-agent starts it with its own; `pinpad askpass`: the prompt): the
    /// presentation keys and words from the files' general keys and the front end's section.
    /// - Parameters:
    ///   - arguments: pinpad's own options of the front end's command line: `-C FILE`,
    ///     `--print-config` (`FrontEndArguments.configuration`).
    ///   - readsFiles: false reads no file: the built-in defaults.
    /// - Throws: `UsageError` for a wrong value or line in a file, a `-C` file that cannot be
    ///   read.
    package static func read(
        for frontEnd: FrontEnd, arguments: [String] = [], files: ConfigurationFiles = ConfigurationFiles(), readsFiles: Bool = true
    ) throws(UsageError) -> (
        options: Options, configuration: Configuration<Options>, warnings: [String]
    ) {
        var options = Options()
        let keys = presentationKeys(for: frontEnd)
        let table = Options.table.filter { keys.contains($0.info.key) }
        let configuration = try Configuration(
            frontEnd, table: table + programOptions(help: \Options.wantsHelp, printsConfiguration: \Options.printsConfiguration),
            arguments: arguments, into: &options, knownKeys: knownKeys, files: files, readsFiles: readsFiles)
        let warnings = try options.complete(configuration, files: files)
        return (options, configuration, configuration.warnings + warnings)
    }
}
