import PinPadCore
import PinPadTestSupport
import Testing

/// A prompt with a badge field (text input) over a PIN field (keypad only).
struct FormTests {
    func form(badgeBoxes: Int = 4, pinBoxes: Int = 4) -> (Prompt, RecordingTextInput) {
        let badge = FormField(
            label: "Badge", policy: .textInput,
            field: PasscodeField(boxCount: badgeBoxes, isEditable: true, allowedCharacters: .alphanumeric, mask: .digits))
        let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(boxCount: pinBoxes, isEditable: true))
        let prompt = Prompt(fields: [badge, pin], viewport: Size(width: 480, height: 800), clock: ManualClock())
        let backend = RecordingTextInput()
        prompt.textInput = TextInputArbiter(backend: backend)
        return (prompt, backend)
    }

    func tap(_ key: Key, on prompt: Prompt) throws {
        let centre = try #require(prompt.layout.frame(of: key)).center
        prompt.handle(.tap(centre, .down, pointer: 0))
        prompt.handle(.tap(centre, .up, pointer: 0))
    }

    @Test func okSubmitsAFormOfFreeLengthFieldsThatAllHoldEnough() throws {
        let user = FormField(label: "User", policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text))
        let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(freeLength: 1...64, isEditable: true))
        let prompt = Prompt(fields: [user, pin], viewport: Size(width: 480, height: 800), clock: ManualClock())
        prompt.handle(.text("kiosk1"))
        prompt.handle(.key(.nextField))
        // OK with the PIN empty: nothing yet.
        try tap(.submit, on: prompt)
        #expect(prompt.result == nil)
        for digit in [2, 4, 6, 8] { try tap(.digit(digit), on: prompt) }
        try tap(.submit, on: prompt)
        #expect(prompt.result == .submitted)
        guard case .submitted(let secret) = prompt.takeOutcome() else {
            Issue.record("no secret")
            return
        }
        let matched = secret.matches("kiosk1\n2468")
        #expect(matched)
    }

    @Test func okInAFormWithAnEmptyFieldMovesToIt() throws {
        let user = FormField(label: "User", policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text))
        let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(freeLength: 1...64, isEditable: true))
        let prompt = Prompt(fields: [user, pin], viewport: Size(width: 480, height: 800), clock: ManualClock())
        prompt.handle(.key(.nextField))
        for digit in [2, 4] { try tap(.digit(digit), on: prompt) }
        try tap(.submit, on: prompt)
        #expect(prompt.result == nil && prompt.focusedIndex == 0)
    }

    @Test func theFirstFieldHasTheFocusAndItsPolicy() {
        let (prompt, backend) = form()
        #expect(prompt.focusedIndex == 0)
        #expect(prompt.field.isFocused)
        #expect(backend.calls.last?.enabled == true)
        #expect(backend.calls.last?.rect == prompt.layout.fields[0].boxes[0])
    }

    @Test func textInputGoesToTheTextFieldAndItsRectFollowsTheCaret() {
        let (prompt, backend) = form()
        prompt.handle(.text("A7"))
        #expect(prompt.fields[0].field.text == "A7")
        #expect(backend.calls.last == .init(enabled: true, rect: prompt.layout.fields[0].boxes[2]))
    }

    @Test func keyEventDigitsDoNotAlsoTypeIntoTheTextField() {
        let (prompt, _) = form()
        prompt.handle(.key(.digit(1)))
        prompt.handle(.text("1"))
        #expect(prompt.fields[0].field.text == "1")
    }

    @Test func compositionIsPreviewedButNeverInserted() {
        let (prompt, _) = form()
        prompt.handle(.composition("ｋ"))
        #expect(prompt.composition == "ｋ")
        #expect(prompt.fields[0].field.text == "")
        prompt.handle(.text("7"))
        #expect(prompt.composition == "")
        #expect(prompt.fields[0].field.text == "7")
    }

    @Test func completingTheBadgeMovesToThePinAndTurnsTextInputOff() {
        let (prompt, backend) = form()
        prompt.handle(.text("AB12"))
        #expect(prompt.focusedIndex == 1)
        #expect(backend.calls.last?.enabled == false)
        #expect(prompt.outcome == nil)
    }

    @Test func thePinFieldIgnoresTextInputAndCompositions() {
        let (prompt, _) = form()
        prompt.handle(.key(.nextField))
        prompt.handle(.text("12"))
        prompt.handle(.composition("3"))
        #expect(prompt.fields[1].field.text == "")
        #expect(prompt.composition == "")
        prompt.handle(.key(.digit(5)))
        #expect(prompt.fields[1].field.text == "5")
    }

    @Test func theKeypadDrivesTheFocusedField() throws {
        let (prompt, _) = form()
        try tap(.digit(4), on: prompt)
        #expect(prompt.fields[0].field.text == "4")
        prompt.handle(.key(.nextField))
        try tap(.digit(9), on: prompt)
        #expect(prompt.fields[1].field.text == "9")
    }

    @Test func tabAndShiftTabWrapAndRestoreEachPolicy() {
        let (prompt, backend) = form()
        prompt.handle(.key(.nextField))
        #expect(prompt.focusedIndex == 1 && backend.calls.last?.enabled == false)
        prompt.handle(.key(.nextField))
        #expect(prompt.focusedIndex == 0 && backend.calls.last?.enabled == true)
        prompt.handle(.key(.previousField))
        #expect(prompt.focusedIndex == 1 && backend.calls.last?.enabled == false)
        #expect(!prompt.fields[0].field.isFocused && prompt.fields[1].field.isFocused)
    }

    @Test func tappingAFieldFocusesIt() {
        let (prompt, _) = form()
        let pinBox = prompt.layout.fields[1].boxes[0].center
        prompt.handle(.tap(pinBox, .down, pointer: 0))
        prompt.handle(.tap(pinBox, .up, pointer: 0))
        #expect(prompt.focusedIndex == 1)
    }

    @Test func submittingEveryFieldGivesOneLinePerField() throws {
        let (prompt, backend) = form()
        prompt.handle(.text("ZX90"))
        for digit in [1, 2, 3, 4] { try tap(.digit(digit), on: prompt) }
        #expect(prompt.outcome == .submitted("ZX90\n1234"))
        #expect(backend.calls.last?.enabled == false)
    }

    @Test func goingBackToAFieldReopensItAndTheFormCompletesWhenAllAreFull() {
        let (prompt, _) = form()
        prompt.handle(.text("AAAA"))
        prompt.handle(.key(.previousField))
        prompt.handle(.key(.delete))
        prompt.handle(.text("B"))
        #expect(prompt.focusedIndex == 1, "the badge completed again and moved on")
        prompt.handle(.key(.digit(0)))
        prompt.handle(.key(.digit(0)))
        prompt.handle(.key(.digit(0)))
        prompt.handle(.key(.digit(7)))
        #expect(prompt.outcome == .submitted("AAAB\n0007"))
    }

    @Test func aSingleKeypadFieldNeverClaimsTextInput() {
        let prompt = Prompt(field: PasscodeField(boxCount: 4), clock: ManualClock())
        let backend = RecordingTextInput()
        prompt.textInput = TextInputArbiter(backend: backend)
        prompt.handle(.text("12"))
        prompt.handle(.key(.digit(3)))
        prompt.handle(.paste("45"))
        #expect(prompt.field.text == "345")
        #expect(backend.calls == [.init(enabled: false, rect: nil)])
    }

    /// `--no-auto-submit`: a field that fills up still hands the focus on (it kept it, and the
    /// digits after it were dropped without a sign).
    @Test func withoutAutoSubmitAFullFieldMovesTheFocusOn() {
        let badge = FormField(
            label: "Badge", policy: .textInput,
            field: PasscodeField(boxCount: 3, isEditable: true, autoSubmitWhenFull: false, allowedCharacters: .alphanumeric))
        let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(boxCount: 4, isEditable: true, autoSubmitWhenFull: false))
        let prompt = Prompt(fields: [badge, pin], viewport: Size(width: 480, height: 800), clock: ManualClock())
        prompt.handle(.text("ab7"))
        #expect(prompt.focusedIndex == 1)
        for digit in [1, 2, 3, 4] { prompt.handle(.key(.digit(digit))) }
        #expect(prompt.fields.map(\.field.text) == ["ab7", "1234"])
        #expect(prompt.result == nil)
        #expect(prompt.focusedIndex == 1)
    }

    /// A digit for a full field changes nothing and shakes the field briefly, with no error text.
    @Test func aDigitForAFullFieldShakesIt() {
        let clock = ManualClock()
        let prompt = Prompt(field: PasscodeField(boxCount: 4, autoSubmitWhenFull: false), clock: clock)
        for digit in [1, 2, 3, 4] { prompt.handle(.key(.digit(digit))) }
        #expect(prompt.timeline.active(.shake, at: clock.now) == nil)
        prompt.handle(.key(.digit(5)))
        #expect(prompt.field.text == "1234")
        #expect(prompt.timeline.active(.shake, at: clock.now) != nil)
        #expect(prompt.errorMessage == nil)
        clock.advance(by: prompt.theme.shakeDuration)
        #expect(prompt.timeline.active(.shake, at: clock.now) == nil)
    }

    /// The line under a field of a form (a refusal, Caps Lock) keeps off the next field: its
    /// place (`Layout.hintLine(under:)`) meets neither the next field's label nor its boxes, in
    /// portrait and landscape.
    @Test(arguments: [Size(width: 480, height: 800), Size(width: 800, height: 480), Size(width: 1280, height: 1024)])
    func theLineUnderAFieldKeepsOffTheNextField(viewport: Size) throws {
        let badge = FormField(label: "Badge", policy: .textInput, field: PasscodeField(boxCount: 4, isEditable: true, allowedCharacters: .alphanumeric))
        let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(boxCount: 4, isEditable: true))
        let prompt = Prompt(fields: [badge, pin], viewport: viewport, clock: ManualClock())
        let line = try #require(prompt.layout.hintLine(under: 0))
        let next = prompt.layout.fields[1]
        let label = try #require(next.label)
        #expect(!line.intersects(label), "\(line) meets the label \(label)")
        #expect(!next.boxes.contains { line.intersects($0) })
    }
}
