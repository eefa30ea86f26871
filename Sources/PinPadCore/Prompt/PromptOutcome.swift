/// How a prompt ended.
public enum PromptOutcome: Hashable, Sendable, CustomStringConvertible, CustomReflectable {
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

    /// A mirror with counts only, so `dump` and debuggers never show the submitted value.
    public var customMirror: Mirror {
        switch self {
        case .submitted(let value): return Mirror(self, children: ["count": value.count], displayStyle: .enum)
        case .cancelled, .timedOut: return Mirror(self, children: [:], displayStyle: .enum)
        }
    }
}
