/// How a sign-in attempt's pad ended, without the PIN (the runner keeps it).
package enum LoginEntry: Equatable {
    /// Submitted: the user typed in the user field (nil without `--user-field`), and whether
    /// the PIN is empty.
    case submitted(user: String?, pinIsEmpty: Bool)
    /// No input within the idle timeout.
    case timedOut
    /// Cancel or Escape.
    case cancelled
    /// The window closed, a stop, or an answer a sign-in's pad does not give.
    case closed
}
