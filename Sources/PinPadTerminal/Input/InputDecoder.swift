import PinPadCore

/// Turns the bytes a terminal sends in raw mode into `InputEvent`s. Incremental: a sequence split
/// across reads is completed by the next `decode(_:)`; a lone ESC waits until the caller, after
/// `escapeTimeout` milliseconds without more bytes, calls `flush()`. An unfinished UTF-8
/// character waits for its next byte however long it takes (a slow link, tmux passing bytes on
/// one by one): the timeout never cuts it.
///
/// Understood:
/// Keys come out as physical keys (`KeyStroke`, a digit or Space with the character it types);
/// what they mean is the prompt's key-binding table's to say (`KeyBinding`).
/// - `0`…`9` and Space; Backspace as DEL (0x7F) or ^H (0x08), and Delete (`CSI 3 ~`); Enter as
///   CR or LF; Escape alone; ^U, ^W, ^C and ^D as Control and their letter (bytes: ISIG is off).
/// - The application keypad's keys, each as the keypad key it is (`KeypadCodes`: xterm's and
///   tmux's `SS3 p`…`SS3 y`, `j k l m n o X M`, or the Linux console's `SS3 l S R Q n M`):
///   digits, `*`, Enter, and `-`, `+`, `.`, `/`, `,`, `=`, which type their character. Any other
///   SS3 key but the cursor and function keys is refused visibly, never dropped.
/// - Mouse reports in SGR encoding (xterm mode 1006, `CSI < b ; x ; y M` press or motion,
///   `… m` release) and in the legacy X10 encoding (`CSI M b x y`); left button only.
/// - Bracketed paste (xterm mode 2004): everything between `CSI 200 ~` and `CSI 201 ~`, at most
///   `pasteLimit` bytes, the rest dropped (with a character the limit cuts in two), handed over
///   in a secret's page (`PastedText`).
/// - Tab and Shift+Tab (`CSI Z`) as the next and previous field.
/// - The arrow keys (`CSI A`…`CSI D`, with or without modifier parameters, and the application
///   cursor forms `SS3 A`…`SS3 D`).
/// - Other UTF-8 characters as `.text`; bytes that are not UTF-8 (a Latin-1 terminal's `ö`) as
///   `.refused`, one per maximal invalid part (Unicode §3.9), never as U+FFFD. Alt+key (ESC then
///   a character: a chord, not text) as `.refused`; ESC then a control byte (Alt+Return) as
///   nothing, as the window takes it. A key
///   that types reported with its modifiers (xterm's modifyOtherKeys `CSI 27 ; m ; c ~`, the
///   `CSI c ; m u` of fixterms and kitty) as `.refused`: a chord, never dropped. Other
///   control bytes and escape sequences (function keys, focus reports) are ignored whole,
///   however long: control sequences up to their final byte, and the string sequences OSC, DCS,
///   SOS, PM and APC (ECMA-48 §5.6) up to BEL or ST, so no digit inside one is ever typed; one
///   that does not end (Alt+], Alt+Shift+P) is refused after `escapeTimeout`. An ESC
///   inside a control sequence, an SS3 key or an X10 mouse report ends it there and starts the
///   next, as a VT terminal's parser does.
package struct InputDecoder {
    /// How long to wait after an ESC for the rest of a sequence before taking it as the Escape
    /// key, in milliseconds.
    package static let escapeTimeout = 50
    /// The most bytes of one paste kept.
    package static let pasteLimit = 4096
    /// How long a paste may go without a byte before it is abandoned (its end marker lost), in
    /// milliseconds.
    package static let pasteTimeout = 1000
    /// The most parameter bytes kept of one control sequence; the rest are skipped.
    package static let controlSequenceLimit = 64

    /// Whose application keypad sends the keypad's keys (`KeypadCodes`).
    package let keypad: KeypadCodes
    private var pending: [UInt8] = []
    package private(set) var isPasting = false
    private var pasted: [UInt8] = []
    private var skipping = Skipping.none
    /// Whether the paste being read went past `pasteLimit` (its start alone is kept).
    private var pasteIsCut = false

    /// A sequence being skipped across reads.
    private enum Skipping {
        case none
        /// The rest of an over-long control sequence, up to its final byte.
        case controlSequence
        /// A string sequence, up to BEL or ST (`ESC \`).
        case string
    }

    /// Creates a decoder with nothing pending, for a terminal whose application keypad sends
    /// `keypad`'s codes. Room is kept for a whole read and a whole paste, so appending never
    /// moves the bytes (leaving a copy behind in freed memory).
    package init(keypad: KeypadCodes = .xterm) {
        self.keypad = keypad
        pending.reserveCapacity(8192)
        pasted.reserveCapacity(InputDecoder.pasteLimit)
    }

    /// Whether bytes wait for the rest of an escape sequence (an ESC, an unfinished sequence);
    /// the caller calls `flush()` when nothing more arrives in time. An unfinished UTF-8
    /// character is not waited on this way: it stays pending until its next byte comes.
    package var isWaiting: Bool { pending.first == 0x1B && !isPasting && skipping == .none }

    /// Decodes `bytes` after what was pending.
    package mutating func decode(_ bytes: [UInt8]) -> [InputEvent] {
        pending += bytes
        var events: [InputEvent] = []
        var index = 0
        while index < pending.count {
            if isPasting {
                guard let next = takePaste(from: index, into: &events) else { index = pending.count - keptPasteTail(from: index); break }
                index = next
                continue
            }
            if skipping != .none {
                let (next, needsMore) = skip(from: index)
                index = next
                if needsMore { break }
                continue
            }
            guard let next = decodeOne(at: index, into: &events) else { break }
            index = next
        }
        consume(index)
        return events
    }

    /// Ends a paste whose end marker never came (after `pasteTimeout`): nothing of it is typed,
    /// and it is refused whole (an empty paste marked as cut), so the person sees it was not
    /// taken.
    package mutating func abandonPaste() -> [InputEvent] {
        guard isPasting else { return [] }
        InputDecoder.wipe(&pasted)
        consume(pending.count)
        isPasting = false
        pasteIsCut = false
        return [.paste([UInt8]().withUnsafeBytes { PastedText(bytes: $0, isWhole: false) })]
    }

    /// Ends the wait for a sequence: a lone ESC becomes the Escape key (`.key(.cancel)`); an
    /// unfinished escape sequence is refused (Alt and a key: Alt+[, Alt+], Alt+Shift+O, or ESC
    /// and the start of a character), its bytes never typed nor silently dropped. An unfinished
    /// UTF-8 character stays (`isWaiting` is false for it).
    package mutating func flush() -> [InputEvent] {
        guard isWaiting else { return [] }
        let isLoneEscape = pending == [0x1B]
        consume(pending.count)
        return isLoneEscape ? [.key(KeyStroke(.escape))] : [.refused]
    }

    // MARK: Tokens

    /// Decodes the token at `index`; returns the index after it, or nil when it is incomplete.
    private mutating func decodeOne(at index: Int, into events: inout [InputEvent]) -> Int? {
        let byte = pending[index]
        switch byte {
        case 0x1B: return decodeEscape(at: index, into: &events)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            let digit = Int(byte - UInt8(ascii: "0"))
            events.append(.key(KeyStroke(.digit(digit), text: String(digit))))
        case UInt8(ascii: " "): events.append(.key(KeyStroke(.space, text: " ")))
        case 0x7F, 0x08: events.append(.key(KeyStroke(.backspace)))
        case 0x0D, 0x0A: events.append(.key(KeyStroke(.enter)))
        case 0x09: events.append(.key(KeyStroke(.tab)))
        // With ISIG off ^C, ^D, ^U and ^W arrive as bytes: Control and their letter.
        case 0x03: events.append(.key(KeyStroke(.letter("c"), modifiers: .control)))
        case 0x04: events.append(.key(KeyStroke(.letter("d"), modifiers: .control)))
        case 0x15: events.append(.key(KeyStroke(.letter("u"), modifiers: .control)))
        case 0x17: events.append(.key(KeyStroke(.letter("w"), modifiers: .control)))
        // ^Z: stopped by the shell's job control, which the loop asks for (SIGTSTP's way).
        case 0x1A: events.append(.suspend)
        case 0x00..<0x20: break
        default: return decodeCharacter(at: index, into: &events)
        }
        return index + 1
    }

    private mutating func decodeEscape(at index: Int, into events: inout [InputEvent]) -> Int? {
        guard index + 1 < pending.count else { return nil }
        switch pending[index + 1] {
        case UInt8(ascii: "["): return decodeControlSequence(at: index + 2, into: &events)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return nil }
            if pending[index + 2] == 0x1B { return index + 2 }  // cut short: the ESC starts the next sequence
            decodeSingleShift(pending[index + 2], into: &events)
            return index + 3
        case 0x1B:
            events.append(.key(KeyStroke(.escape)))
            return index + 1
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            return decodeString(at: index, into: &events)
        case 0x00..<0x20, 0x7F:
            return index + 2  // Alt and a key that types no character (Alt+Return, Alt+Backspace): nothing
        default:
            // Alt (Meta) and a character: not text (a Mac's Option+L, `@` on a German layout,
            // would type `l`); refused visibly, the character consumed whole.
            var character: [InputEvent] = []
            guard let end = decodeCharacter(at: index + 1, into: &character) else { return nil }
            events.append(.refused)
            return end
        }
    }

    /// A string sequence (OSC, DCS, SOS, PM, APC) from its ESC at `index`: a terminal's report,
    /// which comes in one burst and ends with BEL or ST (`ESC \`), is skipped whole; returns nil
    /// while its end has not come (`flush` ends the wait and refuses it: Alt+], Alt+Shift+P).
    /// An ESC inside that starts no ST cuts it short: refused, its bytes never typed, and that
    /// ESC starts the next sequence.
    /// A report longer than `pasteLimit` is skipped as it comes (`Skipping.string`).
    private mutating func decodeString(at index: Int, into events: inout [InputEvent]) -> Int? {
        var position = index + 2
        while position < pending.count {
            switch pending[position] {
            case 0x07:
                return position + 1
            case 0x1B:
                guard position + 1 < pending.count else { return nil }
                if pending[position + 1] == UInt8(ascii: "\\") { return position + 2 }
                // Cut short by the next sequence: what came before that ESC is dropped, never
                // typed (it may be a report's digits), and refused, so it is not dropped unseen.
                events.append(.refused)
                return position
            default:
                position += 1
            }
            if position - index > InputDecoder.pasteLimit {
                skipping = .string
                return position
            }
        }
        return nil
    }

    /// `CSI` parameters intermediate final, from the byte after `ESC [`.
    private mutating func decodeControlSequence(at start: Int, into events: inout [InputEvent]) -> Int? {
        var end = start
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) {
            if pending[end] == 0x1B { return end }  // cut short: the ESC starts the next sequence
            end += 1
            if end - start > InputDecoder.controlSequenceLimit {
                skipping = .controlSequence  // not a sequence we know: skip to its final byte
                return end
            }
        }
        guard end < pending.count else { return nil }
        let parameters = String(decoding: pending[start..<end], as: UTF8.self)
        let final = pending[end]
        if final == UInt8(ascii: "M"), parameters.isEmpty { return decodeLegacyMouse(at: end + 1, into: &events) }
        switch (parameters, final) {
        case ("200", UInt8(ascii: "~")): isPasting = true
        case ("3", UInt8(ascii: "~")): events.append(.key(KeyStroke(.deleteForward)))
        case ("5", UInt8(ascii: "~")): events.append(.key(KeyStroke(.page(.up))))
        case ("6", UInt8(ascii: "~")): events.append(.key(KeyStroke(.page(.down))))
        case ("", UInt8(ascii: "Z")): events.append(.key(KeyStroke(.tab, modifiers: .shift)))
        case (_, UInt8(ascii: "u")) where !parameters.isEmpty && parameters.first?.isNumber == true: events.append(.refused)
        case (_, UInt8(ascii: "~")) where parameters.hasPrefix("27;"): events.append(.refused)
        case (_, UInt8(ascii: "A")...UInt8(ascii: "D")) where !parameters.hasPrefix("<") && !parameters.hasPrefix("?"):
            // xterm's modifier parameter: `1;5` is Control (Ctrl+Up and Ctrl+Down scroll the text).
            let modifiers: KeyModifiers = parameters == "1;5" && (final == UInt8(ascii: "A") || final == UInt8(ascii: "B")) ? .control : []
            if let direction = InputDecoder.arrow(final) { events.append(.key(KeyStroke(.arrow(direction), modifiers: modifiers))) }
        case (_, UInt8(ascii: "M")), (_, UInt8(ascii: "m")):
            if parameters.hasPrefix("<") { decodeMouse(parameters.dropFirst(), isRelease: final == UInt8(ascii: "m"), into: &events) }
        default: break
        }
        return end + 1
    }

    /// Skips the rest of a sequence from `index`; returns the index after it, and whether more
    /// bytes are needed (its end has not arrived: what was scanned is dropped, and an ESC that may
    /// start ST stays pending).
    private mutating func skip(from index: Int) -> (next: Int, needsMore: Bool) {
        var position = index
        while position < pending.count {
            let byte = pending[position]
            switch skipping {
            case .controlSequence where (0x40...0x7E).contains(byte):
                skipping = .none
                return (position + 1, false)
            case .controlSequence where byte == 0x1B:
                skipping = .none
                return (position, false)
            case .string where byte == 0x07:
                skipping = .none
                return (position + 1, false)
            case .string where byte == 0x1B:
                guard position + 1 < pending.count else { return (position, true) }
                skipping = .none
                return (pending[position + 1] == UInt8(ascii: "\\") ? position + 2 : position, false)
            default:
                position += 1
            }
        }
        return (position, true)
    }

    /// An SS3 key: the application keypad's keys as `keypad` sends them, the application cursor
    /// keys (`SS3 A`…`SS3 D`), and keys that type nothing (xterm's F1–F4 `SS3 P`…`SS3 S`,
    /// Home and End `SS3 H`, `SS3 F`, the keypad's 5 without Num Lock `SS3 E`; the console's Num
    /// Lock `SS3 P`) ignored. Any other final is a key of some keypad: refused visibly, never
    /// dropped, since it may have typed a character.
    private func decodeSingleShift(_ byte: UInt8, into events: inout [InputEvent]) {
        if let key = keypad.key(byte) {
            switch key {
            case .keypadDigit(let digit): events.append(.key(KeyStroke(key, text: String(digit))))
            case .keypadMultiply: events.append(.key(KeyStroke(key, text: "*")))
            case .keypadSymbol(let character): events.append(.key(KeyStroke(key, text: String(character))))
            case .space: events.append(.key(KeyStroke(key, text: " ")))
            default: events.append(.key(KeyStroke(key)))
            }
            return
        }
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "D"):
            if let direction = InputDecoder.arrow(byte) { events.append(.key(KeyStroke(.arrow(direction)))) }
        case UInt8(ascii: "E"), UInt8(ascii: "F"), UInt8(ascii: "H"), UInt8(ascii: "P")...UInt8(ascii: "S"): break
        default: events.append(.refused)
        }
    }

    /// The direction of an arrow key's final byte: `A` up, `B` down, `C` right, `D` left.
    private static func arrow(_ final: UInt8) -> FocusDirection? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        default: return nil
        }
    }

    /// SGR mouse: `b;x;y` with 1-based cells; bit 5 of `b` is motion, bits 6–7 wheel and extra
    /// buttons, bits 2–4 modifiers (ignored), bits 0–1 the button (0 = left).
    private func decodeMouse(_ parameters: Substring, isRelease: Bool, into events: inout [InputEvent]) {
        let fields = parameters.split(separator: ";").compactMap { Int($0) }
        guard fields.count == 3 else { return }
        let (button, column, row) = (fields[0], fields[1] - 1, fields[2] - 1)
        // The wheel: button 64 (away from the person) or 65 (towards), modifiers aside; a press only.
        if button & 0b1110_0011 == 64 || button & 0b1110_0011 == 65 {
            if !isRelease { events.append(.wheel(lines: button & 1 == 0 ? 1 : -1)) }
            return
        }
        guard button & 0b1100_0011 == 0, (0..<10_000).contains(column), (0..<10_000).contains(row) else { return }
        let phase: TapPhase = isRelease ? .up : (button & 32 != 0 ? .moved : .down)
        events.append(.mouse(column: column, row: row, phase: phase))
    }

    /// X10 mouse: three bytes, each value + 32 (xterm sends 0 for a cell past the last it can
    /// encode); button 3 is a release of any button. An ESC is never one of them: it cuts the
    /// report short and starts the next sequence.
    private func decodeLegacyMouse(at start: Int, into events: inout [InputEvent]) -> Int? {
        if let escape = pending[start..<min(start + 3, pending.count)].firstIndex(of: 0x1B) { return escape }
        guard start + 2 < pending.count else { return nil }
        let button = Int(pending[start]) - 32
        let column = Int(pending[start + 1]) - 33
        let row = Int(pending[start + 2]) - 33
        if button & 0b1100_0000 == 0 {
            switch button & 0b10_0011 {
            case 0: events.append(.mouse(column: column, row: row, phase: .down))
            case 32: events.append(.mouse(column: column, row: row, phase: .moved))
            case 3: events.append(.mouse(column: column, row: row, phase: .up))
            default: break
            }
        }
        return start + 3
    }

    /// One UTF-8 character; nil while its continuation bytes may still arrive. Bytes that are not
    /// UTF-8 give `.refused`, one per maximal invalid part (Unicode §3.9), and never take the
    /// byte after them: an ESC that follows a stray byte still starts a sequence.
    private func decodeCharacter(at index: Int, into events: inout [InputEvent]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = pending[index...].makeIterator()
        switch parser.parseScalar(from: &bytes) {
        case .valid(let encoded):
            let scalar = Unicode.UTF8.decode(encoded)
            events.append(.text(String(scalar)))
            return index + encoded.count
        case .error(let length):
            if index + length == pending.count, (0xC2...0xF4).contains(pending[index]) { return nil }
            events.append(.refused)
            return index + length
        case .emptyInput:
            return nil
        }
    }

    // MARK: Paste

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)

    /// Drops start markers inside a paste (a terminal that nests them, or text that holds one),
    /// so their digits are never typed; the bytes after them move up and the tail is zeroed.
    private mutating func removeStartMarkers() {
        let marker = InputDecoder.pasteStart
        var kept = 0
        var index = 0
        while index < pasted.count {
            if pasted[index] == 0x1B, index + marker.count <= pasted.count, pasted[index..<index + marker.count].elementsEqual(marker) {
                index += marker.count
                continue
            }
            pasted[kept] = pasted[index]
            kept += 1
            index += 1
        }
        for position in kept..<pasted.count { pasted[position] = 0 }
        pasted.removeLast(pasted.count - kept)
    }

    /// Collects paste bytes from `index`; returns the index after the end marker, or nil when the
    /// marker has not arrived (the bytes so far are kept in `pasted`).
    private mutating func takePaste(from index: Int, into events: inout [InputEvent]) -> Int? {
        let marker = InputDecoder.pasteEnd
        var end = index
        while end + marker.count <= pending.count {
            if pending[end] == 0x1B, pending[end..<end + marker.count].elementsEqual(marker) {
                keep(pending[index..<end])
                removeStartMarkers()
                events.append(.paste(pastedText()))
                InputDecoder.wipe(&pasted)
                isPasting = false
                return end + marker.count
            }
            end += 1
        }
        return nil
    }

    /// While pasting, moves all but a possible start of the end marker into `pasted`; returns how
    /// many bytes stay pending.
    private mutating func keptPasteTail(from index: Int) -> Int {
        let tail = min(InputDecoder.pasteEnd.count - 1, pending.count - index)
        keep(pending[index..<pending.count - tail])
        return tail
    }

    private mutating func keep(_ bytes: ArraySlice<UInt8>) {
        let room = max(InputDecoder.pasteLimit - pasted.count, 0)
        if bytes.count > room { pasteIsCut = true }
        pasted += bytes.prefix(room)
    }

    /// The paste, moved into a secret's page: whole, or its start marked as cut
    /// (`PastedText.isWhole`), which the prompt refuses whole.
    private mutating func pastedText() -> PastedText {
        defer { pasteIsCut = false }
        return pasted.withUnsafeBytes { PastedText(bytes: $0, isWhole: !pasteIsCut) }
    }

    /// Drops the first `count` pending bytes: the rest move up and every byte after them is
    /// zeroed (they may hold digits), in place, so no copy is left in freed memory.
    private mutating func consume(_ count: Int) {
        let rest = pending.count - count
        for position in 0..<rest { pending[position] = pending[count + position] }
        for position in rest..<pending.count { pending[position] = 0 }
        pending.removeLast(count)
    }

    /// Zeroes `bytes` in place and empties it, keeping its storage. Static: a method of the
    /// decoder would borrow a copy of the decoder, whose reference to the same storage makes the
    /// write copy it, and the old storage was freed with the paste still in it.
    private static func wipe(_ bytes: inout [UInt8]) {
        for position in bytes.indices { bytes[position] = 0 }
        bytes.removeAll(keepingCapacity: true)
    }
}
