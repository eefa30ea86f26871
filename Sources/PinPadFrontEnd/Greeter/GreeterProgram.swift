import PinPadCore
import PinPadPlatform

/// `pinpad greeter`: a greeter of greetd (greetd-ipc(7)), started by greetd as its greeter user
/// with `$GREETD_SOCK` set. The PIN is tapped on the pad and sent to greetd, which runs PAM;
/// once greetd accepts the sign-in the greeter asks it to start `--command` and exits 0, and
/// greetd runs the session.
package enum GreeterProgram {
    /// Runs the front end.
    /// - Throws: `ProgramExit`, always: how the program ends.
    package static func main(_ arguments: [String]) throws(ProgramExit) -> Never {
        Platform.installSignalDefaults()
        Platform.protectSecrets()
        let options = try CommandLineEdge.options(help: "pinpad greeter --help") { () throws(UsageError) in try GreeterOptions(arguments) }
        for warning in options.warnings { Platform.complain(warning) }
        if options.wantsHelp { throw CommandLineEdge.printed(greeterHelpText + "\n") }
        if options.wantsVersion { throw CommandLineEdge.printed(versionText) }
        if options.printsConfiguration, let configuration = options.configuration {
            throw CommandLineEdge.printed(configuration.printed(options, derived: options.presentation.derivedSources))
        }
        // greetd runs PAM as root; the greeter is the part a person touches, and holds no right.
        // Root's user or group ID, set-user-ID or a capability: none of root's rights.
        if let rights = GreeterPrivilege.rootsRights() ?? (Platform.isPrivileged ? "set-user-ID or set-group-ID" : nil) {
            throw ProgramExit(.privileged, "pinpad greeter does not run with root's rights (here: \(rights)): greetd starts it as the user of [default_session]")
        }
        guard let path = Platform.environment("GREETD_SOCK"), !path.isEmpty else {
            throw ProgramExit(.greetdError, "GREETD_SOCK is not set: pinpad greeter is started by greetd, as the command of [default_session]")
        }
        let connection: GreetdConnection
        do {
            connection = try GreetdConnection(path: path)
        } catch {
            throw ProgramExit(.greetdError, "\(error)")
        }
        var settings = PresenterSettings(options: options.presentation)
        // greetd's questions take any text (a password, a token's code); the PIN stays on the keypad.
        settings.usesTextInput = true
        let presenters = try OneShot.openSession(settings)
        let status = Greeter(options: options, presenters: presenters, connection: connection).run()
        // greetd has its answer: a display lost while the window closes only ends the teardown.
        presenters.onDisplayLoss = { _ in ProgramExit(status).endInCallback() }
        presenters.close()
        throw ProgramExit(status)
    }
}
