import PinPadCore
import PinPadPlatform
import Testing

@testable import PinPadSeat

/// A physical keyboard on the framebuffer types through the console's keymap, as the Linux
/// console would (`SeatKeyboard`, `ConsoleTyping`, `ConsoleKeySymbol`), fed with keymaps built as
/// the kernel holds them (`ConsoleKeymaps`); the pad's keys keep their meanings (`KeyBinding`).
@Suite struct ConsoleTypingTests {
    // Linux key codes (<linux/input-event-codes.h>).
    let leftShift: UInt32 = 42, rightAlt: UInt32 = 100, leftAlt: UInt32 = 56, leftControl: UInt32 = 29, capsLock: UInt32 = 58

    /// What a press of `code` with `held` held down hands the driver, on `keyboard`.
    func press(_ keyboard: inout SeatKeyboard, _ code: UInt32, holding held: [UInt32] = []) -> [SeatInput] {
        for modifier in held { _ = keyboard.key(modifier, pressed: true) }
        let inputs = keyboard.key(code, pressed: true)
        _ = keyboard.key(code, pressed: false)
        for modifier in held.reversed() { _ = keyboard.key(modifier, pressed: false) }
        return inputs
    }

    /// What the presses (a code, the modifiers held) put into a field of `policy`, joined: text
    /// as typed, a digit key as its digit, other keys named in brackets, a refusal as `✗`.
    func field(_ keymap: ConsoleKeymap?, _ presses: [(UInt32, [UInt32])], policy: KeyboardPolicy = .textInput) -> String {
        var keyboard = SeatKeyboard(consoleKeymap: keymap)
        var result = ""
        for (code, held) in presses {
            for input in press(&keyboard, code, holding: held) {
                switch input {
                case .typed(let text): result += text
                case .refused: result += "✗"
                case .key(let stroke):
                    switch KeyBinding.action(for: stroke, policy: policy) {
                    case .text(let text): result += text
                    case .key(.digit(let digit)): result += String(digit)
                    case .key(let code): result += "[\(code)]"
                    case .paste: result += "[paste]"
                    case .refused: result += "✗"
                    case nil: result += "[nothing]"
                    }
                case .tap, .capsLock: break
                }
            }
        }
        return result
    }

    /// Presses of each code alone.
    func alone(_ codes: [UInt32]) -> [(UInt32, [UInt32])] { codes.map { ($0, []) } }

    @Test func aGermanKeyboardTypesZAndYWherePrintedAndUmlautsAndEszett() {
        let de = ConsoleKeymaps.german
        // KEY_Y 21 is Z, KEY_Z 44 is Y; KEY_LEFTBRACE 26 ü, KEY_SEMICOLON 39 ö, KEY_APOSTROPHE 40 ä, KEY_MINUS 12 ß.
        #expect(field(de, alone([21, 44, 26, 39, 40, 12])) == "zyüöäß")
        #expect(field(de, [(26, [leftShift]), (40, [leftShift]), (44, [leftShift]), (3, [leftShift])]) == "ÜÄY\"")
        // KEY_102ND, the ISO key left of Y: < and, with Shift, >.
        #expect(field(de, [(86, []), (86, [leftShift])]) == "<>")
    }

    @Test func capsLockTurnsLettersOnlyAsTheConsoleDoes() {
        let de = ConsoleKeymaps.german
        // Caps Lock, then ü (a letter), ß (a Unicode entry: not turned), y, 1 (not a letter).
        #expect(field(de, alone([capsLock, 26, 12, 44, 2])) == "ÜßY1")
        // Shift with Caps Lock gives the small letter back.
        #expect(field(de, [(capsLock, []), (26, [leftShift])]) == "ü")
    }

    /// The modifiers and Caps Lock are the keymap's: with Caps Lock made a Control key
    /// (console-setup's `ctrl:nocaps`), it is Control and locks nothing.
    @Test func modifiersAndCapsLockAreTheKeymaps() {
        var keymap = ConsoleKeymaps.german
        for table in keymap.tables.keys { keymap.tables[table]![Int(capsLock)] = ConsoleKeymaps.modifier(2) }
        var keyboard = SeatKeyboard(consoleKeymap: keymap)
        #expect(press(&keyboard, 22, holding: [capsLock]) == [.key(KeyStroke(.letter("u"), modifiers: .control))])
        #expect(press(&keyboard, capsLock).isEmpty)
        #expect(field(keymap, [(22, [capsLock])], policy: .keypadOnly) == "[clear]")
        var german = SeatKeyboard(consoleKeymap: ConsoleKeymaps.german)
        #expect(press(&german, capsLock) == [.capsLock(true)])
        #expect(press(&german, capsLock) == [.capsLock(false)])
    }

