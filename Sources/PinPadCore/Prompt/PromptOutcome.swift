/// How a prompt ended, with what was typed: returned once by `Prompt.takeOutcome()` and by
/// every backend's run. Non-copyable, because `submitted` owns the `Secret`.
public enum PromptOutcome: ~Copyable {
    /// Every field completed; the secret holds the value, a form's fields one per line
    /// (separated by `\n`), in order.
    case submitted(Secret)
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

    /// How it ended, without the secret.
    public var result: PromptResult {
        switch self {
        case .submitted: return .submitted
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .confirmed: return .confirmed
        case .notConfirmed: return .notConfirmed
        case .closed: return .closed
        }
    }
}
