import PinPadCore
import PinPadPlatform

/// `pinpad pinentry` and `pinentry-pinpad`: GnuPG's pinentry on standard input and output. The
/// protocol is `PinentrySession`'s; this is its I/O and the edge where errors become `ERR` lines.
/// The window (or terminal) is opened at the first request and reused for the next ones; a
/// window that another program destroyed or whose display went away answers its request as
/// cancelled, with one line on stderr, and the next request opens a new one; one lost while idle
/// (between requests) only says so, and the next request shows in a new window. SIGINT, SIGTERM
/// and SIGHUP end the program at once, answering nothing, whether a request is shown or not.
package enum PinentryProgram {

    /// Answers the client on standard input and output until it closes them.
    /// - Throws: `ProgramExit`, always: success once the client is gone, 128 plus a signal that
    ///   ended a prompt, or a usage or output error before the first line.
    package static func main(_ arguments: [String]) throws(ProgramExit) -> Never {
        Platform.installSignalDefaults()
        Platform.protectSecrets()
        // Stopped (kill, the session ending), the pinentry leaves at once as it does between
        // requests: a shown request is not answered as if Cancel had been pressed. SDL keeps a
        // handler it finds (it installs its own, which only queues a quit, on SIG_DFL alone);
        // the terminal and KMS/DRM catch the signals while a prompt is up, to put the screen
        // back first (`ask`).
        Platform.endOnSignals()
        // `--help` and `--version` as GnuPG's pinentries answer them: before any Assuan line.
        let parsed = FrontEndArguments.pinentry(arguments)
        try CommandLineEdge.answerHelpAndVersion(parsed, help: pinentryHelpText, version: pinentryVersionText)
        _ = Platform.checkStandardStreams()
        PinentrySession.processID = Platform.processID
        var session = PinentrySession()
        let starting = startingLines(parsed.client)
        for line in starting.lines { _ = session.receive(line) }
        // `--lc-messages` (`-M`): the words in the options are looked up in its language.
        let locale = session.option("lc-messages")
        if let locale { LanguageSetup.follow(locale: locale) }
        let options = try CommandLineEdge.filesOnly(.pinentry, arguments: parsed)
        let connection = Connection(options: options, session: session, locale: locale) {
            CommandLineEdge.readAgain(.pinentry, arguments: parsed)
        }
        connection.session.mismatchText = options.mismatchText
        var pending: String?
        if let resumed = resumedSettings() {
            // Run again after a lost display: the client was greeted, and set these before; a
            // request the display was lost at, before it showed, is asked again now.
            if let first = resumed.first, first.hasPrefix(pendingMark) { pending = String(first.dropFirst(pendingMark.count)) }
            connection.session.resume(resumed)
            connection.followLanguage()
        } else {
            // As GnuPG's pinentries warn of an option they do not know, and go on.
            // TRANSLATORS: one line on stderr for each option the pinentry does not know;
            // {option} is the option as given (--bogus), and "man pinentry-pinpad" a command.
            let text = Words.localized("invalid option \"{option}\" (ignored; man pinentry-pinpad)")
            for option in starting.invalid { Platform.complain(Words.filled(text, ["option": option])) }
            try connection.send(PinentrySession.greeting)
        }
        if let pending {
            try connection.perform(connection.session.receive(pending))
            connection.followLanguage()
        }
        var reader = LineReader(descriptor: Platform.standardInput, limit: AssuanEscaping.lineLimit)
        while !connection.isClosed, let line = reader.next() {
            try connection.perform(connection.session.receive(line))
            connection.followLanguage()
        }
        // The client is gone: a display lost in the teardown only ends it.
        connection.isClosed = true
        connection.presenters.close()
        throw ProgramExit(.success)
    }

    /// What begins the first line handed on to the program run again after a lost display when
    /// a request was lost before it showed: the request's line follows. An Assuan comment, which
    /// `PinentrySession.resume` passes over.
    static let pendingMark = "#pending "

    /// The setting lines the program run again after a lost display (`Connection.displayWasLost`)
    /// was handed (`RunAgain.takeOver`); nil when it was not run again.
    private static func resumedSettings() -> [String]? {
        guard let bytes = RunAgain.takeOver() else { return nil }
        return bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The session, the presenter it opened, and the client's pipe.
    final class Connection {
        /// The look, from the configuration files' general keys and `[pinentry]`, its words in
        /// the language of `Words`.
        var options: Options
        var session: PinentrySession
        /// The client's locale (`OPTION lc-messages`) the words follow; nil before it sent one.
        var locale: String?
        /// The options read again in the language of `Words`.
        let readOptions: () -> Options?
        /// The window (or terminal) of the requests, opened at the first; a window another
        /// program destroyed is let go, and the next request opens a new one.
        let presenters: PresenterSession
        var isClosed = false
        let clock = SystemClock()
        /// Whether the request asked now got as far as the display: a display lost before is
        /// lost between requests (the idle window's connection killed), and the request is asked
        /// again in the program run again, not answered as cancelled.
        var requestReachedDisplay = false

        init(options: Options, session: PinentrySession = PinentrySession(), locale: String? = nil, readOptions: @escaping () -> Options? = { nil }) {
            self.options = options
            self.session = session
            self.locale = locale
            self.readOptions = readOptions
            presenters = PresenterSession(settings: PresenterSettings(options: options), onDisplayLoss: nil)
            presenters.replacesLostWindow = true
            presenters.onDisplayLoss = { [unowned self] _ in displayWasLost() }
        }

        /// Follows the client's locale when `OPTION lc-messages` changed it, as gpg-agent sends
        /// the locale of the program asking (gpg's `LC_MESSAGES`): the pad's own words (keys,
        /// notices, spoken phrases, the voice) are looked up again in its language. A window
        /// open already, which speaks and draws the language it opened in (its phrases, voice and
        /// font), is closed: the next request opens one in the new language.
        func followLanguage() {
            defer { followCharacterType() }
            guard let asked = session.option("lc-messages"), asked != locale else { return }
            locale = asked
            guard LanguageSetup.follow(locale: asked), let reread = readOptions() else { return }
            options = reread
            followedCharacterType = nil
            session.mismatchText = options.mismatchText
            if presenters.presenter != nil { presenters.close() }
        }

        /// The client's `OPTION lc-ctype` the letters keyboard followed last; nil before.
        var followedCharacterType: String?

        /// Follows the client's `OPTION lc-ctype` (gpg's `LC_CTYPE`): the letters keyboard is
        /// that locale's (`Options.followKeyboardLocale`), not the agent's; a gpg in Arabic
        /// under an agent started in German got Arabic words over a German keyboard.
        func followCharacterType() {
            guard let asked = session.option("lc-ctype"), !asked.isEmpty, asked != followedCharacterType else { return }
            followedCharacterType = asked
            options.followKeyboardLocale(asked)
        }

        /// Writes one line.
        /// - Throws: `ProgramExit` with success when the client went away: nothing is left to do.
        func send(_ line: String) throws(ProgramExit) {
            guard Platform.write(line + "\n", to: Platform.standardOutput) else { throw ProgramExit(.success) }
        }

        /// Carries out `effects`.
        /// - Throws: `ProgramExit` when the client went away or a signal ended a prompt.
        func perform(_ effects: [PinentryEffect]) throws(ProgramExit) {
            for effect in effects {
                switch effect {
                case .send(let line): try send(line)
                case .sendSecret: break  // only after a secret; see `ask`
                case .close: isClosed = true
                case .ask(let ask): try self.ask(ask)
                }
            }
        }

        /// Shows `ask`; the secret, if any, is written in the data lines and wiped here.
        /// - Throws: `ProgramExit` when the client went away or a signal ended the prompt.
        func ask(_ ask: PinentryAsk) throws(ProgramExit) {
            let shown = show(ask)
            // A signal ended the terminal's or the KMS/DRM screen's prompt: the screen is put
            // back as it was, and the program leaves as it does between requests.
            try presenters.endIfSignalled()
            switch consume shown {
            case .secret(let secret, let repeated):
                for effect in session.answer(.secret(repeated: repeated)) {
                    switch effect {
                    case .sendSecret:
                        let sent = secret.withUnsafeBytes { bytes in AssuanEscaping.dataLines(bytes) { Platform.write($0, to: Platform.standardOutput) } }
                        if !sent { throw ProgramExit(.success) }
                    case .send(let line): try send(line)
                    case .close: isClosed = true
                    case .ask: break
                    }
                }
            case .other(let answer):
                try perform(session.answer(answer))
            }
        }

        /// How a shown request ended.
        enum Shown: ~Copyable {
            case secret(Secret, repeated: Bool)
            case other(PinentryAnswer)
        }

        func show(_ ask: PinentryAsk) -> Shown {
            requestReachedDisplay = false
            defer { requestReachedDisplay = false }
            let wasOpen = presenters.presenter != nil
            guard openPresenter(for: ask) else { return .other(.unavailable) }
            // Keys and taps on the window while no request was open (the last one answered, the
            // next not yet asked: a second Return on the answered pad) are dropped, never taken
            // as the next request's answer (a CONFIRM answered OK before it was seen). A window
            // another program destroyed (or closed) meanwhile is let go, said in one line, and
            // this request opens a new one: it was answered as cancelled, never shown.
            if wasOpen, presenters.discardPendingInput() {
                presenters.reportLostWindow()
                presenters.close()
                guard openPresenter(for: ask) else { return .other(.unavailable) }
            }
            requestReachedDisplay = true
            // Held unless pinpad's own configuration says grab = no. gpg-agent sends OPTION
            // no-grab unless its configuration says grab (GnuPG's default), so its no-grab never
            // lets the keyboard go; its grab, asked for explicitly, holds it even then.
            presenters.holdKeyboard(ask.holdsKeyboard == true || options.grab != false)
            var request = ask.request
            request.deadline = ask.deadline(from: clock.now)
            while true {
                switch run(request) {
                case .secret(let first, _):
                    guard var second = ask.repeatRequest else { return .secret(first, repeated: false) }
                    second.deadline = request.deadline
                    switch run(second) {
                    case .secret(let again, _):
                        if first.matches(again) { return .secret(first, repeated: true) }
                        request.error = ask.mismatchError
                    case .other(let answer):
                        return .other(answer)
                    }
                case .other(let answer):
                    return .other(answer)
                }
            }
        }

        /// Runs one request on the open presenter, closing it when the client hangs up meanwhile.
        func run(_ request: Request) -> Shown {
            // The window was destroyed while the first of two entries was submitted: the repeat
            // is answered as its prompt would have been, cancelled.
            guard presenters.presenter != nil else { return .other(.cancelled) }
            let (size, scale) = presenters.viewport
            let prompt = options.prompt(for: request, viewport: size, scale: scale, clock: clock)
            let interruption = Interruption()
            prompt.interruption = interruption
            let watch = HangUpWatch(descriptor: Platform.standardInput, interruption: interruption)
            defer { watch?.stop() }
            let outcome: PromptOutcome
            do {
                outcome = try presenters.run(prompt)
            } catch {
                Platform.complain("\(error)")
                return .other(.unavailable)
            }
            switch consume outcome {
            case .submitted(let secret): return .secret(secret, repeated: false)
            case .cancelled: return .other(.cancelled)
            case .closed: return .other(.cancelled)
            case .timedOut: return .other(.timedOut)
            case .confirmed: return .other(.confirmed)
            case .notConfirmed: return .other(.notConfirmed)
            }
        }

        /// Opens the presenter for `ask` when none is open: a window on the display gpg-agent
        /// passed, else the terminal it named (`GPG_TTY`), else the KMS/DRM screen or the
        /// framebuffer (`PresenterSettings.prefersTerminal`).
        /// - Returns: false (and one line on stderr) when none works.
        func openPresenter(for ask: PinentryAsk) -> Bool {
            if presenters.presenter != nil { return true }
            if let display = ask.display, !display.isEmpty { Platform.setEnvironment("DISPLAY", display) }
            var settings = PresenterSettings(options: options)
            // Named after each request (SETTITLE's text, or its own title), as the other
            // pinentries name their windows.
            settings.windowTitle = nil
            if let tty = ask.ttyName, !tty.isEmpty {
                settings.terminal.ttyPath = tty
                if let type = ask.ttyType, !type.isEmpty { settings.terminal.term = type }
                // The character set gpg named for that terminal (`OPTION lc-ctype`, from the
                // terminal gpg runs in), not the agent's own locale.
                if let characterType = session.option("lc-ctype"), !characterType.isEmpty { settings.terminal.characterType = characterType }
                settings.prefersTerminal = ask.display?.isEmpty ?? true
            }
            settings.usesTextInput = true
            presenters.settings = settings
            do {
                try presenters.open()
            } catch {
                Platform.complain(error.message)
                return false
            }
            return true
        }

        /// The display went away under the window (the X server ended, or another program
        /// killed the pad's connection, as `xkill` and `xdotool windowkill` do). Xlib cannot go
        /// on in this process, so: one line on stderr, the request in flight answered as
        /// cancelled (or, when it had not reached the display yet, handed on to be asked again),
        /// and the program run again in this process (`RunAgain`) with the session's setting
        /// lines on a pipe, so that the next request opens a new window.
        /// Once the client is gone (the window's teardown), it only exits.
        func displayWasLost() -> Never {
            guard !isClosed else { ProgramExit(.success).endInCallback() }
            Platform.complain("lost the connection to the display")
            // A request lost before it reached the display (found at its start: the idle
            // window's connection killed) is asked again by the program run again, first.
            var pending: [String] = []
            if session.isAsking, !requestReachedDisplay, let line = session.askingLine {
                pending = [PinentryProgram.pendingMark + line]
            } else if session.isAsking {
                do throws(ProgramExit) { try perform(session.answer(.cancelled)) } catch { error.endInCallback() }
            }
            do {
                // Setting lines are few and short (about 30 of at most 1,000 bytes): a pipe's
                // buffer holds them all.
                try RunAgain.handOn(Array((pending + session.settingLines).map { $0 + "\n" }.joined().utf8.prefix(RunAgain.limit)))
            } catch {
                ProgramExit(.noDisplay, "\(error)").endInCallback()
            }
        }
    }
}
