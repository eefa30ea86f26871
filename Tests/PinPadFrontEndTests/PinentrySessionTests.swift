import Foundation
import PinPadCore
import Testing

@testable import PinPadFrontEnd

/// The pinentry protocol as transcripts: lines in, effects out, no I/O.
struct PinentrySessionTests {
    /// Feeds `lines` and collects every effect.
    func transcript(_ lines: [String], session: inout PinentrySession) -> [PinentryEffect] {
        lines.flatMap { session.receive($0) }
    }

    func asked(_ effects: [PinentryEffect]) -> PinentryAsk? {
        effects.lazy.compactMap { if case .ask(let ask) = $0 { return ask } else { return nil } }.first
    }

    @Test func settersAnswerOKAndGETPINAsksWithTheirTexts() throws {
        var session = PinentrySession()
        let effects = transcript([
            "OPTION ttyname=/dev/pts/3", "OPTION display=:0", "SETDESC Please unlock%0Athe card 0004 1234",
            "SETPROMPT PIN:", "SETOK _Unlock", "SETCANCEL _Cancel", "SETERROR Bad PIN (try 2 of 3)", "SETTIMEOUT 30", "GETPIN",
        ], session: &session)
        #expect(effects.dropLast() == Array(repeating: .send("OK"), count: 8))
        let ask = try #require(asked(effects))
        #expect(ask.request.description == "Please unlock\nthe card 0004 1234")
        #expect(ask.request.title == "PIN")
        #expect(ask.request.okLabel == "Unlock" && ask.request.cancelLabel == "Cancel")
        #expect(ask.request.error == "Bad PIN (try 2 of 3)")
        #expect(ask.request.policy == .textInput, "a card's PIN may hold letters: the field takes them")
        #expect(ask.request.entry == .freeLength(minimum: 0, maximum: 255) && ask.request.capacity == 255)
        #expect(ask.timeoutSeconds == 30 && ask.ttyName == "/dev/pts/3" && ask.display == ":0")
        #expect(ask.repeatRequest == nil)
        #expect(session.answer(.secret(repeated: false)) == [.sendSecret, .send("OK")])
        // The error was for that GETPIN only.
        #expect(asked(session.receive("GETPIN"))?.request.error == nil)
    }

