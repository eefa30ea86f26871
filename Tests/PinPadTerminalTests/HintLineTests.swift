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

        /// Beside the keypad (80×24, four boxes: the header is 28 columns wide) the refusal line
        /// takes as many rows as it wraps onto, whole: it lost "again" on two rows, and a German
        /// `refused-text` its instruction.
        @Test(arguments: [Prompt.defaultRefusedHint, "Ein Zeichen konnte nicht übernommen werden: bitte löschen Sie es und tippen Sie es erneut"])
        func aRefusalLineBesideTheKeypadIsNeverCut(words: String) throws {
            let prompt = Prompt(request: Request(entry: .boxes(4)))
            prompt.refusedHint = words
            let run = try TerminalRun(prompt, columns: 80, rows: 24)
            defer { run.close() }
            #expect(run.waitUntil { $0.find("OK") != nil })
            run.terminal.send("1a")
            // The header's part of each row: the text before the first wide gap (the keypad).
            func whole(_ screen: VirtualTerminal) -> Bool {
                let parts = screen.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    (line.trimmingCharacters(in: .whitespaces).components(separatedBy: "     ").first ?? "").trimmingCharacters(in: .whitespaces)
                }
                for start in parts.indices {
                    var joined = ""
                    for row in start..<min(start + 6, parts.count) where !parts[row].isEmpty || row == start {
                        joined += (joined.isEmpty ? "" : " ") + parts[row]
                        if joined == words { return true }
                    }
                }
                return false
            }
            #expect(run.waitUntil { whole($0) }, "the whole line:\n\(run.screen.text)")
            run.terminal.send("\u{03}")
            #expect(try run.outcome()?.get() == .cancelled)
        }
    }
}
