import PinPadCore
import PinPadPlatform

/// The request for a secret that another program asks for in one line of text (ssh's
/// `Enter passphrase for key '…': `, sudo's `[sudo] password for kiosk: `, systemd's
/// `Please enter passphrase for disk root:`), shared by askpass and the password agent.
package enum SecretRequest {
    /// The text, without its trailing colon and spaces, as the description (none when it is just
    /// the title's word, as in `PIN:`); a title from what it asks for (PIN, password,
    /// passphrase); a free-length field of 1 character up to `capacity` bytes of UTF-8, which
    /// takes any text typed, pasted or composed: a smart card's "PIN" may hold letters, so the
    /// word only names the prompt (the keypad is shown for every secret).
    package static func request(prompt: String, capacity: Int) -> Request {
        let text = trimmed(prompt)
        let lowered = text.lowercased()
        let isPIN = text.includes("PIN")
        let word = isPIN ? "PIN" : (lowered.includes("password") ? "Password" : "Passphrase")
        let title = isPIN ? Words.localized("PIN", context: "field") : (word == "Password" ? Words.localized("Password") : Words.localized("Passphrase"))
        // A prompt that only names what it asks for ("PIN:", "Password:") is the title alone.
        var request = Request(
            title: title, description: lowered == word.lowercased() ? "" : text, entry: .freeLength(minimum: 1, maximum: capacity),
            policy: .textInput)
        request.capacity = capacity
        return request
    }

    /// `prompt` without its trailing colons and spaces (`Enter PIN: ` → `Enter PIN`).
    package static func trimmed(_ prompt: String) -> String {
        var text = prompt
        while text.hasSuffix(" ") || text.hasSuffix(":") { text.removeLast() }
        return text
    }
}
