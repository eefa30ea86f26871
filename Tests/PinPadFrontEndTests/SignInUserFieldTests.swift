import PinPadCore
import Testing

@testable import PinPadFrontEnd

/// `pinpad login --user-field` and the greeter ask for the user name with the same field: shown
/// as typed (`.visibleText`, so an invisible character is refused, never silently part of a
/// name), and "Enter a user name" under it when OK finds it empty.
struct SignInUserFieldTests {
    static func loginPad(user: String? = nil) -> Prompt {
        Login.userFieldPrompt(options: LoginOptions(), user: user, message: "", viewport: Size(width: 480, height: 800), scale: 1, clock: ManualClock())
    }

    @Test func loginsUserFieldShowsTheNameAndRefusesInvisibleCharacters() {
        let prompt = Self.loginPad()
        #expect(prompt.fields.first?.field.allowedCharacters == .visibleText)
        // A zero-width space (a format character) between letters of a name.
        prompt.handle(.text("ro\u{200B}ot"))
        #expect(prompt.fields.first?.field.text != "ro\u{200B}ot", "an invisible character went into the user name")
    }

    @Test func loginsEmptyUserFieldSaysSo() {
        let prompt = Self.loginPad()
        #expect(prompt.fields.first?.emptyHint == "Enter a user name")
        prompt.handle(.key(.submit))
        #expect(prompt.isEmptyFieldTold, "OK with no user name said nothing")
    }

    /// A name that reaches the field's limit keeps the focus: the next letter is refused there,
    /// marked ("A character could not be taken"), never typed into the PIN field. The focus
    /// moved on to the PIN at the limit and the letters after it went into the PIN.
    @Test func aNameAtItsLimitKeepsTheFocusAndRefusesTheNextLetter() throws {
        let prompt = Self.loginPad()
        let limit = try #require(prompt.fields.first?.field.boxCount)
        for _ in 0..<limit { prompt.handle(.text("a")) }
        #expect(prompt.focusedIndex == 0, "the focus moved on when the name reached \(limit) characters")
        prompt.handle(.text("b"))
        #expect(prompt.focusedIndex == 0)
        #expect(prompt.fields.first?.field.text == String(repeating: "a", count: limit))
        #expect(prompt.fields[1].field.count == 0, "a letter of the name went into the PIN")
        #expect(prompt.fields.first?.field.hasRefusedCharacter == true, "the refused letter is not marked")
    }

    @Test func theLastUserIsKeptAndTheFocusIsOnThePIN() {
        let prompt = Self.loginPad(user: "alice")
        #expect(prompt.fields.first?.field.text == "alice")
        #expect(prompt.focusedIndex == 1)
    }

    @Test func theGreetersFormIsLoginsForm() {
        var options = GreeterOptions()
        options.userLabel = LoginOptions().userLabel
        options.pinLabel = LoginOptions().pinLabel
        let greeter = SignInForm.prompt(
            userLabel: options.userLabel, pinLabel: options.pinLabel, user: "alice", presentation: options.presentation, message: "",
            viewport: Size(width: 480, height: 800), scale: 1, clock: ManualClock())
        #expect(greeter.fields == Self.loginPad(user: "alice").fields)
    }
}
