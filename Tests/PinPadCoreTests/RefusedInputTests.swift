import PinPadCore
import PinPadTestSupport
import Testing

/// What is typed is what is delivered: a paste goes in whole or not at all, and a field that
/// refused a typed character takes nothing more, and is not submitted, until the person deletes
/// the refused character.
struct RefusedInputTests {
    private func passphrase(capacity: Int = 4096) -> PasscodeField {
        PasscodeField(freeLength: 1...4096, isEditable: true, allowedCharacters: .text, capacity: capacity)
    }

    private func textPrompt(_ field: PasscodeField, clock: ManualClock = ManualClock()) -> Prompt {
        Prompt(fields: [FormField(policy: .textInput, field: field)], clock: clock)
    }

    private func isShaking(_ prompt: Prompt) -> Bool {
        prompt.timeline.active(.shake, at: prompt.clock.now) != nil
    }

    private func paste(_ bytes: [UInt8], into prompt: Prompt) {
        bytes.withUnsafeBytes { prompt.paste(utf8: $0) }
    }

    private func paste(_ text: String, into prompt: Prompt) {
        paste(Array(text.utf8), into: prompt)
    }

    /// A paste longer than a backend reads (the terminal's and the window's `pasteLimit`) comes
    /// as its start, marked as not whole: refused whole, with the paste's hint, though the start
    /// alone would fit a field of 4096 bytes.
    @Test func aPasteReadOnlyInPartIsRefusedWhole() {
        let prompt = textPrompt(passphrase())
        Array(String(repeating: "a", count: 4096).utf8).withUnsafeBytes { prompt.paste(utf8: $0, isWhole: false) }
        #expect(prompt.field.text == "", "the start of a longer paste went in (\(prompt.field.count) characters)")
        #expect(isShaking(prompt) && prompt.isPasteRefused)
        #expect(!prompt.field.hasRefusedCharacter, "a refused paste left nothing to delete")
    }

    /// OK right after a paste refused whole (a password manager's paste and Return) submitted
    /// what the field held before it: refused until the field changes.
    @Test func okAfterARefusedPasteIsRefusedUntilTheFieldChanges() {
        let clock = ManualClock()
        let prompt = textPrompt(passphrase(capacity: 8), clock: clock)
        prompt.handle(.text("abc"))
        paste("a paste too long for the field", into: prompt)
        prompt.submit()
        #expect(prompt.outcome == nil, "OK submitted \(prompt.field.text) after the refused paste")
        #expect(isShaking(prompt) && prompt.isPasteRefused)
        clock.advance(by: prompt.theme.shakeDuration)
        prompt.handle(.text("d"))
        prompt.submit()
        #expect(prompt.result == .submitted)
    }

    // MARK: A PIN paste

    @Test(arguments: [("1234567", 6), ("12ab3456", 6), ("12345", 4), ("1a2b34", 4), ("12\n34", 4), ("12\r\n\r\n", 4)])
    func aPINPasteThatCannotGoInWholeIsRefusedWhole(pasted: String, boxes: Int) {
        let clock = ManualClock()
        let prompt = makePrompt(PasscodeField(boxCount: boxes), clock: clock)
        let log = EventLog(prompt)
        paste(pasted, into: prompt)
        #expect(prompt.field.text == "", "the paste \(pasted.debugDescription) went in as \(prompt.field.text)")
        #expect(prompt.outcome == nil && log.events.isEmpty)
        #expect(isShaking(prompt))
        #expect(!prompt.field.hasRefusedCharacter, "a refused paste left nothing to delete")
        clock.advance(by: prompt.theme.shakeDuration)
        prompt.handle(.paste("12"))
        #expect(prompt.field.text == "12" && !isShaking(prompt), "a paste that fits goes in after a refused one")
    }

    @Test(arguments: [("12 34-56", "123456"), ("١٢٣٤٥٦", "123456"), ("1234\n", "1234"), ("1234\r\n", "1234"), ("12.34\r", "1234")])
    func aPINPasteOfDigitsSeparatorsAndOneLineEndAtTheEndIsTaken(pasted: String, expected: String) {
        let prompt = makePrompt(PasscodeField(boxCount: expected.count))
        paste(pasted, into: prompt)
        #expect(prompt.outcome == .submitted(expected))
        #expect(!isShaking(prompt))
    }

    @Test func aClipboardThatIsNotUTF8IsRefusedWhole() {
        let pin = makePrompt(PasscodeField(boxCount: 4))
        paste([0x31, 0x32, 0xB3, 0x33, 0x34], into: pin)
        #expect(pin.field.text == "" && isShaking(pin))
        let passphrase = textPrompt(passphrase())
        paste([0x61, 0x62, 0xF6], into: passphrase)
        #expect(passphrase.field.text == "" && isShaking(passphrase))
        paste(Array("a\u{FFFD}b".utf8), into: passphrase)
        #expect(passphrase.field.text == "a\u{FFFD}b", "a replacement character that was copied is a character")
    }

