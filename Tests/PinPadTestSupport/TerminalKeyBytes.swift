import PinPadCore

/// The bytes an xterm-like terminal in raw mode sends for a key (tmux's too): what the terminal
/// conformance sessions feed the `InputDecoder`, and what the end-to-end tests send a real pane.
public enum TerminalKeyBytes {
    /// The bytes for `key` with `modifiers`; nil for one a terminal cannot send (Ctrl+V reaches
    /// no clipboard: a terminal's paste comes bracketed, `bracketedPaste`).
    public static func bytes(_ key: PhysicalKey, _ modifiers: KeyModifiers) -> String? {
        if modifiers.contains(.alt) {
            // Alt (Meta) as xterm's metaSendsEscape and tmux send it: ESC, then the key's bytes.
            return bytes(key, modifiers.subtracting(.alt)).map { "\u{1B}" + $0 }
        }
        if modifiers.contains(.control) {
            if case .arrow(.up) = key { return "\u{1B}[1;5A" }
            if case .arrow(.down) = key { return "\u{1B}[1;5B" }
            guard case .letter(let letter) = key, let ascii = letter.asciiValue, letter != "v" else { return nil }
            return String(UnicodeScalar(ascii - UInt8(ascii: "a") + 1))
        }
        switch key {
        case .digit(let value) where modifiers.contains(.shift):
            // What a US keyboard's Shift makes of the digit: the terminal sends only that.
            return String(Array(")!@#$%^&*(")[value])
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
        case .keypadSymbol(let symbol):
            let finals: [Character: String] = ["+": "k", ",": "l", "-": "m", ".": "n", "/": "o", "=": "X"]
            return finals[symbol].map { "\u{1B}O" + $0 }
        case .page(.up): return "\u{1B}[5~"
        case .page(.down): return "\u{1B}[6~"
        case .page: return nil
        }
    }

    /// The bytes the Linux console sends for `key` with `modifiers` (its application keypad:
    /// `app_map` of the kernel's `drivers/tty/vt/keyboard.c`), as xterm's for every other key.
    public static func linuxConsoleBytes(_ key: PhysicalKey, _ modifiers: KeyModifiers) -> String? {
        guard modifiers.isEmpty else { return bytes(key, modifiers) }
        switch key {
        case .keypadMultiply: return "\u{1B}OR"
        case .keypadSymbol(let symbol):
            let finals: [Character: String] = ["+": "l", "-": "S", ".": "n", "/": "Q"]
            return finals[symbol].map { "\u{1B}O" + $0 }
        default: return bytes(key, modifiers)
        }
    }

    /// `text` as a terminal pastes it with bracketed paste on (xterm's `ESC [ 200 ~` … `ESC [ 201 ~`).
    public static func bracketedPaste(_ text: String) -> String {
        "\u{1B}[200~" + text + "\u{1B}[201~"
    }
}
