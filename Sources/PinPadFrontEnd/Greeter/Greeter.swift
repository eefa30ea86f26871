import PinPadCore
import PinPadPlatform

/// The runner of `pinpad greeter`: does what `GreeterSession` decides, in one window (or
/// terminal) throughout, over one connection to greetd. The secret is kept here from the pad
/// to the socket: framed from its own page (`GreetdCodec.withSecretAnswer`) and wiped.
struct Greeter {
    let options: GreeterOptions
    let presenters: PresenterSession
    let connection: GreetdConnection
    let clock = SystemClock()

    /// Runs the greeter until greetd took the session or the greeter ends.
    /// - Returns: the exit status: `.success` once greetd will start the session.
    func run() -> ExitCode {
        var session = GreeterSession(options: options, clock: clock)
        // The secret entered, until it is sent or wiped.
        var secret: Secret?
        defer { secret.take()?.wipe() }
        // The pad last shown: shown again, waiting under `checking-text`, while greetd works.
        var lastPad: Prompt?
        // Whether the last pad timed out with nothing entered: the next clean pad then waits
        // for an entry before its idle timeout runs, so an untouched pad is not asked (and said)
        // again every `timeout` for ever.
        var timedOutUntouched = false
        let edited = Flag()
        var effects = session.start()
        while true {
            var event: GreeterEvent?
            for effect in effects where event == nil {
                switch effect {
                case .complain(let line):
                    Platform.complain(line)
                case .ask(let pad):
                    let outcome: PromptOutcome
                    // greetd going away while the pad waits (its socket hung up) ends the pad at
                    // once, not when the next PIN is sent.
                    let hangUp = Interruption()
                    do {
                        let shown = makePrompt(pad)
                        shown.interruption = hangUp
                        edited.value = false
                        let timeout = shown.idleTimeout
                        if timedOutUntouched && pad.isClean { shown.idleTimeout = nil }
                        shown.onEvent = { [unowned shown] event in
                            guard case .editingChanged = event else { return }
                            edited.value = true
                            shown.idleTimeout = timeout
                        }
                        lastPad = shown
                        let watch = HangUpWatch(descriptor: connection.rawDescriptor, interruption: hangUp)
                        defer { watch?.stop() }
                        outcome = try presenters.run(shown)
                    } catch {
                        Platform.complain("\(error)")
                        return .noDisplay
                    }
                    timedOutUntouched = false
                    if hangUp.isRequested {
                        if case .submitted(let entered) = consume outcome { entered.wipe() }
                        event = .connectionFailed("greetd closed the connection while the pad waited for input")
                        break
                    }
                    switch consume outcome {
                    case .submitted(let entered):
                        switch pad.field {
                        case .pin(userField: true, _):
                            let name = entered.line(0)
                            let user = name.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
                            let typed = entered.line(1)
                            entered.wipe()
                            secret = consume typed
                            event = .entered(.secret(user: user))
                        case .pin, .secret:
                            secret = consume entered
                            event = .entered(.secret(user: nil))
                        case .visible:
                            // A visible answer is no secret: greetd gets it as typed.
                            let text = entered.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
                            entered.wipe()
                            event = .entered(.text(text))
                        }
                    case .timedOut:
                        timedOutUntouched = !edited.value
                        event = .entered(.timedOut)
                    // A stop (the window closed or destroyed, the terminal hung up, SIGINT,
                    // SIGTERM) ends the pad as `.closed` (`endsClosedOnStop`), on every surface.
                    case .cancelled: event = .entered(.cancelled)
                    case .closed: event = .entered(.closed)
                    case .confirmed: event = .entered(.closed)
                    case .notConfirmed: event = .entered(.closed)
                    }
                case .send(let request), .post(let request):
                    let failure = GreetdWait.stoppingAtOnce { () -> SystemError? in
                        do throws(SystemError) { try connection.send(request) } catch { return error }
                        return nil
                    }
                    if let failure {
                        event = .connectionFailed(failure.description)
                    } else if case .send(.startSession) = effect {
                        // The sign-in is done: greetd starts the session whatever the display
                        // does now (a compositor stopped or gone under the pad), so its answer
                        // is awaited without the display.
                        switch awaitResponse(on: nil, watchingDisplay: false) {
                        case .event(let next): event = next
                        case .end(let code): return code
                        }
                    } else if case .send = effect {
                        switch awaitResponse(on: lastPad) {
                        case .event(let next): event = next
                        case .end(let code): return code
                        }
                    }
                case .sendSecret:
                    guard let held = secret.take() else { preconditionFailure("no secret to answer with") }
                    let failure = GreetdWait.stoppingAtOnce {
                        GreetdCodec.withSecretAnswer(held) { bytes -> SystemError? in
                            do throws(SystemError) { try connection.send(bytes) } catch { return error }
                            return nil
                        }
                    }
                    held.wipe()
                    if let failure {
                        event = .connectionFailed(failure.description)
                    } else {
                        switch awaitResponse(on: lastPad) {
                        case .event(let next): event = next
                        case .end(let code): return code
                        }
                    }
                case .receive:
                    switch awaitResponse(on: lastPad) {
                    case .event(let next): event = next
                    case .end(let code): return code
                    }
                case .wipeSecret:
                    secret.take()?.wipe()
                case .holdBack(let milliseconds):
                    let wait = Int.random(in: milliseconds)
                    GreetdWait.stoppingAtOnce { _ = try? Platform.poll([], timeout: wait) }
                case .end(let code):
                    return code
                }
            }
            guard let event else { preconditionFailure("GreeterSession: no effect to answer") }
            effects = session.receive(event)
        }
    }

