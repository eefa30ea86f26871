extension PasscodeField {
    /// What the field holds, as the platform's input method is told it: `.plain` when it shows
    /// what was typed (`MaskMode.digits`); otherwise `.pin` when it keeps digits only, and
    /// `.password` else.
    public var textInputContent: TextInputContent {
        if mask == .digits { return .plain }
        return allowedCharacters == .digits ? .pin : .password
    }
}