    // MARK: A passphrase paste

    /// askpass's 1022 bytes: 1021 `a` and an `ö` (two bytes) do not fit, so none of it goes in;
    /// what was typed before it stays, and is submitted once the field has changed again
    /// (`okAfterARefusedPasteIsRefusedUntilTheFieldChanges`).
    @Test func aPassphrasePastePastTheCapacityIsRefusedWhole() {
        let clock = ManualClock()
        let prompt = textPrompt(passphrase(capacity: 1022), clock: clock)
        prompt.handle(.text("x"))
        paste(String(repeating: "a", count: 1021) + "ö", into: prompt)
        #expect(prompt.field.text == "x" && isShaking(prompt))
        #expect(!prompt.field.hasRefusedCharacter)
        clock.advance(by: prompt.theme.shakeDuration)
        prompt.handle(.text("y"))
        prompt.handle(.key(.delete))
        prompt.submit()
        #expect(prompt.outcome == .submitted("x"))
    }

    // MARK: Typed characters that are refused

    /// pinentry's 255 bytes: 254 `a`, then `ö` does not fit, then `x` would: the field takes
    /// nothing after the `ö` and refuses OK until the `ö` is deleted.
    @Test func afterARefusedCharacterNothingMoreIsTakenAndOKIsRefusedUntilItIsDeleted() {
        let clock = ManualClock()
        let prompt = textPrompt(passphrase(capacity: 255), clock: clock)
        let driver = PromptDriver(prompt: prompt)
        let run = String(repeating: "a", count: 254)
        for character in run { driver.receive(.text(String(character))) }
        driver.receive(.text("ö"))
        #expect(isShaking(prompt))
        #expect(prompt.field.hasRefusedCharacter)
        #expect(prompt.shownHint == Prompt.defaultRefusedHint)
        clock.advance(by: prompt.theme.shakeDuration)
        driver.receive(.text("x"))
        #expect(prompt.field.text == run, "taken after a refused character: \(prompt.field.text.suffix(2))")
        #expect(isShaking(prompt))
        clock.advance(by: prompt.theme.shakeDuration)
        driver.receive(.key(KeyStroke(.enter)))
        #expect(!driver.isFinished, "OK submitted a passphrase that is not what was typed")
        #expect(isShaking(prompt))
        #expect(prompt.shownHint == Prompt.defaultRefusedHint)
        driver.receive(.key(KeyStroke(.backspace)))
        #expect(prompt.field.text == run, "Backspace deletes the refused ö, not an a")
        #expect(!prompt.field.hasRefusedCharacter && prompt.shownHint == nil)
        driver.receive(.text("x"))
        driver.receive(.key(KeyStroke(.enter)))
        #expect(driver.takeOutcome()?.value == .submitted(run + "x"))
    }

    /// A terminal's `ab`, then a byte that is not UTF-8 (0xF6, or a lone 0xC3), then Return.
    @Test func inputThatIsNotUTF8BlocksOKUntilItIsDeleted() {
        let prompt = textPrompt(passphrase())
        let driver = PromptDriver(prompt: prompt)
        driver.receive(.text("ab"))
        driver.receive(.refused)
        driver.receive(.key(KeyStroke(.enter)))
        #expect(!driver.isFinished, "ab was delivered for ab and an unreadable byte")
        #expect(prompt.shownHint == Prompt.defaultRefusedHint)
        driver.receive(.key(KeyStroke(.backspace)))
        #expect(prompt.field.text == "ab")
        driver.receive(.key(KeyStroke(.enter)))
        #expect(driver.takeOutcome()?.value == .submitted("ab"))
    }

    /// `e` then a combining accent typed on its own, at the last byte: the accent does not fit,
    /// so `…ae` is not delivered as if it had been typed.
    @Test func aLoneCombiningMarkThatDoesNotFitBlocksOK() {
        let prompt = textPrompt(passphrase(capacity: 255))
        prompt.handle(.text(String(repeating: "a", count: 253)))
        prompt.handle(.text("e"))
        prompt.handle(.text("\u{301}"))
        #expect(prompt.field.hasRefusedCharacter)
        prompt.submit()
        #expect(prompt.outcome == nil)
    }

    @Test func clearingAMarkedFieldLetsTypingGoOn() {
        let prompt = textPrompt(passphrase(capacity: 3))
        prompt.handle(.text("abc"))
        prompt.handle(.text("d"))
        prompt.clear()
        #expect(!prompt.field.hasRefusedCharacter && prompt.field.text == "")
        prompt.handle(.text("xy"))
        prompt.submit()
        #expect(prompt.outcome == .submitted("xy"))
    }

