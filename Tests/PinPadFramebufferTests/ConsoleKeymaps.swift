import PinPadPlatform

/// Console keymaps built as the kernel holds them after `loadkeys` (the entries `KDGKBENT`
/// hands out in Unicode mode): US, German and French, the keys a passphrase needs.
enum ConsoleKeymaps {
    /// `K(KT_LATIN, c)`: a Latin-1 character.
    static func latin(_ character: Unicode.Scalar) -> UInt16 { UInt16(character.value) }
    /// `K(KT_LETTER, c)`: a letter Caps Lock turns.
    static func letter(_ character: Unicode.Scalar) -> UInt16 { 0x0b00 | UInt16(character.value) }
    /// A Unicode character as `KDGKBENT` hands it out: its value xor 0xf000 (the kernel's `U()`).
    static func unicode(_ character: Unicode.Scalar) -> UInt16 { UInt16(character.value) ^ 0xf000 }
    /// `K(KT_DEAD, n)`: 0 grave, 1 acute, 2 circumflex, 3 tilde, 4 diaeresis.
    static func dead(_ number: UInt16) -> UInt16 { 0x0400 | number }
    /// `K(KT_SHIFT, KG_…)`: 0 Shift, 1 AltGr, 2 Control, 3 Alt.
    static func modifier(_ number: UInt16) -> UInt16 { 0x0700 | number }
    static let hole: UInt16 = 0x0200
    static let enter: UInt16 = 0x0201
    static let capsLock: UInt16 = 0x0207

    /// An entry for `character`: a letter (Caps Lock turns it) when `isLetter`, as loadkeys
    /// makes a letter whose Shift entry is its capital; an ASCII character as Latin-1; any other
    /// as a Unicode entry, as a keymap loaded in Unicode mode holds it.
    static func entry(_ character: Character, isLetter: Bool = false) -> UInt16 {
        let scalar = character.unicodeScalars.first!
        if isLetter && scalar.value < 0x100 { return letter(scalar) }
        return character.isASCII ? latin(scalar) : unicode(scalar)
    }

    /// A keymap with tables plain, Shift, AltGr, Shift+AltGr and Control, the keys every layout
    /// shares (modifiers, Enter, Escape, Backspace, Tab, Space, Caps Lock, the keypad, the
    /// arrows), and `rows`: from a key code, the characters of the plain and Shift tables (and
    /// AltGr's by code); `dead` entries by code and table override them.
    static func keymap(
        rows: [(UInt32, String, String)], altGr: [UInt32: Character] = [:], dead: [UInt32: [Int: UInt16]] = [:],
        rightAltIsAltGr: Bool = true, accents: [UInt32: [UInt32: UInt32]] = defaultAccents
    ) -> ConsoleKeymap {
        var tables: [Int: [UInt16]] = [:]
        for table in [0, 1, 2, 3, 4] { tables[table] = Array(repeating: hole, count: 256) }
        func set(_ code: UInt32, _ value: UInt16, tables numbers: [Int] = [0, 1, 2, 3, 4]) {
            for number in numbers { tables[number]![Int(code)] = value }
        }
        set(42, modifier(0)); set(54, modifier(0)); set(29, modifier(2)); set(97, modifier(2)); set(56, modifier(3))
        set(100, rightAltIsAltGr ? modifier(1) : modifier(3))
        set(28, enter); set(1, 0x1b); set(14, 0x7f); set(15, 0x09); set(57, 0x20); set(58, capsLock)
        // The keypad: KEY_KP7 … KEY_KPDOT, KEY_KPENTER, KEY_KPSLASH, KEY_KPASTERISK.
        for (code, number) in [(71, 7), (72, 8), (73, 9), (74, 11), (75, 4), (76, 5), (77, 6), (78, 10), (79, 1), (80, 2), (81, 3), (82, 0), (83, 16), (96, 14), (98, 13), (55, 12)] as [(UInt32, UInt16)] {
            set(code, 0x0300 | number)
        }
        // The arrows: K_UP, K_LEFT, K_RIGHT, K_DOWN.
        set(103, 0x0603); set(105, 0x0601); set(106, 0x0602); set(108, 0x0600)
        for (first, plain, shifted) in rows {
            for (offset, (lower, upper)) in zip(plain, shifted).enumerated() {
                let code = Int(first) + offset
                let isLetter = lower.isLetter && lower.uppercased() == String(upper)
                tables[0]![code] = entry(lower, isLetter: isLetter)
                tables[1]![code] = entry(upper, isLetter: isLetter)
                // Control with a letter: its control character, as loadkeys' `Control_a`.
                if lower.isASCII, lower.isLetter, let ascii = lower.asciiValue { tables[4]![code] = UInt16(ascii & 0x1f) }
            }
        }
        for (code, character) in altGr { tables[2]![Int(code)] = entry(character) }
        for (code, entries) in dead { for (table, value) in entries { tables[table]![Int(code)] = value } }
        return ConsoleKeymap(tables: tables, accents: accents)
    }

