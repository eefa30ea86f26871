import PinPadCore
import PinPadPlatform
import PinPadTestSupport
import Testing

@testable import PinPadSeat

/// The backend conformance suite on the framebuffer with German and French keyboards: each
/// session's keys pressed where the console keymap has them, through the seat's keyboard
/// (`SeatKeyboard`), played on the scripted surface through the one `PromptDriver`; every session
/// ends as it does on a US keyboard.
@Suite struct ConsoleKeymapConformanceTests {
    // Linux key codes: KEY_LEFTSHIFT, KEY_LEFTCTRL, KEY_LEFTALT, KEY_RIGHTALT (AltGr), KEY_CAPSLOCK.
    static let shift: UInt32 = 42, control: UInt32 = 29, alt: UInt32 = 56, altGr: UInt32 = 100, capsLock: UInt32 = 58

    /// The key codes held for `table` and the key that types `character` there, plain and
    /// Shift first, then the keypad's, the main row's last (they are digits in a PIN field: on
    /// AZERTY `-` is the 6 key); nil when the keymap types it nowhere.
    static func keys(typing character: Character, on keymap: ConsoleKeymap) -> [UInt32]? {
        let held: [Int: [UInt32]] = [0: [], 1: [shift], 2: [altGr], 3: [shift, altGr]]
        let keypad: Set<UInt32> = [55, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 96, 98]
        let others = (1..<UInt32(ConsoleKeymap.keyCount)).filter { !(2...11).contains($0) && !keypad.contains($0) }
        for codes in [others, keypad.sorted(), Array(2...11)] {
            for table in 0...3 {
                for code in codes {
                    guard let entry = keymap.entry(code, table: table) else { continue }
                    switch ConsoleKeySymbol(entry: entry) {
                    case .character(let typed, _) where typed == character: return held[table]! + [code]
                    case .keypad(let number) where ConsoleKeySymbol.keypadCharacters[number] == character: return held[table]! + [code]
                    default: continue
                    }
                }
            }
        }
        return nil
    }

    /// What the seat hands the loop for `codes` pressed in order and let go in reverse.
    static func chord(_ codes: [UInt32], _ keyboard: inout SeatKeyboard) -> [ScriptStep]? {
        var inputs: [SeatInput] = []
        for code in codes { inputs += keyboard.key(code, pressed: true) }
        for code in codes.reversed() { _ = keyboard.key(code, pressed: false) }
        let steps: [ScriptStep] = inputs.compactMap { input in
            switch input {
            case .key(let stroke): return .input(.key(stroke))
            case .typed(let text): return .input(.typed(text))
            case .refused: return .input(.refused)
            case .capsLock(let locked): return .input(.capsLock(locked))
            case .tap: return nil
            }
        }
        return steps.isEmpty ? nil : steps
    }

    /// A session step as the framebuffer's loop gets it on a keyboard of `keymap`; nil for a
    /// paste (no clipboard there).
    static func encoder(_ keymap: ConsoleKeymap) -> (SessionStep) -> [ScriptStep]? {
        var keyboard = SeatKeyboard(consoleKeymap: keymap)
        let typing = ConsoleTyping(keymap: keymap)
        return { step in
            switch step {
            case .pressCapsLock: return chord([capsLock], &keyboard)
            case .press(let key, let modifiers):
                guard let code = (1..<UInt32(ConsoleKeymap.keyCount)).first(where: { EvdevKey.physicalKey(for: $0, typing: typing) == key }) else { return nil }
                var codes: [UInt32] = []
                if modifiers.contains(.shift) { codes.append(shift) }
                if modifiers.contains(.control) { codes.append(control) }
                if modifiers.contains(.alt) { codes.append(alt) }
                return chord(codes + [code], &keyboard)
            case .typeSymbol(let character): return keys(typing: character, on: keymap).flatMap { chord($0, &keyboard) }
            case .tap(let key): return [.tap(key)]
            case .paste: return nil
            case .wait(let milliseconds): return [.wait(milliseconds)]
            }
        }
    }

    @Test(arguments: ConformanceSession.all + ConformanceSession.capsLock + ConformanceSession.refusedCharacters)
    func germanKeyboard(_ session: ConformanceSession) {
        guard session.isSupported(by: Self.encoder(ConsoleKeymaps.german)) else {
            #expect(session.name == "paste", "only a paste needs what the framebuffer lacks")
            return
        }
        #expect(session.run(encoding: Self.encoder(ConsoleKeymaps.german)) == session.expected)
    }

    @Test(arguments: ConformanceSession.all + ConformanceSession.capsLock + ConformanceSession.refusedCharacters)
    func frenchKeyboard(_ session: ConformanceSession) {
        guard session.isSupported(by: Self.encoder(ConsoleKeymaps.french)) else {
            #expect(session.name == "paste", "only a paste needs what the framebuffer lacks")
            return
        }
        var expected = session.expected
        if session.name.hasPrefix("Shift with a digit") {
            // The layout's character under Shift on AZERTY's main row is the digit itself: the
            // PIN field takes it, nothing is refused (the session ends the same).
            expected.refusalNotices = 0
        }
        #expect(session.run(encoding: Self.encoder(ConsoleKeymaps.french)) == expected)
    }

    /// A German passphrase typed on a German keyboard arrives as typed: Z and Y where they are
    /// printed, ü, ß, AltGr's @ and a dead ^ composed with e.
    @Test func aGermanPassphraseArrivesAsTyped() {
        let session = ConformanceSession(
            "a German passphrase", fields: [ConformanceSession.Field(boxes: 12, label: "Passphrase", policy: .textInput)],
            runs: [[.typeSymbol("Z"), .typeSymbol("y"), .typeSymbol("ü"), .typeSymbol("ß"), .typeSymbol("@"), .typeSymbol("1"), .press(.enter)]],
            expected: SessionRecord(outcomes: [], hapticPulses: 0))
        let record = session.run(encoding: Self.encoder(ConsoleKeymaps.german))
        #expect(record?.outcomes == [.submitted("Zyüß@1")])
        // The dead ^ (KEY_GRAVE) then e, in the seat's own codes: ê.
        var keyboard = SeatKeyboard(consoleKeymap: ConsoleKeymaps.german)
        let accent = ConformanceSession(
            "a dead key", fields: [ConformanceSession.Field(boxes: 12, label: "Passphrase", policy: .textInput)],
            runs: [[.press(.letter("q")), .press(.enter)]], expected: SessionRecord(outcomes: [], hapticPulses: 0))
        let composed = accent.run { step in
            switch step {
            case .press(.letter("q"), _): return (Self.chord([41], &keyboard) ?? []) + (Self.chord([18], &keyboard) ?? [])
            case .press(.enter, _): return Self.chord([28], &keyboard)
            default: return nil
            }
        }
        #expect(composed?.outcomes == [.submitted("ê")])
    }
}
