import PinPadCore
import PinPadTestSupport
import Testing

/// What a listener hears of a user name typed on the letters keyboard above a PIN (the
/// greeter's and the sign-in's form): the user name is on the screen, so its letters are said on
/// a private output (headphones); on a speaker it sounds as a passphrase does (`Key`), since a PIN
/// typed there by mistake must not be read out. The PIN's digits never are said. OK with the user
/// name empty says what is missing.
struct SpokenUserNameTests {
    /// The greeter's form: the user name (`.visibleText`, shown as typed, `emptyHint`) above the PIN.
    private func form() -> Prompt {
        let user = FormField(
            label: "User", policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .visibleText, mask: .digits),
            emptyHint: "Enter a user name")
        let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(freeLength: 1...64, isEditable: true))
        return Prompt(fields: [user, pin], clock: ManualClock(), keyboard: ShippedKeyboards.layout("us"))
    }

    private func tap(_ key: Key, on prompt: Prompt) {
        let frame = prompt.layout.frame(of: key)!
        prompt.handle(.tap(frame.center, .down, pointer: 0))
        prompt.handle(.tap(frame.center, .up, pointer: 0))
    }

    @Test func theLettersOfTheUserNameAreSaidOnAPrivateOutput() {
        let prompt = form()
        let policy = AnnouncementPolicy(isPrivate: true)
        var reading = prompt.reading
        var said: [String] = []
        for key in [Key.character("a"), .shift, .character("N"), .delete, .character("n")] {
            tap(key, on: prompt)
            said.append(policy.announcement(from: reading, to: prompt.reading)?.text ?? "")
            reading = prompt.reading
        }
        #expect(said[0] == "a.")
        #expect(said[1] == "1 character. Shift on.")
        #expect(said[2] == "Capital N. Shift off.")
        #expect(said[3] == "1 character.", "Delete says the count")
        #expect(said[4] == "n.")
        #expect(!said.contains("Key."), "\(said)")
    }

    /// On a speaker every press in the user name says `Key`, whatever it typed: a PIN tapped there
    /// by mistake (the field has the focus, and the digits, first) is never said, nor its count.
    @Test func onASpeakerTheUserNameSaysKeyForEveryPress() {
        let policy = AnnouncementPolicy()
        // A touch kiosk without a keyboard layout: the user field has the digits' keypad.
        let user = FormField(
            label: "User", policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .visibleText, mask: .digits))
        let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(freeLength: 1...64, isEditable: true))
        let digits = Prompt(fields: [user, pin], clock: ManualClock())
        var reading = digits.reading
        var said: [String] = []
        for key in [Key.digit(2), .digit(4), .digit(6), .digit(8)] {
            tap(key, on: digits)
            said.append(policy.announcement(from: reading, to: digits.reading)?.text ?? "")
            reading = digits.reading
        }
        #expect(digits.reading.visibleText == "2468", "the keys typed")
        let prompt = form()
        reading = prompt.reading
        for key in [Key.character("a"), .shift, .character("N"), .delete] {
            tap(key, on: prompt)
            said.append(policy.announcement(from: reading, to: prompt.reading)?.text ?? "")
            reading = prompt.reading
        }
        #expect(prompt.reading.visibleText == "a", "the keys typed")
        #expect(said == Array(repeating: "Key.", count: 8), "\(said)")
        // Pasted whole, the name is not said either.
        prompt.typeCharacters("13579")
        let pasted = policy.announcement(from: reading, to: prompt.reading)
        #expect(pasted?.text == "Key." && pasted?.markup == nil, "\(String(describing: pasted))")
    }

    @Test func aPassphraseStillSaysKeyOnASpeaker() {
        let prompt = Prompt(request: Request(title: "Passphrase", entry: .freeLength(minimum: 1, maximum: 64), policy: .textInput), clock: ManualClock(), keyboard: ShippedKeyboards.layout("us"))
        let policy = AnnouncementPolicy()
        let before = prompt.reading
        tap(.character("a"), on: prompt)
        #expect(policy.announcement(from: before, to: prompt.reading)?.text == "Key.")
        #expect(prompt.reading.visibleText == nil)
    }

    @Test func theDigitsOfThePINAreNeverSaid() {
        let prompt = form()
        prompt.typeCharacters("anna")
        prompt.handle(.key(.nextField))
        let before = prompt.reading
        prompt.handle(.key(.digit(7)))
        #expect(prompt.reading.visibleText == nil)
        let said = AnnouncementPolicy(isPrivate: true).announcement(from: before, to: prompt.reading)?.text ?? ""
        #expect(!said.contains("7"), "\(said)")
    }

    /// OK with the user name empty: the form is not submitted, the focus goes to the user name,
    /// and its words are shown under it and said, each time OK is pressed.
    @Test func okWithTheUserNameEmptyShowsAndSaysWhatIsMissing() {
        let prompt = form()
        prompt.handle(.key(.nextField))
        prompt.handle(.key(.digit(1)))
        let policy = AnnouncementPolicy()
        var before = prompt.reading
        prompt.handle(.key(.submit))
        #expect(prompt.outcome == nil)
        #expect(prompt.focusedIndex == 0 && prompt.shownHint == "Enter a user name")
        #expect(policy.announcement(from: before, to: prompt.reading)?.text.contains("Enter a user name") == true)
        before = prompt.reading
        prompt.handle(.key(.submit))
        #expect(policy.announcement(from: before, to: prompt.reading)?.text.contains("Enter a user name") == true, "said again")
        prompt.typeCharacters("a")
        #expect(prompt.shownHint == nil, "gone once the field changes")
        prompt.handle(.key(.submit))
        #expect(prompt.outcome != nil)
    }
}
