import PinPadCore

/// The sign-in pad with a user field, the same for `pinpad login --user-field` and the greeter:
/// the user name's text field above the PIN on the keypad (free length, 1 to 64 each). The name
/// is shown as typed and takes no invisible character (`.visibleText`: a zero-width space or a
/// control character would make a name that looks like another); OK with it empty says "Enter a
/// user name" under it. A name from the last attempt is typed in and the focus put on the PIN.
enum SignInForm {
    /// The prompt, with `presentation`'s keypad, theme, title and keyboard layout, under `message`.
    /// - Parameters:
    ///   - user: the name typed at the last attempt; nil or empty for none.
    ///   - viewport: in pixels; `scale` the layout's scale.
    static func prompt(
        userLabel: String, pinLabel: String, user: String?, presentation: Options, message: String, viewport: Size, scale: Double, clock: any Clock
    ) -> Prompt {
        let userField = FormField(
            label: userLabel, policy: .textInput,
            field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .visibleText, mask: .digits),
            // TRANSLATORS: under the user name's field when OK was pressed with it empty.
            emptyHint: Words.localized("Enter a user name"))
        let pin = FormField(label: pinLabel, policy: .keypadOnly, field: PasscodeField(freeLength: 1...64, isEditable: true))
        let prompt = Prompt(
            fields: [userField, pin], keypad: presentation.keypad, theme: presentation.theme, title: presentation.title, message: message,
            viewport: viewport, scale: scale, clock: clock, keyboard: presentation.keyboardLayout)
        if let user, !user.isEmpty {
            prompt.handle(.text(user))
            prompt.handle(.key(.nextField))
        }
        return prompt
    }
}
