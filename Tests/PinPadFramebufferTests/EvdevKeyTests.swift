import PinPadCore
import Testing

@testable import PinPadSeat

/// Linux key codes (`<linux/input-event-codes.h>`) to the pad's keys, through the one
/// key-binding table (`KeyBinding`).
@Suite struct EvdevKeyTests {
    /// What a press of `code` means in a field of `policy`.
    func meaning(_ code: UInt32, _ modifiers: KeyModifiers = [], policy: KeyboardPolicy = .keypadOnly) -> KeyAction? {
        EvdevKey.stroke(for: code, modifiers: modifiers).flatMap { KeyBinding.action(for: $0, policy: policy) }
    }

    @Test func digitsOfTheMainRowAndTheKeypad() {
        // KEY_1 is 2 … KEY_9 is 10, KEY_0 is 11; KEY_KP0 is 82, KEY_KP5 is 76.
        #expect((2...11).map { meaning($0) } == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map { .key(.digit($0)) })
        #expect(meaning(82) == .key(.digit(0)))
        #expect(meaning(76) == .key(.digit(5)))
    }

    @Test func editingKeys() {
        #expect(meaning(14) == .key(.delete))
        #expect(meaning(111) == .key(.delete))  // KEY_DELETE
        #expect(meaning(28) == .key(.submit))
        #expect(meaning(96) == .key(.submit))
        #expect(meaning(1) == .key(.cancel))
        #expect(meaning(15, .shift) == .key(.previousField))
        #expect(meaning(15) == .key(.nextField))
        #expect(meaning(22, .control) == .key(.clear))
        #expect(meaning(46, .control) == .key(.cancel))
        #expect(meaning(3, .control) == nil)
        #expect(meaning(30) == .text("a"))  // KEY_A: a letter, which a PIN field refuses visibly
        // Alt with a typing key is a chord: refused visibly, as on every backend (`KeyBinding`).
        #expect(meaning(3, .alt) == .refused)
    }

    /// The keypad's `-`, `+`, `.`, `/` (KEY_KPMINUS 74, KEY_KPPLUS 78, KEY_KPDOT 83, KEY_KPSLASH
    /// 98) are the keypad keys they are, as on the window and the terminal: their character in
    /// a text field, refused in a PIN field.
    @Test func keypadSymbolsAreKeypadKeys() {
        for (code, symbol) in [(74, "-"), (78, "+"), (83, "."), (98, "/")] as [(UInt32, Character)] {
            #expect(EvdevKey.physicalKey(for: code) == .keypadSymbol(symbol))
            #expect(meaning(code) == .text(String(symbol)))
            #expect(meaning(code, policy: .textInput) == .text(String(symbol)))
        }
    }

    /// The README's keys on the framebuffer too: the arrow keys move the keypad focus, Space
    /// presses the focused key, keypad `*` asks for the announcement again.
    @Test func arrowsSpaceAndKeypadStarAreKeys() {
        // KEY_UP 103, KEY_LEFT 105, KEY_RIGHT 106, KEY_DOWN 108, KEY_SPACE 57, KEY_KPASTERISK 55.
        #expect(meaning(103) == .key(.moveFocus(.up)))
        #expect(meaning(105) == .key(.moveFocus(.left)))
        #expect(meaning(106) == .key(.moveFocus(.right)))
        #expect(meaning(108) == .key(.moveFocus(.down)))
        #expect(meaning(57) == .key(.pressFocused))
        #expect(meaning(55) == .key(.repeatAnnouncement))
    }

    /// A text field (a passphrase, a card's PIN) takes a digit key as the digit typed.
    @Test func aTextFieldTakesDigitsAsText() {
        #expect(meaning(4, policy: .textInput) == .text("3"))
        #expect(meaning(82, policy: .textInput) == .text("0"))
        #expect(meaning(14, policy: .textInput) == .key(.delete))
    }

    /// A passphrase's letters typed on the framebuffer's keyboard (US layout): a letter, upper
    /// case with Shift or Caps Lock; Space and keypad `*` type their characters in a text field.
    @Test func aTextFieldTakesLettersSpaceAndStarAsText() {
        // KEY_A 30, KEY_Q 16, KEY_M 50, KEY_SPACE 57, KEY_KPASTERISK 55.
        #expect(meaning(30, policy: .textInput) == .text("a"))
        #expect(meaning(16, .shift, policy: .textInput) == .text("Q"))
        #expect(meaning(50, policy: .textInput) == .text("m"))
        #expect(meaning(57, policy: .textInput) == .text(" "))
        #expect(meaning(55, policy: .textInput) == .text("*"))
    }

    /// What the seat hands the loop: a symbol typed as text (with Shift, the US layout's upper
    /// symbol), and a key of another layout, or a typing key with Alt or AltGr, refused where it
    /// is pressed, never dropped.
    @Test func symbolsAreTypedAndOtherLayoutsKeysRefused() {
        // KEY_MINUS 12, KEY_2 3, KEY_SLASH 53, KEY_KPPLUS 78, KEY_102ND 86, KEY_A 30, KEY_F1 59.
        #expect(EvdevKey.input(for: 12, modifiers: [], capsLock: false) == .typed("-"))
        #expect(EvdevKey.input(for: 12, modifiers: .shift, capsLock: false) == .typed("_"))
        #expect(EvdevKey.input(for: 53, modifiers: .shift, capsLock: true) == .typed("?"))
        #expect(EvdevKey.input(for: 78, modifiers: [], capsLock: false) == .key(KeyStroke(.keypadSymbol("+"), text: "+")))
        #expect(EvdevKey.input(for: 3, modifiers: .shift, capsLock: false) == .key(KeyStroke(.digit(2), modifiers: .shift, text: "@")))
        #expect(EvdevKey.input(for: 30, modifiers: [], capsLock: true) == .key(KeyStroke(.letter("a"), text: "A")))
        #expect(EvdevKey.input(for: 30, modifiers: .shift, capsLock: true) == .key(KeyStroke(.letter("a"), modifiers: .shift, text: "a")))
        #expect(EvdevKey.input(for: 86, modifiers: [], capsLock: false) == .refused)
        #expect(EvdevKey.input(for: 30, modifiers: .alt, capsLock: false) == .refused)
        #expect(EvdevKey.input(for: 12, modifiers: .control, capsLock: false) == nil)
        #expect(EvdevKey.input(for: 59, modifiers: [], capsLock: false) == nil)
        #expect(EvdevKey.input(for: 22, modifiers: .control, capsLock: false) == .key(KeyStroke(.letter("u"), modifiers: .control, text: "u")))
    }
}
