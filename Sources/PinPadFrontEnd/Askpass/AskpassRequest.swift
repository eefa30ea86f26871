import PinPadCore
import PinPadPlatform

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

    /// The most bytes of a secret askpass answers with: ssh reads its askpass's output into 1024
    /// bytes, the line feed and a terminating NUL included (OpenSSH `readpass.c`,
    /// `ssh_askpass()`), so 1022 reach it whole.
    package static let capacity = 1022

    /// The start of ssh-add's retry, `Bad passphrase, try again for KEY: ` (OpenSSH
    /// `ssh-add.c`, `add_file()`), whose first try asked `Enter passphrase for KEY: `.
    static let sshAddRetryError = "Bad passphrase, try again"

    /// What ssh-add's one-line retry names (`KEY: ` of `Bad passphrase, try again for KEY: `,
    /// the prompt trimmed), or nil for any other text.
    static func sshAddRetryKey(_ text: String) -> String? {
        let start = sshAddRetryError + " for "
        guard text.hasPrefix(start), !text.contains("\n"), text.count > start.count else { return nil }
        return String(text.dropFirst(start.count))
    }

    /// The request for `prompt` (ssh's text, e.g. `Enter passphrase for key '/root/.ssh/id': `):
    /// the text as the description, a title from what it asks for (PIN, password, passphrase),
    /// any text up to `capacity` bytes, typed or on the keypad; a retry's first line shown as an
    /// error (ssh-add's one-line retry as its first prompt's words under the error
    /// "Bad passphrase, try again"). A confirmation's answers are `yes` and `no` (`yes-label`,
    /// `no-label`).
    package static func request(prompt: String, kind: Kind, yes: String = Words.localized("Yes", context: "key"), no: String = Words.localized("No", context: "key")) -> Request {
        switch kind {
        case .confirmation:
            return Request(title: Words.localized("Confirm"), description: SecretRequest.trimmed(prompt), entry: .none, okLabel: yes, cancelLabel: no)
        case .notice:
            return Request(title: Words.localized("Notice"), description: SecretRequest.trimmed(prompt), entry: .none, okLabel: Key.submit.label, cancelLabel: nil)
        case .secret:
            var request = SecretRequest.request(prompt: prompt, capacity: capacity)
            // A retry says so on its first line (ssh: "Bad passphrase, try again for KEY", one
            // line; "Sorry, try again." above sudo's question): that line is the error, the
            // lines after it stay the description. "try again" further down (a Duo prompt's "If
            // a push does not arrive, try again with 2.") is no retry.
            let text = request.description
            let firstLine = text.prefix { $0 != "\n" }, lowered = firstLine.lowercased()
            if let key = sshAddRetryKey(text) {
                // ssh-add's one-line retry: its first prompt's words above the error, so that the
                // retry is laid out as the first try was and no key moves.
                request.error = sshAddRetryError
                request.description = "Enter passphrase for " + key
            } else if lowered.hasPrefix("bad passphrase") || lowered.hasPrefix("bad password") || lowered.includes("try again") {
                request.error = String(firstLine)
                request.description = String(text.dropFirst(firstLine.count).drop { $0 == "\n" })
            }
            return request
        }
    }
}
