import PinPadCore

/// A surface for tests: plays a script of steps to a `PromptDriver` on a `ManualClock`, in the
/// loop every real surface runs in (`PromptDriver.run(on:)`), but with no display and no waiting:
/// time moves only when the script says so, or, once the script is played out, to the driver's
/// next deadline. A `Presenter`, so a front end can run on it too.
public final class ScriptedSurface: Presenter {
    /// The clock of the prompts this surface runs (give it to `Prompt(…clock:)`).
    public let clock: ManualClock
    /// The steps not played yet: a run takes the steps up to its outcome and leaves the rest for
    /// the next run (a retry after a rejected PIN).
    public private(set) var script: [ScriptStep]
    /// What Ctrl+V pastes; nil for an empty clipboard.
    public private(set) var clipboard: String?
    /// How many frames were presented.
    public private(set) var framesPresented = 0
    /// Whether a run played out its script and had to end its prompt with `.close`, because no
    /// deadline of the driver ended it within `patience` milliseconds.
    public private(set) var ranOutOfScript = false
    /// How long a run waits, once its script is played out, for a deadline to end the prompt, in
    /// clock milliseconds.
    public var patience = 600_000
    /// Whether Caps Lock is locked on the surface's keyboard, kept from the `.capsLock` inputs
    /// played (as the window's X server and the framebuffer's seat keep it across prompts); nil
    /// before any. Each new prompt's driver is told it as it starts.
    public private(set) var capsLock: Bool?
    /// What follows each prompt's driver (speech, clicks, haptics), as a real surface's feedback.
    public var observers: [any PromptObserver] = []
    private let size: Size

    /// A surface of `size` pixels that will play `script`.
    public init(script: [ScriptStep], size: Size = Size(width: 480, height: 800), clock: ManualClock = ManualClock()) {
        self.script = script
        self.size = size
        self.clock = clock
    }

    /// The surface's size at scale 1.
    public var viewport: (size: Size, scale: Double) { (size, 1) }

    /// Adds steps to the script.
    public func append(_ steps: [ScriptStep]) {
        script += steps
    }

    /// Runs `prompt` through a `PromptDriver`'s loop (`PromptDriver.run(on:)`) until it has an
    /// outcome.
    public func run(_ prompt: Prompt) -> PromptOutcome {
        precondition(prompt.clock === clock, "ScriptedSurface: the prompt must run on the surface's clock")
        prompt.resize(to: size, scale: 1)
        waited = 0
        return PromptDriver(prompt: prompt, observers: observers, capsLock: capsLock).run(on: self)
    }

    /// Clock milliseconds this run waited for a deadline once its script was played out.
    private var waited = 0

    private func play(_ step: ScriptStep, _ driver: PromptDriver) {
        switch step {
        case .input(let input):
            if case .capsLock(let locked) = input { capsLock = locked }
            if driver.receive(input) == .pasteClipboard, let clipboard { paste(clipboard, driver) }
        case .tap(let key):
            guard let frame = driver.prompt.layout.frame(of: key) else { return }
            driver.receive(.tap(frame.center, .down, pointer: 0))
            driver.receive(.tap(frame.center, .up, pointer: 0))
        case .paste(let text): paste(text, driver)
        case .copy(let text): clipboard = text
        case .wait(let milliseconds):
            var left = milliseconds
            while left > 0, !driver.isFinished {
                let step = min(driver.nextWait ?? left, left)
                clock.advance(by: max(step, 1))
                left -= max(step, 1)
                driver.tick()
                if driver.frameNeeded { present(driver) }
            }
        }
    }

    private func paste(_ text: String, _ driver: PromptDriver) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeBytes { driver.paste(utf8: $0) }
        for index in bytes.indices { bytes[index] = 0 }
    }
}

extension ScriptedSurface: PromptSurface {
    /// Takes the frame (nothing is drawn) and counts it.
    public func present(_ driver: PromptDriver) {
        _ = driver.frame()
        framesPresented += 1
    }

    /// Plays the next step of the script; once it is played out, moves the clock to the
    /// driver's next deadline (`milliseconds`), or, with none within `patience`, ends the prompt
    /// with `.close` (`ranOutOfScript`).
    public func waitForInput(_ driver: PromptDriver, milliseconds: Int?) {
        guard script.isEmpty else { return play(script.removeFirst(), driver) }
        guard let wait = milliseconds, waited < patience else {
            ranOutOfScript = true
            driver.receive(.close)
            return
        }
        clock.advance(by: wait)
        waited += max(wait, 1)
    }
}
