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
        // A passphrase's word may hold a password's ("парольную фразу", "wachtwoordzin"): it is
        // looked for first.
        let isPassphrase = passphraseWords.contains { lowered.includes($0) }
        let isPassword = !isPIN && !isPassphrase && passwordWords.contains { lowered.includes($0) }
        let word = isPIN ? "pin" : (isPassword ? "password" : "passphrase")
        let title = isPIN ? Words.localized("PIN", context: "field") : (isPassword ? Words.localized("Password") : Words.localized("Passphrase"))
        // A prompt that only names what it asks for ("PIN:", "Password:", PAM's "Passwort:") is
        // the title alone.
        let isTheWord = lowered == word || (isPassword && passwordWords.contains(lowered))
        var request = Request(
            title: title, description: isTheWord ? "" : text, entry: .freeLength(minimum: 1, maximum: capacity), policy: .textInput)
        request.capacity = capacity
        return request
    }

    /// The word for a password, lowercased, in English and in the languages pinpad ships, as
    /// sudo's and Linux-PAM's catalogs write it in their prompts (Debian 12's `sudoers.mo`
    /// `[sudo] password for %p: `, `Linux-PAM.mo` `Password: `): de, fr, es, it, nl, pt_BR, pl,
    /// sv, ru and uk, tr, ar, he, zh_CN, ja. ssh's prompts are English only.
    package static let passwordWords = [
        "password", "passwort", "mot de passe", "contraseña", "wachtwoord", "senha", "hasło", "lösenord", "пароль", "parola",
        "كلمة السر", "كلمة المرور", "ססמה", "סיסמה", "密码", "パスワード",
    ]

    /// The word for a passphrase, lowercased, in English and in the languages pinpad ships whose
    /// word differs from the password's (cryptsetup's prompts, `Введите парольную фразу для …`):
    /// looked for before `passwordWords`, which the Russian and Ukrainian ("парольн…"), Spanish,
    /// Dutch, Turkish and Hebrew words hold.
    package static let passphraseWords = [
        "passphrase", "парольн", "frase de contraseña", "wachtwoordzin", "parola ifade", "משפט סיסמה", "משפט-סיסמה", "phrase secrète",
        "phrase de passe", "frase secreta", "frase segreta", "lösenfras", "عبارة المرور",
    ]

    /// `prompt` without its trailing colons (`:`, full-width `：`) and spaces (`Enter PIN: ` →
    /// `Enter PIN`, `[sudo] alice 的密码：` → `[sudo] alice 的密码`).
    package static func trimmed(_ prompt: String) -> String {
        var text = prompt
        while text.hasSuffix(" ") || text.hasSuffix(":") || text.hasSuffix("：") { text.removeLast() }
        return text
    }
}
