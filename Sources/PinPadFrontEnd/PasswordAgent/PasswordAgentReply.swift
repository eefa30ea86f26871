import PinPadCore

/// What the password agent answers on a request's socket once its pad ended (systemd's
/// `docs/PASSWORD_AGENTS.md`): `+` and the secret, `-` when the person cancelled, or nothing, so
/// that another agent (the console's, Plymouth's) may still answer.
package enum PasswordAgentReply: Equatable {
    /// `+` and the secret entered.
    case secret
    /// `-`: the person cancelled.
    case cancelled
    /// No answer: the request was withdrawn (its file removed, its NotAfter passed, its process
    /// gone), or the pad timed out or was closed.
    case none

    /// The reply to a pad that ended with `result`; `withdrawn`: the request went away while it
    /// was shown or at the moment the secret was submitted (the asker no longer waits for it).
    package init(_ result: PromptResult, withdrawn: Bool) {
        switch result {
        case .submitted: self = withdrawn ? .none : .secret
        case .cancelled: self = .cancelled
        case .closed, .timedOut, .confirmed, .notConfirmed: self = .none
        }
    }

    /// The datagram's first byte (`+`, `-`); nil for no answer. The secret's bytes follow `+`.
    package var firstByte: UInt8? {
        switch self {
        case .secret: return UInt8(ascii: "+")
        case .cancelled: return UInt8(ascii: "-")
        case .none: return nil
        }
    }
}
