import PinPadCore

/// Which codes a terminal's application keypad (DECKPAM, `ESC =`) sends for the keypad's keys,
/// each as `SS3` and a final byte: xterm's (tmux, and most terminals, send the same), or the
/// Linux console's (`app_map` of the kernel's `drivers/tty/vt/keyboard.c`), which differ in
/// `+`, `-`, `*` and `/` and collide with xterm's F1–F4 and `,`. The decoder reads one or the
/// other: the console's where `TERM` is `linux`.
package enum KeypadCodes: Hashable, Sendable {
    /// xterm's: `SS3 p`…`SS3 y` the digits, `j` `*`, `k` `+`, `l` `,`, `m` `-`, `n` `.`, `o`
    /// `/`, `X` `=`, `M` Enter, and `SS3 space` Space, `SS3 I` Tab.
    case xterm
    /// The Linux console's: `SS3 p`…`SS3 y` the digits, `l` `+`, `S` `-`, `R` `*`, `Q` `/`,
    /// `n` `.` (and `,`), `M` Enter; `P` is Num Lock.
    case linuxConsole

    /// The keypad key of the final byte `final` of an `SS3` sequence; nil for one that is no
    /// keypad key of these codes.
    package func key(_ final: UInt8) -> PhysicalKey? {
        if (UInt8(ascii: "p")...UInt8(ascii: "y")).contains(final) { return .keypadDigit(Int(final - UInt8(ascii: "p"))) }
        if final == UInt8(ascii: "M") { return .keypadEnter }
        switch self {
        case .xterm:
            switch final {
            case UInt8(ascii: "j"): return .keypadMultiply
            case UInt8(ascii: "k"): return .keypadSymbol("+")
            case UInt8(ascii: "l"): return .keypadSymbol(",")
            case UInt8(ascii: "m"): return .keypadSymbol("-")
            case UInt8(ascii: "n"): return .keypadSymbol(".")
            case UInt8(ascii: "o"): return .keypadSymbol("/")
            case UInt8(ascii: "X"): return .keypadSymbol("=")
            case UInt8(ascii: " "): return .space
            case UInt8(ascii: "I"): return .tab
            default: return nil
            }
        case .linuxConsole:
            switch final {
            case UInt8(ascii: "R"): return .keypadMultiply
            case UInt8(ascii: "l"): return .keypadSymbol("+")
            case UInt8(ascii: "S"): return .keypadSymbol("-")
            case UInt8(ascii: "n"): return .keypadSymbol(".")
            case UInt8(ascii: "Q"): return .keypadSymbol("/")
            default: return nil
            }
        }
    }

    /// The codes of the terminal `TERM` names, or of the device at `ttyPath`: the console's for
    /// `linux`, or for a virtual console named by its path (`/dev/console`, `/dev/ttyN`, where
    /// `TERM` is often unset: a boot-time agent); else xterm's.
    package static func of(term: String?, ttyPath: String) -> KeypadCodes {
        if let term, !term.isEmpty { return term == "linux" ? .linuxConsole : .xterm }
        let path = Array(ttyPath.utf8)
        let tty = Array("/dev/tty".utf8)
        let isVirtualConsole =
            ttyPath == "/dev/console"
            || (path.count > tty.count && path.prefix(tty.count).elementsEqual(tty) && path.dropFirst(tty.count).allSatisfy { (0x30...0x39).contains($0) })
        return isVirtualConsole ? .linuxConsole : .xterm
    }
}
