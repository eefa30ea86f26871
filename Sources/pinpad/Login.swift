import PinPadCore
import PinPadFrontEnd
import PinPadPlatform
import PinPadSDL

/// A PIN sign-in through PAM (`pinpad login`): the pad asks for the PIN (and the user, with
/// `--user-field`), then one PAM transaction per attempt authenticates it and checks the
/// account, in the same window throughout. A wrong PIN shakes the pad and asks again, up to
/// `--attempts`; a Cancel ends it without calling PAM; an account the stack refuses before
/// asking for the PIN (`pam_faillock`'s lockout) shows the stack's text with the keypad locked,
/// counting down `--lockout-seconds` when given; so does a refusal the stack explains
/// (`pam_nologin`'s text), never counted as a wrong PIN. An unknown user is told as a wrong PIN.
/// Root and system accounts are refused unless `allow-user` names them (`LoginOptions.admits`):
/// a name typed or given that is not admitted never reaches PAM, whose answer would tell
/// whether the PIN was right, and is told as a wrong PIN is (same words, as long a wait,
/// counted alike); the user PAM signed in is asked again. `AttemptThrottle` locks
/// the pad, counting down, while past attempts (of this run or earlier ones) make the next one
/// wait.
struct Login {
    let options: LoginOptions
    let presenter: any Presenter
    let clock = SystemClock()
    /// Where the person is, for the stack (`PAM_TTY`, `PAM_XDISPLAY`).
    var place: (terminal: String?, display: String?) = (nil, nil)
    /// `/etc/login.defs`: `UID_MIN`.
    var definitions = LoginDefinitions()

    /// The end of a sign-in.
    enum Ending {
        /// Authenticated: the user's name.
        case signedIn(user: String, transaction: PAMTransaction)
        /// Ended with this exit status, without a session.
        case ended(ExitCode)
    }

    /// How long the last word stays on the pad before it closes, in milliseconds.
    static let finalWordDuration = 2500

    /// How long a name that is not admitted waits before it is told as a wrong PIN, in
    /// milliseconds, before any wrong PIN of this run showed how long PAM takes to say no: the
    /// delay `pam_unix` asks for on a failure (`pam_fail_delay(2000000)`). Either is spread by a
    /// fifth either way, as Linux-PAM spreads its own.
    static let refusalDelay = 2000

    /// Whether `user` may sign in (`LoginOptions.admits`, its account looked up now).
    func admits(_ user: String) -> Bool {
        options.admits(user, userID: Platform.account(user)?.userID, definitions: definitions)
    }

