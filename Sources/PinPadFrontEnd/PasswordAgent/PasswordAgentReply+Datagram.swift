import PinPadCore

/// The datagram the password agent sends once its pad ended.
extension PasswordAgentReply {
    /// Hands `send` the datagram answering a pad that ended with `outcome` (systemd's
    /// `docs/PASSWORD_AGENTS.md`): `+` and the secret's UTF-8 bytes, or `-` and no bytes; calls
    /// nothing when no answer is due (`init(_:withdrawn:)`). The secret is wiped after, whether
    /// sent or not; its bytes are valid only during `send`.
    /// - Parameters:
    ///   - withdrawn: the request went away while it was shown or as the secret was submitted.
    ///   - send: the first byte and the bytes that follow it.
    package static func deliver(_ outcome: consuming PromptOutcome, withdrawn: Bool, to send: (UInt8, UnsafeRawBufferPointer) -> Void) {
        let reply = PasswordAgentReply(outcome.result, withdrawn: withdrawn)
        switch consume outcome {
        case .submitted(let secret):
            if let first = reply.firstByte { secret.withUnsafeBytes { send(first, $0) } }
            secret.wipe()
        case .cancelled:
            if let first = reply.firstByte { send(first, UnsafeRawBufferPointer(start: nil, count: 0)) }
        case .closed: break
        case .timedOut: break
        case .confirmed: break
        case .notConfirmed: break
        }
    }
}
