/// One prompt run on a surface, the same under every surface: the loop (`run(on:)`), input in,
/// `tick()`, when to wake next (`nextWait`), whether to present (`frameNeeded`), and the
/// outcome. It alone gives keys their meaning, through the one key-binding table (`KeyBinding`)
/// and the policy of the field focused when a key arrives.
///
/// The loop: present when a frame is due; stop when `takeOutcome()` gives one; let the surface
/// wait for input or `nextWait` milliseconds, handing every input to `receive(_:)`; `tick()`.
/// Time comes from the prompt's clock, so a test drives it with a `ManualClock`. Feedback
/// (speech, clicks, haptics) follows the driver as its `observers`, not a surface.
public final class PromptDriver {
    /// The prompt driven.
    public let prompt: Prompt
    /// What follows the prompt (speech, clicks, haptics), told after every input and tick.
    public let observers: [any PromptObserver]

    /// Drives `prompt`, followed by `observers`; its first frame is needed at once.
    /// - Parameters:
    ///   - prompt: the prompt to drive.
    ///   - observers: what follows it (speech, clicks, haptics).
    ///   - capsLock: whether Caps Lock is locked on the surface's keyboard as the prompt starts
    ///     (a lock pressed during an earlier prompt, or before the pad opened): the one place
    ///     every surface tells each new prompt, which then shows the notice at once; later
    ///     changes come as `SurfaceInput.capsLock`. nil: the surface cannot tell (a terminal's
    ///     bytes).
    public init(prompt: Prompt, observers: [any PromptObserver] = [], capsLock: Bool? = nil) {
        self.prompt = prompt
        self.observers = observers
        if let capsLock { prompt.isCapsLockOn = capsLock }
        prompt.setNeedsDisplay()
        for observer in observers { observer.attach(prompt) }
    }

    deinit {
        for observer in observers { observer.detach(prompt) }
    }

    /// Runs the prompt on `surface` until it has an outcome, an asker's interruption waking the
    /// surface (`PromptSurface.wake`): each turn the surface's upkeep
    /// (`PromptSurface.prepare(_:)`), a frame when one is due, the outcome when there is one,
    /// else a wait for input of at most `nextWait` milliseconds, then `tick()`.
    /// - Returns: the outcome (`takeOutcome()`: the secret moves to the caller).
    /// - Throws: what the surface's wait throws (`PromptSurface.Failure`).
    public func run<Surface: PromptSurface>(on surface: Surface) throws(Surface.Failure) -> PromptOutcome {
        // An asker's interruption wakes the surface's wait (`PromptSurface.wake`).
        if let wake = surface.wake { prompt.interruption?.setWake(wake) }
        defer { prompt.interruption?.setWake(nil) }
        while true {
            surface.prepare(self)
            if surface.isFrameDue(self) { surface.present(self) }
            if let outcome = takeOutcome() { return outcome }
            try surface.waitForInput(self, milliseconds: nextWait)
            tick()
        }
    }

    /// Feeds one input.
    /// - Returns: what the surface should do next (read its clipboard), or nil.
    @discardableResult
    public func receive(_ input: SurfaceInput) -> SurfaceRequest? {
        defer { notify() }
        switch input {
        case .tap(let point, let phase, let pointer): prompt.handle(.tap(point, phase, pointer: pointer))
        case .key(let stroke):
            switch KeyBinding.action(for: stroke, policy: prompt.fields[prompt.focusedIndex].policy) {
            case .key(let code): prompt.handle(.key(code))
            case .text(let text): prompt.typeCharacters(text)
            case .paste: return .pasteClipboard
            case .refused: prompt.refuseInput()
            case nil: break
            }
        case .text(let text): prompt.handle(.text(text))
        case .typed(let text): prompt.typeCharacters(text)
        case .refused: prompt.refuseInput()
        case .composition(let text): prompt.handle(.composition(text))
        case .wheel(let lines):
            // At most a page's worth of notches at once: a flung wheel's count is no number of lines.
            for _ in 0..<min(abs(lines), 16) { prompt.handle(.key(.scrollText(lines > 0 ? .up : .down, byPage: false))) }
        case .focus(let active): prompt.isActive = active
        case .capsLock(let locked): prompt.isCapsLockOn = locked
        case .close: if prompt.endsClosedOnStop { prompt.close() } else { prompt.cancel() }
        }
        return nil
    }

    /// Pastes UTF-8 from a buffer the surface owns and wipes afterwards
    /// (`Prompt.paste(utf8:isWhole:)`); `isWhole` false: only the paste's start was read, and the
    /// paste is refused whole.
    public func paste(utf8 bytes: UnsafeRawBufferPointer, isWhole: Bool = true) {
        prompt.paste(utf8: bytes, isWhole: isWhole)
        notify()
    }

    /// Applies what time alone causes, at the prompt's clock's now: an interruption, the end of
    /// a lock, the idle timeout and the deadline, finished animations. Call after every wait.
    public func tick() {
        prompt.tick()
        notify()
    }

    private func notify() {
        for observer in observers { observer.observe(prompt) }
    }

    /// When the driver next needs the loop, in clock milliseconds; nil: only input wakes it.
    public var nextDeadline: Int? { prompt.nextDeadline }

    /// How long the surface may wait for input, in milliseconds from now (0: do not wait); nil:
    /// until input comes.
    public var nextWait: Int? { nextDeadline.map { max($0 - prompt.clock.now, 0) } }

    /// Whether the surface should present a frame now (`frame(measure:)`).
    public var frameNeeded: Bool { prompt.needsFrame }

    /// The scene to present now; marks it presented.
    /// - Parameter measure: the surface's text measurement (`Prompt.TextMeasure`), nil for the estimate.
    public func frame(measure: Prompt.TextMeasure? = nil) -> Scene {
        prompt.scene(measure: measure)
    }

    /// Whether the prompt has ended.
    public var isFinished: Bool { prompt.result != nil }

    /// The outcome once the prompt has ended (`Prompt.takeOutcome()`: the secret moves to the
    /// caller); nil while it runs.
    public func takeOutcome() -> PromptOutcome? {
        guard isFinished else { return nil }
        return prompt.takeOutcome()
    }
}
