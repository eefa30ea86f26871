/// The digits drawn on the keypad's keys (`digits = native|latin`): what is typed and delivered
/// is always the ASCII digit, whatever the key shows.
public enum DigitStyle: String, Hashable, Sendable, CaseIterable {
    /// 0-9, as everywhere by default.
    case latin
    /// The digits of the language of the words shown where it has its own: Arabic-Indic
    /// (U+0660-0669) for Arabic, Extended Arabic-Indic (U+06F0-06F9) for Persian, Urdu,
    /// Pashto, Sindhi; 0-9 for the others.
    case native

    /// The label of the digit key `value` (0-9) in `language` (`ar`).
    public func label(of value: Int, language: String) -> String {
        guard self == .native, (0...9).contains(value) else { return String(value) }
        let code = language.prefix { $0 != "_" && $0 != "@" && $0 != "." && $0 != "-" }
        let zero: UInt32
        switch code {
        case "ar": zero = 0x0660
        case "fa", "ur", "ps", "sd": zero = 0x06F0
        default: return String(value)
        }
        return String(Character(Unicode.Scalar(zero + UInt32(value))!))
    }
}
