import Foundation
import PinPadCore
import PinPadTerminal
import PinPadTestSupport
import Testing

/// Text snapshots of the screen the backend draws, read back through a VT interpreter, for the
/// empty, typing and error states. References live in `__Snapshots__/SnapshotTests/<name>.txt`
/// beside this file; a missing reference (or `PINPAD_RECORD_SNAPSHOTS=1`) records one and fails;
/// a mismatch writes `<name>_actual.txt` next to it. With colours, a map of the background
/// colours follows the characters (blank: the screen's background; letters: other colours, such
/// as key fills). The clock is stepped by the test, so each state is drawn at a fixed time, with
/// animations finished and the caret in a fixed phase.
extension TerminalRunTests {
    @Suite struct SnapshotTests {
        @Test(arguments: [
            (80, 24, TerminalOptions(ascii: false, colors: .trueColor), ""),
            (40, 20, TerminalOptions(ascii: false, colors: .palette256), ""),
            (40, 20, TerminalOptions(ascii: true, colors: TerminalColors.none), "-ascii"),
        ])
        func states(columns: Int, rows: Int, options: TerminalOptions, suffix: String) throws {
            let clock = SteppedClock()
            let prompt = Prompt(message: "Type or tap your PIN", clock: clock)
            let typed = Observed(0)
            let rejected = Observed(false)
            prompt.onEvent = { [unowned prompt] event in
                if case .editingChanged(let count) = event { typed.set(count) }
                if case .completed = event, !rejected.value {
                    rejected.set(true)
                    prompt.reject(message: "Wrong PIN, try again")
                }
            }
            let run = try TerminalRun(prompt, columns: columns, rows: rows, options: options)
            defer { run.close() }
            let size = "\(columns)x\(rows)\(suffix)"
            let picture: (VirtualTerminal) -> String = { screen in
                options.colors == TerminalColors.none ? screen.text + "\n" : screen.text + "\n--- backgrounds\n" + screen.backgroundMap + "\n"
            }

            expectSnapshot(run, named: "empty-\(size)", picture)

            run.terminal.send("123")
            #expect(run.waitUntil { _ in typed.value == 3 })
            clock.advance(by: 1000)
            run.terminal.send(TerminalRun.nudge)
            expectSnapshot(run, named: "typing-\(size)", picture)

            run.terminal.send("456")
            #expect(run.waitUntil { _ in rejected.value })
            clock.advance(by: 2000)
            run.terminal.send(TerminalRun.nudge)
            expectSnapshot(run, named: "error-\(size)", picture)

            run.terminal.send("\u{03}")
            #expect(try run.outcome()?.get() == .cancelled)
        }

        private func expectSnapshot(
            _ run: TerminalRun, named name: String, _ picture: (VirtualTerminal) -> String, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("__Snapshots__/SnapshotTests")
            let reference = directory.appendingPathComponent("\(name).txt")
            let actual = directory.appendingPathComponent("\(name)_actual.txt")
            let recording = ProcessInfo.processInfo.environment["PINPAD_RECORD_SNAPSHOTS"] == "1"
            if !recording, let expected = try? String(contentsOf: reference, encoding: .utf8) {
                if run.waitUntil(timeout: 3, { picture($0) == expected }) {
                    try? FileManager.default.removeItem(at: actual)
                    return
                }
                try? picture(run.screen).write(to: actual, atomically: false, encoding: .utf8)
                Issue.record("\(name) differs from its reference; see \(actual.path)\n\(picture(run.screen))", sourceLocation: sourceLocation)
                return
            }
            run.waitUntilQuiet()
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? picture(run.screen).write(to: reference, atomically: false, encoding: .utf8)
            Issue.record("recorded \(reference.path); check it and run again", sourceLocation: sourceLocation)
        }
    }
}
