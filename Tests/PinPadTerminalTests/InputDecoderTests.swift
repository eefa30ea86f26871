import PinPadCore
import Testing

@testable import PinPadTerminal

struct InputDecoderTests {
    /// What a decoded event means for a field of `policy`: keys through the key-binding table
    /// (`KeyBinding`), everything else as decoded.
    enum Meaning: Hashable {
        case key(KeyCode)
        case text(String)
        case paste(PastedText)
        case mouse(column: Int, row: Int, phase: TapPhase)
        case wheel(Int)
        case refused
        case suspend
        case nothing
    }

    private func meanings(_ events: [InputEvent], policy: KeyboardPolicy = .keypadOnly) -> [Meaning] {
        events.map { event in
            switch event {
            case .key(let stroke):
                switch KeyBinding.action(for: stroke, policy: policy) {
                case .key(let code): return .key(code)
                case .text(let text): return .text(text)
                case .refused: return .refused
                case .paste, nil: return .nothing
                }
            case .text(let text): return .text(text)
            case .refused: return .refused
            case .paste(let text): return .paste(text)
            case .mouse(let column, let row, let phase): return .mouse(column: column, row: row, phase: phase)
            case .wheel(let lines): return .wheel(lines)
            case .suspend: return .suspend
            }
        }
    }

    private func decode(_ chunks: String...) -> [Meaning] {
        var decoder = InputDecoder()
        return meanings(chunks.flatMap { decoder.decode(Array($0.utf8)) })
    }

    private func decode(_ text: String, keypad: KeypadCodes, policy: KeyboardPolicy) -> [Meaning] {
        var decoder = InputDecoder(keypad: keypad)
        return meanings(decoder.decode(Array(text.utf8)), policy: policy)
    }

    /// Every key of xterm's (and tmux's) application keypad is the keypad key it is: its
    /// symbols type in a passphrase and are refused in a PIN field, never dropped.
    @Test func xtermsApplicationKeypadTypesEveryKey() {
        let keys = "\u{1B}Om\u{1B}Ok\u{1B}On\u{1B}Oo\u{1B}Ol\u{1B}OX\u{1B}Oj\u{1B}Ow"
        #expect(decode(keys, keypad: .xterm, policy: .textInput) == ["-", "+", ".", "/", ",", "=", "*", "7"].map { .text($0) })
        #expect(decode(keys, keypad: .xterm, policy: .keypadOnly) == ["-", "+", ".", "/", ",", "="].map { .text($0) } + [.key(.repeatAnnouncement), .key(.digit(7))])
    }

    /// The Linux console's application keypad (`app_map` of drivers/tty/vt/keyboard.c) sends
    /// `SS3 S`, `l`, `n`, `Q`, `R` for `-`, `+`, `.`, `/`, `*`; its Num Lock `SS3 P` types nothing.
    @Test func theLinuxConsolesApplicationKeypadTypesEveryKey() {
        let keys = "\u{1B}OS\u{1B}Ol\u{1B}On\u{1B}OQ\u{1B}OR\u{1B}OM\u{1B}OP\u{1B}Op"
        #expect(decode(keys, keypad: .linuxConsole, policy: .textInput) == ["-", "+", ".", "/", "*"].map { .text($0) } + [.key(.submit), .text("0")])
        #expect(decode(keys, keypad: .linuxConsole, policy: .keypadOnly) == ["-", "+", ".", "/"].map { .text($0) } + [.key(.repeatAnnouncement), .key(.submit), .key(.digit(0))])
        #expect(KeypadCodes.of(term: "linux", ttyPath: "/dev/tty") == .linuxConsole)
        #expect(KeypadCodes.of(term: nil, ttyPath: "/dev/console") == .linuxConsole)
        #expect(KeypadCodes.of(term: nil, ttyPath: "/dev/tty3") == .linuxConsole)
        #expect(KeypadCodes.of(term: "tmux-256color", ttyPath: "/dev/tty") == .xterm)
        #expect(KeypadCodes.of(term: nil, ttyPath: "/dev/pts/3") == .xterm)
    }

