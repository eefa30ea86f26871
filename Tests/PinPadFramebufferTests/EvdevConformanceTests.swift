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
    /// `KeyboardLocks`; nil for a paste (no clipboard there) and a symbol (no layout read there).
    static func encoder() -> (SessionStep) -> [ScriptStep]? {
        var locks = KeyboardLocks()
        return { step in
            guard step == .pressCapsLock else { return encode(step) }
            return locks.press(KeyboardLocks.capsLockKey).map { [.input(.capsLock($0))] }
        }
    }

    /// A session step as the framebuffer's loop gets it; nil for a paste (no clipboard there) and a symbol (no layout read there).
    static func encode(_ step: SessionStep) -> [ScriptStep]? {
        switch step {
        case .pressCapsLock: return nil
        case .press(let key, let modifiers):
            return code(key).flatMap { EvdevKey.stroke(for: $0, modifiers: modifiers) }.map { [.input(.key($0))] }
        case .tap(let key): return [.tap(key)]
        case .paste, .typeSymbol: return nil
        case .wait(let milliseconds): return [.wait(milliseconds)]
        }
    }

    @Test(arguments: ConformanceSession.all + ConformanceSession.capsLock)
    func session(_ session: ConformanceSession) {
        guard session.isSupported(by: Self.encoder()) else {
            #expect(session.name == "paste", "only a paste needs what the framebuffer lacks")
            return
        }
        #expect(session.run(encoding: Self.encoder()) == session.expected)
    }
}
