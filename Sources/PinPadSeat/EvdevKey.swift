import PinPadCore

/// The pad's keys among Linux's key codes (`<linux/input-event-codes.h>`, the codes libinput
/// reports), as physical keys: what they mean is `KeyBinding`'s to say. Layout-independent:
/// digits, Space and the arrows are where every layout has them; of the letters only those of
/// the Control combinations (U, W, C, D, V) are named, at their QWERTY places.
package enum EvdevKey {
    static let escape: UInt32 = 1
    static let backspace: UInt32 = 14
    static let tab: UInt32 = 15
    static let enter: UInt32 = 28
    static let leftControl: UInt32 = 29
    static let leftShift: UInt32 = 42
    static let rightShift: UInt32 = 54
    static let keypadMultiply: UInt32 = 55
    static let leftAlt: UInt32 = 56
    static let space: UInt32 = 57
    static let keypadEnter: UInt32 = 96
    static let rightControl: UInt32 = 97
    static let rightAlt: UInt32 = 100
    static let up: UInt32 = 103
    static let left: UInt32 = 105
    static let right: UInt32 = 106
    static let down: UInt32 = 108
    /// KEY_PAGEUP, KEY_PAGEDOWN.
    static let pageUp: UInt32 = 104
    static let pageDown: UInt32 = 109
    static let delete: UInt32 = 111
    /// KEY_W, KEY_U, KEY_D, KEY_C, KEY_V and their letters.
    static let letters: [UInt32: Character] = [17: "w", 22: "u", 32: "d", 46: "c", 47: "v"]
    /// KEY_1 … KEY_9, KEY_0.
    static let digitRow: ClosedRange<UInt32> = 2...11
    /// KEY_KP7 … KEY_KP0 in code order, and the digit each types.
    static let keypadDigits: [UInt32: Int] = [71: 7, 72: 8, 73: 9, 75: 4, 76: 5, 77: 6, 79: 1, 80: 2, 81: 3, 82: 0]

    /// The physical key of `code`; nil for a key the pad has no use for.
    package static func physicalKey(for code: UInt32) -> PhysicalKey? {
        if digitRow.contains(code) { return .digit(Int((code - 1) % 10)) }
        if let digit = keypadDigits[code] { return .keypadDigit(digit) }
        if let letter = letters[code] { return .letter(letter) }
        switch code {
        case escape: return .escape
        case backspace: return .backspace
        case delete: return .deleteForward
        case tab: return .tab
        case enter: return .enter
        case keypadEnter: return .keypadEnter
        case space: return .space
        case keypadMultiply: return .keypadMultiply
        case up: return .arrow(.up)
        case down: return .arrow(.down)
        case left: return .arrow(.left)
        case right: return .arrow(.right)
        case pageUp: return .page(.up)
        case pageDown: return .page(.down)
        default: return nil
        }
    }

    /// The stroke of a press of `code` with the modifiers held; a digit carries its character
    /// (the same on every layout), for a field that takes text. nil for a key the pad has no use for.
    package static func stroke(for code: UInt32, modifiers: KeyModifiers) -> KeyStroke? {
        guard let key = physicalKey(for: code) else { return nil }
        switch key {
        case .digit(let value), .keypadDigit(let value): return KeyStroke(key, modifiers: modifiers, text: String(value))
        default: return KeyStroke(key, modifiers: modifiers)
        }
    }
}
