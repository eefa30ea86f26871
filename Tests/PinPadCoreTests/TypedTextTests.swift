import PinPadCore
import PinPadTestSupport
import Testing

/// A passphrase field takes any text a keyboard, an input method or a paste gives it, as typed,
/// and counts and deletes it by characters (grapheme clusters); what it cannot take, it refuses
/// with a shake.
struct TypedTextTests {
    private func passphrase(capacity: Int = 4096) -> PasscodeField {
        PasscodeField(freeLength: 1...4096, isEditable: true, allowedCharacters: .text, capacity: capacity)
    }

    /// A prompt whose one field takes text input (a passphrase).
    private func textPrompt(_ field: PasscodeField, clock: ManualClock = ManualClock()) -> Prompt {
        Prompt(fields: [FormField(policy: .textInput, field: field)], clock: clock)
    }

    private func isShaking(_ prompt: Prompt) -> Bool {
        prompt.timeline.active(.shake, at: prompt.clock.now) != nil
    }

    @Test func everyCharacterOfAGermanPassphraseIsKept() {
        let prompt = textPrompt(passphrase())
        for character in "Grüße-Straße" { prompt.handle(.text(String(character))) }
        #expect(prompt.field.text == "Grüße-Straße")
        #expect(prompt.field.count == 12 && prompt.field.byteCount == "Grüße-Straße".utf8.count)
        prompt.submit()
        guard case .submitted(let secret) = prompt.takeOutcome() else {
            Issue.record("not submitted")
            return
        }
        let delivered = secret.matches("Grüße-Straße")
        #expect(delivered)
        #expect(!isShaking(prompt))
    }

    @Test func anAccentTypedAfterItsLetterIsOneCharacterAndOneDeleteRemovesBoth() {
        var field = passphrase()
        #expect(field.insertText("ab") == [.editingChanged(count: 2)])
        #expect(field.insertText("e") == [.editingChanged(count: 3)])
        #expect(field.insertText("\u{301}") == [.editingChanged(count: 3)], "the accent joins the e")
        #expect(field.text == "abe\u{301}" && field.byteCount == 5)
        #expect(field.character(at: 2) == "e\u{301}")
        #expect(field.deleteBackward() == [.editingChanged(count: 2)])
        #expect(field.text == "ab" && field.byteCount == 2)
    }

    @Test func emojiFlagsAndHanAreOneCharacterEach() {
        var field = passphrase()
        _ = field.insertText("👍🏽🇩🇪漢字x")
        #expect(field.count == 5)
        _ = field.deleteBackward()
        _ = field.deleteBackward()
        #expect(field.text == "👍🏽🇩🇪漢")
        _ = field.deleteBackward()
        _ = field.deleteBackward()
        #expect(field.text == "👍🏽")
        _ = field.deleteBackward()
        #expect(field.text.isEmpty && field.byteCount == 0)
    }

    @Test func nothingIsNormalised() {
        var field = passphrase()
        _ = field.insertText("e\u{301}é١٢Ａ")
        #expect(Array(field.text.unicodeScalars) == Array("e\u{301}é١٢Ａ".unicodeScalars))
    }

    @Test func aCharacterPastTheCapacityIsRefusedWithAShake() {
        let clock = ManualClock()
        let prompt = textPrompt(passphrase(capacity: 4), clock: clock)
        prompt.handle(.text("ab"))
        #expect(!isShaking(prompt))
        prompt.handle(.text("€"))
        #expect(prompt.field.text == "ab", "€ takes three bytes, two are left")
        #expect(isShaking(prompt))
        clock.advance(by: prompt.theme.shakeDuration)
        prompt.handle(.key(.delete))
        prompt.handle(.text("ü"))
        #expect(prompt.field.text == "abü" && !isShaking(prompt), "after the refused € is deleted, a character that fits is taken")
    }

