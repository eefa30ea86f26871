import PinPadCore

/// QEMU's names for keys (QMP `send-key` qcodes, qapi/ui.json's `QKeyCode`), as the kiosk
/// machine's virtio keyboard presses them: a chord is its qcodes joined by `+`.
public enum QEMUKeyName {
    /// The chord for `key` with `modifiers`, e.g. `ctrl+u`, `shift+tab`, `kp_5`.
    public static func chord(_ key: PhysicalKey, _ modifiers: KeyModifiers) -> String {
        let name: String
        switch key {
        case .digit(let value): name = String(value)
        case .keypadDigit(let value): name = "kp_\(value)"
        case .letter(let letter): name = String(letter)
        case .backspace: name = "backspace"
        case .deleteForward: name = "delete"
        case .enter: name = "ret"
        case .keypadEnter: name = "kp_enter"
        case .escape: name = "esc"
        case .tab: name = "tab"
        case .space: name = "spc"
        case .arrow(.up): name = "up"
        case .arrow(.down): name = "down"
        case .arrow(.left): name = "left"
        case .arrow(.right): name = "right"
        case .keypadMultiply: name = "kp_multiply"
        case .keypadSymbol(let symbol):
            let names: [Character: String] = ["-": "kp_subtract", "+": "kp_add", ".": "kp_decimal", "/": "kp_divide", ",": "kp_comma", "=": "kp_equals"]
            name = names[symbol] ?? "unknown"
        case .page(.up): name = "pgup"
        case .page(.down): name = "pgdn"
        case .page(.left): name = "home"
        case .page(.right): name = "end"
        }
        var chord: [String] = []
        if modifiers.contains(.control) { chord.append("ctrl") }
        if modifiers.contains(.alt) { chord.append("alt") }
        if modifiers.contains(.shift) { chord.append("shift") }
        return (chord + [name]).joined(separator: "+")
    }
}
