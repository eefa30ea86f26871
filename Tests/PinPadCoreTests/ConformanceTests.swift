import PinPadCore
import PinPadTestSupport
import Testing

/// The backend conformance suite on the scripted surface, keys as the driver's own strokes
/// (digits, Space and a letter alone with the character they type, as a terminal reports them).
@Suite struct ConformanceTests {
    /// A session step as strokes and taps on the scripted surface; a paste from its clipboard;
    /// Caps Lock as the lock's state, kept from its presses.
    static func encoder() -> (SessionStep) -> [ScriptStep]? {
        var capsLock = false
        return { step in
            guard step == .pressCapsLock else { return encode(step) }
            capsLock.toggle()
            return [.input(.capsLock(capsLock))]
        }
    }

    /// A session step as strokes and taps on the scripted surface; a paste from its clipboard.
    static func encode(_ step: SessionStep) -> [ScriptStep]? {
        switch step {
        case .pressCapsLock: return nil
        case .press(let key, let modifiers):
            let text: String?
            switch key {
            case .digit(let value) where modifiers.contains(.shift): text = String(Array(")!@#$%^&*(")[value])
            case .digit(let value), .keypadDigit(let value): text = String(value)
            case .space: text = " "
            case .keypadSymbol(let symbol): text = String(symbol)
            case .letter(let letter) where !modifiers.contains(.control) && !modifiers.contains(.alt): text = String(letter)
            default: text = nil
            }
            return [.input(.key(KeyStroke(key, modifiers: modifiers, text: text)))]
        case .tap(let key): return [.tap(key)]
        case .paste(let text): return [.copy(text), .input(.key(KeyStroke(.letter("v"), modifiers: .control)))]
        case .wait(let milliseconds): return [.wait(milliseconds)]
        case .typeSymbol(let character): return [.input(.typed(String(character)))]
        }
    }

    @Test(arguments: ConformanceSession.all + ConformanceSession.capsLock + ConformanceSession.refusedCharacters + ConformanceSession.passphrases)
    func session(_ session: ConformanceSession) {
        #expect(session.run(encoding: Self.encoder()) == session.expected)
    }
}
