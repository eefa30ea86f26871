import PinPadCore

/// A copyable, comparable picture of a `PromptOutcome` for tests: the secret as a `String`
/// (which cannot be wiped: tests only).
public enum OutcomeValue: Hashable, Sendable {
    case submitted(String)
    case cancelled
    case timedOut
    case confirmed
    case notConfirmed
    case closed
}

extension PromptOutcome {
    /// This outcome as a comparable value.
    public var value: OutcomeValue {
        switch self {
        case .submitted(let secret): return .submitted(secret.withUnsafeBytes { String(decoding: $0, as: UTF8.self) })
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .confirmed: return .confirmed
        case .notConfirmed: return .notConfirmed
        case .closed: return .closed
        }
    }
}

extension Prompt {
    /// The outcome as it stands, without taking it: the fields' text (one line per field) when
    /// submitted; nil while the prompt runs.
    public var outcome: OutcomeValue? {
        switch result {
        case nil: return nil
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .confirmed: return .confirmed
        case .notConfirmed: return .notConfirmed
        case .closed: return .closed
        case .submitted: return .submitted(fields.map(\.field.text).joined(separator: "\n"))
        }
    }
}
