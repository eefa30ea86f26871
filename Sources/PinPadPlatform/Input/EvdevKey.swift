import PinPadCore

/// The keys of the pad among Linux's key codes (`<linux/input-event-codes.h>`, the codes
/// libinput reports): the digits of the main row and the keypad, Backspace, Enter, Escape, Tab,
/// and Ctrl+U (clear) and Ctrl+C (cancel). Layout-independent: digits are where every layout
/// has them.
package enum EvdevKey {
    static let escape: UInt32 = 1
    static let backspace: UInt32 = 14
    static let tab: UInt32 = 15
    static let enter: UInt32 = 28
    static let leftControl: UInt32 = 29
    static let leftShift: UInt32 = 42
    static let rightShift: UInt32 = 54
    static let keypadEnter: UInt32 = 96
    static let rightControl: UInt32 = 97
    static let letterU: UInt32 = 22
    static let letterC: UInt32 = 46
    /// KEY_1 … KEY_9, KEY_0.
    static let digitRow: ClosedRange<UInt32> = 2...11
    /// KEY_KP7 … KEY_KP0 in code order, and the digit each types.
    static let keypadDigits: [UInt32: Int] = [71: 7, 72: 8, 73: 9, 75: 4, 76: 5, 77: 6, 79: 1, 80: 2, 81: 3, 82: 0]

    /// The pad key for a press of `code`, with Control and Shift held or not.
    package static func keyCode(for code: UInt32, control: Bool, shift: Bool) -> KeyCode? {
        if control {
            switch code {
            case letterU: return .clear
            case letterC: return .cancel
            default: return nil
            }
        }
        if digitRow.contains(code) { return .digit(Int((code - 1) % 10)) }
        if let digit = keypadDigits[code] { return .digit(digit) }
        switch code {
        case backspace: return .delete
        case enter, keypadEnter: return .submit
        case escape: return .cancel
        case tab: return shift ? .previousField : .nextField
        default: return nil
        }
    }
}
