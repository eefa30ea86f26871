import PinPadCore
import PinPadPlatform

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
    /// The one window (or terminal) of the whole sign-in; a window another program destroyed is
    /// kept, and the sign-in ends as cancelled.
    let presenters: PresenterSession
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

    /// Whether `user` may sign in (`LoginOptions.admits`, its account looked up now).
    func admits(_ user: String) -> Bool {
        options.admits(user, userID: Platform.account(user)?.userID, definitions: definitions)
    }

    /// The PAM transaction of one attempt and its conversation.
    private struct Attempt {
        let transaction: PAMTransaction
        let conversation: LoginConversation
    }

    /// Runs attempts until one signs in or the sign-in ends: does what `LoginSession` decides,
    /// the PIN kept here from the pad to PAM.
    func run() -> Ending {
        var session = LoginSession(
            options: options, throttle: options.attemptThrottle(), admits: admits, clock: clock, hasAccount: { Platform.account($0) != nil })
        // The PIN entered, until PAM's conversation takes it or it is wiped.
        var pin: Secret?
        var attempt: Attempt?
        defer { attempt?.conversation.finish() }
        // The pad last shown: locked, saying `checking-text`, while PAM works.
        var lastPad: Prompt?
        // The first attempt's layout, which the later ones keep (`Prompt.keptLayout`).
        var keptLayout: Layout?
        var effects = session.start()
        while true {
            var event: LoginEvent?
            for effect in effects {
                switch effect {
                case .complain(let line):
                    Platform.complain(line)
                case .ask(let pad):
                    // The last attempt is over: its conversation lets go of the pad, its transaction ends.
                    attempt?.conversation.finish()
                    attempt = nil
                    let outcome: PromptOutcome
                    do {
                        let shown = makePrompt(pad, keeping: &keptLayout)
                        lastPad = shown
                        outcome = try presenters.run(shown)
                    } catch {
                        Platform.complain("\(error)")
                        return .ended(.noDisplay)
                    }
                    switch consume outcome {
                    case .submitted(let entered):
                        if options.userField {
                            let name = entered.line(0)
                            let user = name.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
                            let typed = entered.line(1)
                            entered.wipe()
                            event = .entered(.submitted(user: user, pinIsEmpty: typed.isEmpty))
                            pin = consume typed
                        } else {
                            event = .entered(.submitted(user: nil, pinIsEmpty: entered.isEmpty))
                            pin = consume entered
                        }
                    case .timedOut: event = .entered(.timedOut)
                    case .cancelled: event = .entered(.cancelled)
                    case .closed: event = .entered(.closed)
                    case .confirmed: event = .entered(.closed)
                    case .notConfirmed: event = .entered(.closed)
                    }
                case .wipePIN:
                    if let secret = pin.take() { secret.wipe() }
                case .beginWaiting:
                    // A user refused without asking PAM waits behind the same words as a check.
                    showChecking(lastPad)
                    presenters.beginWaiting()
                case .waitAsRefused(let milliseconds):
                    let wait = Int.random(in: milliseconds)
                    Platform.stoppingAtOnce(status: ExitCode.cancelled.rawValue) { _ = try? Platform.poll([], timeout: wait) }
                    event = .waited
                case .discardPendingInput:
                    let stopped = presenters.discardPendingInput()
                    // The window destroyed while PAM worked is said as while the PIN was asked.
                    if stopped { presenters.reportLostWindow() }
                    event = .pendingInputDiscarded(stopped: stopped)
                case .authenticate(let user):
                    guard let secret = pin.take() else { preconditionFailure("no PIN to authenticate with") }
                    showChecking(lastPad)
                    (attempt, event) = authenticate(user: user, secret: secret)
                case .checkAccount:
                    guard let transaction = attempt?.transaction else { preconditionFailure("no transaction to check") }
                    let account = Platform.stoppingAtOnce(status: ExitCode.cancelled.rawValue) { transaction.checkAccount() }
                    event = .accountChecked(PAMVerdict(account), user: transaction.user)
                case .showFinal(let text):
                    showFinal(text)
                case .showNotice(let text):
                    event = .noticeClosed(dismissed: showNotice(text))
                case .end(.ended(let code)):
                    return .ended(code)
                case .end(.signedIn(let user)):
                    guard let transaction = attempt?.transaction else { preconditionFailure("signed in without a transaction") }
                    // From here a stop waits for the session to close (`LoginProgram`).
                    Platform.holdEndingSignals()
                    return .signedIn(user: user, transaction: transaction)
                }
            }
            guard let event else { preconditionFailure("LoginSession: no effect to answer") }
            effects = session.receive(event)
        }
    }

    /// Starts the PAM transaction of an attempt for `user`, its conversation answering with
    /// `secret`, and authenticates.
    /// - Returns: the attempt (nil when PAM could not start) and what it came to.
    private func authenticate(user: String?, secret: consuming Secret) -> (Attempt?, LoginEvent) {
        // The user goes to pam_start, so no module asks for it: every echo-on prompt is shown.
        let conversation = LoginConversation(secret: secret, text: nil, title: options.presentation.title) { [self] request in
            let prompt = shownPrompt(for: request)
            prompt.idleTimeout = options.presentation.idleTimeout
            return (try? presenters.run(prompt)) ?? .closed
        }
        let transaction: PAMTransaction
        do {
            transaction = try PAMTransaction(
                service: options.service, user: user, configurationDirectory: options.configurationDirectory, conversation: conversation)
        } catch {
            conversation.finish()
            return (nil, .pamUnavailable("\(error)"))
        }
        _ = transaction.setPlace(terminal: place.terminal, display: place.display)
        presenters.beginWaiting()
        // A stop while a module blocks ends the sign-in at once: nothing is answered.
        let asked = Platform.monotonicMilliseconds()
        let status = Platform.stoppingAtOnce(status: ExitCode.cancelled.rawValue) { transaction.authenticate() }
        let report = AuthenticationReport(
            status: PAMVerdict(status), milliseconds: Int(Platform.monotonicMilliseconds() - asked),
            secretWasAsked: conversation.secretWasAsked, notes: conversation.notes,
            notesBeforeQuestion: conversation.notesBeforeQuestion, errors: conversation.errors,
            wasCancelled: conversation.wasCancelled, wasTimedOut: conversation.wasTimedOut)
        return (Attempt(transaction: transaction, conversation: conversation), .authenticated(report))
    }

    /// The prompt for `request` on the presenter.
    private func shownPrompt(for request: Request) -> Prompt {
        let (size, scale) = presenters.viewport
        let prompt = options.presentation.prompt(for: request, viewport: size, scale: scale, clock: clock)
        decorate(prompt)
        return prompt
    }

    /// The pad for one attempt: the PIN on the keypad (free length), under an empty text field
    /// for the user with `--user-field`; PAM's `info` texts of the last attempt above the message,
    /// the error (its `error` texts and `wrong-pin-text`) shaking. The PIN field's label stays
    /// `pin-label` whatever the stack's prompt says: a stack that asks some users for a password
    /// and refuses others before asking would otherwise tell which users exist.
    /// The first attempt's layout (before a lock grows its text) is kept in `kept`, and every
    /// later attempt's pad is laid out as it was (`Prompt.keptLayout`): the stack's words (a
    /// welcome, a lockout's) appearing above the error moved the field and the keys by up to
    /// 21 pixels; they scroll in the text's frame instead.
    private func makePrompt(_ pad: AttemptPad, keeping kept: inout Layout?) -> Prompt {
        let (error, notes) = (pad.error, pad.notes)
        let presentation = options.presentation
        let message = (notes + [presentation.message]).filter { !$0.isEmpty }.joined(separator: "\n")
        let (size, scale) = presenters.viewport
        let prompt: Prompt
        if options.userField {
            prompt = Login.userFieldPrompt(options: options, user: nil, message: message, viewport: size, scale: scale, clock: clock)
            decorate(prompt)
        } else {
            prompt = shownPrompt(for: Request(title: presentation.title, description: message, label: options.pinLabel))
        }
        prompt.idleTimeout = presentation.idleTimeout
        // The stack's texts, then the wrong PIN's word: the newest shows when they do not fit.
        prompt.showsErrorsLastParagraph = true
        if let error { prompt.reject(message: error) }
        // Room for a lock's text and its countdown, kept whether one shows or not.
        prompt.reservedErrorLines = 2
        if let kept, kept.viewport == prompt.layout.viewport {
            prompt.keptLayout = kept
        } else {
            // The layout the attempts keep has room for three lines of the stack's words above
            // the error (a banner and pam_faillock's two, or its German three), where the keys
            // stay 9 mm or more.
            let room = prompt.layout
            prompt.reservedErrorLines = Prompt.keptTextLines
            if prompt.layout.smallestKeySide < Layout.minimumTouchSide(pixelsPerInch: prompt.pixelsPerInch) { prompt.keptLayout = room }
            kept = prompt.layout
            prompt.reservedErrorLines = 2
            prompt.keptLayout = kept
        }
        if let lock = pad.lock { prompt.lock(lock) }
        return prompt
    }

    /// The pad of `--user-field`: the user name's text field (holding `user`, the focus then on
    /// the PIN) above the PIN on the keypad, under `message`; the greeter's (`SignInForm`).
    static func userFieldPrompt(options: LoginOptions, user: String?, message: String, viewport: Size, scale: Double, clock: any Clock) -> Prompt {
        SignInForm.prompt(
            userLabel: options.userLabel, pinLabel: options.pinLabel, user: user, presentation: options.presentation, message: message, viewport: viewport,
            scale: scale, clock: clock)
    }

    /// Shows `pad` (the one just submitted) with its keys locked and `checking-text` where an
    /// error goes, while PAM works: what is typed meanwhile is visibly not taken (and dropped
    /// after, `discardPendingInput`).
    private func showChecking(_ pad: Prompt?) {
        guard let pad else { return }
        pad.lock(KeypadLock(message: options.checkingText, until: nil, isWaiting: true))
        presenters.show(pad)
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
        _ = try? presenters.run(prompt)
    }

    /// Shows what the stack said at the end (an expired account, a password about to expire)
    /// until OK, or for 10 seconds.
    /// - Returns: false when a stop (SIGTERM, the window closed, Escape) ended it instead.
    @discardableResult
    private func showNotice(_ text: String) -> Bool {
        var request = Login.noticeRequest(title: options.presentation.title, text: text)
        request.deadline = clock.now + 10_000
        guard let outcome = try? presenters.run(shownPrompt(for: request)) else { return true }
        return outcome.result != .cancelled && outcome.result != .closed
    }

    /// The request of a notice: `text` under `title`, one key with the OK key's own word (the
    /// catalog's, which `ok-label` then replaces) and no Cancel.
    package static func noticeRequest(title: String, text: String) -> Request {
        Request(title: title, description: text, entry: .none, okLabel: Key.submit.label, cancelLabel: nil)
    }
}
