import PinPadCore
import Testing

@testable import PinPadPlatform

/// Linux key codes (`<linux/input-event-codes.h>`) to the pad's keys.
@Suite struct EvdevKeyTests {
    @Test func digitsOfTheMainRowAndTheKeypad() {
        // KEY_1 is 2 … KEY_9 is 10, KEY_0 is 11; KEY_KP0 is 82, KEY_KP5 is 76.
        #expect((2...11).map { EvdevKey.keyCode(for: $0, control: false, shift: false) } == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map { .digit($0) })
        #expect(EvdevKey.keyCode(for: 82, control: false, shift: false) == .digit(0))
        #expect(EvdevKey.keyCode(for: 76, control: false, shift: false) == .digit(5))
    }

    @Test func editingKeys() {
        #expect(EvdevKey.keyCode(for: 14, control: false, shift: false) == .delete)
        #expect(EvdevKey.keyCode(for: 28, control: false, shift: false) == .submit)
        #expect(EvdevKey.keyCode(for: 96, control: false, shift: false) == .submit)
        #expect(EvdevKey.keyCode(for: 1, control: false, shift: false) == .cancel)
        #expect(EvdevKey.keyCode(for: 15, control: false, shift: true) == .previousField)
        #expect(EvdevKey.keyCode(for: 22, control: true, shift: false) == .clear)
        #expect(EvdevKey.keyCode(for: 46, control: true, shift: false) == .cancel)
        #expect(EvdevKey.keyCode(for: 3, control: true, shift: false) == nil)
        #expect(EvdevKey.keyCode(for: 30, control: false, shift: false) == nil)  // KEY_A
    }
}
