extension Prompt {
    /// The Caps Lock hint's words when none are given: GnuPG's (`default-capshint` in
    /// gpg-agent's `call-pinentry.c`).
    public static let defaultCapsLockHint = "Caps Lock is on"

    /// The hint under the focused field now: `capsLockHint` while Caps Lock is on and the field
    /// takes letters (`.textInput`) and the prompt runs; nil otherwise, and always for a field
    /// of digits (keypad or hardware keys), where Caps Lock changes nothing.
    public var shownCapsLockHint: String? {
        guard isCapsLockOn, !isConfirmation, result == nil, fields[focusedIndex].policy == .textInput, !capsLockHint.isEmpty
        else { return nil }
        return capsLockHint
    }
}
