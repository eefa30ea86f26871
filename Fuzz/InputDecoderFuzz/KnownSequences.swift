import FuzzSupport
import PinPadTerminal
import PinPadCore

/// A stream of whole tokens chosen by the input: escape and string sequences with digits inside
/// (mouse reports, control sequences, OSC/DCS/APC strings, pastes), keys and characters that are
/// not digits, stray bytes, and sequences cut short. Read in input-chosen pieces, with timeouts
/// between tokens, no digit may be typed: every digit in the stream is inside a sequence.
enum KnownSequences {
    private static let escape: UInt8 = 0x1B
    private static let pasteEnd = Array("\u{1B}[201~".utf8)
    /// Characters that are not digits: letters, punctuation, accented and wide characters.
    private static let characters = ["a", "Z", "~", ";", "é", "ß", "ж", "中", "😀", "\u{00A0}"].map { Array($0.utf8) }
    /// Keys and controls that are not digits: Enter (CR, LF), Backspace, Tab, ^U, ^C, ^A, DEL, NUL.
    private static let controls: [UInt8] = [0x0D, 0x0A, 0x08, 0x09, 0x15, 0x03, 0x01, 0x7F, 0x00]

    /// Decodes the stream the rest of `input` describes; traps when a digit is typed or an event
    /// is malformed.
    static func check(_ input: inout FuzzInput) {
        var decoder = InputDecoder()
        var lengths = ReadLengths(seed: input.byte())
        let isValidText = input.boolean()
        var stream: [UInt8] = []
        var events: [InputEvent] = []
        func decodeStream() {
            var start = 0
            while start < stream.count {
                let end = min(start + lengths.next(), stream.count)
                events += decoder.decode(Array(stream[start..<end]))
                start = end
            }
            stream.removeAll(keepingCapacity: true)
        }
        while !input.isAtEnd {
            switch input.byte() % 16 {
            case 0:
                decodeStream()
                events += decoder.flush()
            case 1:
                decodeStream()
                events += decoder.abandonPaste()
            case 2:
                stream += cutShort(token(&input, isValidText: isValidText), &input, isValidText: isValidText)
            default:
                stream += token(&input, isValidText: isValidText)
            }
        }
        decodeStream()
        DecodedEvents.check(events)
        precondition(!DecodedEvents.typesDigit(events), "a digit inside a sequence was typed")
        if isValidText {
            precondition(!events.contains(where: containsReplacement), "valid text decoded with U+FFFD")
        }
    }

    /// An escape sequence cut after one or more of its bytes, as when the rest never comes. With
    /// `isValidText`, pastes, X10 mouse reports and SS3 keys stay whole: cut, they would take the
    /// next token's first bytes as their own and could split a character.
    private static func cutShort(_ token: [UInt8], _ input: inout FuzzInput, isValidText: Bool) -> [UInt8] {
        guard token.first == escape, token.count > 1 else { return token }
        let keptWhole = ["\u{1B}[200~", "\u{1B}[M", "\u{1B}O"].contains { token.starts(with: Array($0.utf8)) }
        if isValidText && keptWhole { return token }
        return Array(token.prefix(1 + Int(input.byte()) % (token.count - 1)))
    }

    /// `bytes` decoded leniently as UTF-8, without the U+FFFD that replaced invalid parts.
    private static func validUTF8(_ bytes: [UInt8]) -> [UInt8] {
        let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { $0 != "\u{FFFD}" }
        return Array(String(String.UnicodeScalarView(scalars)).utf8)
    }

    private static func containsReplacement(_ event: InputEvent) -> Bool {
        switch event {
        case .text(let text): return text.unicodeScalars.contains("\u{FFFD}")
        case .paste(let text): return text.secret.withUnsafeBytes { DecodedScalars($0).contains("\u{FFFD}") }
        default: return false
        }
    }

    /// One token; with `isValidText`, every byte outside escape sequences is valid UTF-8.
    private static func token(_ input: inout FuzzInput, isValidText: Bool) -> [UInt8] {
        switch input.byte() % 10 {
        case 0:  // SGR mouse report: CSI < button ; column ; row M or m
            let numbers = (0..<3).map { _ in String(input.integer(in: 0...99_999)) }
            return Array("\u{1B}[<\(numbers.joined(separator: ";"))\(input.boolean() ? "M" : "m")".utf8)
        case 1:  // X10 mouse report: CSI M and three bytes, each 32 or more
            let top = isValidText ? 127 : 255
            return [escape, UInt8(ascii: "["), UInt8(ascii: "M")] + (0..<3).map { _ in UInt8(input.integer(in: 32...top)) }
        case 2:  // control sequence: parameters of digits and separators, then a final byte
            let parameters = input.bytes(upTo: Int(input.byte() % 80)).map { Array("0123456789;:<=>?".utf8)[Int($0) % 16] }
            var final = UInt8(input.integer(in: 0x40...0x7E))
            if parameters.isEmpty && final == UInt8(ascii: "M") { final = UInt8(ascii: "A") }
            return [escape, UInt8(ascii: "[")] + parameters + [final]
        case 3:  // SS3 with a final that is not a keypad digit: arrows, Home, End, F1–F4
            return [escape, UInt8(ascii: "O"), input.element(of: Array("ABCDHFPQRS".utf8))]
        case 4:  // OSC, DCS, SOS, PM or APC with printable contents, ended by BEL or ST
            let introducer = input.element(of: Array("]PX^_".utf8))
            let contents = input.bytes(upTo: Int(input.byte() % 64)).map { 0x20 + $0 % 0x5F }
            let terminator: [UInt8] = input.boolean() ? [0x07] : [escape, UInt8(ascii: "\\")]
            return [escape, introducer] + contents + terminator
        case 5:  // bracketed paste: contents once or repeated up to just past the limit, never the end marker
            var contents = input.bytes(upTo: Int(input.byte() % 32))
            if isValidText { contents = validUTF8(contents) }
            let repeats = input.byte() % 32 == 0 ? input.integer(in: 1...(InputDecoder.pasteLimit + 64) / max(contents.count, 1) + 1) : 1
            var pasted = contents
            while pasted.count < contents.count * repeats { pasted += pasted.prefix(contents.count * repeats - pasted.count) }
            if contents.contains(escape) {
                for index in pasted.indices.dropLast(pasteEnd.count - 1) where pasted[index] == escape {
                    if pasted[index..<index + pasteEnd.count].elementsEqual(pasteEnd) { pasted[index + 1] = UInt8(ascii: "x") }
                }
            }
            return Array("\u{1B}[200~".utf8) + pasted + pasteEnd
        case 6:
            return input.element(of: characters)
        case 7:
            return [input.element(of: controls)]
        case 8:  // Alt+letter, or a stray lead byte without its continuation bytes
            if isValidText || input.boolean() { return [escape, UInt8(ascii: "a") + input.byte() % 26] }
            return [UInt8(input.integer(in: 0xC0...0xFF))]
        default:  // a lone Escape
            return [escape]
        }
    }
}