    /// Runs attempts until one signs in or the sign-in ends.
    func run() -> Ending {
        let throttle = options.attemptThrottle()
        var failures = 0
        var error: String?
        var notes: [String] = []
        var lock: KeypadLock?
        var lastUser: String?
        // How long PAM took to say no to the last wrong PIN, in milliseconds.
        var wrongPINDuration = Login.refusalDelay
        while true {
            if let wait = throttle.lock(user: lastUser ?? options.user, at: clock.now) { (lock, error) = (wait, nil) }
            let prompt = makePrompt(error: error, notes: notes, user: lastUser)
            if let lock { prompt.lock(message: lock.message, until: lock.until) }
            let outcome: PromptOutcome
            do {
                outcome = try presenter.run(prompt)
            } catch {
                Platform.complain("\(error)")
                return .ended(.noDisplay)
            }
            let entered: Secret
            switch consume outcome {
            case .submitted(let secret): entered = secret
            case .timedOut: return .ended(.timedOut)
            case .cancelled: return .ended(lock != nil ? .accountUnusable : .cancelled)
            case .closed: return .ended(.cancelled)
            case .confirmed: return .ended(.cancelled)
            case .notConfirmed: return .ended(.cancelled)
            }
            var user = options.user
            let pin: Secret
            if options.userField {
                let name = entered.line(0)
                user = name.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
                lastUser = user
                pin = entered.line(1)
                entered.wipe()
            } else {
                pin = entered
            }
            if let wait = throttle.admit(user: user, isEmpty: pin.isEmpty, at: clock.now) {
                (lock, error) = (wait, nil)
                pin.wipe()
                continue
            }
            if let user, !admits(user) {
                // Never asked of PAM: told as a wrong PIN is, after as long a wait, and counted.
                pin.wipe()
                presenter.beginWaiting()
                // Linux-PAM spreads its failure delay by a fifth either way (`_pam_compute_delay`).
                let wait = Int.random(in: wrongPINDuration * 4 / 5...wrongPINDuration * 6 / 5)
                Platform.stoppingAtOnce(status: ExitCode.cancelled.rawValue) { _ = try? Platform.poll([], timeout: wait) }
                throttle.settle(accepted: false, asked: true)
                if presenter.discardPendingInput() { return .ended(.cancelled) }
                (lock, notes) = (nil, [])
                failures += 1
                if failures >= options.attempts {
                    showFinal(options.tooManyAttemptsText)
                    return .ended(.tooManyAttempts)
                }
                error = options.wrongPINText
                continue
            }
            // The user goes to pam_start, so no module asks for it: every echo-on prompt is shown.
            let conversation = LoginConversation(secret: pin, text: nil, title: options.presentation.title) { [self] request in
                let prompt = shownPrompt(for: request)
                prompt.idleTimeout = options.presentation.idleTimeout
                return (try? presenter.run(prompt)) ?? .closed
            }
            defer { conversation.finish() }
            let transaction: PAMTransaction
            do {
                transaction = try PAMTransaction(
                    service: options.service, user: user, configurationDirectory: options.configurationDirectory, conversation: conversation)
            } catch {
                Platform.complain("cannot start PAM for service \(options.service): \(error)")
                return .ended(.pamError)
            }
            _ = transaction.setPlace(terminal: place.terminal, display: place.display)
            presenter.beginWaiting()
            // A stop while a module blocks ends the sign-in at once: nothing is answered.
            let asked = Platform.monotonicMilliseconds()
            let status = Platform.stoppingAtOnce(status: ExitCode.cancelled.rawValue) { transaction.authenticate() }
            if status.isWrongSecret { wrongPINDuration = Int(Platform.monotonicMilliseconds() - asked) }
            throttle.settle(accepted: status.isSuccess, asked: conversation.secretWasAsked)
            notes = conversation.notes
            // What was typed or tapped while PAM worked is no answer to the next pad; a stop
            // (SIGTERM, the window closed) meanwhile ends the sign-in.
            if presenter.discardPendingInput() { return .ended(.cancelled) }
            if conversation.wasTimedOut { return .ended(.timedOut) }
            if conversation.wasCancelled { return .ended(.cancelled) }
            if status.isSuccess {
                let account = Platform.stoppingAtOnce(status: ExitCode.cancelled.rawValue) { transaction.checkAccount() }
                guard account.isSuccess else {
                    let text = notes.isEmpty ? account.description : notes.joined(separator: "\n")
                    Platform.complain("account of \(user ?? transaction.user ?? "the user") refused: \(account)")
                    showNotice(text)
                    return .ended(.accountUnusable)
                }
                let signedIn = transaction.user ?? user ?? ""
                guard admits(signedIn) else {
                    Platform.complain("\(signedIn) may not sign in here: root, a system account or no account, not named by allow-user")
                    showNotice(options.accountRefusedText)
                    return .ended(.accountUnusable)
                }
                if !conversation.notes.isEmpty, !showNotice(conversation.notes.joined(separator: "\n")) { return .ended(.cancelled) }
                // From here a stop waits for the session to close (`LoginProgram`).
                Platform.holdEndingSignals()
                return .signedIn(user: signedIn, transaction: transaction)
            }
            let refusedUnasked = !conversation.secretWasAsked
            if refusedUnasked && notes.isEmpty && !status.isWrongSecret {
                // Refused without a word or a question: the stack itself is broken.
                Platform.complain("PAM service \(options.service) refused without asking: \(status)")
                return .ended(.pamError)
            }
            // A module that says why it refuses (pam_nologin, a lockout) refuses the account, not the PIN.
            let refusedWithWords = !status.isSuccess && !conversation.errors.isEmpty
            if (status.isRefusal && conversation.secretWasAsked) || (refusedUnasked && !notes.isEmpty) || refusedWithWords {
                // Refused with a word before the PIN was asked for, or with an error, or refused
                // any more tries: the account is locked.
                let until = options.lockoutSeconds.map { clock.now + $0 * 1000 }
                let text = notes.isEmpty ? options.lockedText : notes.joined(separator: "\n")
                // One line on stderr: each text without its line breaks at the end, one after the other.
                let line = notes.isEmpty ? text : notes.map { String($0.reversed().drop { $0.isNewline }.reversed()) }.joined(separator: " ")
                Platform.complain("PAM service \(options.service) refused \(user ?? "the user"): \(line)")
                lock = KeypadLock(message: text, until: until)
                notes = []
                error = nil
                continue
            }
            lock = nil
            guard status.isWrongSecret else {
                Platform.complain("PAM service \(options.service): \(status)")
                return .ended(.pamError)
            }
            failures += 1
            if failures >= options.attempts {
                showFinal(options.tooManyAttemptsText)
                return .ended(.tooManyAttempts)
            }
            // The stack's words of the attempt stay above the error (the error takes the message's place).
            error = (notes + [options.wrongPINText]).joined(separator: "\n")
        }
    }

