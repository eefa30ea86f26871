import Foundation
import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadTerminal

/// The line under the field (`Prompt.shownHint`: a refused character, Caps Lock, the keyboard
/// held elsewhere) on rows of its own between the field's boxes and the keypad, whole and
/// readable, never drawn over or under the keys.
extension TerminalRunTests {
    @Suite struct HintLineTests {
        @Test(arguments: [(80, 24), (100, 30)])
        func refusedCharacterLineStandsOnItsOwnRowUnderTheField(columns: Int, rows: Int) throws {
            let request = Request(title: "Passphrase", label: "Passphrase", entry: .boxes(16), policy: .textInput)
            let prompt = Prompt(request: request)
            let run = try TerminalRun(prompt, columns: columns, rows: rows)
            defer { run.close() }
            #expect(run.waitUntil { $0.find("OK") != nil })
            run.terminal.send("ab")
            #expect(run.waitUntil { $0.text.filter { $0 == "●" }.count == 2 })
            run.terminal.send([0xFF])  // not UTF-8: refused, and the field says so
            let hint = Prompt.defaultRefusedHint
            let shown = run.waitUntil { screen in
                screen.text.split(separator: "\n", omittingEmptySubsequences: false).contains {
                    $0.trimmingCharacters(in: .whitespaces) == hint
                }
            }
            #expect(shown, "the whole line on a row of its own:\n\(run.screen.text)")
            let lines = run.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let hintRow = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == hint })
            // Under the last row of the boxes (the dots are on the boxes' middle row) and above
            // the first row of keys.
            let dotRow = try #require(lines.firstIndex { $0.contains("●") })
            let boxBottom = lines[dotRow...].firstIndex { !$0.contains("│") && !$0.contains("┃") }.map { $0 - 1 } ?? dotRow
            let firstKeyRow = try #require(lines.firstIndex { $0.contains("1") && $0.contains("2") && $0.contains("3") })
            #expect(hintRow > boxBottom && hintRow < firstKeyRow, "hint on row \(hintRow):\n\(run.screen.text)")
            run.terminal.send("\u{03}")
            #expect(try run.outcome()?.get() == .cancelled)
        }
    }
}
