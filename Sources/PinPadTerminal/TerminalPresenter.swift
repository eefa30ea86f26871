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

    /// Runs `prompt` on the terminal (`TerminalBackend.run`).
    /// - Throws: `TerminalError` when the terminal fails.
    public func run(_ prompt: Prompt) throws -> PromptOutcome {
        try TerminalBackend.run(prompt, options: options)
    }
}
