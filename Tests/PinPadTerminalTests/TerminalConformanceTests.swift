import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadTerminal

/// The backend conformance suite with keys as a terminal sends them: each step's bytes through
/// the terminal's `InputDecoder`, handed on as `PromptLoop` hands them, played on the scripted surface through the one `PromptDriver`.
@Suite struct TerminalConformanceTests {
    /// A session step as the terminal loop gets it: the decoder's events, a lone ESC flushed
    /// after its wait.
    static func encoder(keypad: KeypadCodes = .xterm) -> (SessionStep) -> [ScriptStep]? {
        var decoder = InputDecoder(keypad: keypad)
        let bytes = keypad == .linuxConsole ? TerminalKeyBytes.linuxConsoleBytes : TerminalKeyBytes.bytes
        func decoded(_ text: String) -> [ScriptStep] {
            var events = decoder.decode(Array(text.utf8))
            if decoder.isWaiting { events += decoder.flush() }
            return events.compactMap { event in
                if let input = PromptLoop.surfaceInput(event) { return .input(input) }
                guard case .paste(let pasted) = event else { return nil }
                return .paste(pasted.secret.withUnsafeBytes { String(decoding: $0, as: UTF8.self) })
            }
        }
        return { step in
            switch step {
            case .press(let key, let modifiers): return bytes(key, modifiers).map(decoded)
            case .tap(let key): return [.tap(key)]
            case .paste(let text): return decoded(TerminalKeyBytes.bracketedPaste(text))
            case .wait(let milliseconds): return [.wait(milliseconds)]
            case .pressCapsLock: return nil
            case .typeSymbol(let character): return decoded(String(character))
            }
        }
    }

    @Test(arguments: ConformanceSession.all + ConformanceSession.refusedCharacters + ConformanceSession.passphrases)
    func session(_ session: ConformanceSession) {
        #expect(session.run(encoding: Self.encoder()) == session.expected)
    }

    /// The same sessions on the Linux console, whose application keypad sends other codes for
    /// the keypad's `*`, `-`, `+` and `/` (`KeypadCodes.linuxConsole`).
    @Test(arguments: ConformanceSession.all + ConformanceSession.refusedCharacters + ConformanceSession.passphrases)
    func sessionOnTheLinuxConsole(_ session: ConformanceSession) {
        #expect(session.run(encoding: Self.encoder(keypad: .linuxConsole)) == session.expected)
    }

    /// A terminal sends bytes, not keys: no byte says Caps Lock was pressed or is locked, so it
    /// cannot show the notice (README, Keys).
    @Test(arguments: ConformanceSession.capsLock)
    func capsLockIsNotReported(_ session: ConformanceSession) {
        #expect(!session.isSupported(by: Self.encoder()))
    }
}