    /// SETTITLE and SETPROMPT both: as pinentry-gtk-2 orders them, the title heads the window,
    /// the description follows, and the prompt labels the field (its mnemonic and colon
    /// dropped); with no title the prompt is the heading alone, not said twice.
    @Test func thePromptLabelsTheFieldUnderATitle() throws {
        var session = PinentrySession()
        let titled = try #require(asked(transcript(
            ["SETTITLE Unlock OpenPGP key", "SETDESC Please enter the passphrase", "SETPROMPT _Passphrase:", "GETPIN"], session: &session)))
        #expect(titled.request.title == "Unlock OpenPGP key" && titled.request.description == "Please enter the passphrase")
        #expect(titled.request.label == "Passphrase")
        var untitled = PinentrySession()
        let plain = try #require(asked(transcript(["SETDESC Please enter the passphrase", "SETPROMPT Passphrase:", "GETPIN"], session: &untitled)))
        #expect(plain.request.title == "Passphrase" && plain.request.label.isEmpty)
    }

    /// OK on an empty field sends the empty passphrase as GnuPG's pinentries do (`cmd_getpin`
    /// in pinentry.c: no data line when the PIN is empty, then `OK`), not nothing at all.
    @Test func okOnAnEmptyFieldSendsTheEmptyPassphrase() throws {
        var session = PinentrySession()
        let ask = try #require(asked(session.receive("GETPIN")))
        let driver = PromptDriver(prompt: Prompt(request: ask.request, clock: ManualClock()))
        driver.receive(.key(KeyStroke(.enter)))
        guard case .submitted(let secret) = driver.takeOutcome() else {
            Issue.record("Return on an empty passphrase field did not submit")
            return
        }
        let isEmpty = secret.isEmpty
        #expect(isEmpty)
        #expect(session.answer(.secret(repeated: false)) == [.sendSecret, .send("OK")])
        var lines = 0
        let sent = secret.withUnsafeBytes { bytes in AssuanEscaping.dataLines(bytes) { _ in lines += 1; return true } }
        #expect(sent && lines == 0, "an empty passphrase is OK with no D line")
    }

    /// A keypad PIN prompt with a minimum still refuses an empty OK.
    @Test func aKeypadPINWithAMinimumIsNotSubmittedEmpty() {
        let request = Request(title: "PIN", entry: .freeLength(minimum: 4, maximum: 8))
        let driver = PromptDriver(prompt: Prompt(request: request, clock: ManualClock()))
        driver.receive(.key(KeyStroke(.enter)))
        #expect(!driver.isFinished)
    }

    /// Issue 21, defect 9: a timeout is at most what pinentry.c's `int` holds; a larger one is a
    /// parameter error, and the deadline of the largest taken never passes what the clock holds.
    @Test func aTimeoutBeyondAnIntIsRefusedAndTheDeadlineNeverOverflows() throws {
        var session = PinentrySession()
        for number in ["9223372036854775807", "2147483648", "-1", "99999999999999999999", "1e3", "0x10"] {
            #expect(session.receive("SETTIMEOUT \(number)") == [.send(PinentryError.parameter.line)], "\(number)")
        }
        #expect(session.receive("SETTIMEOUT 2147483647") == [.send("OK")])
        let ask = try #require(asked(session.receive("GETPIN")))
        #expect(ask.timeoutSeconds == 2_147_483_647)
        #expect(ask.deadline(from: 5_000) == 5_000 + 2_147_483_647_000)
        #expect(ask.deadline(from: Int.max - 10) == Int.max)
        var unset = ask
        unset.timeoutSeconds = nil
        #expect(unset.deadline(from: 0) == nil)
    }

    /// Found by AssuanSessionFuzz: `GETINFO ttyinfo` with long escaped values sent one data line
    /// of 1098 bytes; Assuan lines hold 1000 with their LF. The data now spans several lines,
    /// which the client joins.
    @Test func longTerminalInfoSpansSeveralDataLines() throws {
        var session = PinentrySession()
        let escaped = String(repeating: "%25", count: 320)
        #expect(session.receive("OPTION ttyname=/\(escaped)") == [.send("OK")])
        #expect(session.receive("OPTION ttytype=\(escaped)") == [.send("OK")])
        #expect(session.receive("OPTION display=:0") == [.send("OK")])
        let effects = session.receive("GETINFO ttyinfo")
        let lines = effects.compactMap { if case .send(let line) = $0 { return line } else { return nil } }
        #expect(lines.count == 3 && lines.last == "OK", "\(lines)")
        #expect(lines.allSatisfy { $0.utf8.count + 1 <= AssuanEscaping.lineLimit })
        let data = lines.dropLast().map { $0.dropFirst(2) }.joined()
        #expect(AssuanEscaping.decode(Substring(data)) == "/" + String(repeating: "%", count: 320) + " " + String(repeating: "%", count: 320) + " :0")
    }

    /// `OPTION grab` and `no-grab` (pinentry.c `option_handler`): the last of them, kept by RESET.
    @Test func grabAndNoGrabSayWhetherTheKeyboardIsHeld() throws {
        var session = PinentrySession()
        #expect(try #require(asked(transcript(["GETPIN"], session: &session))).holdsKeyboard == nil)
        _ = session.answer(.cancelled)
        #expect(try #require(asked(transcript(["OPTION no-grab", "GETPIN"], session: &session))).holdsKeyboard == false)
        _ = session.answer(.cancelled)
        #expect(try #require(asked(transcript(["OPTION grab", "RESET", "GETPIN"], session: &session))).holdsKeyboard == true)
    }

    /// gpg-agent's `OPTION default-capshint` (its translated "Caps Lock is on") is the hint.
    @Test func defaultCapshintIsTheCapsLockHint() throws {
        var session = PinentrySession()
        #expect(try #require(asked(transcript(["GETPIN"], session: &session))).request.capsLockHint == nil)
        _ = session.answer(.cancelled)
        let ask = try #require(asked(transcript(["OPTION default-capshint=Feststelltaste ist aktiv", "GETPIN"], session: &session)))
        #expect(ask.request.capsLockHint == "Feststelltaste ist aktiv")
    }

    @Test func aPassphrasePromptTakesAnyKeyboard() throws {
        var session = PinentrySession()
        let ask = try #require(asked(transcript(["SETPROMPT Passphrase:", "GETPIN"], session: &session)))
        #expect(ask.request.policy == .textInput)
        #expect(ask.request.title == "Passphrase")
    }

    @Test func everyWayAGETPINEndsGivesGnuPGsErrorValue() {
        let cases: [(PinentryAnswer, [PinentryEffect])] = [
            (.cancelled, [.send("ERR 83886179 Operation cancelled <Pinentry>")]),
            (.timedOut, [.send("ERR 83886142 Timeout <Pinentry>")]),
            (.notConfirmed, [.send("ERR 83886194 Not confirmed <Pinentry>")]),
            (.unavailable, [.send("ERR 83886165 No pinentry <Pinentry>")]),
            (.secret(repeated: true), [.send("S PIN_REPEATED"), .sendSecret, .send("OK")]),
        ]
        for (answer, expected) in cases {
            var session = PinentrySession()
            _ = session.receive("GETPIN")
            #expect(session.answer(answer) == expected, "\(answer)")
        }
    }

    @Test func repeatAsksTwiceWithItsOwnTexts() throws {
        var session = PinentrySession()
        let ask = try #require(asked(transcript(["SETPROMPT Passphrase:", "SETREPEAT Repeat:", "SETREPEATERROR does not match", "GETPIN"], session: &session)))
        #expect(ask.repeatRequest?.title == "Repeat")
        #expect(ask.mismatchError == "does not match")
        #expect(session.answer(.secret(repeated: true)).first == .send("S PIN_REPEATED"))
    }

    /// Without SETREPEATERROR, the configured text (`mismatch-text`) says the entries differ.
    @Test func aRepeatWithoutItsErrorTextTakesTheConfiguredOne() throws {
        var session = PinentrySession()
        #expect(try #require(asked(transcript(["SETREPEAT", "GETPIN"], session: &session))).mismatchError == "The two entries do not match")
        var configured = PinentrySession()
        configured.mismatchText = "Die Eingaben stimmen nicht überein"
        #expect(try #require(asked(transcript(["SETREPEAT", "GETPIN"], session: &configured))).mismatchError == "Die Eingaben stimmen nicht überein")
    }

    @Test func confirmMessageAndTheThirdButton() throws {
        var session = PinentrySession()
        let confirm = try #require(asked(transcript(["SETDESC Trust this key?", "SETNOTOK _Never", "CONFIRM"], session: &session)))
        #expect(confirm.request.entry == .none)
        #expect(confirm.request.notOKLabel == "Never" && confirm.request.cancelLabel == "Cancel")
        #expect(session.answer(.confirmed) == [.send("OK")])
        let oneButton = try #require(asked(session.receive("CONFIRM --one-button")))
        #expect(oneButton.request.cancelLabel == nil && oneButton.request.notOKLabel == nil)
        _ = session.answer(.confirmed)
        let message = try #require(asked(session.receive("MESSAGE")))
        #expect(message.request.cancelLabel == nil)
    }

    @Test func optionsUnknownCommandsLongLinesAndComments() {
        var session = PinentrySession()
        #expect(session.receive("OPTION allow-external-password-cache") == [.send("OK")])
        #expect(session.receive("OPTION default-ok=_Okay") == [.send("OK")])
        #expect(session.receive("OPTION no-such-thing=1") == [.send("ERR 83886254 Unknown option <Pinentry>")])
        #expect(session.receive("FROB") == [.send("ERR 83886355 Unknown IPC command <Pinentry>")])
        #expect(session.receive(String(repeating: "A", count: 1000)) == [.send("ERR 83886343 Line too long <Pinentry>")])
        #expect(session.receive("# a comment").isEmpty && session.receive("").isEmpty)
        #expect(session.receive("NOP") == [.send("OK")])
        #expect(asked(session.receive("GETPIN"))?.request.okLabel == "Okay")
    }

    /// The version `GETINFO version` and `--version` give is the package's: debian/changelog's
    /// newest entry (`pinpad (VERSION) SUITE; ...`), which dpkg gives the packages. A release
    /// changes both, or this fails.
    @Test func versionIsTheNewestChangelogEntrys() throws {
        let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../debian/changelog").standardized.path
        let first = try #require(try String(contentsOfFile: changelog, encoding: .utf8).split(separator: "\n").first)
        #expect(first.hasPrefix("pinpad ("), "debian/changelog's first line names no pinpad version: \(first)")
        let version = first.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
        #expect(
            String(version) == PinentrySession.version,
            "debian/changelog's newest version is \(version), PinentrySession.version (GETINFO version, pinpad --version) says \(PinentrySession.version): change both")
    }

    @Test func getInfoResetAndBye() {
        var session = PinentrySession()
        #expect(session.receive("GETINFO flavor") == [.send("D pinpad"), .send("OK")])
        #expect(session.receive("GETINFO version") == [.send("D \(PinentrySession.version)"), .send("OK")])
        _ = session.receive("OPTION ttyname=/dev/pts/9")
        #expect(session.receive("GETINFO ttyinfo") == [.send("D /dev/pts/9 - -"), .send("OK")])
        #expect(session.receive("GETINFO nothing") == [.send("ERR 83886360 IPC parameter error <Pinentry>")])
        _ = session.receive("SETDESC gone after RESET")
        #expect(session.receive("RESET") == [.send("OK")])
        #expect(session.receive("GETPIN").contains { if case .ask(let ask) = $0 { return ask.request.description.isEmpty } else { return false } })
        _ = session.answer(.cancelled)
        #expect(session.receive("BYE") == [.send("OK closing connection"), .close])
        #expect(session.receive("NOP").isEmpty)
    }

    @Test func severalGETPINsInOneSession() {
        var session = PinentrySession()
        for attempt in 1...3 {
            _ = session.receive("SETERROR Bad PIN (try \(attempt) of 3)")
            #expect(asked(session.receive("GETPIN"))?.request.error == "Bad PIN (try \(attempt) of 3)")
            #expect(session.receive("NOP") == [.send("ERR 83886360 IPC parameter error <Pinentry>")], "a command while asking")
            #expect(session.answer(.secret(repeated: false)) == [.sendSecret, .send("OK")])
        }
    }

    @Test func escapingBothWays() {
        #expect(AssuanEscaping.decode("100%25 sure%0D%0Anext %zz %4") == "100% sure\r\nnext %zz %4")
        #expect(AssuanEscaping.encode("a%b\nc\r") == "a%25b%0Ac%0D")
        var lines: [String] = []
        let secret = Array("p%ss\nword".utf8) + Array(repeating: UInt8(ascii: "7"), count: 2000)
        let sent = secret.withUnsafeBytes { bytes in
            AssuanEscaping.dataLines(bytes) { line in
                lines.append(String(decoding: line, as: UTF8.self))
                return true
            }
        }
        #expect(sent)
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.hasPrefix("D ") && $0.hasSuffix("\n") && $0.utf8.count <= 1000 })
        #expect(lines[0].hasPrefix("D p%25ss%0Aword777"))
        let joined = lines.map { $0.dropFirst(2).dropLast() }.joined()
        #expect(AssuanEscaping.decode(Substring(joined)) == String(decoding: secret, as: UTF8.self))
    }

    @Test func buttonWordsLoseTheirMnemonics() {
        #expect(PinentrySession.words("_OK") == "OK")
        #expect(PinentrySession.words("Save__as") == "Save_as")
        #expect(PinentrySession.words("Passphrase:") == "Passphrase")
    }

    /// GnuPG's translations of its buttons, as gpg-agent sends them (`gnupg2.mo`'s
    /// `|pinentry-label|` texts): a mnemonic in parentheses after the word, where the language's
    /// own word has no Latin letter to mark (`キャンセル(_C)`, `Отмена (_C)`), goes whole, as
    /// does a full-width colon; `__` stays one underscore.
    @Test func translatedButtonsLoseTheirMnemonicsWhole() throws {
        var session = PinentrySession()
        let ask = try #require(asked(transcript(
            ["SETOK 确认(_O)", "SETCANCEL キャンセル(_C)", "SETNOTOK Нет (_N)", "SETPROMPT PIN：", "GETPIN"], session: &session)))
        #expect(ask.request.okLabel == "确认" && ask.request.cancelLabel == "キャンセル" && ask.request.notOKLabel == "Нет")
        #expect(ask.request.title == "PIN")
        var german = PinentrySession()
        let confirm = try #require(asked(transcript(
            ["SETOK _Ja", "SETCANCEL Abbrechen (_C)", "SETNOTOK Im Passwordmanager _speichern", "CONFIRM"], session: &german)))
        #expect(confirm.request.okLabel == "Ja" && confirm.request.cancelLabel == "Abbrechen")
        #expect(confirm.request.notOKLabel == "Im Passwordmanager speichern")
        #expect(PinentrySession.words("Code personnel :") == "Code personnel")
        #expect(PinentrySession.words("keep__(_K)") == "keep_", "the parentheses after a literal underscore go too")
        #expect(PinentrySession.words("(_C)") == "C", "a word that is only its mnemonic keeps its letter")
        #expect(PinentrySession.words("Save (as) file") == "Save (as) file", "parentheses without a mark stay")
    }
}