    /// A character that does not fit whole is refused whole: no `e` without its accent, no 👍
    /// without its skin tone (pinentry's 255 bytes).
    @Test func aCharacterThatDoesNotFitWholeIsRefusedWhole() {
        let prompt = textPrompt(passphrase(capacity: 255))
        prompt.handle(.text(String(repeating: "a", count: 254) + "e\u{301}"))
        #expect(prompt.field.text == String(repeating: "a", count: 254), "\(prompt.field.text.suffix(2).unicodeScalars.map(\.value))")
        #expect(prompt.field.count == 254 && prompt.field.byteCount == 254)
        #expect(isShaking(prompt))
        var thumb = passphrase(capacity: 255)
        _ = thumb.insertText(String(repeating: "a", count: 251))
        let (events, refused) = thumb.insert("👍🏽".unicodeScalars)
        #expect(thumb.text == String(repeating: "a", count: 251) && thumb.byteCount == 251 && thumb.count == 251)
        #expect(refused && events.isEmpty)
    }

    /// Typed as one piece of text (one SDL_TEXTINPUT), the same: the whole character or nothing.
    @Test func aTypedCharacterThatDoesNotFitWholeIsRefusedWhole() {
        let prompt = textPrompt(passphrase(capacity: 6))
        prompt.handle(.text("ab"))
        prompt.handle(.text("👍🏽"))
        #expect(prompt.field.text == "ab" && prompt.field.count == 2)
        #expect(isShaking(prompt))
        prompt.handle(.key(.delete))
        #expect(prompt.field.text == "ab", "Backspace deletes the refused 👍🏽, not the b")
        prompt.handle(.text("e\u{301}"))
        #expect(prompt.field.text == "abe\u{301}", "a character that fits whole is taken")
    }

    @Test func aPasteThatDoesNotFitIsRefusedWholeAndShakes() {
        let prompt = makePrompt(passphrase(capacity: 5))
        prompt.handle(.paste("日本語"))
        #expect(prompt.field.text == "")
        #expect(isShaking(prompt))
    }

    @Test func aPINPasteWithLettersIsRefusedWholeAndVisibly() {
        let prompt = makePrompt()
        prompt.handle(.paste("ab12"))
        #expect(prompt.field.text == "")
        #expect(isShaking(prompt), "the paste was refused without a sign")
    }

    /// A paste holding a control character (a line break, a tab, ^A) is refused whole with a
    /// shake: taken without them it would be a secret nobody typed (`abcdefg`).
    @Test func aPasteWithControlCharactersIsRefusedWhole() {
        let clock = ManualClock()
        let prompt = textPrompt(passphrase(), clock: clock)
        prompt.handle(.paste("pass\nword\u{7F}"))
        #expect(prompt.field.text == "")
        #expect(isShaking(prompt))
        let bytes = Array("ab\ncd\te\u{01}f\rg".utf8)
        bytes.withUnsafeBytes { prompt.paste(utf8: $0) }
        #expect(prompt.field.text == "", "the clipboard's paste took \(prompt.field.text)")
        clock.advance(by: prompt.theme.shakeDuration)
        Array("ab cd".utf8).withUnsafeBytes { prompt.paste(utf8: $0) }
        #expect(prompt.field.text == "ab cd" && !isShaking(prompt))
    }

    /// Into a PIN field a tab between digits is a separator, skipped as a space is; a line
    /// break is not (but for one at the very end: a copy from a terminal): the paste is refused
    /// whole.
    @Test func aPINPasteSkipsTabsButIsRefusedWholeForALineBreak() {
        let prompt = makePrompt()
        prompt.handle(.paste("12\t34"))
        #expect(prompt.field.text == "1234" && !isShaking(prompt))
        prompt.handle(.paste("5\n6"))
        #expect(prompt.field.text == "1234" && isShaking(prompt))
    }

    @Test func bytesArePastedStraightIntoTheField() {
        let prompt = makePrompt(passphrase())
        let bytes: [UInt8] = Array("ß😀漢".utf8)
        bytes.withUnsafeBytes { prompt.paste(utf8: $0) }
        #expect(prompt.field.text == "ß😀漢")
        #expect(prompt.field.count == 3)
    }

