/// The command line of a front end whose client gives its own words there (`pinpad pinentry`:
/// gpg-agent's options; `pinpad askpass`: the prompt), split into what pinpad itself takes
/// (`--help`, `--version`, `-C FILE`, `--print-config`) and what is the client's.
package struct FrontEndArguments: Equatable, Sendable {
    /// `-h` or `--help`: the help on stdout, exit 0, before anything else.
    package var wantsHelp = false
    /// `--version`: the version on stdout, exit 0.
    package var wantsVersion = false
    /// `-C FILE` and `--print-config` as given, in order, for `Options.read(for:arguments:)`;
    /// a `-C` with no file after it stays alone, and reading it is the usage error.
    package var configuration: [String] = []
    /// The client's arguments, in order: gpg-agent's options, or askpass's prompt.
    package var client: [String] = []

    /// Whether `--print-config` was given.
    package var printsConfiguration: Bool { configuration.contains("--print-config") }

    /// The options of gpg-agent and GnuPG's pinentries that take a value as the next argument
    /// (pinentry's `pinentry_parse_opts`): that argument is never read as one of pinpad's.
    static var pinentryValueOptions: Set<String> {
        Set(PinentryProgram.agentOptions.flatMap { info in ["--" + info.key] + (info.short.map { ["-\($0)"] } ?? []) })
            .union(PinentryProgram.ignoredValueOptions)
    }

    /// pinpad's own among a pinentry's arguments, wherever they are; the others (gpg-agent's
    /// `--display :0`, `--ttyname`, unknown ones) are the client's, each option with its value.
    package static func pinentry(_ arguments: [String]) -> FrontEndArguments {
        var result = FrontEndArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if result.takeOwn(argument, next: index < arguments.count ? arguments[index] : nil, advance: &index) { continue }
            result.client.append(argument)
            if pinentryValueOptions.contains(argument), index < arguments.count {
                result.client.append(arguments[index])
                index += 1
            }
        }
        return result
    }

    /// pinpad's own options at the start of an askpass's arguments, up to the first other
    /// argument or `--`; the rest is the prompt. ssh and sudo give the prompt as the first
    /// argument: a prompt that is exactly `--help`, `--version`, `-h`, `-C` or `--print-config`
    /// is read as the option (`pinpad-askpass -- --help` shows it as a prompt).
    package static func askpass(_ arguments: [String]) -> FrontEndArguments {
        var result = FrontEndArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { break }
            if !result.takeOwn(argument, next: index < arguments.count ? arguments[index] : nil, advance: &index) {
                index -= 1
                break
            }
        }
        result.client = Array(arguments[index...])
        return result
    }

    /// Takes `argument` when it is one of pinpad's own; `next` is the argument after it, taken
    /// too (`advance`) as `-C`'s file.
    private mutating func takeOwn(_ argument: String, next: String?, advance index: inout Int) -> Bool {
        switch argument {
        case "-h", "--help":
            wantsHelp = true
        case "--version":
            wantsVersion = true
        case "--print-config":
            configuration.append(argument)
        case "-C", "--config":
            configuration.append("-C")
            if let next {
                configuration.append(next)
                index += 1
            }
        default:
            guard argument.hasPrefix("--config=") else { return false }
            configuration += ["-C", String(argument.dropFirst("--config=".count))]
        }
        return true
    }
}