    /// An SS3 key of no keypad known, and a key that types reported with modifiers
    /// (modifyOtherKeys, `CSI u`), may have typed a character: refused visibly. xterm's F1–F4
    /// and the cursor keys type nothing.
    @Test func anUnknownKeyThatMayTypeIsRefusedNotDropped() {
        #expect(decode("1\u{1B}Oz2") == [.key(.digit(1)), .refused, .key(.digit(2))])
        #expect(decode("\u{1B}[27;3;50~\u{1B}[50;3u") == [.refused, .refused])
        #expect(decode("\u{1B}OP\u{1B}OS\u{1B}OH\u{1B}[15~") == [])
    }
    @Test func keys() {
        #expect(decode("09\u{7F}\u{08}\r\n\u{15}\u{17}\u{03}\u{04}") == [
            .key(.digit(0)), .key(.digit(9)), .key(.delete), .key(.delete), .key(.submit), .key(.submit),
            .key(.clear), .key(.clear), .key(.cancel), .key(.cancel),
        ])
    }

    /// Space is a key that types a space: in a keypad field it presses the focused key (the
    /// README's keys), in a text field it is a space, so a passphrase with one arrives whole.
    @Test func otherCharactersAreTextSpaceIsAKeyAndControlsAreDropped() {
        #expect(decode("a\u{01} é") == [.text("a"), .key(.pressFocused), .text("é")])
        var decoder = InputDecoder()
        #expect(meanings(decoder.decode(Array("a\u{01} é5".utf8)), policy: .textInput) == [.text("a"), .text(" "), .text("é"), .text("5")])
    }

    @Test func keypadStarAndEnterInApplicationKeypadMode() {
        #expect(decode("\u{1B}Oj\u{1B}OM\u{1B}Ou") == [.key(.repeatAnnouncement), .key(.submit), .key(.digit(5))])
    }

    @Test func loneEscapeWaitsForTheTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.isWaiting)
        #expect(meanings(decoder.flush()) == [.key(.cancel)])
        #expect(!decoder.isWaiting)
        #expect(decoder.flush().isEmpty)
    }

    @Test func doubleEscapeIsOneEscapeKeyAndThenAWait() {
        var decoder = InputDecoder()
        #expect(meanings(decoder.decode([0x1B, 0x1B])) == [.key(.cancel)])
        #expect(decoder.isWaiting)
    }

    @Test func sequencesSplitAcrossReadsComplete() {
        #expect(decode("\u{1B}", "[3", "~") == [.key(.delete)])
        #expect(decode("\u{1B}O", "M", "\u{1B}Op") == [.key(.submit), .key(.digit(0))])
        #expect(decode("\u{1B}[15~\u{1B}[I5") == [.key(.digit(5))])  // F5, focus: ignored
        #expect(decode("\u{1B}[", "A") == [.key(.moveFocus(.up))])
    }

    @Test func arrowKeysMoveTheKeypadFocus() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.key(.moveFocus(.up)), .key(.moveFocus(.down)), .key(.moveFocus(.right)), .key(.moveFocus(.left))])
        #expect(decode("\u{1B}OA\u{1B}OD") == [.key(.moveFocus(.up)), .key(.moveFocus(.left))])  // application cursor keys
        #expect(decode("\u{1B}[1;5C") == [.key(.moveFocus(.right))])  // with Ctrl
    }

    /// An escape sequence cut short (Alt+[ or Alt+Shift+O and what came with them) is refused
    /// when the wait ends: never typed, never dropped without a word.
    @Test func anUnfinishedSequenceIsRefusedOnFlush() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[12".utf8)).isEmpty)
        #expect(meanings(decoder.flush()) == [.refused])
        #expect(meanings(decoder.decode(Array("3".utf8))) == [.key(.digit(3))])
        #expect(decoder.decode(Array("\u{1B}O".utf8)).isEmpty)
        #expect(meanings(decoder.flush()) == [.refused])
    }

    /// Alt+], Alt+Shift+P, Alt+Shift+X, Alt+^ and Alt+_ send the bytes that start a terminal's
    /// report (OSC, DCS, SOS, PM, APC): one that does not end is the chord, refused when the
    /// wait ends, and every key after it is read again (the terminal once swallowed them all,
    /// Escape and Ctrl+C included). An ESC that starts no ST ends it at once.
    @Test(arguments: ["]", "P", "X", "^", "_"])
    func altAndAReportsFirstByteIsRefusedAndTheKeysAfterItAreTaken(introducer: String) {
        var decoder = InputDecoder()
        #expect(meanings(decoder.decode(Array("1\u{1B}\(introducer)".utf8))) == [.key(.digit(1))])
        #expect(decoder.isWaiting, "no wait: nothing would ever end it")
        #expect(meanings(decoder.flush()) == [.refused])
        #expect(meanings(decoder.decode(Array("2\u{03}".utf8))) == [.key(.digit(2)), .key(.cancel)])
        #expect(decode("\u{1B}\(introducer)\u{1B}3") == [.refused, .refused])
        // An ESC at the end may start ST: the wait goes on, and its end refuses it all.
        #expect(decoder.decode(Array("\u{1B}\(introducer)\u{1B}".utf8)).isEmpty)
        #expect(meanings(decoder.flush()) == [.refused])
    }

    /// A report cut short by the next sequence: its digits are never typed (refused, not
    /// dropped unseen), and the next sequence is read whole.
    @Test func aReportCutShortByTheNextSequenceTypesNoneOfItsDigits() {
        #expect(decode("\u{1B}]11;12\u{1B}[<0;3;4M") == [.refused, .mouse(column: 2, row: 3, phase: .down)])
        #expect(decode("\u{1B}P1$r0\u{1B}_app 123\u{1B}\\4") == [.refused, .key(.digit(4))])
    }

    /// Alt with a key that types nothing (Alt+Return, Alt+Backspace, Alt+Tab) does nothing, as
    /// in the window: it is no Return.
    @Test func altAndAKeyThatTypesNothingDoesNothing() {
        #expect(decode("1\u{1B}\r") == [.key(.digit(1))])
        #expect(decode("\u{1B}\u{7F}\u{1B}\t") == [])
    }

    /// An unfinished character is not an escape sequence: the escape timeout never cuts it,
    /// however long its next byte takes.
    @Test func anUnfinishedCharacterOutlastsTheEscapeTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0xC3]).isEmpty)
        #expect(!decoder.isWaiting)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode([0xA9]) == [.text("é")])
        #expect(decoder.decode([0xF0, 0x9F]).isEmpty)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.decode([0x91, 0x8D]) == [.text("👍")])
    }

    /// Bytes that are not UTF-8 (a Latin-1 terminal's ö and ü) are refused, never U+FFFD: `abö`
    /// and `abü` never become the same secret unseen.
    @Test func bytesThatAreNotUTF8AreRefused() {
        var decoder = InputDecoder()
        #expect(meanings(decoder.decode([0x61, 0x62, 0xF6])) == [.text("a"), .text("b"), .refused])
        #expect(meanings(decoder.decode([0xFC, 0x80, 0xC0, 0xAF])) == [.refused, .refused, .refused, .refused])
        // A lead byte whose next byte is no continuation: refused, and the next byte is itself.
        #expect(decoder.decode([0xC3]).isEmpty)
        #expect(meanings(decoder.decode([0x0D])) == [.refused, .key(.submit)])
    }

    /// Alt (Meta) and a key, which a terminal sends as ESC and the key's character, is not text:
    /// a Mac's Option+L (`@` on a German Mac, when Option is Meta) must not type `l`. It is
    /// refused (the field says so), the character after ESC consumed whole; ESC before a control
    /// byte (Alt+Backspace) does nothing.
    @Test func altAndACharacterIsRefusedNotTheCharacterAlone() {
        #expect(decode("\u{1B}7") == [.refused])
        #expect(decode("a\u{1B}lb") == [.text("a"), .refused, .text("b")])
        #expect(decode("\u{1B}ö1") == [.refused, .key(.digit(1))])
        #expect(decode("\u{1B}\u{7F}") == [])
        var decoder = InputDecoder()
        let bytes = Array("\u{1B}é".utf8)
        #expect(decoder.decode(Array(bytes.prefix(2))).isEmpty, "ESC and half a character wait for the rest")
        #expect(meanings(decoder.decode(Array(bytes.dropFirst(2)))) == [.refused])
    }

    @Test func splitUTF8CharacterWaits() {
        let bytes = Array("é".utf8)
        var decoder = InputDecoder()
        #expect(decoder.decode([bytes[0]]).isEmpty)
        #expect(meanings(decoder.decode([bytes[1]])) == [.text("é")])
    }

    @Test func anEmojiInFourReadsAndAPasteOfHanAreWhole() {
        let bytes = Array("😀".utf8)
        var decoder = InputDecoder()
        for byte in bytes.dropLast() { #expect(decoder.decode([byte]).isEmpty) }
        #expect(meanings(decoder.decode([bytes[3]])) == [.text("😀")])
        let paste = Array("\u{1B}[200~密码ß😀\u{1B}[201~".utf8)
        #expect(decoder.decode(Array(paste[..<9])).isEmpty, "the paste ends later")
        #expect(meanings(decoder.decode(Array(paste[9...]))) == [.paste("密码ß😀")])
    }

    @Test func sgrMouse() {
        #expect(decode("\u{1B}[<0;12;5M\u{1B}[<32;13;5M\u{1B}[<0;13;6m") == [
            .mouse(column: 11, row: 4, phase: .down), .mouse(column: 12, row: 4, phase: .moved),
            .mouse(column: 12, row: 5, phase: .up),
        ])
        #expect(decode("\u{1B}[<16;2;2M") == [.mouse(column: 1, row: 1, phase: .down)])  // with Ctrl
        #expect(decode("\u{1B}[<2;2;2M\u{1B}[<2;2;2m\u{1B}[<35;2;2M").isEmpty)  // right, hover
        // The wheel, a notch away and one towards the person (with Ctrl too), scrolls the text.
        #expect(decode("\u{1B}[<64;2;2M\u{1B}[<65;2;2M\u{1B}[<80;2;2M") == [.wheel(1), .wheel(-1), .wheel(1)])
    }

    @Test func legacyMouse() {
        let press: [UInt8] = [0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2]
        let release: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 3, 33 + 4, 33 + 2]
        var decoder = InputDecoder()
        #expect(meanings(decoder.decode(press + release)) == [.mouse(column: 4, row: 2, phase: .down), .mouse(column: 4, row: 2, phase: .up)])
    }

    @Test func bracketedPaste() {
        #expect(decode("\u{1B}[200~12 34\u{1B}[201~5") == [.paste("12 34"), .key(.digit(5))])
        // A start marker inside a paste is not text: its digits were typed ("122003").
        #expect(decode("\u{1B}[200~12\u{1B}[200~34\u{1B}[201~56") == [.paste("1234"), .key(.digit(5)), .key(.digit(6))])
        #expect(decode("\u{1B}[200~1\u{1B}[2", "00~2\u{1B}[201~") == [.paste("12")])
        #expect(decode("\u{1B}[20", "0~1\u{1B}", "[201", "~") == [.paste("1")])
        #expect(decode("\u{1B}[200~\r\u{03}\u{1B}x", "9\u{1B}[201~") == [.paste("\r\u{03}\u{1B}x9")])
    }

    /// A paste past the limit keeps its start, marked as not whole (the prompt refuses it
    /// whole), and its end marker is still found.
    @Test func pasteIsCappedAndMarkedCutButItsEndIsStillFound() {
        let long = String(repeating: "7", count: InputDecoder.pasteLimit + 100)
        let events = decode("\u{1B}[200~" + long, "\u{1B}[201~1")
        #expect(events.count == 2)
        if case .paste(let text) = events.first { #expect(text.count == InputDecoder.pasteLimit && !text.isWhole) } else { Issue.record("no paste") }
        #expect(events.last == .key(.digit(1)))
        let fitting = decode("\u{1B}[200~" + String(repeating: "7", count: InputDecoder.pasteLimit) + "\u{1B}[201~")
        if case .paste(let text) = fitting.first { #expect(text.isWhole) } else { Issue.record("no paste") }
    }

    @Test func digitsInsideStringSequencesAreNeverTyped() {
        // OSC 11 colour report ended by ST, OSC ended by BEL, DCS reply, APC: all swallowed whole.
        #expect(decode("\u{1B}]11;rgb:1234/5678/9abc\u{1B}\\4") == [.key(.digit(4))])
        #expect(decode("\u{1B}]0;title 99\u{07}5") == [.key(.digit(5))])
        #expect(decode("\u{1B}P1$r0m\u{1B}\\") == [])
        #expect(decode("\u{1B}_app 123\u{1B}\\6") == [.key(.digit(6))])
    }

    @Test func aStringSequenceSplitAcrossReadsIsStillSwallowed() {
        #expect(decode("\u{1B}]11;rgb:12", "34/56", "78\u{1B}", "\\7") == [.key(.digit(7))])
    }

    @Test func overLongControlSequencesAreSkippedToTheirFinalByte() {
        let parameters = (1...40).map(String.init).joined(separator: ";")
        #expect(decode("\u{1B}[\(parameters)m8") == [.key(.digit(8))])
        #expect(decode("\u{1B}[<0;9223372036854775807;9223372036854775807M") == [])
    }

    @Test func tabAndShiftTabMoveBetweenFields() {
        #expect(decode("\t\u{1B}[Z") == [.key(.nextField), .key(.previousField)])
    }

    @Test func aStrayByteNeverTakesTheEscapeAfterIt() {
        // A Latin-1 "é" (0xE9) once took the next two bytes as its own, and the mouse report's
        // digits were typed.
        var decoder = InputDecoder()
        #expect(meanings(decoder.decode([0xE9] + Array("\u{1B}[<0;3;4M".utf8))) == [.refused, .mouse(column: 2, row: 3, phase: .down)])
        #expect(meanings(decoder.decode([0xD4, 0x21, 0xF0, 0x9F, 0x98])) == [.refused, .text("!")])
        #expect(meanings(decoder.decode([0x80])) == [.text("😀")])
    }

    @Test func anEscapeCutsASequenceShortAndStartsTheNext() {
        #expect(decode("\u{1B}[12\u{1B}[<0;3;4M") == [.mouse(column: 2, row: 3, phase: .down)])
        #expect(decode("\u{1B}O\u{1B}[200~12\u{1B}[201~") == [.paste("12")])
        #expect(decode("\u{1B}[M !\u{1B}]0;12\u{07}") == [])
        let parameters = String(repeating: "1;", count: 40)
        #expect(decode("\u{1B}[\(parameters)\u{1B}[3~") == [.key(.delete)])
    }

    /// A character the limit cuts in two (4095 bytes and a 2-byte é) makes the paste not whole:
    /// refused whole, never delivered without its last character.
    @Test func aCharacterCutByThePasteLimitMakesThePasteNotWhole() {
        let long = String(repeating: "7", count: InputDecoder.pasteLimit - 1) + "é"
        let events = decode("\u{1B}[200~" + long + "\u{1B}[201~")
        if case .paste(let text) = events.first { #expect(!text.isWhole) } else { Issue.record("no paste: \(events)") }
    }

    @Test func aPasteWhoseEndNeverComesIsAbandoned() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~1234\r\u{03}".utf8)).isEmpty)
        #expect(decoder.isPasting)
        let abandoned = decoder.abandonPaste()
        #expect(!decoder.isPasting)
        // Refused whole where it was pasted: the person sees it was not taken.
        if case .paste(let text) = abandoned.first, abandoned.count == 1 { #expect(!text.isWhole && text.count == 0) } else { Issue.record("\(abandoned)") }
        #expect(meanings(decoder.decode(Array("9".utf8))) == [.key(.digit(9))])
    }
}