    /// Part of the kernel's default accent table (`drivers/tty/vt/defkeymap.c_shipped`).
    static let defaultAccents: [UInt32: [UInt32: UInt32]] = [
        0x5e: [0x61: 0xe2, 0x65: 0xea, 0x69: 0xee, 0x6f: 0xf4, 0x75: 0xfb, 0x45: 0xca],  // ^: â ê î ô û Ê
        0x60: [0x61: 0xe0, 0x65: 0xe8],  // `: à è
        0x27: [0x61: 0xe1, 0x65: 0xe9],  // ´ (as '): á é
        0xb4: [0x61: 0xe1, 0x65: 0xe9],  // ´: á é
        0x22: [0x65: 0xeb, 0x69: 0xef],  // ¨ (as ", what the kernel's K_DDIERE stands for): ë ï
        0x7e: [0x6e: 0xf1],  // ~: ñ
    ]

    /// The US keymap (`us.map`): Right Alt is Alt.
    static let us = keymap(
        rows: [(2, "1234567890-=", "!@#$%^&*()_+"), (16, "qwertyuiop[]", "QWERTYUIOP{}"), (30, "asdfghjkl;'`", "ASDFGHJKL:\"~"), (43, "\\zxcvbnm,./", "|ZXCVBNM<>?")],
        rightAltIsAltGr: false)

    /// The German keymap (`de-latin1-nodeadkeys` with the dead circumflex of `de`): Z and Y
    /// swapped, ü ö ä on the keys right of P and L, ß right of 0 (a Unicode entry), AltGr+Q is
    /// @, AltGr+E is €; `^` (KEY_GRAVE) is a dead key, ´ (KEY_EQUAL) a dead acute.
    static let german = keymap(
        rows: [(2, "1234567890ß", "!\"§$%&/()=?"), (16, "qwertzuiopü+", "QWERTZUIOPÜ*"), (30, "asdfghjklöä", "ASDFGHJKLÖÄ"), (43, "#yxcvbnm,.-", "'YXCVBNM;:_"), (86, "<", ">")],
        altGr: [16: "@", 18: "€", 8: "{", 9: "[", 10: "]", 11: "}", 12: "\\", 27: "~", 86: "|"],
        dead: [41: [0: dead(2), 1: unicode("°")], 13: [0: 0x0d00 | 0xb4, 1: dead(0)]])

    /// The French keymap (`fr-latin9`): AZERTY, the main row types `& é " ' ( - è _ ç à` and
    /// the digits with Shift; `^` (KEY_LEFTBRACE) is a dead circumflex, with Shift a dead
    /// diaeresis; AltGr+0 is @.
    static let french = keymap(
        rows: [(2, "&é\"'(-è_çà)=", "1234567890°+"), (16, "azertyuiop", "AZERTYUIOP"), (27, "$", "£"), (30, "qsdfghjklmù²", "QSDFGHJKLM%~"), (43, "*wxcvbn,;:!", "µWXCVBN?./§"), (86, "<", ">")],
        altGr: [11: "@", 4: "#", 5: "{", 6: "[", 12: "]", 13: "}", 18: "€"],
        dead: [26: [0: dead(2), 1: dead(4)]])
}
