import PinPadCore
import PinPadTestSupport
import Testing

/// A user name is seen as it is delivered: a `.visibleText` field refuses the characters that
/// show nothing (Unicode general category Cf: zero-width, bidi controls, the byte order mark) as
/// it refuses control characters — shaken, the refusal's words under the field, nothing dropped
/// unseen. A passphrase (`.text`) keeps them: a joiner may be part of it.
struct VisibleTextTests {
    static let invisible: [Unicode.Scalar] = [
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{FEFF}", "\u{061C}", "\u{00AD}", "\u{2060}",
    ]

    private func userName() -> Prompt {
        Prompt(
            fields: [FormField(label: "User", policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .visibleText, mask: .digits))],
            clock: ManualClock())
    }

    @Test(arguments: invisible)
    func anInvisibleCharacterTypedIsRefusedWithWords(scalar: Unicode.Scalar) {
        let prompt = userName()
        prompt.typeCharacters("ann")
        prompt.typeCharacters(String(scalar))
        #expect(prompt.field.text == "ann", "U+\(String(scalar.value, radix: 16, uppercase: true)) went in")
        #expect(prompt.field.hasRefusedCharacter)
        #expect(prompt.shownHint == prompt.refusedHint && !prompt.refusedHint.isEmpty)
        // Nothing more goes in, and OK does not submit, until the refusal is deleted.
        prompt.typeCharacters("a")
        prompt.handle(.key(.submit))
        #expect(prompt.outcome == nil && prompt.field.text == "ann")
        prompt.deleteBackward()
        prompt.typeCharacters("a")
        #expect(prompt.field.text == "anna" && prompt.shownHint == nil)
    }

    @Test(arguments: invisible)
    func aPasteWithAnInvisibleCharacterIsRefusedWhole(scalar: Unicode.Scalar) {
        let prompt = userName()
        prompt.handle(.paste("an\(String(scalar))na"))
        #expect(prompt.field.text == "")
        #expect(prompt.shownHint == "The paste could not be taken whole")
    }

    @Test func visibleLettersOfEveryScriptAreTaken() {
        let prompt = userName()
        prompt.handle(.paste("Jürgen-Åsa_ünal.أحمد"))
        #expect(prompt.field.text == "Jürgen-Åsa_ünal.أحمد")
    }

    @Test func aPassphraseKeepsAJoiner() {
        let prompt = Prompt(
            fields: [FormField(policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text))],
            clock: ManualClock())
        prompt.typeCharacters("a\u{200D}b")
        #expect(Array(prompt.field.text.unicodeScalars) == ["a", "\u{200D}", "b"] && !prompt.field.hasRefusedCharacter)
    }
}
