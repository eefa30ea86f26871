import PinPadCore
import PinPadPlatform

/// The terminal as a `Presenter`: each prompt runs with `TerminalBackend.run` on the same
/// terminal, which is restored between prompts.
public final class TerminalPresenter: Presenter {
    /// How it draws and which terminal.
    public let options: TerminalOptions

    /// Speech, clicks and haptics (the program's `AudioGuide`): the observer of every prompt's
    /// driver, as in the window and on the framebuffer; nil: none.
    private let guide: (any PromptObserver)?

    /// A presenter on `options.ttyPath`, its prompts followed by `feedback` (SDL's audio works
    /// without its video: the terminal speaks as the window does).
    /// - Throws: `TerminalError` when that terminal cannot be opened or is not a terminal.
    public init(options: TerminalOptions = TerminalOptions(), feedback: (any PromptObserver)? = nil) throws {
        guard TerminalBackend.isAvailable(ttyPath: options.ttyPath) else {
            _ = try TerminalDevice(path: options.ttyPath)  // throws the reason
            throw TerminalError("cannot use \(options.ttyPath): not a terminal")
        }
        self.options = options
        guide = feedback
    }

    /// The terminal lays each prompt out for its own size: any viewport does.
    public var viewport: (size: Size, scale: Double) { (Size(width: 640, height: 384), 1) }

    /// The terminal during a wait between prompts, and its attributes before it.
    private var waiting: (descriptor: Int32, attributes: TerminalAttributes)?
    /// The terminal showing a frame drawn by `show(_:)` (the alternate screen, raw), until the
    /// next prompt takes the screen over or the presenter is released.
    private var shown: TerminalDevice?
    /// Whether the wait ended (`discardPendingInput`) while a frame stays shown: the terminal
    /// stays raw, so nothing typed echoes over the frame, until the frame goes.
    private var waitEnded = false

    deinit {
        // The last phrase is heard before the terminal goes back to the program after.
        guide?.finish()
        if let shown {
            try? shown.write(Array((ControlSequence.erase(rows: shown.size.rows) + ControlSequence.leave).utf8))
        }
        shown = nil
        endWait()
    }

    /// Turns echo and line editing off (`cfmakeraw`) until `discardPendingInput()`: the
    /// terminal is restored between prompts, and digits typed during a PAM check would
    /// otherwise show on the main screen.
    public func beginWaiting() {
        waitEnded = false
        guard waiting == nil, let descriptor = try? Platform.openTerminal(options.ttyPath) else { return }
        guard let attributes = try? Platform.attributes(of: descriptor) else {
            Platform.close(descriptor)
            return
        }
        try? Platform.setAttributes(Platform.rawAttributes(from: attributes), of: descriptor)
        waiting = (descriptor, attributes)
        Platform.restoreOnStop(descriptor, attributes)
    }

    /// Draws `prompt` once in the alternate screen, the terminal raw (a wait begins,
    /// `beginWaiting`), and returns at once: a sign-in's locked pad saying "Checking…" while PAM
    /// works, what is typed meanwhile neither echoed nor taken. The frame stays until the next
    /// prompt draws over it or the presenter is released; a stop meanwhile (SIGTERM while PAM
    /// works, `Platform.stoppingAtOnce`) leaves the alternate screen before the process ends.
    public func show(_ prompt: Prompt) {
        beginWaiting()
        guard waiting != nil, let device = shown ?? (try? TerminalDevice(path: options.ttyPath)) else { return }
        prompt.showNumericKeypad()
        guard (try? TerminalBackend.drawOnce(prompt, on: device, options: options)) != nil else { return }
        shown = device
        Platform.writeOnStop(Array((ControlSequence.erase(rows: device.size.rows) + ControlSequence.leave).utf8))
    }

    /// Drops what was typed during the wait (`tcflush(TCIFLUSH)`) and restores the terminal
    /// (while a frame of `show(_:)` stays, once it goes); a signal meanwhile has already ended
    /// the program (the terminal's handlers are the default between prompts, or
    /// `Platform.stoppingAtOnce`'s, which restore it first).
    public func discardPendingInput() -> Bool {
        guard let waiting else { return false }
        Platform.discardInput(of: waiting.descriptor)
        if shown != nil {
            waitEnded = true
            return false
        }
        endWait()
        return false
    }

    /// Puts the terminal's attributes back as they were before the wait.
    private func endWait() {
        guard let waiting else { return }
        Platform.restoreOnStop(waiting.descriptor, nil)
        Platform.discardInput(of: waiting.descriptor)
        try? Platform.setAttributes(waiting.attributes, of: waiting.descriptor)
        Platform.close(waiting.descriptor)
        self.waiting = nil
        waitEnded = false
    }

    /// Runs `prompt` on the terminal (`TerminalBackend.run`), over the frame `show(_:)` left.
    /// - Throws: `TerminalError` when the terminal fails.
    public func run(_ prompt: Prompt) throws -> PromptOutcome {
        if shown != nil {
            // The prompt takes the alternate screen over: not left in between, so no flash of
            // the main screen. A stop now is the prompt's to handle.
            shown = nil
            Platform.writeOnStop([])
            if waitEnded { endWait() }
        }
        // A terminal types from its own keyboard: no letters keyboard is drawn there.
        prompt.showNumericKeypad()
        return try TerminalBackend.run(prompt, options: options, observers: guide.map { [$0] } ?? [])
    }
}
