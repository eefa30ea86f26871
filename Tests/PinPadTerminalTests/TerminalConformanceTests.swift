import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadTerminal

/// The backend conformance suite with keys as a terminal sends them: each step's bytes through
/// the terminal's `InputDecoder`, played on the scripted surface through the one `PromptDriver`.
@Suite struct TerminalConformanceTests {
    /// The bytes an xterm-like terminal in raw mode sends for a key; nil for one it cannot send
    /// (Ctrl+V reaches no clipboard: a terminal's paste comes bracketed).
    static func bytes(_ key: PhysicalKey, _ modifiers: KeyModifiers) -> String? {
        if modifiers.contains(.control) {
            if case .arrow(.up) = key { return "\u{1B}[1;5A" }
            if case .arrow(.down) = key { return "\u{1B}[1;5B" }
            guard case .letter(let letter) = key, let ascii = letter.asciiValue, letter != "v" else { return nil }
            return String(UnicodeScalar(ascii - UInt8(ascii: "a") + 1))
        }
        switch key {
        case .digit(let value): return String(value)
        case .keypadDigit(let value): return "\u{1B}O" + String(UnicodeScalar(UInt8(ascii: "p") + UInt8(value)))
        case .letter(let letter): return String(letter)
        case .backspace: return "\u{7F}"
        case .deleteForward: return "\u{1B}[3~"
        case .enter: return "\r"
        case .keypadEnter: return "\u{1B}OM"
        case .escape: return "\u{1B}"
        case .tab: return modifiers.contains(.shift) ? "\u{1B}[Z" : "\t"
        case .space: return " "
        case .arrow(.up): return "\u{1B}[A"
        case .arrow(.down): return "\u{1B}[B"
        case .arrow(.right): return "\u{1B}[C"
        case .arrow(.left): return "\u{1B}[D"
        case .keypadMultiply: return "\u{1B}Oj"
        case .page(.up): return "\u{1B}[5~"
        case .page(.down): return "\u{1B}[6~"
        case .page: return nil
        }
    }

    /// A session step as the terminal loop gets it: the decoder's events, a lone ESC flushed
    /// after its wait.
    static func encoder() -> (SessionStep) -> [ScriptStep]? {
        var decoder = InputDecoder()
        func decoded(_ text: String) -> [ScriptStep] {
            var events = decoder.decode(Array(text.utf8))
            if decoder.isWaiting { events += decoder.flush() }
            return events.compactMap { event in
                switch event {
                case .key(let stroke): return .input(.key(stroke))
                case .text(let text): return .input(.text(text))
                case .refused: return .input(.refused)
                case .paste(let pasted): return .paste(pasted.secret.withUnsafeBytes { String(decoding: $0, as: UTF8.self) })
                case .refused: return .input(.refused)
                case .mouse: return nil
                }
            }
        }
        return { step in
            switch step {
            case .press(let key, let modifiers): return bytes(key, modifiers).map(decoded)
            case .tap(let key): return [.tap(key)]
            case .paste(let text): return decoded("\u{1B}[200~" + text + "\u{1B}[201~")
            case .wait(let milliseconds): return [.wait(milliseconds)]
            }
        }
    }

    @Test(arguments: ConformanceSession.all)
    func session(_ session: ConformanceSession) {
        #expect(session.run(encoding: Self.encoder()) == session.expected)
    }
}
