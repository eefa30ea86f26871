/// The Linux console's keymap as the kernel holds it (`loadkeys`, console-setup's
/// `setupcon`, dracut's vconsole.conf): for each combination of modifiers held, what each key
/// code types, and the accent table that composes a dead key with the next key. The entries are
/// the kernel's own values from `KDGKBENT` (console_ioctl(2)): a Unicode character xor 0xf000,
/// or `K(type, value)` of `<linux/keyboard.h>` (a Latin-1 character, a letter Caps Lock turns, a
/// dead key, a modifier, a keypad key, a function key …); `ConsoleKeySymbol` reads them.
package struct ConsoleKeymap: Equatable, Sendable {
    /// The modifier bits of a table's number (`KG_SHIFT`, `KG_ALTGR`, `KG_CTRL`, `KG_ALT` of
    /// `<linux/keyboard.h>` as bits): table 0 is the plain keys, 1 Shift, 2 AltGr, 3 Shift+AltGr.
    package static let shiftBit = 1
    package static let altGrBit = 2
    package static let controlBit = 4
    package static let altBit = 8
    /// The tables read: every combination of Shift, AltGr, Control and Alt (the kernel's
    /// tables 0…15; the left/right Shift and Control tables of a few keymaps are not read).
    package static let tableCount = 16
    /// The key codes of a table: `NR_KEYS`.
    package static let keyCount = 256

    /// The entries of each table there is, by table number (`tableCount` at most), each
    /// `keyCount` long; a table the keymap lacks is absent (the kernel types nothing with
    /// those modifiers).
    package var tables: [Int: [UInt16]]
    /// The accent table: a dead key's accent (Unicode) → the character typed after it → what
    /// the two compose to (`KDGKBDIACRUC`).
    package var accents: [UInt32: [UInt32: UInt32]]

    /// A keymap of `tables` (each entry list padded with holes or cut to `keyCount`) and
    /// `accents`.
    package init(tables: [Int: [UInt16]], accents: [UInt32: [UInt32: UInt32]] = [:]) {
        self.tables = tables.mapValues { entries in
            Array((entries + Array(repeating: ConsoleKeymap.hole, count: max(0, ConsoleKeymap.keyCount - entries.count))).prefix(ConsoleKeymap.keyCount))
        }
        self.accents = accents
    }

    /// `K_HOLE`: a key that does nothing in a table.
    package static let hole: UInt16 = 0x0200
    /// `K_NOSUCHMAP`: what `KDGKBENT` gives for key 0 of a table that is not there.
    package static let noSuchTable: UInt16 = 0x027f

    /// The entry of key `code` with the modifiers of `table`; nil when the keymap has no such
    /// table or the code is past `keyCount`.
    package func entry(_ code: UInt32, table: Int) -> UInt16? {
        guard code < UInt32(ConsoleKeymap.keyCount), let entries = tables[table] else { return nil }
        return entries[Int(code)]
    }
}
