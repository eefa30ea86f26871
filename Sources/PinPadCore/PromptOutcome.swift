/// How a prompt ended.
public enum PromptOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The field completed with this value.
    case submitted(String)
    /// The person cancelled (Escape, the Cancel key, closing the window).
    case cancelled
    /// No input arrived for the idle timeout.
    case timedOut

    /// A description that never contains the value.
    public var description: String {
        switch self {
        case .submitted(let value): return "submitted(\(value.count) characters)"
        case .cancelled: return "cancelled"
        case .timedOut: return "timedOut"
        }
    }
}
