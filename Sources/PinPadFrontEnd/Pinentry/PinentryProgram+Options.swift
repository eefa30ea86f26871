extension PinentryProgram {
    /// The options gpg-agent starts a pinentry with, as GnuPG's pinentries take them
    /// (`pinentry_parse_opts` in pinentry.c), each read as the Assuan line it stands for
    /// (`OPTION display=:0`, `SETTIMEOUT 30`). GnuPG's `-C` (`--lc-ctype`) is pinpad's
    /// `-C FILE`; gpg-agent gives the long names.
    package static let agentOptions: [OptionInfo] = [
        OptionInfo("display", short: "D", .value("DISPLAY"), group: .pinentry, isInFiles: false, help: "the X display to show the pad on"),
        OptionInfo("ttyname", short: "T", .value("FILE"), group: .pinentry, isInFiles: false, help: "the terminal to ask on when there is no display"),
        OptionInfo("ttytype", short: "N", .value("NAME"), group: .pinentry, isInFiles: false, help: "that terminal's type"),
        OptionInfo("lc-ctype", .value("LOCALE"), group: .pinentry, isInFiles: false, help: "that terminal's character set and the letters keyboard's layout"),
        OptionInfo("lc-messages", short: "M", .value("LOCALE"), group: .pinentry, isInFiles: false, help: "the language of the texts"),
        OptionInfo("timeout", short: "o", .value("SECONDS"), group: .pinentry, isInFiles: false, help: "cancel after this long without input"),
    ]

    /// GnuPG's pinentries' options that pinpad passes over, with the value they take.
    static let ignoredValueOptions: Set<String> = ["--parent-wid", "--colors", "--ttyalert", "-W", "-c", "-a"]
    /// GnuPG's pinentries' options without a value that pinpad passes over (`--debug`,
    /// `--no-global-grab`: pinpad never grabs the keyboard unasked, `man pinpad`).
    static let ignoredFlagOptions: Set<String> = ["--debug", "-d", "--no-global-grab", "-g"]

    /// The Assuan lines of gpg-agent's options among `arguments` (the client's part of
    /// `FrontEndArguments.pinentry`), and the options that are none of GnuPG's pinentries'
    /// (`invalid`: the program warns of each, as they do, and goes on). Operands and the options
    /// pinpad passes over are neither. Read as GnuPG's argument parser reads them (argparse.c):
    /// `--name value`, `--name=value`, a long name shortened to a prefix only one option has
    /// (`--time 30`), `-o 30` and `-o30`, flags together (`-dg`), and `--` ending the options.
    static func startingLines(_ arguments: [String]) -> (lines: [String], invalid: [String]) {
        var lines: [String] = []
        var invalid: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { break }
            guard argument.hasPrefix("-"), argument != "-" else { continue }
            var name = argument
            var value: String?
            if argument.hasPrefix("--") {
                if let equals = name.firstIndex(of: "=") {
                    value = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let long = longName(name) else {
                    invalid.append(argument)
                    continue
                }
                name = long
            } else if argument.count > 2 {
                // `-o30`: a short option's value joined to it; `-dg`: flags together.
                let letters = argument.dropFirst()
                if letters.allSatisfy({ ignoredFlagOptions.contains("-\($0)") }) { continue }
                name = "-" + String(letters.prefix(1))
                value = String(letters.dropFirst())
            }
            let option = agentOptions.first { "--" + $0.key == name || $0.short.map { "-\($0)" } == name }
            guard let option else {
                if ignoredValueOptions.contains(name) {
                    if value == nil { index += 1 }
                } else if !ignoredFlagOptions.contains(name) || value != nil && !name.hasPrefix("--") {
                    invalid.append(argument)
                }
                continue
            }
            if value == nil, index < arguments.count {
                value = arguments[index]
                index += 1
            }
            guard let value else { continue }
            lines.append(option.key == "timeout" ? "SETTIMEOUT \(value)" : "OPTION \(option.key)=\(value)")
        }
        return (lines, invalid)
    }

    /// The long option `name` (`--` and a name) stands for: itself, or the one GnuPG's
    /// pinentries' long option it is a prefix of; nil for none or more than one.
    private static func longName(_ name: String) -> String? {
        let known = agentOptions.map { "--" + $0.key } + (ignoredValueOptions.union(ignoredFlagOptions)).filter { $0.hasPrefix("--") }
        if known.contains(name) { return name }
        guard name.count > 2 else { return nil }
        let matching = known.filter { $0.hasPrefix(name) }
        return matching.count == 1 ? matching[0] : nil
    }
}
