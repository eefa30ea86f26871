/// How a pad of the greeter ended, without the secret (the runner keeps it).
package enum GreeterEntry: Equatable {
    /// A secret submitted (a PIN, or the answer to a further secret question); with the user
    /// field, the user name typed above it.
    case secret(user: String?)
    /// The answer to a visible question.
    case text(String)
    /// Cancel or Escape.
    case cancelled
    /// No input within the idle timeout.
    case timedOut
    /// The window closed, a stop, or an answer the greeter's pad does not give.
    case closed
}
