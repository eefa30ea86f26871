import PinPadCore

/// The command line of `pinpad agent`: what to do with the requests, where to find them, and
/// the options of `pinpad` that choose where and how the pad is shown.
package struct PasswordAgentOptions {
    /// What the agent does.
    package enum Mode: Equatable {
        /// Answer requests as they come, until stopped (`--watch`: the boot and kiosk case).
        case watch
        /// Answer the requests pending when it starts, then exit (`--query`).
        case query
        /// Print the pending requests' messages, one a line, and exit (`--list`).
        case list
        /// Print the help text (`--help`).
        case help
    }

    /// What to do; nil until a mode is given.
    package var mode: Mode?
    /// The directory to watch (`--directory DIR`); nil for the standard one.
    package var directory: String?
    /// The text terminal instead of a window (`--console`): the calling terminal, or
    /// `/dev/console` when there is none.
    package var console = false
    /// The presentation options, read by `OptionsParser`.
    package var presentation = Options()

    /// Reads `arguments` (those after `agent`).
    /// - Throws: `UsageError` naming the first wrong argument, a missing or second mode, or an
    ///   option of `pinpad` that the agent does not take.
    package init(_ arguments: [String]) throws {
        var passed = PassedOptions(PassedOptions.presentation)
        var wantsHelp = false
        var reader = ArgumentReader(arguments)
        while reader.next() {
            let argument = reader.argument, name = reader.name
            switch name {
            case "-h", "--help":
                wantsHelp = true
            case "--watch", "--query", "--list":
                let mode: Mode = name == "--watch" ? .watch : name == "--query" ? .query : .list
                if let existing = self.mode, existing != mode {
                    throw UsageError(message: "--watch, --query and --list do not mix: give one")
                }
                self.mode = mode
            case "--console":
                console = true
            case "--directory":
                directory = try reader.value()
            default:
                guard passed.take(&reader) else {
                    throw UsageError(message: argument.hasPrefix("-") ? "pinpad agent takes no option \(name)" : "unexpected argument \(argument)")
                }
            }
        }
        if let directory, directory.isEmpty { throw UsageError(message: "--directory needs a directory") }
        presentation = try passed.parse()
        if console && passed.contains("--backend") {
            throw UsageError(message: "--console and --backend do not mix")
        }
        if wantsHelp { mode = .help }
        guard mode != nil else { throw UsageError(message: "pinpad agent needs --watch, --query or --list") }
    }
}
