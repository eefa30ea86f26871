import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadSeat

/// The backend conformance suite with keys as libinput reports them on the framebuffer: Linux
/// key codes through `EvdevKey`, played on the scripted surface through the one `PromptDriver`.
@Suite struct EvdevConformanceTests {
    /// The Linux key code of `key` (`<linux/input-event-codes.h>`).
    static func code(_ key: PhysicalKey) -> UInt32? {
        (0...255).map(UInt32.init).first { EvdevKey.physicalKey(for: $0) == key }
    }

    /// A session step as the framebuffer's loop gets it, Caps Lock's presses through the seat's
    /// `KeyboardLocks`; nil for a paste (no clipboard there).
    static func encoder() -> (SessionStep) -> [ScriptStep]? {
        var locks = KeyboardLocks()
        return { step in
            guard step == .pressCapsLock else { return encode(step) }
            return locks.press(KeyboardLocks.capsLockKey).map { [.input(.capsLock($0))] }
        }
    }

    /// The Linux key code and Shift of `character` on the US layout (`EvdevKey.usLayout`).
    static func code(typing character: Character) -> (code: UInt32, shift: Bool)? {
        for (code, pair) in EvdevKey.usLayout.sorted(by: { $0.key < $1.key }) {
            if pair.plain == character { return (code, false) }
            if pair.shifted == character { return (code, true) }
        }
        return nil
    }

    /// What the seat hands the framebuffer's loop for a press of `code` (`EvdevKey.input`).
    static func steps(_ code: UInt32, _ modifiers: KeyModifiers) -> [ScriptStep]? {
        switch EvdevKey.input(for: code, modifiers: modifiers, capsLock: false) {
        case .key(let stroke): return [.input(.key(stroke))]
        case .typed(let text): return [.input(.typed(text))]
        case .refused: return [.input(.refused)]
        case .tap, .capsLock, nil: return nil
        }
    }

    /// A session step as the framebuffer's loop gets it; nil for a paste (no clipboard there).
    static func encode(_ step: SessionStep) -> [ScriptStep]? {
        switch step {
        case .pressCapsLock: return nil
        case .press(let key, let modifiers): return code(key).flatMap { steps($0, modifiers) }
        case .tap(let key): return [.tap(key)]
        case .typeSymbol(let character):
            return code(typing: character).flatMap { steps($0.code, $0.shift ? [.shift] : []) }
        case .paste: return nil
        case .wait(let milliseconds): return [.wait(milliseconds)]
        }
    }

    @Test(arguments: ConformanceSession.all + ConformanceSession.capsLock + ConformanceSession.refusedCharacters + ConformanceSession.passphrases)
    func session(_ session: ConformanceSession) {
        guard session.isSupported(by: Self.encoder()) else {
            #expect(session.name == "paste", "only a paste needs what the framebuffer lacks")
            return
        }
        #expect(session.run(encoding: Self.encoder()) == session.expected)
    }
}
