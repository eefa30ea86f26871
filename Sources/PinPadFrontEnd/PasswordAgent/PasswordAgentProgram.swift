import PinPadCore
import PinPadPlatform

/// `pinpad agent`: a systemd password agent (`PasswordAgent`), for disk unlock at boot and
/// every `systemd-ask-password` after it.
package enum PasswordAgentProgram {
    /// The agent's settings; when a file is wrong but the command line is not, one line and the
    /// command line alone.
    private static func readOptions(_ arguments: [String]) throws(UsageError) -> PasswordAgentOptions {
        do {
            return try PasswordAgentOptions(arguments)
        } catch {
            let alone = try PasswordAgentOptions(arguments, readsFiles: false)
            guard !alone.printsConfiguration else { throw error }
            Platform.complain(CommandLineEdge.filesNotUsed(error))
            return alone
        }
    }

    /// Runs the agent.
    /// - Throws: `ProgramExit`, always: how the program ends.
    package static func main(_ arguments: [String]) throws(ProgramExit) -> Never {
        Platform.installSignalDefaults()
        Platform.protectSecrets()
        // Stopped (systemctl stop, Ctrl+C), the agent leaves at once and answers nothing: the
        // asker may still get its answer from another agent.
        Platform.setEnvironmentDefault("SDL_NO_SIGNAL_HANDLERS", "1")
        Platform.endOnSignals()
        // A wrong configuration file does not stop the agent from asking: it says so in one line
        // and takes the command line alone; a wrong command line is exit 2.
        let options = try CommandLineEdge.options(help: "pinpad agent --help") { () throws(UsageError) in try readOptions(arguments) }
        for warning in options.warnings { Platform.complain(warning) }
        if options.mode == .help { throw CommandLineEdge.printed(agentHelpText + "\n") }
        if options.mode == .version { throw CommandLineEdge.printed(versionText) }
        if options.printsConfiguration, let configuration = options.configuration {
            throw CommandLineEdge.printed(configuration.printed(options, derived: options.presentation.derivedSources))
        }
        let standard = PasswordAgentDirectory.standard(userID: Platform.userID, runtimeDirectory: Platform.environment("XDG_RUNTIME_DIR"))
        guard let directory = options.directory.map({ PasswordAgentDirectory.given($0, standard: standard) }) ?? standard else {
            throw ProgramExit(.usage, "XDG_RUNTIME_DIR is not set: give --directory, or run as root for \(PasswordAgentDirectory.system)")
        }
        let agent = PasswordAgent(directory: directory, options: options)
        if options.mode == .list || options.mode == .query {
            do {
                try agent.hold()
            } catch {
                throw ProgramExit(.noRequests, "\(error)")
            }
        }
        switch options.mode {
        case .list:
            throw CommandLineEdge.printed(agent.list().map { $0 + "\n" }.joined())
        case .query:
            try agent.answerPending()
            throw ProgramExit(agent.failedToShow ? .noDisplay : .success)
        case .watch, .help, .version, nil:
            try agent.watch()
        }
    }
}