    @Test func aFreeLengthFieldTakesMoreThan256Characters() {
        var field = passphrase()
        let long = String(repeating: "ä", count: 300)
        _ = field.insertText(long)
        #expect(field.text == long && field.count == 300 && field.byteCount == 600)
    }

    @Test func aFieldFilledToItsLastByteIsDeliveredWhole() {
        let prompt = textPrompt(passphrase())
        let full = String(repeating: "€", count: 1365) + "a"
        prompt.handle(.paste(full))
        #expect(prompt.field.byteCount == 4096)
        prompt.submit()
        guard case .submitted(let secret) = prompt.takeOutcome() else {
            Issue.record("not submitted")
            return
        }
        let delivered = secret.matches(full)
        #expect(delivered)
    }

    @Test func shorteningABoxFieldCutsWholeCharacters() {
        var field = PasscodeField(boxCount: 4, isEditable: true, autoSubmitWhenFull: false, allowedCharacters: .text)
        _ = field.insertText("añe\u{301}o")
        #expect(field.count == 4 && field.isFull)
        #expect(field.setBoxCount(3) == [.editingChanged(count: 3)])
        #expect(field.text == "añe\u{301}")
    }

    /// Text typed after an arrow key (which shows the keypad focus) drops the focus, as a typed
    /// digit does: Return then submits what was typed rather than pressing the focused key into
    /// the field. So for characters a key types through the terminal's bytes.
    @Test(arguments: [false, true])
    func typedTextDropsTheKeypadFocusSoReturnSubmits(throughKeyBytes: Bool) {
        let request = Request(title: "Passphrase", entry: .freeLength(minimum: 1, maximum: 64), policy: .textInput)
        let prompt = Prompt(request: request, clock: ManualClock(), keyboard: ShippedKeyboards.layout("us"))
        let type = { (text: String) in throughKeyBytes ? prompt.typeCharacters(text) : prompt.handle(.text(text)) }
        type("a")
        type("b")
        prompt.handle(.key(.moveFocus(.left)))
        #expect(prompt.keypadFocus != nil)
        type("c")
        #expect(prompt.keypadFocus == nil)
        prompt.handle(.key(.submit))
        #expect(prompt.result == .submitted, "the field holds \(prompt.field.text)")
        guard case .submitted(let secret) = prompt.takeOutcome() else { return }
        let delivered = secret.matches("abc")
        #expect(delivered)
    }

    /// A paste after an arrow key drops the keypad focus too: Return then submits.
    @Test func aPasteDropsTheKeypadFocusSoReturnSubmits() {
        let request = Request(title: "Passphrase", entry: .freeLength(minimum: 1, maximum: 64), policy: .textInput)
        let prompt = Prompt(request: request, clock: ManualClock(), keyboard: ShippedKeyboards.layout("us"))
        prompt.handle(.text("ab"))
        prompt.handle(.key(.moveFocus(.left)))
        #expect(prompt.keypadFocus != nil)
        Array("cd".utf8).withUnsafeBytes { prompt.paste(utf8: $0) }
        #expect(prompt.keypadFocus == nil)
        prompt.handle(.key(.submit))
        #expect(prompt.result == .submitted, "the field holds \(prompt.field.text)")
    }

    /// An invisible character (U+200B ZERO WIDTH SPACE, a format character) typed into a field
    /// that shows its characters is drawn as a dotted square, in boxes and in a free-length
    /// field, never as an empty-looking box; the field keeps the character as typed.
    @Test func anInvisibleCharacterShowsAPlaceholderAndIsKept() {
        let boxed = PasscodeField(boxCount: 4, isEditable: true, allowedCharacters: .text, mask: .digits)
        let free = PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text, mask: .digits)
        for field in [boxed, free] {
            let prompt = textPrompt(field)
            prompt.handle(.text("a\u{200B}"))
            #expect(prompt.field.text == "a\u{200B}")
            let drawn = prompt.scene().primitives.filter { $0.role == .character }.compactMap { primitive -> String? in
                guard case .text(let text, _, _, _) = primitive.shape else { return nil }
                return text
            }.joined()
            #expect(drawn == "a\u{2B1A}", "\(drawn.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
