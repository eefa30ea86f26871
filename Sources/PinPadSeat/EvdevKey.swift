import PinPadCore

/// The pad's keys among Linux's key codes (`<linux/input-event-codes.h>`, the codes libinput
/// reports), as physical keys, and what each types on the US layout (`usLayout`): what they mean
/// is `KeyBinding`'s to say. The framebuffer types through the console's keymap when it can
/// read one (`EvdevKey+ConsoleKeymap.swift`, `ConsoleTyping`); without a console (no virtual
/// terminal) its keyboard types as a US one: letters (upper case with Shift or Caps Lock),
/// digits, Space and the symbols of the US keys (`!@#`… with Shift), the keypad's digits and
/// operators. There a key that types something on other layouts only (the ISO key left of Z,
/// Japanese and Brazilian keys, the keypad's `=` and `,`) and any typing key with Alt or AltGr
/// (a character of another layout) are refused where they are pressed: the field shakes and
/// says so, never drops them.
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
    /// KEY_LEFTMETA, KEY_RIGHTMETA: the Super keys.
    static let leftSuper: UInt32 = 125
    static let rightSuper: UInt32 = 126
    /// KEY_KPMINUS, KEY_KPPLUS, KEY_KPDOT, KEY_KPSLASH, and what each types.
    static let keypadSymbols: [UInt32: Character] = [74: "-", 78: "+", 83: ".", 98: "/"]
    /// KEY_1 … KEY_9, KEY_0.
    static let digitRow: ClosedRange<UInt32> = 2...11
    /// KEY_KP7 … KEY_KP0 in code order, and the digit each types.
    static let keypadDigits: [UInt32: Int] = [71: 7, 72: 8, 73: 9, 75: 4, 76: 5, 77: 6, 79: 1, 80: 2, 81: 3, 82: 0]

    /// The characters of the US layout's keys, without and with Shift, by key code: the rows
    /// from KEY_1, KEY_Q, KEY_A and KEY_BACKSLASH, Space, and the keypad.
    static let usLayout: [UInt32: (plain: Character, shifted: Character)] = {
        var layout: [UInt32: (plain: Character, shifted: Character)] = [:]
        func row(from first: UInt32, _ plain: String, _ shifted: String) {
            for (offset, pair) in zip(plain, shifted).enumerated() { layout[first + UInt32(offset)] = pair }
        }
        row(from: 2, "1234567890-=", "!@#$%^&*()_+")
        row(from: 16, "qwertyuiop[]", "QWERTYUIOP{}")
        row(from: 30, "asdfghjkl;'`", "ASDFGHJKL:\"~")
        row(from: 43, "\\zxcvbnm,./", "|ZXCVBNM<>?")
        // KEY_SPACE; KEY_KPASTERISK, KEY_KPMINUS, KEY_KPPLUS, KEY_KPDOT, KEY_KPSLASH.
        for (code, character) in [(57, " "), (55, "*"), (74, "-"), (78, "+"), (83, "."), (98, "/")] as [(UInt32, Character)] {
            layout[code] = (character, character)
        }
        for (code, digit) in keypadDigits { layout[code] = (Character(String(digit)), Character(String(digit))) }
        return layout
    }()

    /// Keys that type a character on some layout but not on the US one: KEY_102ND (`<>` left of
    /// Z on ISO keyboards), KEY_RO, KEY_KPEQUAL, KEY_KPPLUSMINUS, KEY_KPCOMMA, KEY_YEN,
    /// KEY_KPLEFTPAREN, KEY_KPRIGHTPAREN.
    static let otherLayoutsKeys: Set<UInt32> = [86, 89, 117, 118, 121, 124, 179, 180]

    /// The physical key of `code`; nil for a key the pad has no key of its own for (a symbol, a
    /// modifier).
    package static func physicalKey(for code: UInt32) -> PhysicalKey? {
        if digitRow.contains(code) { return .digit(Int((code - 1) % 10)) }
        if let digit = keypadDigits[code] { return .keypadDigit(digit) }
        if let symbol = keypadSymbols[code] { return .keypadSymbol(symbol) }
        if let plain = usLayout[code]?.plain, plain.isASCII, plain.isLetter { return .letter(plain) }
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

    /// What `code` types on the US layout with Shift held or not and Caps Lock locked or not
    /// (Caps Lock turns letters only); nil for a key that types nothing there.
    static func character(of code: UInt32, shift: Bool, capsLock: Bool) -> Character? {
        guard let pair = usLayout[code] else { return nil }
        let upper = pair.plain.isLetter ? shift != capsLock : shift
        return upper ? pair.shifted : pair.plain
    }

    /// The stroke of a press of `code` with the modifiers held, carrying the character it types
    /// on the US layout (`character(of:shift:capsLock:)`) for a field that takes text. nil for a
    /// key without a physical key of the pad's (`physicalKey(for:)`).
    package static func stroke(for code: UInt32, modifiers: KeyModifiers, capsLock: Bool = false) -> KeyStroke? {
        guard let key = physicalKey(for: code) else { return nil }
        let text = character(of: code, shift: modifiers.contains(.shift), capsLock: capsLock).map(String.init)
        return KeyStroke(key, modifiers: modifiers, text: text)
    }

    /// What a press of `code` is for the driver: a key stroke (`stroke(for:modifiers:capsLock:)`),
    /// a symbol typed (`.typed`, as a terminal's bytes are), or `.refused` for a key that types on
    /// another layout than the US one, or a typing key with Alt or AltGr held. nil for a key
    /// that types nothing and is no key of the pad's (a modifier, a function key), or a symbol
    /// with Control held (a command, not text).
    package static func input(for code: UInt32, modifiers: KeyModifiers, capsLock: Bool) -> SeatInput? {
        let typing = usLayout[code] != nil
        // Alt, AltGr or Super with a typing key: a chord, or a character of a layout the
        // framebuffer does not read; refused either way (`KeyBinding`'s rule for a chord).
        if typing, modifiers.contains(.alt), !modifiers.contains(.control) { return .refused }
        if let stroke = stroke(for: code, modifiers: modifiers, capsLock: capsLock) { return .key(stroke) }
        if let symbol = character(of: code, shift: modifiers.contains(.shift), capsLock: capsLock) {
            return modifiers.contains(.control) ? nil : .typed(String(symbol))
        }
        return otherLayoutsKeys.contains(code) && !modifiers.contains(.control) ? .refused : nil
    }
}
