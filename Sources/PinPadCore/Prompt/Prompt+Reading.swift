extension Prompt {
    /// The prompt as a listener is told about it now (`PromptReading`): counts, texts, the hint
    /// under the field and the keypad focus, never a character of a secret (a user name's are
    /// shown, and said on a private output: `PromptReading.visibleText`).
    public var reading: PromptReading {
        let focused = fields[focusedIndex].field
        return PromptReading(
            title: title, message: message, count: focused.count, total: focused.isFreeLength ? nil : focused.boxCount,
            isFull: focused.isFull, isConfirmation: isConfirmation, errorMessage: errorMessage, lockMessage: keypadLock?.message,
            lockSecondsLeft: keypadLock.flatMap { $0.showsCountdown ? $0.secondsLeft(at: clock.now) : nil }, lockedPresses: lockedPressCount,
            result: result, focus: keypadFocus, focusPosition: keypadFocus.flatMap { keypad.position(of: $0, in: Words.direction) },
            announcementRequests: announcementRequests, keyPresses: keyPressCount, focusMoves: focusMoveCount,
            hint: shownHint, isText: focused.allowedCharacters.isText,
            pasteRefusals: pasteRefusalCount,
            capsLock: isCapsLockOn && !isConfirmation && fields[focusedIndex].policy == .textInput && !capsLockHint.isEmpty ? capsLockHint : nil,
            fieldIndex: focusedIndex, fieldLabel: spokenLabel, emptyFieldTellings: emptyFieldTellings,
            visibleText: focused.allowedCharacters == .visibleText && focused.mask == .digits ? focused.text : nil,
            isWaiting: keypadLock?.isWaiting ?? false, keyboardPage: keypad.isKeyboard ? keypad.page : nil,
            shift: keypad.isKeyboard ? keypad.shift : nil)
    }

    /// The focused field's label as it is said: in a form always; for a single field when it
    /// says something the title and message do not (a PAM module's further question, "Token
    /// code:", shown as the label under a greeter's own title). A trailing colon is not said.
    private var spokenLabel: String? {
        let label = Prompt.spoken(fields[focusedIndex].label)
        guard !label.isEmpty else { return nil }
        if fields.count > 1 { return label }
        return label == Prompt.spoken(title) || label == Prompt.spoken(message) ? nil : label
    }

    /// `text` without surrounding white space and a trailing colon (`Password:` says `Password`).
    private static func spoken(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last.properties.isWhitespace || last == ":" || last == "\u{FF1A}" { scalars.removeLast() }
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        return String(scalars)
    }
}
