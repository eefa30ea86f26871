extension PinentryProgram {
    /// The options gpg-agent starts a pinentry with, as GnuPG's pinentries take them
    /// (`pinentry_parse_opts` in pinentry.c), each read as the Assuan line it stands for
    /// (`OPTION display=:0`, `SETTIMEOUT 30`). GnuPG's `-C` (`--lc-ctype`) is pinpad's
    /// `-C FILE`; gpg-agent gives the long names.
    package static let agentOptions: [OptionInfo] = [
        OptionInfo("display", short: "D", .value("DISPLAY"), group: .pinentry, isInFiles: false, help: "the X display to show the pad on"),
        OptionInfo("ttyname", short: "T", .value("FILE"), group: .pinentry, isInFiles: false, help: "the terminal to ask on when there is no display"),
        OptionInfo("ttytype", short: "N", .value("NAME"), group: .pinentry, isInFiles: false, help: "that terminal's type"),
        OptionInfo("lc-ctype", .value("LOCALE"), group: .pinentry, isInFiles: false, help: "that terminal's character set"),
        OptionInfo("lc-messages", short: "M", .value("LOCALE"), group: .pinentry, isInFiles: false, help: "the language of the texts"),
        OptionInfo("timeout", short: "o", .value("SECONDS"), group: .pinentry, isInFiles: false, help: "cancel after this long without input"),
    ]

    /// GnuPG's pinentries' options that pinpad passes over, with the value they take.
    static let ignoredValueOptions: Set<String> = ["--parent-wid", "--colors", "--ttyalert", "-W", "-c", "-a"]

    /// The Assuan lines of gpg-agent's options among `arguments` (the client's part of
    /// `FrontEndArguments.pinentry`); other arguments are passed over, as GnuPG's pinentries do.
    static func startingLines(_ arguments: [String]) -> [String] {
        var lines: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            var name = argument
            var value: String?
            if let equals = name.firstIndex(of: "="), name.hasPrefix("--") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            let option = agentOptions.first { "--" + $0.key == name || $0.short.map { "-\($0)" } == name }
            guard let option else {
                if ignoredValueOptions.contains(name), value == nil { index += 1 }
                continue
            }
            if value == nil, index < arguments.count {
                value = arguments[index]
                index += 1
            }
            guard let value else { continue }
            lines.append(option.key == "timeout" ? "SETTIMEOUT \(value)" : "OPTION \(option.key)=\(value)")
        }
        return lines
    }
}
