import PinPadCore
import Testing

/// The one key-binding table (`KeyBinding`): every backend's keys mean the same, and the focused
/// field's policy alone decides whether a key that types a character is a key press or text.
@Suite struct KeyBindingTests {
    func action(_ key: PhysicalKey, _ modifiers: KeyModifiers = [], text: String? = nil, policy: KeyboardPolicy = .keypadOnly) -> KeyAction? {
        KeyBinding.action(for: KeyStroke(key, modifiers: modifiers, text: text), policy: policy)
    }

    @Test func theREADMEKeysTable() {
        #expect((0...9).map { action(.digit($0)) } == (0...9).map { .key(.digit($0)) })
        #expect((0...9).map { action(.keypadDigit($0)) } == (0...9).map { .key(.digit($0)) })
        #expect(action(.backspace) == .key(.delete))
        #expect(action(.deleteForward) == .key(.delete))
        #expect(action(.enter) == .key(.submit))
        #expect(action(.keypadEnter) == .key(.submit))
        #expect(action(.escape) == .key(.cancel))
        #expect(action(.letter("u"), .control) == .key(.clear))
        #expect(action(.letter("w"), .control) == .key(.clear))
        #expect(action(.letter("c"), .control) == .key(.cancel))
        #expect(action(.letter("d"), .control) == .key(.cancel))
        #expect(action(.letter("v"), .control) == .paste)
        #expect(action(.tab) == .key(.nextField))
        #expect(action(.tab, .shift) == .key(.previousField))
        #expect(action(.arrow(.up)) == .key(.moveFocus(.up)))
        #expect(action(.arrow(.left)) == .key(.moveFocus(.left)))
        #expect(action(.space, text: " ") == .key(.pressFocused))
        #expect(action(.keypadMultiply) == .key(.repeatAnnouncement))
        #expect(action(.page(.up)) == .key(.scrollText(.up, byPage: true)))
        #expect(action(.page(.down)) == .key(.scrollText(.down, byPage: true)))
        #expect(action(.arrow(.down), .control) == .key(.scrollText(.down, byPage: false)))
    }

    @Test func controlMeansNothingElse() {
        #expect(action(.digit(5), .control) == nil)
        #expect(action(.enter, .control) == nil)
        #expect(action(.letter("u"), [.control, .alt]) == .key(.clear))
        #expect(action(.letter("a")) == nil)
    }

    /// Alt or Super with a key that types is a chord, refused visibly in every field, never
    /// ignored; with a key that types nothing it means nothing.
    @Test func altOrSuperWithATypingKeyIsRefused() {
        #expect(action(.digit(2), .alt) == .refused)
        #expect(action(.digit(2), .alt, text: "2", policy: .textInput) == .refused)
        #expect(action(.letter("e"), .alt, policy: .textInput) == .refused)
        #expect(action(.keypadDigit(2), .alt) == .refused)
        #expect(action(.keypadSymbol("-"), .alt) == .refused)
        #expect(action(.space, .alt) == .refused)
        #expect(action(.tab, .alt) == nil)
        #expect(action(.enter, .alt) == nil)
    }

    /// Shift with a main-row digit is what the layout types there, never the digit: a PIN
    /// field refuses it (a terminal sees only the `!`); a text field takes the character.
    @Test func shiftWithADigitIsTheLayoutsCharacter() {
        #expect(action(.digit(1), .shift) == .refused)
        #expect(action(.digit(1), .shift, text: "!") == .text("!"))
        #expect(action(.digit(1), .shift, text: "!", policy: .textInput) == .text("!"))
        #expect(action(.keypadDigit(1), .shift) == .key(.digit(1)))
    }

    /// The keypad's symbol keys type their character, without a text of the stroke too (the
    /// window's keypad in a PIN field): a PIN field refuses it, a text field types it.
    @Test func keypadSymbolsTypeTheirCharacter() {
        for symbol in ["-", "+", ".", "/"] as [Character] {
            #expect(action(.keypadSymbol(symbol)) == .text(String(symbol)))
            #expect(action(.keypadSymbol(symbol), text: String(symbol), policy: .textInput) == .text(String(symbol)))
            // Where the text comes on its own (SDL's text input), the key alone types nothing.
            #expect(action(.keypadSymbol(symbol), policy: .textInput) == nil)
        }
    }

    /// A keypad or hardware field takes digits as keys and drops letters (text it ignores); a text
    /// field takes what a key types as text, and a key that types nothing where the text comes on
    /// its own (SDL's text input) means nothing, so a digit is never taken twice.
    @Test func theFieldsPolicyDecidesKeyOrText() {
        #expect(action(.digit(7), text: "7", policy: .hardwareKeys) == .key(.digit(7)))
        #expect(action(.letter("a"), text: "A", policy: .keypadOnly) == .text("A"))
        #expect(action(.digit(7), text: "7", policy: .textInput) == .text("7"))
        #expect(action(.keypadDigit(7), text: "7", policy: .textInput) == .text("7"))
        #expect(action(.space, text: " ", policy: .textInput) == .text(" "))
        #expect(action(.keypadMultiply, text: "*", policy: .textInput) == .text("*"))
        #expect(action(.digit(7), policy: .textInput) == nil)
        #expect(action(.space, policy: .textInput) == nil)
        #expect(action(.backspace, policy: .textInput) == .key(.delete))
        #expect(action(.arrow(.down), policy: .textInput) == .key(.moveFocus(.down)))
        #expect(action(.letter("v"), .control, policy: .textInput) == .paste)
    }

    /// Through the driver: the policy of the field focused when the key arrives decides.
    @Test func theDriverTakesStrokesByTheFocusedField() {
        let driver = PromptDriver(prompt: Prompt(request: Request(entry: .boxes(4)), clock: ManualClock()))
        driver.receive(.key(KeyStroke(.arrow(.up))))
        driver.receive(.key(KeyStroke(.space, text: " ")))
        #expect(driver.prompt.field.count == 1)
        #expect(driver.receive(.key(KeyStroke(.letter("v"), modifiers: .control))) == .pasteClipboard)
        let text = PromptDriver(prompt: Prompt(request: Request(entry: .boxes(4), policy: .textInput), clock: ManualClock()))
        text.receive(.key(KeyStroke(.digit(1), text: "1")))
        text.receive(.key(KeyStroke(.space, text: " ")))
        text.receive(.key(KeyStroke(.digit(2))))  // its text comes on its own
        #expect(text.prompt.field.text == "1 ")
    }
}
