import PinPadPlatform

/// What one entry of the console keymap (`ConsoleKeymap`, as `KDGKBENT` hands it out) does when
/// its key is pressed, as the kernel's `kbd_keycode` and its `k_handler` types read it
/// (`drivers/tty/vt/keyboard.c`, `<linux/keyboard.h>`). Every 16-bit value reads as one of these.
package enum ConsoleKeySymbol: Equatable, Sendable {
    /// Types `character`; `turnedByCapsLock` for a letter (`KT_LETTER`) Caps Lock types from the
    /// Shift table instead.
    case character(Character, turnedByCapsLock: Bool)
    /// A dead key (`KT_DEAD`, `KT_DEAD2`): the accent (a Unicode scalar) waits for the next key.
    case deadKey(UInt32)
    /// A modifier held (`KT_SHIFT`): its bit in the table number (`ConsoleKeymap.shiftBit` …);
    /// 0 for a modifier of a table not read (left/right Shift or Control).
    case modifier(Int)
    /// A numeric keypad key (`KT_PAD`), by the kernel's keypad number: 0…9 the digits, then
    /// `+ - * /`, Enter, `, . ? ( ) #`.
    case keypad(Int)
    /// Enter (`K_ENTER`): it types a waiting accent before itself.
    case enter
    /// Caps Lock (`K_CAPS`): each press locks or unlocks it.
    case capsLock
    /// Types nothing of text: a hole, a function or cursor key, Meta (`KT_META`: Escape and a
    /// character, a command), a lock, a console switch, a Braille dot, or an entry the kernel
    /// would not take.
    case none

    /// The keypad's characters by keypad number (the kernel's `pad_chars`, without Enter's CR).
    package static let keypadCharacters: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "+", "-", "*", "/", "\r", ",", ".", "?", "(", ")", "#"]

    /// The accents of the legacy dead keys (`KT_DEAD` 0…5: grave, acute, circumflex, tilde,
    /// diaeresis, cedilla), as the kernel's `k_dead` maps them.
    static let legacyAccents: [UInt32] = [0x60, 0x27, 0x5e, 0x7e, 0x22, 0x2c]

    /// The meaning of `entry`. A value of 0x1000 and above is a Unicode character xor 0xf000
    /// (the kernel's `U()`); below it, `K(type, value)`: Latin-1 (`KT_LATIN`, `KT_LETTER`), dead
    /// keys, modifiers, keypad keys, `K_ENTER`; anything else types no text.
    package init(entry: UInt16) {
        if entry >= 0x1000 {
            self = ConsoleKeySymbol.character(unicode: UInt32(entry ^ 0xf000), turnedByCapsLock: false)
            return
        }
        let type = entry >> 8
        let value = UInt32(entry & 0xff)
        switch type {
        case 0: self = ConsoleKeySymbol.character(unicode: value, turnedByCapsLock: false)  // KT_LATIN
        case 11: self = ConsoleKeySymbol.character(unicode: value, turnedByCapsLock: true)  // KT_LETTER
        case 2: self = value == 1 ? .enter : value == 7 ? .capsLock : .none  // KT_SPEC: K_ENTER, K_CAPS
        case 3: self = Int(value) < ConsoleKeySymbol.keypadCharacters.count ? .keypad(Int(value)) : .none  // KT_PAD
        case 4: self = Int(value) < ConsoleKeySymbol.legacyAccents.count ? .deadKey(ConsoleKeySymbol.legacyAccents[Int(value)]) : .none  // KT_DEAD
        case 13: self = value == 0 ? .none : .deadKey(value)  // KT_DEAD2: the accent's Latin-1 value
        case 7: self = .modifier(ConsoleKeySymbol.tableBit(modifier: value))  // KT_SHIFT
        default: self = .none
        }
    }

    /// A character symbol for the Unicode scalar `value`; `.none` for a control character, a
    /// surrogate or no scalar (the kernel's `to_utf8` types no surrogate; a control character is
    /// a command, not text).
    private static func character(unicode value: UInt32, turnedByCapsLock: Bool) -> ConsoleKeySymbol {
        guard value >= 0x20, value != 0x7f, !(0x80..<0xa0).contains(value), let scalar = Unicode.Scalar(value) else { return .none }
        return .character(Character(scalar), turnedByCapsLock: turnedByCapsLock)
    }

    /// The table bit of the modifier `KG_*` value `modifier` (`KG_CAPSSHIFT` is Shift); 0 for
    /// the left/right ones, whose tables are not read.
    private static func tableBit(modifier: UInt32) -> Int {
        switch modifier {
        case 0, 8: return ConsoleKeymap.shiftBit  // KG_SHIFT, KG_CAPSSHIFT
        case 1: return ConsoleKeymap.altGrBit  // KG_ALTGR
        case 2: return ConsoleKeymap.controlBit  // KG_CTRL
        case 3: return ConsoleKeymap.altBit  // KG_ALT
        default: return 0
        }
    }
}
