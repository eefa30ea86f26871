import Foundation
import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadTerminal

/// The line under the field (`Prompt.shownHint`: a refused character, Caps Lock, the keyboard
/// held elsewhere) on rows of its own between the field's boxes and the keypad, whole and
/// readable, never drawn over or under the keys; wrapped onto a second row when the terminal is
/// too narrow for it (44 columns).
extension TerminalRunTests {
    @Suite struct HintLineTests {
        @Test(arguments: [(80, 24), (100, 30), (44, 24)])
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
            // The row where the whole line starts, alone on it or on it and the next.
            func hintRows(_ screen: VirtualTerminal) -> ClosedRange<Int>? {
                let lines = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                for row in lines.indices {
                    if lines[row] == hint { return row...row }
                    if row + 1 < lines.count, lines[row] + " " + lines[row + 1] == hint { return row...row + 1 }
                }
                return nil
            }
            #expect(run.waitUntil { hintRows($0) != nil }, "the whole line on rows of its own:\n\(run.screen.text)")
            let lines = run.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let rows = try #require(hintRows(run.screen))
            // Under the last row of the boxes (the dots are on the boxes' middle row) and above
            // the first row of keys.
            let dotRow = try #require(lines.firstIndex { $0.contains("●") })
            let boxBottom = lines[dotRow...].firstIndex { !$0.contains("│") && !$0.contains("┃") }.map { $0 - 1 } ?? dotRow
            let firstKeyRow = try #require(lines.firstIndex { $0.contains("1") && $0.contains("2") && $0.contains("3") })
            #expect(rows.lowerBound > boxBottom && rows.upperBound < firstKeyRow, "hint on rows \(rows):\n\(run.screen.text)")
            run.terminal.send("\u{03}")
            #expect(try run.outcome()?.get() == .cancelled)
        }
    }
}
