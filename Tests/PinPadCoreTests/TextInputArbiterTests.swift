import PinPadCore
import PinPadTestSupport
import Testing

/// Records every call the arbiter makes, as the SDL backend would receive them.
final class RecordingTextInput: TextInputBackend {
    struct Call: Equatable {
        var enabled: Bool
        var rect: Rect?
    }

    var calls: [Call] = []
    /// The indices in `calls` of `setKeyboardTextOnly` calls (recorded as on, without a rect).
    var keyboardTextOnly: [Int] = []

    func setTextInput(enabled: Bool, rect: Rect?) {
        calls.append(Call(enabled: enabled, rect: rect))
    }

    /// The content told with each call of `setTextInput(enabled:rect:content:)`, in order.
    var contents: [TextInputContent] = []

    func setTextInput(enabled: Bool, rect: Rect?, content: TextInputContent) {
        contents.append(content)
        setTextInput(enabled: enabled, rect: rect)
    }

    func setKeyboardTextOnly() {
        keyboardTextOnly.append(calls.count)
        calls.append(Call(enabled: true, rect: nil))
    }
}

struct TextInputArbiterTests {
    let badgeBox = Rect(x: 10, y: 20, width: 30, height: 40)
    let otherBox = Rect(x: 50, y: 20, width: 30, height: 40)

    /// The input method hears what the focused field holds: a passphrase that hides its
    /// characters is a password, a field of digits that hides them a PIN, one that shows what
    /// was typed plain text; the backend is told it with the text input.
    @Test func theInputMethodHearsWhatTheFieldHolds() {
        #expect(PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text, mask: .dots).textInputContent == .password)
        #expect(PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text, mask: .hidden).textInputContent == .password)
        #expect(PasscodeField(boxCount: 4, isEditable: true, allowedCharacters: .digits, mask: .dots).textInputContent == .pin)
        #expect(PasscodeField(boxCount: 4, isEditable: true, allowedCharacters: .digits, mask: .delayedDots(milliseconds: 1300)).textInputContent == .pin)
        #expect(PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .visibleText, mask: .digits).textInputContent == .plain)
        let request = Request(title: "Unlock", entry: .freeLength(minimum: 1, maximum: 64), policy: .textInput)
        let backend = RecordingTextInput()
        let prompt = Prompt(request: request, keyboard: nil)
        prompt.textInput = TextInputArbiter(backend: backend)
        #expect(prompt.textInput?.state.content == .password)
        #expect(backend.contents.last == .password)
    }

    /// A text field that pinpad's letters keyboard types into asks for the keys' text without
    /// the input method; when the keypad shows instead, the same field asks for the input method.
    @Test func aClaimWithoutTheInputMethodAsksForTheKeysTextOnly() {
        let backend = RecordingTextInput()
        let arbiter = TextInputArbiter(backend: backend)
        arbiter.claim(1, policy: .textInput, rect: badgeBox, usesInputMethod: false)
        #expect(arbiter.state == TextInputArbiter.State(enabled: true, rect: nil, usesInputMethod: false))
        arbiter.move(1, rect: otherBox)
        arbiter.claim(1, policy: .textInput, rect: badgeBox)
        arbiter.release(1)
        #expect(backend.calls == [
            .init(enabled: false, rect: nil), .init(enabled: true, rect: nil), .init(enabled: true, rect: badgeBox), .init(enabled: false, rect: nil),
        ])
        #expect(backend.keyboardTextOnly == [1])
    }

    /// The prompt's passphrase field with the letters keyboard claims no input method; with the
    /// keypad (no layout), it does.
    @Test func thePromptsLettersKeyboardAsksForNoInputMethod() {
        let layout = ShippedKeyboards.layout("de")
        let request = Request(title: "Unlock", entry: .freeLength(minimum: 1, maximum: 64), policy: .textInput)
        for (keyboard, usesInputMethod) in [(Optional(layout), false), (nil, true)] {
            let backend = RecordingTextInput()
            let prompt = Prompt(request: request, keyboard: keyboard)
            prompt.textInput = TextInputArbiter(backend: backend)
            #expect(prompt.textInput?.state.enabled == true)
            #expect(prompt.textInput?.state.usesInputMethod == usesInputMethod)
            #expect(backend.keyboardTextOnly == (usesInputMethod ? [] : [1]))
        }
    }

    @Test func startsByTurningTextInputOff() {
        let backend = RecordingTextInput()
        let arbiter = TextInputArbiter(backend: backend)
        #expect(backend.calls == [.init(enabled: false, rect: nil)])
        #expect(arbiter.state == .off)
        #expect(arbiter.policy == nil)
    }

    @Test func focusTextThenKeypadThenEndKeypadRestoresText() {
        let backend = RecordingTextInput()
        let arbiter = TextInputArbiter(backend: backend)
        arbiter.claim(1, policy: .textInput, rect: badgeBox)
        arbiter.claim(2, policy: .keypadOnly)
        arbiter.release(2)
        #expect(backend.calls == [
            .init(enabled: false, rect: nil), .init(enabled: true, rect: badgeBox),
            .init(enabled: false, rect: nil), .init(enabled: true, rect: badgeBox),
        ])
        #expect(arbiter.policy == .textInput)
    }

    @Test func exactlyOneBackendCallPerEffectiveChange() {
        let backend = RecordingTextInput()
        let arbiter = TextInputArbiter(backend: backend)
        arbiter.claim(1, policy: .keypadOnly)
        arbiter.claim(2, policy: .hardwareKeys)
        arbiter.release(2)
        arbiter.release(1)
        #expect(backend.calls.count == 1, "keypad and hardware policies both keep text input off: no call")
        arbiter.claim(3, policy: .textInput, rect: badgeBox)
        arbiter.claim(3, policy: .textInput, rect: badgeBox)
        arbiter.move(3, rect: badgeBox)
        #expect(backend.calls.count == 2)
        arbiter.move(3, rect: otherBox)
        #expect(backend.calls.last == .init(enabled: true, rect: otherBox))
        #expect(backend.calls.count == 3)
    }

    @Test func rapidSwitchingEndsInTheNewestClaimsState() {
        let backend = RecordingTextInput()
        let arbiter = TextInputArbiter(backend: backend)
        for round in 0..<50 {
            arbiter.claim(1, policy: .textInput, rect: badgeBox)
            arbiter.release(1)
            arbiter.claim(2, policy: .keypadOnly)
            if round % 2 == 0 { arbiter.release(2) }
        }
        #expect(arbiter.state == .off)
        for (previous, next) in zip(backend.calls, backend.calls.dropFirst()) {
            #expect(previous != next, "two identical calls in a row")
        }
    }

    @Test func aFieldReleasedWhileFocusedGivesUpItsClaim() {
        let backend = RecordingTextInput()
        let arbiter = TextInputArbiter(backend: backend)
        arbiter.claim(1, policy: .keypadOnly)
        arbiter.claim(2, policy: .textInput, rect: badgeBox)
        arbiter.release(2)
        #expect(arbiter.state == .off)
        #expect(arbiter.policy == .keypadOnly)
        arbiter.release(1)
        #expect(arbiter.policy == nil)
    }

    @Test func moveWithoutAClaimChangesNothing() {
        let backend = RecordingTextInput()
        let arbiter = TextInputArbiter(backend: backend)
        arbiter.move(9, rect: badgeBox)
        #expect(backend.calls.count == 1)
    }
}