    /// Whether something was typed or tapped into the pad shown (its fields' `editingChanged`).
    private final class Flag {
        var value = false
    }

    /// How often the window is looked at while greetd works (milliseconds): a window closed or
    /// destroyed meanwhile ends the greeter within this, not once greetd answers (a stack's
    /// delay, up to greetd's own limits). Only while a window shows the pad; SIGINT, SIGTERM and
    /// SIGHUP end the wait at once on every surface (`GreetdWait`).
    static let windowCheckInterval = 100

    /// How a wait on greetd ended.
    private enum Waited {
        /// What to hand the session: greetd's response, the connection's failure, or Cancel.
        case event(GreeterEvent)
        /// The greeter ends with this status (a stop, said in one line; the pad that failed).
        case end(ExitCode)
    }

    /// greetd's next response, awaited on `pad` (the pad just answered) shown waiting under
    /// `checking-text`, its keys locked but Cancel (`Presenter.wait(on:saying:until:)`): an
    /// `AnswerWatch` on greetd's socket ends the wait once the response (or the connection's
    /// end) can be read. Without a pad (or a watch), the frame shown stays while greetd works.
    /// SIGINT, SIGTERM and SIGHUP end the greeter at once (`GreetdWait`). With `watchingDisplay`
    /// false (and no pad) the display is not touched while greetd works.
    /// - Returns: `.entered(.cancelled)` when Cancel came first (the response is still owed);
    ///   `.end(.cancelled)` for a stop meanwhile (the window closed or destroyed), said in one
    ///   line; `.end(.noDisplay)` when the pad could not be shown.
    private func awaitResponse(on pad: Prompt?, watchingDisplay: Bool = true) -> Waited {
        if let pad {
            let answer = Interruption()
            let watch = AnswerWatch(descriptor: connection.rawDescriptor, interruption: answer)
            // No thread to watch with: the wait below reads at once, as greetd answers.
            if watch == nil { answer.request() }
            let waited: AnswerWait
            do {
                defer { watch?.stop() }
                waited = try GreetdWait.stoppingAtOnce { try presenters.wait(on: pad, saying: options.checkingText, until: answer) }
            } catch {
                Platform.complain("\(error)")
                return .end(.noDisplay)
            }
            switch waited {
            case .answered: break
            // A signal a terminal caught while the pad waited is a stop, not Cancel.
            case .cancelled where Platform.receivedEndingSignal == 0: return .event(.entered(.cancelled))
            case .cancelled, .stopped:
                stoppedWhileWaiting()
                return .end(.cancelled)
            }
        }
        do {
            guard let response = try GreetdWait.stoppingAtOnce({ try receive(watchingDisplay: watchingDisplay) }) else { return .end(.cancelled) }
            return .event(response)
        } catch {
            return .event(.connectionFailed("\(error)"))
        }
    }

    /// greetd's response; what was typed or tapped while it worked is dropped, unless
    /// `watchingDisplay` is false (the display is not touched: `start_session`'s answer).
    /// - Returns: nil when a stop came in meanwhile (the window closed or destroyed by another
    ///   program), said in one line: the greeter ends as a SIGTERM ends it (exit 1), and greetd
    ///   drops the session with the connection.
    private func receive(watchingDisplay: Bool) throws(GreetdConnectionFailure) -> GreeterEvent? {
        let interval = presenters.showsWindow && watchingDisplay ? Greeter.windowCheckInterval : -1
        while try !connection.isReadable(within: interval) {
            if presenters.discardPendingInput() { return stoppedWhileWaiting() }
        }
        let response = try connection.receive()
        if watchingDisplay, presenters.discardPendingInput() { return stoppedWhileWaiting() }
        return .received(response)
    }

