import PinPadCore

/// The settings of `pinpad agent`: what to do with the requests, where to find them, and the
/// options of `pinpad` that choose where and how the pad is shown; from the configuration files
/// (the general keys and `[agent]`) and the command line.
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
        /// Print the version (`--version`).
        case version
    }

    /// What to do; nil until a mode is given.
    package var mode: Mode?
    /// Whether a second, different mode was given.
    private var modesConflict = false
    /// The directory to watch (`--directory DIR`); nil for the standard one.
    package var directory: String?
    /// The text terminal instead of a window (`--console`): the calling terminal, or
    /// `/dev/console` when there is none.
    package var console = false
    /// With `--watch`, the seconds a request whose pad was cancelled (or timed out) is left to
    /// the other agents, the console's, before the pad shows it again (`--leave-to-console
    /// SECONDS`, 1 to 3600); nil: Cancel answers the request with a cancel. At boot, so that
    /// Cancel never fails the disk and a kiosk with no keyboard gets the pad back.
    package var leaveToConsoleSeconds: Int?
    /// Print the help text (`--help`).
    package var wantsHelp = false
    /// Print the version (`--version`).
    package var wantsVersion = false
    /// Print the effective configuration (`--print-config`).
    package var printsConfiguration = false
    /// The presentation options.
    package var presentation = Options()
    /// Where each value came from (`--print-config`).
    package private(set) var configuration: Configuration<PasswordAgentOptions>?
    /// Lines for stderr about the files: unknown keys, a theme's low contrast.
    package private(set) var warnings: [String] = []

    /// The options only `pinpad agent` has.
    package static let ownTable: [Option<PasswordAgentOptions>] = [
        mode("watch", .watch, "answer requests as they come, until stopped"),
        mode("query", .query, "answer the requests pending now, then exit"),
        mode("list", .list, "print the pending requests"),
        Option(
            OptionInfo(
                "directory", .value("DIR"), group: .agent, trust: .rootFiles,
                help: "where requests are dropped (default /run/systemd/ask-password\nfor root, $XDG_RUNTIME_DIR/systemd/ask-password for others)"),
            show: { $0.directory.map { [$0] } ?? [] }
        ) { (options: inout PasswordAgentOptions, text: String) throws(InvalidValue) in
            options.directory = try ValueParsing.nonEmpty(text, Words.localized("a directory"))
        },
        Option(
            OptionInfo(
                "leave-to-console", .value("SECONDS"), group: .agent, isInFiles: false,
                help: "after Cancel, leave the request to the console's agent for\nSECONDS (1 to 3600), then show it again (at boot)"),
            show: { $0.leaveToConsoleSeconds.map { [String($0)] } ?? [] }
        ) { (options: inout PasswordAgentOptions, text: String) throws(InvalidValue) in
            options.leaveToConsoleSeconds = try ValueParsing.integer(text, in: 1...3600)
        },
        Option(OptionInfo("console", .flag, group: .agent, help: "the text terminal (the calling one, or /dev/console)"), show: { [ValueParsing.text($0.console)] }) {
            (options: inout PasswordAgentOptions, text: String) throws(InvalidValue) in options.console = try ValueParsing.boolean(text)
        },
    ]

    /// Every option of `pinpad agent`: its own, `pinpad`'s look, and the program's.
    package static let table: [Option<PasswordAgentOptions>] =
        ownTable + Options.options(Options.presentationKeys, at: \PasswordAgentOptions.presentation)
        + Options.programOptions(help: \PasswordAgentOptions.wantsHelp, printsConfiguration: \PasswordAgentOptions.printsConfiguration)
        + [Options.versionOption(\PasswordAgentOptions.wantsVersion)]

    private static func mode(_ key: String, _ mode: Mode, _ help: String) -> Option<PasswordAgentOptions> {
        Option(OptionInfo(key, .flag, group: .agent, isInFiles: false, help: help)) { (options: inout PasswordAgentOptions, _: String) throws(InvalidValue) in
            if let existing = options.mode, existing != mode { options.modesConflict = true }
            options.mode = mode
        }
    }

    /// The defaults.
    package init() {}

    /// Reads the configuration files and `arguments` (those after `agent`).
    /// - Throws: `UsageError` naming the first wrong argument or file line, a missing or second
    ///   mode, or an option of `pinpad` that the agent does not take.
    package init(_ arguments: [String], files: ConfigurationFiles = ConfigurationFiles(), readsFiles: Bool = true) throws(UsageError) {
        let configuration = try Configuration(.agent, table: Self.table, arguments: arguments, into: &self, knownKeys: Options.knownKeys, files: files, readsFiles: readsFiles)
        self.configuration = configuration
        warnings = configuration.warnings + (try presentation.complete(configuration, files: files))
        if modesConflict { throw UsageError(message: Words.localized("--watch, --query and --list do not mix: give one")) }
        if console && configuration.source("backend") == .commandLine && configuration.source("console") == .commandLine {
            throw UsageError(message: Words.localized("--console and --backend do not mix"))
        }
        if wantsHelp {
            mode = .help
        } else if wantsVersion {
            mode = .version
        }
        guard mode != nil || printsConfiguration else { throw UsageError(message: Words.localized("pinpad agent needs --watch, --query or --list")) }
    }
}
