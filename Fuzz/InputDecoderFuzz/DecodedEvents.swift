import PinPadCore
import PinPadTerminal

/// The invariants every decoded event holds, whatever the bytes.
enum DecodedEvents {
    /// Traps unless each event is well formed: a digit 0…9, a text event of one character that is
    /// not a control character, a paste of at most `InputDecoder.pasteLimit` characters (one per kept byte),
    /// a mouse cell inside the ranges the two encodings can carry, a wheel of one notch.
    static func check(_ events: [InputEvent]) {
        for event in events {
            switch event {
            case .key(let stroke):
                switch stroke.key {
                case .digit(let value), .keypadDigit(let value):
                    precondition((0...9).contains(value), "digit \(value) out of range")
                    precondition(stroke.text == String(value), "digit \(value) types \(stroke.text ?? "nothing")")
                default:
                    precondition(stroke.text.map { $0.unicodeScalars.count == 1 } ?? true, "a key typing more than one character")
                }
            case .text(let text):
                precondition(text.unicodeScalars.count == 1, "text event of \(text.unicodeScalars.count) characters")
                precondition(text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }, "a control character typed as text")
            case .paste(let text):
                precondition(text.count <= InputDecoder.pasteLimit, "paste of \(text.count) bytes")
            case .refused, .suspend:
                break
            case .mouse(let column, let row, _):
                precondition((-33..<10_000).contains(column) && (-33..<10_000).contains(row), "mouse cell \(column), \(row)")
            case .wheel(let lines):
                precondition(lines == 1 || lines == -1, "a wheel of \(lines) notches")
            }
        }
    }

    /// Whether any event types a digit: a digit key, or a text event with a decimal digit (which a
    /// field stores as its ASCII digit).
    static func typesDigit(_ events: [InputEvent]) -> Bool {
        events.contains { event in
            switch event {
            case .key(let stroke):
                switch stroke.key {
                case .digit, .keypadDigit: return true
                default: return false
                }
            case .text(let text): return text.unicodeScalars.contains { $0.properties.numericType == .decimal }
            default: return false
            }
        }
    }
}
