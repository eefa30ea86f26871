import PinPadPlatform

/// What the keys of a seat type through the console keymap (`ConsoleKeymap`), as the Linux
/// console would type them (`kbd_keycode` in the kernel's `drivers/tty/vt/keyboard.c`): the
/// modifiers held pick the table (Shift, AltGr, Control, Alt, as the keymap names its modifier
/// keys), Caps Lock turns a letter (`KT_LETTER`) to the Shift table's, and a dead key's accent
/// composes with the next key through the accent table. A dead key followed by a key it does
/// not compose with types both, the accent first; followed by Space or by itself, the accent
/// alone — as the console does. Enter types a waiting accent before itself; Backspace takes a
/// waiting accent back (the console types it and erases it).
///
/// Values only, no I/O: tests build the tables.
package struct ConsoleTyping: Equatable, Sendable {
    /// What a key press typed.
    package enum Typed: Equatable, Sendable {
        /// Text: one character, or an accent that did not compose and the character after it.
        case text(String)
        /// A dead key: its accent waits for the next key, nothing is typed yet.
        case accentWaiting
        /// Backspace took a waiting accent back: nothing else is deleted.
        case accentTakenBack
        /// No text: a key of the pad's own (Escape, the arrows …), a modifier, or a key that
        /// types nothing with the modifiers held (a hole, Meta).
        case nothing
    }

    /// The keymap.
    package let keymap: ConsoleKeymap
    /// How many keys hold each modifier bit (Shift, AltGr, Control, Alt), by bit.
    private var held: [Int: Int] = [:]
    /// The accent of the last dead key, waiting for the next key; nil when none waits.
    package private(set) var waitingAccent: UInt32?

    /// Typing through `keymap`, nothing held.
    package init(keymap: ConsoleKeymap) {
        self.keymap = keymap
    }

    /// The table number of the modifiers held.
    package var table: Int { held.reduce(0) { $1.value > 0 ? $0 | $1.key : $0 } }

    /// What `code` means in the plain table (the modifier keys' meaning; nil past the keymap).
    package func plainSymbol(of code: UInt32) -> ConsoleKeySymbol? {
        keymap.entry(code, table: 0).map(ConsoleKeySymbol.init(entry:))
    }

    /// Whether `code` types a character of its own on this keymap with no modifier held: a key
    /// that, with modifiers that type nothing on it, is refused rather than ignored.
    package func typesCharacter(_ code: UInt32) -> Bool {
        switch plainSymbol(of: code) {
        case .character, .deadKey, .keypad: return true
        default: return false
        }
    }

    /// The modifier bit `code` holds (`ConsoleKeymap.shiftBit` …); nil for a key that is no
    /// modifier of the tables read.
    package func modifierBit(of code: UInt32) -> Int? {
        guard case .modifier(let bit) = plainSymbol(of: code), bit != 0 else { return nil }
        return bit
    }

    /// Takes a press of `code` with Caps Lock locked or not.
    /// - Returns: what it typed.
    package mutating func press(_ code: UInt32, capsLock: Bool) -> Typed {
        if let bit = modifierBit(of: code) {
            held[bit, default: 0] += 1
            return .nothing
        }
        let table = self.table
        guard let entry = keymap.entry(code, table: table) else { return .nothing }
        var symbol = ConsoleKeySymbol(entry: entry)
        if case .character(_, true) = symbol, capsLock, let turned = keymap.entry(code, table: table ^ ConsoleKeymap.shiftBit) {
            symbol = ConsoleKeySymbol(entry: turned)
        }
        switch symbol {
        case .character(let character, _): return type(character)
        case .keypad(let number): return number == 14 ? typeWaitingAccent() : type(ConsoleKeySymbol.keypadCharacters[number])
        case .deadKey(let accent): return deadKey(accent)
        case .enter: return typeWaitingAccent()
        case .modifier, .capsLock, .none: return takeBackOnBackspace(code)
        }
    }

    /// Takes a release of `code`: a modifier key lets its bit go.
    package mutating func release(_ code: UInt32) {
        guard let bit = modifierBit(of: code), let count = held[bit], count > 0 else { return }
        held[bit] = count - 1
    }

    /// `character` typed, composed with a waiting accent (the kernel's `handle_diacr`).
    private mutating func type(_ character: Character) -> Typed {
        guard let accent = waitingAccent else { return .text(String(character)) }
        waitingAccent = nil
        let base = character.unicodeScalars.first.map { $0.value } ?? 0
        if let composed = keymap.accents[accent]?[base], let scalar = Unicode.Scalar(composed) { return .text(String(Character(scalar))) }
        let accentText = Unicode.Scalar(accent).map { String(Character($0)) } ?? ""
        if character == " " || base == accent { return .text(accentText) }
        return .text(accentText + String(character))
    }

    /// A dead key pressed: its accent waits, or composes with one already waiting (two dead
    /// keys: the kernel's `k_deadunicode`).
    private mutating func deadKey(_ accent: UInt32) -> Typed {
        guard let waiting = waitingAccent else {
            waitingAccent = accent
            return .accentWaiting
        }
        if let composed = keymap.accents[waiting]?[accent], Unicode.Scalar(composed) != nil {
            waitingAccent = composed
            return .accentWaiting
        }
        waitingAccent = accent
        guard waiting != accent, let scalar = Unicode.Scalar(waiting) else { return .accentWaiting }
        return .text(String(Character(scalar)))
    }

    /// Enter: a waiting accent is typed before it (the kernel's `fn_enter`).
    private mutating func typeWaitingAccent() -> Typed {
        guard let accent = waitingAccent else { return .nothing }
        waitingAccent = nil
        return Unicode.Scalar(accent).map { .text(String(Character($0))) } ?? .nothing
    }

    /// Linux's KEY_BACKSPACE.
    private static let backspace: UInt32 = 14

    /// Backspace takes a waiting accent back; every other key that types nothing leaves it
    /// waiting (the console's cursor and function keys do).
    private mutating func takeBackOnBackspace(_ code: UInt32) -> Typed {
        guard code == ConsoleTyping.backspace, waitingAccent != nil else { return .nothing }
        waitingAccent = nil
        return .accentTakenBack
    }
}