    /// The line for a stop while greetd worked (the one SIGTERM writes then, `GreetdWait`); nil.
    @discardableResult
    private func stoppedWhileWaiting() -> GreeterEvent? {
        let destroyed = presenters.presenter?.wasDestroyedByAnotherProgram == true
        Platform.complain(destroyed ? "the window was destroyed by another program while waiting for greetd" : "stopped while waiting for greetd")
        return nil
    }

    /// The most bytes of an answer to a further question: Linux-PAM's `PAM_MAX_RESP_SIZE` (512)
    /// with its NUL, which greetd's PAM conversation hands on.
    static let answerCapacity = 511

    /// The prompt for `pad`: the PIN on the keypad under the user field's text field, or the
    /// stack's further question in a text field; greetd's texts above, the error shaking, the
    /// lock counting down.
    private func makePrompt(_ pad: GreeterPad) -> Prompt {
        let (size, scale) = presenters.viewport
        return Greeter.prompt(for: pad, options: options, viewport: size, scale: scale, clock: clock)
    }

    /// The most lines kept for the error (the stack's words, a wrong PIN): more scroll.
    static let maximumErrorLines = 8

    /// The prompt `makePrompt` shows for `pad` on a `viewport` (pixels) at `scale`. The error
    /// (the stack's notice, its words above a wrong PIN) gets as many lines as it needs, up to
    /// `maximumErrorLines`, the keypad made smaller if it must: every line of pam_faillock's
    /// "The account is locked due to 5 failed logins.\n(5 minutes left to unlock)" is seen. A PIN
    /// pad keeps as many lines as `wrong-pin-text` and `wrong-answer-text` take, the first too.
    static func prompt(for pad: GreeterPad, options: GreeterOptions, viewport size: Size, scale: Double, clock: any Clock) -> Prompt {
        let presentation = options.presentation
        let message = (pad.notes + [presentation.message]).filter { !$0.isEmpty }.joined(separator: "\n")
        let prompt: Prompt
        switch pad.field {
        case .pin(userField: true, let user):
            prompt = SignInForm.prompt(
                userLabel: options.userLabel, pinLabel: options.pinLabel, user: user, presentation: presentation, message: message, viewport: size,
                scale: scale, clock: clock)
        case .pin(userField: false, _):
            prompt = presentation.prompt(for: Request(title: presentation.title, description: message, label: options.pinLabel), viewport: size, scale: scale, clock: clock)
        case .secret(let question), .visible(let question):
            var request = Request(
                title: presentation.title, description: message, label: SecretRequest.trimmed(question),
                entry: .freeLength(minimum: 1, maximum: Greeter.answerCapacity), policy: .textInput, showsCharacters: pad.field == .visible(prompt: question))
            request.capacity = Greeter.answerCapacity
            prompt = presentation.prompt(for: request, viewport: size, scale: scale, clock: clock)
        }
        presentation.applyWords(to: prompt)
        prompt.countdownText = { options.countdown($0) }
        prompt.idleTimeout = presentation.idleTimeout
        // Cancel asks again; a stop must end the greeter, not look like Cancel.
        prompt.endsClosedOnStop = true
        // The lines the error takes, and on a PIN pad at least those of the words a wrong PIN or
        // answer shows (`wrong-pin-text`, `wrong-answer-text`, set long): kept from the first try
        // on, so that the retry moves no key.
        let errors = ([pad.error] + (pad.field.isPIN ? [options.wrongPINText, options.wrongAnswerText] : [])).compactMap { $0 }
        if !errors.isEmpty {
            // Twice: the lines reserved change the width and scale they are counted in.
            for _ in 0..<2 {
                let lines = errors.map {
                    TextWrapping.estimatedSlots($0, width: prompt.layout.message.width, size: prompt.theme.messageSize * prompt.layout.scale)
                }.max() ?? 1
                prompt.reservedErrorLines = min(max(lines, 1), maximumErrorLines)
            }
        }
        if let error = pad.error {
            // The stack's texts, then the wrong PIN's word: the newest shows when they do not fit.
            prompt.showsErrorsLastParagraph = true
            prompt.reject(message: error)
        }
        if let lock = pad.lock { prompt.lock(message: lock.message, until: lock.until) }
        return prompt
    }
}
