extension Prompt {
    /// The prompt as a listener is told about it now (`PromptReading`): counts, texts, the hint
    /// under the field and the keypad focus, never a character of a field.
    public var reading: PromptReading {
        let focused = fields[focusedIndex].field
        return PromptReading(
            title: title, message: message, count: focused.count, total: focused.isFreeLength ? nil : focused.boxCount,
            isFull: focused.isFull, isConfirmation: isConfirmation, errorMessage: errorMessage, lockMessage: keypadLock?.message,
            result: result, focus: keypadFocus, focusPosition: keypadFocus.flatMap { keypad.position(of: $0, in: Words.direction) },
            announcementRequests: announcementRequests, keyPresses: keyPressCount, focusMoves: focusMoveCount,
            hint: shownHint, isText: focused.allowedCharacters == .text,
            pasteRefusals: pasteRefusalCount,
            capsLock: isCapsLockOn && !isConfirmation && fields[focusedIndex].policy == .textInput && !capsLockHint.isEmpty ? capsLockHint : nil,
            fieldIndex: focusedIndex, fieldLabel: fields.count > 1 ? fields[focusedIndex].label : nil)
    }
}
