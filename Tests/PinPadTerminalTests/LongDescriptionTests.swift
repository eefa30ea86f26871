import Foundation
import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadTerminal

/// A description longer than a terminal's rows: the keys give way to their smallest, then the
/// text scrolls with Page Down, every line reachable and none cut.
extension TerminalRunTests {
    @Suite struct LongDescriptionTests {
        static let duo =
            "Duo two-factor login for kiosk\n\nEnter a passcode or select one of the following options:\n\n 1. Duo Push to XXX-XXX-1234\n 2. Phone call to XXX-XXX-1234\n 3. SMS passcodes to XXX-XXX-1234\n\nPasscode or option (1-3):"

        /// The Duo prompt as askpass gets it, where the rows hold it whole (60×30, 80×24): the
        /// keys give up their height and the blank rows between them before a line of the text is
        /// cut or scrolled away, so the options and the question show at once.
        @Test(arguments: [(60, 30), (80, 24)])
        func aDuoPromptShowsWholeWhereTheRowsHoldIt(columns: Int, rows: Int) throws {
            let request = Request(title: "Passphrase", description: Self.duo, entry: .freeLength(minimum: 0, maximum: 1022), policy: .textInput)
            let run = try TerminalRun(Prompt(request: request), columns: columns, rows: rows)
            defer { run.close() }
            #expect(run.waitUntil { $0.find("OK") != nil })
            run.waitUntilQuiet()
            let screen = run.screen.text
            // Every word of the text on the screen as often as the text has it (a line beside
            // the keypad shares its row with keys, and a long one wraps).
            func counts(_ text: String) -> [Substring: Int] {
                text.split(whereSeparator: \.isWhitespace).reduce(into: [:]) { $0[$1, default: 0] += 1 }
            }
            let shown = counts(screen)
            for (word, count) in counts(Self.duo) {
                #expect(shown[word, default: 0] >= count, "\(columns)x\(rows): \(word) shown \(shown[word, default: 0]) of \(count) times:\n\(screen)")
            }
            #expect(!screen.contains("▼") && !screen.contains("…"), "\(columns)x\(rows): scrolled or cut:\n\(screen)")
            // Every key still on the grid.
            for label in ["1", "5", "9", "0", "OK", "Cancel"] { #expect(run.screen.find(label) != nil, "\(label) missing:\n\(screen)") }
            run.terminal.send("\u{03}")
            #expect(try run.outcome()?.get() == .cancelled)
        }

        @Test(arguments: [(80, 24), (50, 20)])
        func aDuoPromptIsReadWholeInRows(columns: Int, rows: Int) throws {
            let prompt = Prompt(request: Request(title: "Duo", description: Self.duo, policy: .textInput))
            let run = try TerminalRun(prompt, columns: columns, rows: rows)
            defer { run.close() }
            #expect(run.waitUntil { $0.find("OK") != nil })
            var seen = Set<String>()
            func look(_ screen: VirtualTerminal) {
                for line in screen.text.split(separator: "\n") { seen.insert(line.trimmingCharacters(in: .whitespaces)) }
            }
            look(run.screen)
            // Page Down until the cue for more is gone, each press waited for on screen.
            for _ in 0..<20 where run.screen.text.contains("▼") {
                let before = run.screen.text
                run.terminal.send("\u{1B}[6~")
                #expect(run.waitUntil { $0.text != before }, "Page Down moved nothing:\n\(before)")
                look(run.screen)
            }
            #expect(!run.screen.text.contains("▼"), "never at the end:\n\(run.screen.text)")
            let lines = Self.duo.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let text = seen.joined(separator: "\n")
            for line in lines where !line.contains("select one") {
                #expect(text.contains(line), "\(columns)x\(rows): \(line) never shown whole:\n\(run.screen.text)")
            }
            #expect(!text.contains("…"), "nothing cut:\n\(run.screen.text)")
            run.terminal.send("\u{03}")
            #expect(try run.outcome()?.get() == .cancelled)
        }
    }
}
