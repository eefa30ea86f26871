import PinPadCore

/// What an askpass program is asked, as ssh (`ssh-add`, `ssh` with `SSH_ASKPASS`, openssh's
/// `readpass.c`) and sudo (`sudo -A`) ask it: the prompt as the only argument, and
/// `SSH_ASKPASS_PROMPT` for the kind (`confirm`: yes or no; `none`: a notice that stays until
/// ssh ends it).
package enum AskpassRequest {
    /// The kind of request, from `SSH_ASKPASS_PROMPT`.
    package enum Kind: Equatable {
        /// A secret (no `SSH_ASKPASS_PROMPT`, or any other value).
        case secret
        /// A yes-or-no question (`confirm`).
        case confirmation
        /// A notice without an answer (`none`).
        case notice
    }

    /// The kind for the environment's `SSH_ASKPASS_PROMPT` value.
    package static func kind(_ value: String?) -> Kind {
        switch value {
        case "confirm": return .confirmation
        case "none": return .notice
        default: return .secret
        }
    }

    /// The request for `prompt` (ssh's text, e.g. `Enter passphrase for key '/root/.ssh/id': `):
    /// the text as the description, a title from what it asks for (PIN, password, passphrase),
    /// digits on the keypad only for a PIN and any keyboard otherwise; ssh's "Bad passphrase"
    /// retry shown as an error.
    package static func request(prompt: String, kind: Kind) -> Request {
        var text = prompt
        while text.hasSuffix(" ") || text.hasSuffix(":") { text.removeLast() }
        let lowered = text.lowercased()
        switch kind {
        case .confirmation:
            return Request(title: "Confirm", description: text, entry: .none, okLabel: "Yes", cancelLabel: "No")
        case .notice:
            return Request(title: "Notice", description: text, entry: .none, okLabel: "OK", cancelLabel: nil)
        case .secret:
            let isPIN = text.contains("PIN")
            let title = isPIN ? "PIN" : (lowered.contains("password") ? "Password" : "Passphrase")
            var request = Request(
                title: title, description: text, entry: .freeLength(minimum: 1, maximum: PasscodeField.maximumFreeLength),
                policy: isPIN ? .keypadOnly : .textInput)
            if lowered.hasPrefix("bad passphrase") || lowered.hasPrefix("bad password") || lowered.contains("try again") {
                request.error = text
                request.description = ""
            }
            return request
        }
    }
}
