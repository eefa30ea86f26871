/// How a prompt ended, without the value: `Prompt.result`, safe to copy, compare and print.
public enum PromptResult: Hashable, Sendable {
    /// Every field completed; the value waits in the prompt for `Prompt.takeOutcome()`.
    case submitted
    /// The person cancelled (Escape, the Cancel key, closing the window).
    case cancelled
    /// No input arrived for the idle timeout, or the request's deadline passed.
    case timedOut
    /// OK in a request that asks no secret (a confirmation).
    case confirmed
    /// The third button of a request (pinentry's "not OK").
    case notConfirmed
    /// Ended from outside (`Prompt.close()`): the asker went away or withdrew the request.
    case closed
}