    @Test func altGrTypesTheLayoutsThirdCharacters() {
        let de = ConsoleKeymaps.german
        // AltGr+Q is @, AltGr+E is €, AltGr+8 is [, AltGr+ß is \, AltGr+< is |.
        #expect(field(de, [(16, [rightAlt]), (18, [rightAlt]), (9, [rightAlt]), (12, [rightAlt]), (86, [rightAlt])]) == "@€[\\|")
        // A key that types nothing with AltGr on this keymap (A) is refused where it is pressed.
        #expect(field(de, [(30, [rightAlt])]) == "✗")
        // Alt (the left key; Meta on the console) with a typing key is refused, as before.
        #expect(field(de, [(30, [leftAlt])]) == "✗")
    }

    @Test func aDeadKeyComposesWithTheNextKey() {
        let de = ConsoleKeymaps.german
        // KEY_GRAVE 41 is the dead ^ on a German keyboard; KEY_E 18, KEY_X 45, KEY_SPACE 57.
        #expect(field(de, alone([41, 18])) == "ê")
        #expect(field(de, [(41, []), (18, [leftShift])]) == "Ê")
        // Dead ´ (KEY_EQUAL 13, a KT_DEAD2 entry) then e is é.
        #expect(field(de, alone([13, 18])) == "é")
    }

    @Test func aDeadKeyThatDoesNotComposeTypesBothNeverNothing() {
        let de = ConsoleKeymaps.german
        // ^ then x: both, the accent first; ^ then Space, or ^ twice then Space: the accent.
        #expect(field(de, alone([41, 45])) == "^x")
        #expect(field(de, alone([41, 57])) == "^")
        #expect(field(de, alone([41, 41, 57])) == "^")
        // ^ then a digit: both, typed as text, so a PIN field shows the accent refused instead
        // of taking the digit alone.
        #expect(field(de, alone([41, 2])) == "^1")
        var keyboard = SeatKeyboard(consoleKeymap: de)
        #expect(press(&keyboard, 41).isEmpty)
        #expect(press(&keyboard, 2) == [.typed("^1")])
        // ^ then Enter: the accent is typed, then Enter submits.
        #expect(field(de, alone([41, 28])) == "^[submit]")
        // ^ then Backspace takes the accent back and deletes nothing; the next e is e.
        #expect(field(de, alone([18, 41, 14, 18])) == "ee")
        // ^ then an arrow: the arrow keeps its meaning and the accent waits (as on the console).
        #expect(field(de, alone([41, 103, 18])) == "[moveFocus(PinPadCore.FocusDirection.up)]ê")
    }

    @Test func frenchMainRowTypesSymbolsInATextFieldAndDigitsInAPINField() {
        let fr = ConsoleKeymaps.french
        let row = alone(Array(2...11))
        #expect(field(fr, row) == "&é\"'(-è_çà")
        #expect(field(fr, row.map { ($0.0, [leftShift]) }) == "1234567890")
        // A PIN field takes the main row's keys as the digits of their places, as the window does.
        #expect(field(fr, row, policy: .keypadOnly) == "1234567890")
        #expect(field(fr, row, policy: .hardwareKeys) == "1234567890")
        // The keypad types digits on every layout.
        #expect(field(fr, alone([79, 80, 81, 82]), policy: .keypadOnly) == "1230")
        #expect(field(fr, alone([79, 80, 81, 82])) == "1230")
    }

    @Test func frenchLettersAltGrAndDeadKeys() {
        let fr = ConsoleKeymaps.french
        // KEY_Q 16 is A, KEY_A 30 is Q, KEY_Z 44 is W, KEY_W 17 is Z, KEY_SEMICOLON 39 is M.
        #expect(field(fr, alone([16, 30, 44, 17, 39])) == "aqwzm")
        // Ctrl+W where the W is printed clears; Ctrl where the Z is does nothing.
        #expect(field(fr, [(44, [leftControl])], policy: .keypadOnly) == "[clear]")
        #expect(field(fr, [(17, [leftControl])], policy: .keypadOnly) == "[nothing]")
        // AltGr+à (KEY_0) is @.
        #expect(field(fr, [(11, [rightAlt])]) == "@")
        // Dead ^ (KEY_LEFTBRACE 26) then e is ê; Shift+^ is a dead ¨: then e is ë.
        #expect(field(fr, alone([26, 18])) == "ê")
        #expect(field(fr, [(26, [leftShift]), (18, [])]) == "ë")
        // Shift+AltGr has no table in this keymap: a typing key is refused.
        #expect(field(fr, [(30, [leftShift, rightAlt])]) == "✗")
    }

    /// The console's US keymap types what the US layout of `EvdevKey` types, key for key.
    @Test func theUSKeymapTypesAsTheUSLayout() {
        for (code, pair) in EvdevKey.usLayout {
            var keyboard = SeatKeyboard(consoleKeymap: ConsoleKeymaps.us)
            var us = SeatKeyboard()
            #expect(press(&keyboard, code) == press(&us, code), "key \(code) (\(pair.plain))")
            #expect(press(&keyboard, code, holding: [leftShift]) == press(&us, code, holding: [leftShift]), "key \(code) (\(pair.shifted))")
        }
    }