    /// The prompt for `request` on the presenter, reported to the tests' layout file.
    private func shownPrompt(for request: Request) -> Prompt {
        let (size, scale) = presenter.viewport
        let prompt = options.presentation.prompt(for: request, viewport: size, scale: scale, clock: clock)
        decorate(prompt)
        ShownRequestReport.attach(prompt, to: presenter)
        return prompt
    }

    /// The pad for one attempt: the PIN on the keypad (free length), under a text field for the
    /// user with `--user-field` (holding the last attempt's `user`, the focus then on the PIN);
    /// PAM's texts of the last attempt above, the error shaking. The PIN field's label stays
    /// `pin-label` whatever the stack's prompt says: a stack that asks some users for a password
    /// and refuses others before asking would otherwise tell which users exist.
    private func makePrompt(error: String?, notes: [String], user lastUser: String?) -> Prompt {
        let presentation = options.presentation
        let message = (notes + [presentation.message]).filter { !$0.isEmpty }.joined(separator: "\n")
        let (size, scale) = presenter.viewport
        let prompt: Prompt
        if options.userField {
            let user = FormField(
                label: options.userLabel, policy: .textInput,
                field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text, mask: .digits))
            let pin = FormField(label: options.pinLabel, policy: .keypadOnly, field: PasscodeField(freeLength: 1...64, isEditable: true))
            prompt = Prompt(
                fields: [user, pin], keypad: presentation.keypad, theme: presentation.theme, title: presentation.title, message: message, viewport: size, scale: scale,
                clock: clock, keyboard: presentation.keyboardLayout)
            decorate(prompt)
            ShownRequestReport.attach(prompt, to: presenter)
        } else {
            prompt = shownPrompt(for: Request(title: presentation.title, description: message, label: options.pinLabel))
        }
        prompt.idleTimeout = presentation.idleTimeout
        if options.userField, let lastUser, !lastUser.isEmpty {
            prompt.handle(.text(lastUser))
            prompt.handle(.key(.nextField))
        }
        if let error { prompt.reject(message: error) }
        return prompt
    }

    /// The configured words on `prompt`: the keys' labels over a request's own, and the
    /// lockout's countdown.
    private func decorate(_ prompt: Prompt) {
        options.presentation.applyWords(to: prompt)
        let options = self.options
        prompt.countdownText = { options.countdown($0) }
    }

    /// Shows `text` with the keypad locked for `finalWordDuration`, so the person sees why the
    /// pad closes; Cancel closes it at once.
    private func showFinal(_ text: String) {
        let prompt = shownPrompt(for: Request(title: options.presentation.title))
        prompt.lock(message: text, until: nil)
        prompt.deadline = clock.now + Login.finalWordDuration
        _ = try? presenter.run(prompt)
    }

    /// Shows what the stack said at the end (an expired account, a password about to expire)
    /// until OK, or for 10 seconds.
    /// - Returns: false when a stop (SIGTERM, the window closed, Escape) ended it instead.
    @discardableResult
    private func showNotice(_ text: String) -> Bool {
        var request = Request(title: options.presentation.title, description: text, entry: .none, okLabel: "OK", cancelLabel: nil)
        request.deadline = clock.now + 10_000
        guard let outcome = try? presenter.run(shownPrompt(for: request)) else { return true }
        return outcome.result != .cancelled && outcome.result != .closed
    }
}
