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
