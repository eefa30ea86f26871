// TEMPORARY until PinPadTerminal lands
import PinPadCore
struct TerminalOptions { var ascii: Bool? }
enum TerminalBackend {
    static func isAvailable() -> Bool { false }
    static func run(_ prompt: Prompt, options: TerminalOptions) throws -> PromptOutcome { .cancelled }
}