    @Test func theRefusedLineIsTheConfiguredOne() {
        let prompt = textPrompt(passphrase(capacity: 1))
        prompt.refusedHint = "Nicht angenommen"
        prompt.handle(.text("ab"))
        #expect(prompt.shownHint == "Nicht angenommen")
        let scene = prompt.scene()
        #expect(scene.primitives.contains { if case .text(let line, _, _, _) = $0.shape { return line == "Nicht angenommen" } else { return false } })
    }

    // MARK: Digits of any script, typed

    @Test(arguments: ["١٢٣٤", "１２３４", "१२३४"])
    func digitsOfAnyScriptTypedIntoAPINFieldAreTheirASCIIDigits(typed: String) {
        let prompt = makePrompt(PasscodeField(boxCount: 4))
        let driver = PromptDriver(prompt: prompt)
        for character in typed { driver.receive(.typed(String(character))) }
        #expect(driver.takeOutcome()?.value == .submitted("1234"))
    }

    @Test func aLetterTypedIntoAPINFieldIsRefusedVisibly() {
        let prompt = makePrompt(PasscodeField(boxCount: 4))
        let driver = PromptDriver(prompt: prompt)
        driver.receive(.key(KeyStroke(.letter("a"), text: "a")))
        #expect(isShaking(prompt), "a letter typed into a PIN field went nowhere without a sign")
        #expect(prompt.field.hasRefusedCharacter)
    }

    /// Only a paste's separators are skipped: a `-` typed into a PIN field is refused.
    @Test func aSeparatorTypedIntoAPINFieldIsRefused() {
        let prompt = makePrompt(PasscodeField(boxCount: 4))
        let driver = PromptDriver(prompt: prompt)
        driver.receive(.typed("1"))
        driver.receive(.typed("-"))
        #expect(isShaking(prompt) && prompt.field.hasRefusedCharacter)
    }

    // MARK: A one-field text form

    /// `pinpad --field "Pass:text:3"`: the keyboard types into the only field at once, without
    /// a tap, as it does into the first of two.
    @Test func aOneFieldTextFormClaimsTextInputAtOnce() {
        let backend = RecordingTextInput()
        let prompt = Prompt(
            fields: [FormField(label: "Pass", policy: .textInput, field: PasscodeField(boxCount: 3, isEditable: true, allowedCharacters: .text))],
            clock: ManualClock())
        prompt.textInput = TextInputArbiter(backend: backend)
        #expect(prompt.field.isFocused)
        #expect(backend.calls.last?.enabled == true)
        let driver = PromptDriver(prompt: prompt)
        for character in "a1b" { driver.receive(.text(String(character))) }
        #expect(driver.takeOutcome()?.value == .submitted("a1b"))
    }

    /// The OK key's opacity in `prompt`'s scene.
    private func okOpacity(_ prompt: Prompt) -> Double? {
        guard let frame = prompt.layout.frame(of: .submit) else { return nil }
        return prompt.scene().primitives.first { $0.role == .key && $0.bounds.center == frame.center }?.opacity
    }

    /// While a refused character blocks OK, the OK key is drawn disabled, not as if it would take
    /// what is there; deleting the refusal makes it whole again.
    @Test func okIsDrawnDisabledWhileARefusedCharacterBlocksIt() {
        let prompt = Prompt(request: Request(entry: .freeLength(minimum: 1, maximum: 8)), clock: ManualClock())
        prompt.type("12")
        #expect(okOpacity(prompt) == 1)
        prompt.typeCharacters("a")
        #expect(prompt.field.hasRefusedCharacter)
        #expect(okOpacity(prompt) == prompt.theme.disabledOpacity * Prompt.disabledFrameShare)
        prompt.handle(.key(.delete))
        #expect(!prompt.field.hasRefusedCharacter)
        #expect(okOpacity(prompt) == 1)
    }

    /// A refusal line too long for one line at the smallest size (a German `refused-text`) wraps
    /// onto a second line under the field, whole, rather than being cut with an ellipsis.
    @Test(arguments: [Size(width: 480, height: 800), Size(width: 800, height: 480)])
    func aLongRefusalLineWrapsWhole(viewport: Size) throws {
        let words = "Ein Zeichen konnte nicht übernommen werden: bitte löschen Sie es und tippen Sie es erneut"
        let prompt = Prompt(request: Request(entry: .boxes(4)), viewport: viewport, clock: ManualClock())
        prompt.refusedHint = words
        prompt.typeCharacters("a")
        let line = try #require(prompt.layout.hintLine(under: 0))
        let area = Rect(x: line.x, y: line.y, width: line.width, height: 24 * prompt.layout.scale)
        let shown = prompt.scene().primitives.filter { area.contains($0.bounds.center) }.compactMap(\.string)
        #expect(shown.joined(separator: " ") == words, "\(shown)")
    }
}
