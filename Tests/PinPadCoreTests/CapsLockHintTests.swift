import PinPadCore
import PinPadTestSupport
import Testing

/// The Caps Lock hint (issue 22): under a field that takes letters while Caps Lock is on, never
/// under a field of digits.
@Suite struct CapsLockHintTests {
    func hints(_ prompt: Prompt) -> [String] {
        prompt.scene(at: prompt.clock.now).primitives.compactMap { primitive in
            if case .text(let text, _, _, _) = primitive.shape, text == prompt.capsLockHint { return text }
            return nil
        }
    }

    @Test func aPassphraseFieldShowsTheHintWhileCapsLockIsOn() throws {
        let prompt = Prompt(request: Request(title: "Passphrase", policy: .textInput), clock: ManualClock())
        #expect(prompt.shownCapsLockHint == nil && hints(prompt).isEmpty)
        prompt.isCapsLockOn = true
        #expect(prompt.shownCapsLockHint == "Caps Lock is on")
        #expect(hints(prompt) == ["Caps Lock is on"])
        // Under the field, above the keypad.
        let hint = try #require(prompt.scene(at: 0).primitives.first { primitive in
            if case .text(let text, _, _, _) = primitive.shape { return text == "Caps Lock is on" }
            return false
        })
        let field = try #require(prompt.layout.fields.first).row
        let top = try #require(prompt.layout.keys.map(\.frame.y).min())
        #expect(hint.bounds.y >= field.maxY && hint.bounds.maxY <= top, "\(hint.bounds) between \(field) and \(top)")
        prompt.isCapsLockOn = false
        #expect(hints(prompt).isEmpty)
    }

    @Test func aPINFieldOfTheKeypadNeverShowsIt() {
        for policy in [KeyboardPolicy.keypadOnly, .hardwareKeys] {
            let prompt = Prompt(request: Request(title: "PIN", policy: policy), clock: ManualClock())
            prompt.isCapsLockOn = true
            #expect(prompt.shownCapsLockHint == nil && hints(prompt).isEmpty, "\(policy)")
        }
    }

    @Test func aConfirmationOrAnEndedPromptShowsNone() {
        let confirmation = Prompt(request: Request(title: "Confirm", entry: .none, policy: .textInput), clock: ManualClock())
        confirmation.isCapsLockOn = true
        #expect(confirmation.shownCapsLockHint == nil)
        let prompt = Prompt(request: Request(title: "Passphrase", policy: .textInput), clock: ManualClock())
        prompt.isCapsLockOn = true
        prompt.cancel()
        #expect(prompt.shownCapsLockHint == nil)
    }

    @Test func aFormShowsItUnderTheFocusedTextFieldOnly() throws {
        let user = FormField(label: "User", policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text))
        let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(boxCount: 4, isEditable: true))
        let prompt = Prompt(fields: [user, pin], clock: ManualClock())
        prompt.isCapsLockOn = true
        #expect(prompt.focusedIndex == 0 && hints(prompt).count == 1)
        prompt.handle(.key(.nextField))
        #expect(prompt.focusedIndex == 1 && prompt.shownCapsLockHint == nil)
    }

    @Test func aRequestsOwnWordsAreShown() {
        var request = Request(title: "Passphrase", policy: .textInput)
        request.capsLockHint = "Feststelltaste ist aktiv"
        let prompt = Prompt(request: request, clock: ManualClock())
        prompt.isCapsLockOn = true
        #expect(hints(prompt) == ["Feststelltaste ist aktiv"])
    }

    /// The warning that another program reads the keyboard names the keys on screen: the
    /// keypad, or the letters keyboard while it shows; words given by the configuration stay.
    @Test func theKeyboardHeldWarningNamesTheKeysOnScreen() {
        let keypad = Prompt(request: Request(entry: .boxes(4)), clock: ManualClock())
        keypad.isKeyboardHeldElsewhere = true
        #expect(keypad.shownHint == "Another program is reading the keyboard: use the keypad")
        let letters = Prompt(
            request: Request(title: "Passphrase", policy: .textInput), clock: ManualClock(), keyboard: ShippedKeyboards.layout("us"))
        letters.isKeyboardHeldElsewhere = true
        #expect(letters.keypad.isKeyboard)
        #expect(letters.shownHint == "Another program is reading the keyboard: type on the screen")
        letters.keyboardHeldElsewhereWarning = "Tastatur belegt"
        #expect(letters.shownHint == "Tastatur belegt")
    }
}
