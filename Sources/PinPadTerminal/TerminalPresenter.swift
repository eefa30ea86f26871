import PinPadCore
import PinPadPlatform

/// The terminal as a `Presenter`: each prompt runs with `TerminalBackend.run` on the same
/// terminal, which is restored between prompts.
public final class TerminalPresenter: Presenter {
    /// How it draws and which terminal.
    public let options: TerminalOptions

    /// A presenter on `options.ttyPath`.
    /// - Throws: `TerminalError` when that terminal cannot be opened or is not a terminal.
    public init(options: TerminalOptions = TerminalOptions()) throws {
        guard TerminalBackend.isAvailable(ttyPath: options.ttyPath) else {
            _ = try TerminalDevice(path: options.ttyPath)  // throws the reason
            throw TerminalError("cannot use \(options.ttyPath): not a terminal")
        }
        self.options = options
    }

    /// The terminal lays each prompt out for its own size: any viewport does.
    public var viewport: (size: Size, scale: Double) { (Size(width: 640, height: 384), 1) }

    /// The terminal during a wait between prompts, and its attributes before it.
    private var waiting: (descriptor: Int32, attributes: TerminalAttributes)?

    /// Turns echo and line editing off (`cfmakeraw`) until `discardPendingInput()`: the
    /// terminal is restored between prompts, and digits typed during a PAM check would
    /// otherwise show on the main screen.
    public func beginWaiting() {
        guard waiting == nil, let descriptor = try? Platform.openTerminal(options.ttyPath) else { return }
        guard let attributes = try? Platform.attributes(of: descriptor) else {
            Platform.close(descriptor)
            return
        }
        try? Platform.setAttributes(Platform.rawAttributes(from: attributes), of: descriptor)
        waiting = (descriptor, attributes)
        Platform.restoreOnStop(descriptor, attributes)
    }

    /// Drops what was typed during the wait (`tcflush(TCIFLUSH)`) and restores the terminal;
    /// a signal meanwhile has already ended the program (the terminal's handlers are the
    /// default between prompts, or `Platform.stoppingAtOnce`'s, which restore it first).
    public func discardPendingInput() -> Bool {
        guard let waiting else { return false }
        Platform.restoreOnStop(waiting.descriptor, nil)
        Platform.discardInput(of: waiting.descriptor)
        try? Platform.setAttributes(waiting.attributes, of: waiting.descriptor)
        Platform.close(waiting.descriptor)
        self.waiting = nil
        return false
    }

    /// Runs `prompt` on the terminal (`TerminalBackend.run`).
    /// - Throws: `TerminalError` when the terminal fails.
    public func run(_ prompt: Prompt) throws -> PromptOutcome {
        // A terminal types from its own keyboard: no letters keyboard is drawn there.
        prompt.showNumericKeypad()
        return try TerminalBackend.run(prompt, options: options)
    }
}
