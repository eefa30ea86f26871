import PinPadCore
import PinPadFrontEnd
import PinPadPlatform
import PinPadSDL

/// `pinpad login`: a kiosk's PIN sign-in through PAM (`Login`). Signed in, it prints the user
/// name, or with `--exec` opens the PAM session, runs the command as the user and closes the
/// session when it ends.
enum LoginProgram {
    static func main(_ arguments: [String]) -> Never {
        Platform.installSignalDefaults()
        Platform.protectSecrets()
        let options = CommandLineEdge.options(help: "pinpad login --help") { () throws(UsageError) in try LoginOptions(arguments) }
        for warning in options.warnings { Platform.complain(warning) }
        if options.wantsHelp {
            print(loginHelpText)
            Platform.exit(.success)
        }
        if options.printsConfiguration, let configuration = options.configuration {
            _ = Platform.writeOutput(configuration.printed(options, derived: options.presentation.derivedSources))
            Platform.exit(.success)
        }
        // Linux-PAM reads /etc/pam.conf only when there is no /etc/pam.d; a service without a
        // file would silently get the stack of "other".
        let usesPamConf = options.configurationDirectory == nil && !Platform.isDirectory("/etc/pam.d") && Platform.exists("/etc/pam.conf")
        guard options.serviceFile(exists: Platform.isReadableFile) != nil || usesPamConf else {
            let place = options.configurationDirectory ?? "/etc/pam.d"
            Platform.complain("no PAM service \(options.service): there is no \(place)/\(options.service.lowercased())")
            Platform.exit(.pamError)
        }
        guard Platform.checkStandardStreams() || options.command != nil else {
            Platform.complain("standard output is closed: the user name would have nowhere to go")
            Platform.exit(.output)
        }
        var settings = PresenterSettings(options: options.presentation)
        // PAM's prompts take any text (a passphrase, a card's PIN with letters).
        settings.usesTextInput = true
        var presenter: (any Presenter)? = OneShot.openPresenter(settings)
        let ending = Login(options: options, presenter: presenter!).run()
        DisplayConnection.onLoss = nil
        presenter = nil
        switch ending {
        case .ended(let code):
            Platform.exit(code)
        case .signedIn(let user, let transaction):
            guard let command = options.command else {
                guard Platform.writeOutput(user + "\n") else {
                    Platform.complain("cannot write to standard output: \(Platform.lastError)")
                    Platform.exit(.output)
                }
                Platform.exit(.success)
            }
            Platform.terminate(status: session(for: user, transaction: transaction, command: command))
        }
    }

    /// Establishes the credentials, opens the session, runs `command` as `user` and closes the
    /// session after it; returns the command's exit status.
    private static func session(for user: String, transaction: PAMTransaction, command: [String]) -> Int32 {
        let credentials = transaction.setCredentials(establish: true)
        guard credentials.isSuccess else {
            Platform.complain("cannot establish the credentials of \(user): \(credentials)")
            return ExitCode.pamError.rawValue
        }
        let opened = transaction.openSession()
        guard opened.isSuccess else {
            Platform.complain("cannot open a session for \(user): \(opened)")
            _ = transaction.setCredentials(establish: false)
            return ExitCode.pamError.rawValue
        }
        var environment = transaction.environment
        if let account = Platform.account(user) {
            let defaults = [
                "HOME=\(account.home)", "USER=\(user)", "LOGNAME=\(user)", "SHELL=\(account.shell)", "PATH=/usr/local/bin:/usr/bin:/bin",
            ]
            for entry in defaults where !environment.contains(where: { $0.hasPrefix(entry.prefix { $0 != "=" } + "=") }) {
                environment.append(entry)
            }
        }
        for name in ["TERM", "DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY", "LANG"] {
            if let value = Platform.environment(name), !environment.contains(where: { $0.hasPrefix(name + "=") }) {
                environment.append("\(name)=\(value)")
            }
        }
        let status: Int32
        do {
            status = try Platform.run(command, as: user, environment: environment)
        } catch {
            Platform.complain("\(error)")
            status = 127
        }
        _ = transaction.closeSession()
        _ = transaction.setCredentials(establish: false)
        return status
    }
}
