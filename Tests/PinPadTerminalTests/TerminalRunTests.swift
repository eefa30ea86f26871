import Foundation
import Glibc
import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadTerminal

/// `TerminalBackend.run` driven through a pty. Serialized: the signal handlers are
/// process-wide, so one run at a time.
@Suite(.serialized)
struct TerminalRunTests {
    @Test func keysMousePasteAndEnterSubmit() throws {
        let prompt = Prompt(field: PasscodeField(boxCount: 8, minLength: 4), message: "Type or tap your PIN")
        let run = try TerminalRun(prompt, columns: 80, rows: 24)
        defer { run.close() }
        #expect(run.waitUntil { $0.find("Enter PIN") != nil && $0.find("5") != nil })
        let modes = run.terminal.localModes()
        #expect(!modes.echo && !modes.canonical && !modes.signals)

        run.terminal.send("123\u{7F}4\u{08}")  // 1 2 3, Backspace (DEL), 4, Backspace (^H): "12"
        #expect(run.waitUntil { $0.text.filter { $0 == "●" }.count == 2 })
        let five = try #require(run.screen.find("5"))
        let (x, y) = (five.column + 1, five.row + 1)
        let unpressed = run.screen.backgroundMap
        run.terminal.send("\u{1B}[<0;\(x);\(y)M")
        #expect(run.waitUntil { $0.backgroundMap != unpressed })  // the key is drawn pressed
        run.terminal.send("\u{1B}[<0;\(x);\(y)m")  // release on the same key: "125"
        #expect(run.waitUntil { $0.text.filter { $0 == "●" }.count == 3 })
        run.terminal.send("\u{1B}[200~12 34\u{1B}[201~")  // "1251234"
        #expect(run.waitUntil { $0.text.filter { $0 == "●" }.count == 7 })
        run.terminal.send("\r")

        let outcome = try #require(run.outcome())
        #expect(try outcome.get() == .submitted("1251234"))
        expectRestored(run)
    }

    /// The README's keys: an arrow key puts the keypad focus on 5 and Space presses it, in the
    /// terminal as in the window; typed digits then leave the focus.
    @Test func arrowThenSpacePressesTheFocusedKey() throws {
        let prompt = Prompt(field: PasscodeField(boxCount: 4))
        let run = try TerminalRun(prompt, columns: 80, rows: 24)
        defer { run.close() }
        #expect(run.waitUntil { $0.find("Enter PIN") != nil })
        run.terminal.send("\u{1B}[A  12")  // Up (focus on 5), Space, Space, 1, 2: "5512"
        let outcome = try #require(run.outcome())
        #expect(try outcome.get() == .submitted("5512"))
        expectRestored(run)
    }

    /// A passphrase that the window would ask with the letters keyboard: the terminal draws the
    /// numeric keypad instead and takes the letters from its own keyboard.
    @Test func aPassphraseShowsNoLettersKeyboardInTheTerminal() throws {
        let request = Request(title: "Passphrase", entry: .freeLength(minimum: 1, maximum: 64), policy: .textInput)
        let prompt = Prompt(request: request, keyboard: ShippedKeyboards.layout("de"))
        #expect(prompt.keypad.isKeyboard)
        let run = try TerminalRun(prompt, columns: 80, rows: 30, throughPresenter: true)
        defer { run.close() }
        #expect(run.waitUntil { $0.find("Passphrase") != nil && $0.find("5") != nil })
        #expect(run.screen.find("ß") == nil && run.screen.find("space") == nil)
        run.terminal.send("Grüß\r")
        let outcome = try #require(run.outcome())
        #expect(try outcome.get() == .submitted("Grüß"))
        #expect(!prompt.keypad.isKeyboard)
        expectRestored(run)
    }

    @Test func mouseReleasedOffTheKeyDoesNotTap() throws {
        let prompt = Prompt(field: PasscodeField(boxCount: 4))
        let run = try TerminalRun(prompt, columns: 40, rows: 20, options: TerminalOptions(ascii: true, colors: TerminalColors.none))
        defer { run.close() }
        let seven = try #require(run.screen.find("7"))
        run.terminal.send("\u{1B}[<0;\(seven.column + 1);\(seven.row + 1)M")
        #expect(run.waitUntil { $0.isReversed(column: seven.column, row: seven.row) })  // pressed: reverse video
        run.terminal.send("\u{1B}[<32;1;1M")  // drag to the corner
        #expect(run.waitUntil { !$0.isReversed(column: seven.column, row: seven.row) })
        run.terminal.send("\u{1B}[<0;1;1m")  // release there
        run.terminal.send("12\u{1B}")
        let outcome = try #require(run.outcome())
        #expect(try outcome.get() == .cancelled)
        #expect(prompt.field.count == 2)
        expectRestored(run)
    }

    @Test func controlCCancels() throws {
        let prompt = Prompt()
        let run = try TerminalRun(prompt, columns: 80, rows: 24, options: TerminalOptions(ascii: true, colors: TerminalColors.none))
        defer { run.close() }
        run.terminal.send("12\u{03}")
        let outcome = try #require(run.outcome())
        #expect(try outcome.get() == .cancelled)
        expectRestored(run)
    }

