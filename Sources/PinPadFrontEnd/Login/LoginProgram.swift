import PinPadCore
import PinPadPlatform
import PinPadSDL

/// `pinpad login`: a kiosk's PIN sign-in through PAM (`Login`). Signed in, it prints the user
/// name, or with `--exec` opens the PAM session, runs the command as the user and closes the
/// session when it ends.
package enum LoginProgram {
    /// Runs the front end.
    /// - Throws: `ProgramExit`, always: how the program ends.
    package static func main(_ arguments: [String]) throws(ProgramExit) -> Never {
        Platform.installSignalDefaults()
        Platform.protectSecrets()
        let options = try CommandLineEdge.options(help: "pinpad login --help") { () throws(UsageError) in try LoginOptions(arguments) }
        for warning in options.warnings { Platform.complain(warning) }
        if options.wantsHelp { throw CommandLineEdge.printed(loginHelpText + "\n") }
        if options.wantsVersion { throw CommandLineEdge.printed(versionText) }
        if options.printsConfiguration, let configuration = options.configuration {
            throw CommandLineEdge.printed(configuration.printed(options, derived: options.presentation.derivedSources))
        }
        // Linux-PAM reads /etc/pam.conf only when there is no /etc/pam.d; a service without a
        // file would silently get the stack of "other".
        let usesPamConf = options.configurationDirectory == nil && !Platform.isDirectory("/etc/pam.d") && Platform.exists("/etc/pam.conf")
        guard options.serviceFile(exists: Platform.isReadableFile) != nil || usesPamConf else {
            let place = options.configurationDirectory ?? "/etc/pam.d"
            let text = Words.localized("no PAM service {service}: there is no {file}")
            throw ProgramExit(.pamError, Words.filled(text, ["service": options.service, "file": "\(place)/\(options.service.lowercased())"]))
        }
        // As root, the stack is a program: a directory or service file someone else may change
        // would let them choose how sign-ins are checked (pam_permit) and what runs as root.
        if Platform.isPrivileged, let directory = options.configurationDirectory,
            let reason = Platform.untrustedReason(file: options.service.lowercased(), in: directory)
        {
            throw ProgramExit(.pamError, "PAM service \(options.service) is not trusted from pam-confdir: \(reason)")
        }
        guard Platform.checkStandardStreams() || options.command != nil else {
            throw ProgramExit(.output, "standard output is closed: the user name would have nowhere to go")
        }
        let definitions = Platform.loginDefinitions().map { LoginDefinitions(text: $0) } ?? LoginDefinitions()
        if let line = definitions.unreadableLine {
            throw ProgramExit(.pamError, "/etc/login.defs: \(line) is not a user id (1 to 4294967294, as shadow reads it): no one may sign in until it is")
        }
        if let user = options.user, !options.admits(user, userID: Platform.account(user)?.userID, definitions: definitions) {
            throw ProgramExit(.accountUnusable, "\(user) may not sign in here: root, a system account or no account, not named by allow-user")
        }
        var settings = PresenterSettings(options: options.presentation)
        // PAM's prompts take any text (a passphrase, a card's PIN with letters).
        settings.usesTextInput = true
        let presenters = try OneShot.openSession(settings)
        var login = Login(options: options, presenters: presenters)
        login.place = (Platform.terminalName(), presenters.showsWindow ? Platform.environment("DISPLAY") : nil)
        if login.place.terminal == nil { login.place.terminal = login.place.display }
        login.definitions = definitions
        // A window another program destroyed ends the sign-in as cancelled, with one line.
        let ending = login.run()
        // What the session's programs may change on the window's X11 display, recorded before
        // the command starts and put back when the session ends.
        var displayReset: (any DisplayRestoring)?
        if case .signedIn = ending, options.command != nil {
            displayReset = presenters.recordDisplayReset()
        }
        // A display lost while the window closes (a compositor stopped: its roundtrip never
        // answered; an idle pad's last word presents nothing that would have found it sooner)
        // ends the sign-in with exit 4 and one line, before any session starts, as it does while
        // the pad shows (`OneShot.openSession`'s handler).
        presenters.close()
        switch ending {
        case .ended(let code):
            throw ProgramExit(code)
        case .signedIn(let user, let transaction):
            guard let command = options.command else {
                transaction.end()
                throw CommandLineEdge.printed(user + "\n")
            }
            let status = session(for: user, transaction: transaction, command: command, definitions: login.definitions)
            displayReset?.restore()
            throw ProgramExit(status: status)
        }
    }

    /// As login(1) does: gives pinpad the user's groups (`initgroups`), establishes the
    /// credentials (the stack's groups added), puts back the core-file limit and sets login.defs'
    /// `UMASK`, opens the session (`pam_limits`, `pam_umask` and the like act on pinpad, and the
    /// command inherits it all), runs `command` as `user` (`Platform.run`: its own session and
    /// terminal, ended with it), then closes the session, deletes the credentials and ends the
    /// transaction. Ending signals are held from the sign-in on: one that came before the
    /// command starts closes the session without running it.
    /// - Returns: the command's exit status, or 128 plus the held signal; `accountUnusable` for a
    ///   user without an account (pinpad(1): "with --exec, a user without an account"),
    ///   `sessionLeftRunning` when processes of the user outlived the session's end.
    private static func session(for user: String, transaction: PAMTransaction, command: [String], definitions: LoginDefinitions) -> Int32 {
        defer { transaction.end() }
        guard let account = Platform.account(user) else {
            Platform.complain("cannot run a command as \(user): no system account")
            return ExitCode.accountUnusable.rawValue
        }
        do {
            try Platform.takeGroups(of: user, groupID: account.groupID)
        } catch {
            Platform.complain("\(error)")
            return ExitCode.pamError.rawValue
        }
        let credentials = transaction.setCredentials(establish: true)
        guard credentials.isSuccess else {
            Platform.complain("cannot establish the credentials of \(user): \(credentials)")
            return ExitCode.pamError.rawValue
        }
        Platform.restoreCoreLimit()
        Platform.setFileCreationMask(definitions.fileCreationMask)
        let controlGroup = Platform.controlGroup()
        let opened = transaction.openSession()
        guard opened.isSuccess else {
            Platform.complain("cannot open a session for \(user): \(opened)")
            _ = transaction.setCredentials(establish: false)
            return ExitCode.pamError.rawValue
        }
        var status: Int32
        if let signal = Platform.heldEndingSignal() {
            Platform.complain("stopped before the command started: the session is closed")
            status = 128 + signal
        } else {
            do {
                let ran = try Platform.run(
                    command, as: user, environment: environment(for: user, account: account, transaction: transaction),
                    scope: Platform.sessionScope(openedFrom: controlGroup))
                status = ran.status
                if !ran.ended {
                    Platform.complain("processes of user \(user) could not be ended when the session ended")
                    status = ExitCode.sessionLeftRunning.rawValue
                }
            } catch {
                Platform.complain("\(error)")
                status = 127
            }
        }
        _ = transaction.closeSession()
        _ = transaction.setCredentials(establish: false)
        return status
    }

    /// The command's environment: the session's (`pam_getenvlist`), then `HOME`, `USER`,
    /// `LOGNAME`, `SHELL` and `PATH` where the stack set none, then pinpad's `TERM`, `DISPLAY`,
    /// `WAYLAND_DISPLAY`, `XAUTHORITY` and `LANG`.
    private static func environment(for user: String, account: Platform.Account, transaction: PAMTransaction) -> [String] {
        var environment = transaction.environment
        let defaults = [
            "HOME=\(account.home)", "USER=\(user)", "LOGNAME=\(user)", "SHELL=\(account.shell)", "PATH=/usr/local/bin:/usr/bin:/bin",
        ]
        for entry in defaults where !environment.contains(where: { $0.hasPrefix(entry.prefix { $0 != "=" } + "=") }) {
            environment.append(entry)
        }
        for name in ["TERM", "DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY", "LANG"] {
            if let value = Platform.environment(name), !environment.contains(where: { $0.hasPrefix(name + "=") }) {
                environment.append("\(name)=\(value)")
            }
        }
        return environment
    }
}
