extension Prompt {
    /// The Caps Lock hint's words when none are given: GnuPG's (`default-capshint` in
    /// gpg-agent's `call-pinentry.c`).
    public static var defaultCapsLockHint: String { Words.localized("Caps Lock is on") }

    /// The warning's words when the keyboard is held by another program and none are given.
    public static var defaultKeyboardHeldElsewhereWarning: String { Words.localized("Another program is reading the keyboard: use the keypad") }
    /// The default warning's words while the letters keyboard shows instead of the keypad.
    public static var defaultKeyboardHeldElsewhereWarningOverKeyboard: String {
        Words.localized("Another program is reading the keyboard: type on the screen")
    }

    /// The words under a field that refused a character when none are given.
    public static var defaultRefusedHint: String { Words.localized("A character could not be taken: delete it and type again") }
    /// The default `pasteRefusedHint`.
    public static var defaultPasteRefusedHint: String { Words.localized("The paste could not be taken whole") }

    /// The line under the focused field now: `keyboardHeldElsewhereWarning` while another
    /// program holds the keyboard and a secret is asked (it says more than Caps Lock; its default
    /// words name the keys on screen: the keypad, or the letters keyboard while it shows), else
    /// `refusedHint` while the field is marked `PasscodeField.hasRefusedCharacter`, else
    /// `pasteRefusedHint` after a paste refused whole (`isPasteRefused`), else the focused
    /// field's `FormField.emptyHint` after OK found it short (`isEmptyFieldTold`), else
    /// `shownCapsLockHint`; nil when none.
    public var shownHint: String? {
        if isKeyboardHeldElsewhere, !isConfirmation, result == nil, !keyboardHeldElsewhereWarning.isEmpty {
            let isDefault = keyboardHeldElsewhereWarning == Prompt.defaultKeyboardHeldElsewhereWarning
            return isDefault && keypad.isKeyboard ? Prompt.defaultKeyboardHeldElsewhereWarningOverKeyboard : keyboardHeldElsewhereWarning
        }
        if field.hasRefusedCharacter, !isConfirmation, result == nil, !refusedHint.isEmpty {
            return refusedHint
        }
        if isPasteRefused, !isConfirmation, result == nil, !pasteRefusedHint.isEmpty {
            return pasteRefusedHint
        }
        if isEmptyFieldTold, !isConfirmation, result == nil, !fields[focusedIndex].emptyHint.isEmpty {
            return fields[focusedIndex].emptyHint
        }
        return shownCapsLockHint
    }

    /// The hint under the focused field now: `capsLockHint` while Caps Lock is on and the field
    /// takes letters (`.textInput`) and the prompt runs; nil otherwise, and always for a field
    /// of digits (keypad or hardware keys), where Caps Lock changes nothing.
    public var shownCapsLockHint: String? {
        guard isCapsLockOn, !isConfirmation, result == nil, fields[focusedIndex].policy == .textInput, !capsLockHint.isEmpty
        else { return nil }
        return capsLockHint
    }
}