    /// The pad's keys keep their meanings through any keymap.
    @Test func thePadsKeysKeepTheirMeanings() {
        for keymap in [ConsoleKeymaps.german, ConsoleKeymaps.french] {
            // Escape, Backspace, Enter, keypad Enter, Tab, Shift+Tab, Space, the arrows, keypad *.
            #expect(field(keymap, [(1, []), (14, []), (28, []), (96, []), (15, []), (15, [leftShift]), (57, []), (105, []), (55, [])], policy: .keypadOnly)
                == "[cancel][delete][submit][submit][nextField][previousField][pressFocused][moveFocus(PinPadCore.FocusDirection.left)][repeatAnnouncement]")
        }
    }

    /// Without a keymap (no virtual terminal) the keyboard types the US layout as before.
    @Test func withoutAKeymapTheUSLayout() {
        #expect(field(nil, alone([21, 44, 26])) == "yz[")
        #expect(field(nil, [(16, [rightAlt])]) == "✗")
    }

    /// Every 16-bit entry reads as a symbol (no value traps), and none types a control character.
    @Test func everyEntryDecodes() {
        for value in 0...UInt16.max {
            if case .character(let character, _) = ConsoleKeySymbol(entry: value) {
                #expect(character.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7f && !(0x80..<0xa0).contains($0.value) }, "\(value)")
            }
        }
    }

    /// The entries as `KDGKBENT` hands them out (`<linux/keyboard.h>`): a Unicode value xor
    /// 0xf000, and `K(type, value)` below 0x1000.
    @Test func entriesDecodeAsTheKernelReadsThem() {
        #expect(ConsoleKeySymbol(entry: 0x20ac ^ 0xf000) == .character("€", turnedByCapsLock: false))
        #expect(ConsoleKeySymbol(entry: 0x00df ^ 0xf000) == .character("ß", turnedByCapsLock: false))
        #expect(ConsoleKeySymbol(entry: 0x0b61) == .character("a", turnedByCapsLock: true))  // K(KT_LETTER, 'a')
        #expect(ConsoleKeySymbol(entry: 0x00fc) == .character("ü", turnedByCapsLock: false))  // K(KT_LATIN, 0xfc)
        #expect(ConsoleKeySymbol(entry: 0x0402) == .deadKey(0x5e))  // K_DCIRCM
        #expect(ConsoleKeySymbol(entry: 0x0d5e) == .deadKey(0x5e))  // K(KT_DEAD2, '^')
        #expect(ConsoleKeySymbol(entry: 0x0701) == .modifier(ConsoleKeymap.altGrBit))  // K_ALTGR
        #expect(ConsoleKeySymbol(entry: 0x0708) == .modifier(ConsoleKeymap.shiftBit))  // K_CAPSSHIFT
        #expect(ConsoleKeySymbol(entry: 0x0305) == .keypad(5))  // K_P5
        #expect(ConsoleKeySymbol(entry: 0x0201) == .enter)  // K_ENTER
        #expect(ConsoleKeySymbol(entry: 0x0200) == .none)  // K_HOLE
        #expect(ConsoleKeySymbol(entry: 0x0861) == .none)  // K(KT_META, 'a')
        #expect(ConsoleKeySymbol(entry: 0x001b) == .none)  // Escape's control character
        #expect(ConsoleKeySymbol(entry: 0x0f00) == .none)  // type 15: no handler types text
    }
}

/// Keymaps of any entries and accent tables of any values (what a damaged or hostile keymap
/// could hold), typed with any keys: nothing traps, and nothing empty is typed.
@Suite struct ConsoleTypingAnyKeymapTests {
    /// A small deterministic generator (SplitMix64), so a failure repeats.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }
    }

    @Test func anyKeymapTypesNothingEmptyAndNeverTraps() {
        var generator = Generator(state: 24)
        for _ in 0..<200 {
            var tables: [Int: [UInt16]] = [:]
            for table in 0..<ConsoleKeymap.tableCount where Bool.random(using: &generator) || table == 0 {
                tables[table] = (0..<ConsoleKeymap.keyCount).map { _ in UInt16.random(in: 0...UInt16.max, using: &generator) }
            }
            var accents: [UInt32: [UInt32: UInt32]] = [:]
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                let accent = Bool.random(using: &generator) ? UInt32.random(in: 0...0xff, using: &generator) : UInt32.random(in: 0...UInt32.max, using: &generator)
                accents[accent, default: [:]][UInt32.random(in: 0...0x17f, using: &generator)] = UInt32.random(in: 0...UInt32.max, using: &generator)
            }
            var keyboard = SeatKeyboard(consoleKeymap: ConsoleKeymap(tables: tables, accents: accents))
            for _ in 0..<300 {
                let code = UInt32.random(in: 0...300, using: &generator)
                for input in keyboard.key(code, pressed: Bool.random(using: &generator)) {
                    if case .typed(let text) = input { #expect(!text.isEmpty) }
                    if case .key(let stroke) = input, let text = stroke.text { #expect(!text.isEmpty) }
                }
            }
        }
    }
}
