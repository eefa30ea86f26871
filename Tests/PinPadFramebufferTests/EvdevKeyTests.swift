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
        #expect(meaning(30) == nil)  // KEY_A
        #expect(meaning(3, .alt) == nil)
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
}
