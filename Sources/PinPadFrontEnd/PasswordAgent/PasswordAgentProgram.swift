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
            Platform.complain("\(error.message) (see \(error.reference ?? "man pinpad.conf")): the configuration files are not used")
            return alone
        }
    }

    package static func main(_ arguments: [String]) -> Never {
        Platform.installSignalDefaults()
        Platform.protectSecrets()
        // Stopped (systemctl stop, Ctrl+C), the agent leaves at once and answers nothing: the
        // asker may still get its answer from another agent.
        Platform.setEnvironmentDefault("SDL_NO_SIGNAL_HANDLERS", "1")
        Platform.endOnSignals()
        // A wrong configuration file does not stop the agent from asking: it says so in one line
        // and takes the command line alone; a wrong command line is exit 2.
        let options = CommandLineEdge.options(help: "pinpad agent --help") { () throws(UsageError) in try readOptions(arguments) }
        for warning in options.warnings { Platform.complain(warning) }
        if options.mode == .help {
            print(agentHelpText)
            Platform.exit(.success)
        }
        if options.mode == .version {
            _ = Platform.writeOutput(versionText)
            Platform.exit(.success)
        }
        if options.printsConfiguration, let configuration = options.configuration {
            _ = Platform.writeOutput(configuration.printed(options, derived: options.presentation.derivedSources))
            Platform.exit(.success)
        }
        let standard = PasswordAgentDirectory.standard(userID: Platform.userID, runtimeDirectory: Platform.environment("XDG_RUNTIME_DIR"))
        guard let directory = options.directory.map(PasswordAgentDirectory.init(path:)) ?? standard else {
            Platform.complain("XDG_RUNTIME_DIR is not set: give --directory, or run as root for \(PasswordAgentDirectory.system)")
            Platform.exit(.usage)
        }
        var agent = PasswordAgent(directory: directory, options: options)
        if options.mode == .list || options.mode == .query {
            do {
                try agent.hold()
            } catch {
                Platform.complain("\(error)")
                Platform.exit(.noRequests)
            }
        }
        switch options.mode {
        case .list:
            for line in agent.list() { print(line) }
            Platform.exit(.success)
        case .query:
            agent.answerPending()
            Platform.exit(agent.failedToShow ? .noDisplay : .success)
        case .watch, .help, .version, nil:
            do {
                try agent.watch()
            } catch {
                Platform.complain("\(error)")
                Platform.exit(.noRequests)
            }
        }
    }
}
