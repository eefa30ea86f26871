/// How a prompt ended, without the value: `Prompt.result`, safe to copy, compare and print.
public enum PromptResult: Hashable, Sendable {
    /// Every field completed; the value waits in the prompt for `Prompt.takeOutcome()`.
    case submitted
    /// The person cancelled (Escape, the Cancel key, closing the window).
    case cancelled
    /// No input arrived for the idle timeout.
    case timedOut
}
