/// Shows prompts and says how they ended: the one seam of every backend (the SDL window, the
/// terminal, the offscreen canvas driven by a script in tests). Front ends talk only to it.
///
/// Several prompts in a row on one presenter reuse what it holds (one window: no flicker and
/// no new window between a wrong PIN and the retry) and leave nothing behind: each prompt's
/// text-input claims are released when it is detached. One prompt runs at a time.
public protocol Presenter: AnyObject {
    /// The drawable size in pixels and the scale to lay a new prompt out with (`Layout`).
    var viewport: (size: Size, scale: Double) { get }
    /// Runs `prompt` until it has an outcome, and takes it (`Prompt.takeOutcome()`): the secret
    /// moves to the caller. An `Interruption` on the prompt ends it as `.closed`.
    /// - Throws: the backend's error when it can no longer show anything (a terminal that failed).
    func run(_ prompt: Prompt) throws -> PromptOutcome

    /// Starts a wait between prompts (a PAM check): what is typed meanwhile is not echoed.
    func beginWaiting()

    /// Draws `prompt` once as it is now and returns at once, reading no input: what the screen
    /// shows while the front end waits (a sign-in's locked pad saying "Checking…").
    func show(_ prompt: Prompt)

    /// Ends that wait and drops the input that came in meanwhile (taps, keys, text), which
    /// answers nothing on the next prompt.
    /// - Returns: true when a stop came in meanwhile (SIGINT, SIGTERM, the window closed).
    func discardPendingInput() -> Bool

    /// Called after each frame is presented, with the prompt clock's milliseconds (the tests' and
    /// benchmarks' frame reports); a presenter that reports no frames ignores it.
    var onPresent: ((Int) -> Void)? { get set }

    /// Whether the keyboard is held while a secret is asked (X11's grab); always false for a
    /// presenter that cannot hold one.
    var holdsKeyboard: Bool { get set }

    /// Whether it shows a window (X11, Wayland or KMS/DRM), rather than a terminal or a framebuffer.
    var showsWindow: Bool { get }

    /// Whether another program destroyed the window the prompt was on (`XDestroyWindow`).
    var wasDestroyedByAnotherProgram: Bool { get }

    /// What the programs of a sign-in's session may change on the display, recorded now so that
    /// `DisplayRestoring.restore()` puts it back when they end; nil when there is nothing to keep.
    func recordDisplayReset() -> (any DisplayRestoring)?
}

/// What a presenter's display was before a session's programs ran (the X11 keyboard map and
/// modifiers), put back by `restore()`.
public protocol DisplayRestoring: AnyObject {
    /// Puts the display back as it was recorded.
    func restore()
}

extension Presenter {
    /// Nothing to do for a presenter that shows nothing between prompts.
    public func beginWaiting() {}

    /// Nothing drawn: the last frame stays.
    public func show(_ prompt: Prompt) {}

    /// Nothing to drop: false.
    public func discardPendingInput() -> Bool { false }

    /// No frames reported: none kept.
    public var onPresent: ((Int) -> Void)? {
        get { nil }
        set {}
    }

    /// No keyboard held: false, whatever is set.
    public var holdsKeyboard: Bool {
        get { false }
        set {}
    }

    /// Not a window: false.
    public var showsWindow: Bool { false }

    /// Not a window: false.
    public var wasDestroyedByAnotherProgram: Bool { false }

    /// Nothing to put back: nil.
    public func recordDisplayReset() -> (any DisplayRestoring)? { nil }

    /// Shows `prompt`, just submitted, while its asker works on the answer, and takes Cancel
    /// meanwhile: runs it again (`run(_:)`) locked under `message` (`Prompt.awaitAnswer(saying:)`)
    /// until `answer` is requested from another thread (a watch on the asker's socket), the
    /// person cancels, or a stop comes. What is typed meanwhile is refused, never taken; a
    /// speaking presenter says `message`. `prompt.interruption` is `answer` from then on.
    /// - Returns: `.answered`, `.cancelled` (a stop too, for a prompt that does not
    ///   `endsClosedOnStop`) or `.stopped`.
    /// - Throws: what `run(_:)` throws.
    public func wait(on prompt: Prompt, saying message: String, until answer: Interruption) throws -> AnswerWait {
        prompt.awaitAnswer(saying: message)
        prompt.interruption = answer
        let outcome = try run(prompt)
        switch consume outcome {
        case .cancelled: return .cancelled
        case .closed: return answer.isRequested ? .answered : .stopped
        case .submitted(let secret):
            // Not while the keys are locked; nothing of it is kept.
            secret.wipe()
            return .stopped
        case .timedOut: return .stopped
        case .confirmed: return .stopped
        case .notConfirmed: return .stopped
        }
    }

    /// Shows `request` (see `Prompt(request:…)`) and returns how it ended.
    /// - Throws: what `run(_:)` throws.
    /// - Parameters:
    ///   - request: what to show and ask.
    ///   - keypad: the keypad, for a request with a field.
    ///   - theme: colours, sizes and durations.
    ///   - clock: the time source; `request.deadline` is in its milliseconds.
    ///   - interruption: ends the prompt as `.closed` when requested.
    public func present(
        _ request: Request, keypad: Keypad = Keypad(), theme: Theme = .dark, clock: any Clock = SystemClock(),
        interruption: Interruption? = nil
    ) throws -> PromptOutcome {
        let (size, scale) = viewport
        let prompt = Prompt(request: request, keypad: keypad, theme: theme, viewport: size, scale: scale, clock: clock)
        prompt.interruption = interruption
        return try run(prompt)
    }
}