    @Test func escapeAloneCancelsAfterItsTimeout() throws {
        let prompt = Prompt()
        let run = try TerminalRun(prompt, columns: 80, rows: 24)
        defer { run.close() }
        run.terminal.send("\u{1B}")
        let outcome = try #require(run.outcome())
        #expect(try outcome.get() == .cancelled)
        expectRestored(run)
    }

    @Test func idleTimeoutEndsTheRun() throws {
        let prompt = Prompt()
        prompt.idleTimeout = 100
        let run = try TerminalRun(prompt, columns: 80, rows: 24)
        defer { run.close() }
        let outcome = try #require(run.outcome())
        #expect(try outcome.get() == .timedOut)
        expectRestored(run)
    }

    @Test func secondRunAtTheSameTimeThrows() throws {
        let run = try TerminalRun(Prompt(), columns: 80, rows: 24)
        defer { run.close() }
        let other = try PseudoTerminal(columns: 80, rows: 24)
        defer { other.close() }
        let error = #expect(throws: TerminalError.self) {
            _ = try TerminalBackend.run(Prompt(), options: TerminalOptions(ttyPath: other.slavePath))
        }
        #expect(error?.description == "a terminal prompt is already running")
        run.terminal.send("\u{03}")
        #expect(try run.outcome()?.get() == .cancelled)
        expectRestored(run)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func endingSignalCancelsAndRestores(signal: Int32) throws {
        let prompt = Prompt()
        let run = try TerminalRun(prompt, columns: 80, rows: 24)
        defer { run.close() }
        run.terminal.send("12")
        #expect(run.waitUntil { $0.text.contains("●") })
        kill(getpid(), signal)
        let outcome = try #require(run.outcome())
        #expect(try outcome.get() == .cancelled)
        #expect(prompt.outcome == .cancelled)
        expectRestored(run)
    }

    /// A stop ends the prompt as its driver says, not as a Cancel the loop makes up: `.closed`
    /// for a prompt that ends closed on a stop (the greeter's).
    @Test func aStopEndsThePromptAsTheDriverSays() throws {
        let prompt = Prompt()
        prompt.endsClosedOnStop = true
        let run = try TerminalRun(prompt, columns: 80, rows: 24)
        defer { run.close() }
        #expect(run.waitUntil { $0.find("Cancel") != nil })
        kill(getpid(), SIGTERM)
        let outcome = try #require(run.outcome())
        #expect(try outcome.get() == .closed)
        expectRestored(run)
    }

    @Test func windowChangeLaysOutAgainAndSmallShowsNotice() throws {
        let prompt = Prompt()
        let run = try TerminalRun(prompt, columns: 80, rows: 24)
        defer { run.close() }
        run.terminal.resize(columns: 16, rows: 5)
        kill(getpid(), SIGWINCH)
        #expect(run.waitUntil { _ in VirtualTerminal(columns: 16, rows: 5, bytes: run.terminal.output).text.contains("Too small") })
        run.terminal.send("1")  // keys still count while the notice shows
        run.terminal.resize(columns: 40, rows: 20)
        kill(getpid(), SIGWINCH)
        #expect(run.waitUntil { _ in VirtualTerminal(columns: 40, rows: 20, bytes: run.terminal.output).text.contains("Cancel") })
        #expect(prompt.field.count == 1)
        run.terminal.send("\u{03}")
        _ = run.outcome()
        expectRestored(run)
    }

    @Test func unusableTerminals() throws {
        #expect(!TerminalBackend.isAvailable(ttyPath: "/dev/null"))
        #expect(!TerminalBackend.isAvailable(ttyPath: "/nonexistent/tty"))
        let terminal = try PseudoTerminal(columns: 80, rows: 24)
        defer { terminal.close() }
        #expect(TerminalBackend.isAvailable(ttyPath: terminal.slavePath))
        let error = #expect(throws: TerminalError.self) {
            _ = try TerminalBackend.run(Prompt(), options: TerminalOptions(ttyPath: "/nonexistent/tty"))
        }
        #expect(error?.description.hasPrefix("cannot open /nonexistent/tty: ") == true)
        #expect(throws: TerminalError.self) {
            _ = try TerminalBackend.run(Prompt(), options: TerminalOptions(ttyPath: "/dev/null"))
        }
    }

    /// After every exit: the slave's termios equal those before, and the last bytes leave the
    /// alternate screen and show the cursor.
    private func expectRestored(_ run: TerminalRun, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.terminal.attributes() == run.attributesBefore, sourceLocation: sourceLocation)
        #expect(run.waitUntil(timeout: 2) { _ in run.terminal.output.reversed().starts(with: Array(TerminalRun.leave.utf8).reversed()) },
            sourceLocation: sourceLocation)
        let screen = run.screen
        #expect(!screen.isAlternate && screen.isCursorVisible, sourceLocation: sourceLocation)
        #expect(screen.modes[1000] == false && screen.modes[1002] == false && screen.modes[1006] == false, sourceLocation: sourceLocation)
        #expect(screen.modes[2004] == false && screen.modes[7] == true, sourceLocation: sourceLocation)
    }
}
