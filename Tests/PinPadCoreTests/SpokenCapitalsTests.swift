import PinPadCore
import PinPadTestSupport
import Testing

/// A capital letter of the letters keyboard is said as a capital ("Capital Q", not "q"), and
/// the keyboard's Shift and Caps Lock say what they changed, on a private output (headphones);
/// a user name's letters are spelled the same way. On a public speaker a passphrase's presses
/// still all say `Key`.
struct SpokenCapitalsTests {
    /// A passphrase prompt on the us keyboard, heard through `policy` (what the speech log gets).
    private func passphrase(_ policy: AnnouncementPolicy) -> AnnouncementTests.Listener {
        let request = Request(title: "Passphrase", entry: .freeLength(minimum: 1, maximum: 64), policy: .textInput)
        return AnnouncementTests.Listener(Prompt(request: request, clock: ManualClock(), keyboard: ShippedKeyboards.layout("us")), policy: policy)
    }

    private func tap(_ key: Key, on listener: AnnouncementTests.Listener) {
        let frame = listener.prompt.layout.frame(of: key)!
        listener.prompt.handle(.tap(frame.center, .down, pointer: 0))
        listener.prompt.handle(.tap(frame.center, .up, pointer: 0))
        listener.observe()
    }

    /// The markup that spells `name` inside `sentence`'s words.
    private func spelled(_ name: String) -> String { "<say-as interpret-as=\"characters\">\(name)</say-as>" }

    @Test func aFocusedCapitalIsSaidAsACapital() {
        let listener = passphrase(AnnouncementPolicy(isPrivate: true))
        // The first arrow puts the focus on a key of the keyboard; up to the top row, then to its left end.
        for direction: FocusDirection in [.up, .up, .up, .up, .left, .left, .left, .left, .left, .left, .left, .left, .left, .left] {
            listener.handle(.key(.moveFocus(direction)))
        }
        #expect(listener.prompt.keypadFocus == .character("q"))
        #expect(listener.heard.last?.text == "q")
        listener.handle(.key(.moveFocus(.down)))
        listener.handle(.key(.moveFocus(.up)))
        tap(.shift, on: listener)
        #expect(listener.prompt.keypadFocus == .character("Q"))
        listener.handle(.key(.moveFocus(.right)))
        listener.handle(.key(.moveFocus(.left)))
        let said = listener.heard.last
        #expect(said?.text == "Capital Q")
        #expect(said?.markup == "<speak>Capital \(spelled("Q"))</speak>")
        // Asked again, mid-sentence: the same spelling, then its place.
        listener.handle(.key(.repeatAnnouncement))
        #expect(listener.heard.last?.text.hasSuffix("Capital Q, row 1, left.") == true, "\(listener.texts.last ?? "")")
        #expect(listener.heard.last?.markup?.hasSuffix("Capital \(spelled("Q")), row 1, left.</speak>") == true, "\(listener.heard.last?.markup ?? "")")
    }

    @Test func shiftAndCapsLockSayWhatTheyChanged() {
        let listener = passphrase(AnnouncementPolicy(isPrivate: true))
        tap(.shift, on: listener)
        #expect(listener.texts.last == "0 characters. Shift on.")
        tap(.character("Q"), on: listener)
        #expect(listener.texts.last == "1 character. Shift off.", "a Shift for one letter goes off")
        tap(.shift, on: listener)
        tap(.shift, on: listener)
        #expect(listener.texts.suffix(2) == ["1 character. Shift on.", "1 character. Caps Lock on."])
        tap(.character("W"), on: listener)
        #expect(listener.texts.last == "2 characters.", "Caps Lock stays on")
        tap(.shift, on: listener)
        #expect(listener.texts.last == "2 characters. Caps Lock off.")
        tap(.character("e"), on: listener)
        #expect(listener.texts.last == "3 characters.")
    }

    @Test func onASpeakerShiftStillSaysKeyAlone() {
        let listener = passphrase(AnnouncementPolicy())
        for key in [Key.shift, .character("Q"), .shift, .shift, .character("W"), .shift] { tap(key, on: listener) }
        #expect(listener.texts.suffix(6) == Array(repeating: "Key.", count: 6), "\(listener.texts)")
    }

    /// The greeter's user name (shown as typed) on a private output: its letters are said, a
    /// capital as one, with the spelling markup; Shift says what it changed. On a speaker `Key`
    /// alone, as in a passphrase (`SpokenUserNameTests`).
    @Test func aUserNamesCapitalIsSpelledAsACapital() {
        let isPrivate = true
        let user = FormField(
            label: "User", policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .visibleText, mask: .digits))
        let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(freeLength: 1...64, isEditable: true))
        let listener = AnnouncementTests.Listener(
            Prompt(fields: [user, pin], clock: ManualClock(), keyboard: ShippedKeyboards.layout("us")), policy: AnnouncementPolicy(isPrivate: isPrivate))
        tap(.shift, on: listener)
        #expect(listener.texts.last == "0 characters. Shift on.")
        tap(.character("N"), on: listener)
        #expect(listener.texts.last == "Capital N. Shift off.")
        #expect(listener.heard.last?.markup == "<speak>Capital \(spelled("N")). Shift off.</speak>")
        tap(.character("a"), on: listener)
        #expect(listener.texts.last == "a.")
        #expect(listener.heard.last?.markup == "<speak>\(spelled("a")).</speak>")
    }

    /// The phrases are translated, with a place for the letter.
    @Test func theCapitalsPhraseIsTranslated() {
        var phrases = Phrases()
        #expect(phrases.name(of: .character("Q")) == "Capital Q")
        #expect(phrases.name(of: .character("q")) == "q")
        #expect(phrases.name(of: .character("É")) == "Capital É")
        #expect(phrases.name(of: .character("1")) == "1" && phrases.name(of: .character("!")) == "!")
        let isTaken = phrases.set("capital", to: "Großbuchstabe {letter}")
        #expect(isTaken)
        #expect(phrases.name(of: .character("Q")) == "Großbuchstabe Q")
    }
}
