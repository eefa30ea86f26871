import Foundation
import Testing

/// The program in a text terminal: tmux runs `pinpad --backend terminal` in a pane of its own
/// server, `send-keys` types, `send-keys -l` injects raw SGR mouse bytes, `capture-pane` reads
/// the screen and `display-message` reads the pane's modes after the exit.
@Suite(.serialized)
struct TerminalEndToEndTests {
    final class Pane {
        let socket = "pinpad-test-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        let directory: URL

        /// Starts `pinpad --backend terminal ARGUMENTS` (or `program` and `ARGUMENTS`) in a new pane; `configuration` is the tmux
        /// server's configuration (e.g. `set -g alternate-screen off`), `environment` is added to
        /// the program's.
        init(
            _ arguments: [String], columns: Int = 80, rows: Int = 24, configuration: String = "", environment: [String: String] = [:],
            program: [String] = [Run.pinpad, "--backend", "terminal"]
        ) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try configuration.write(to: directory.appendingPathComponent("tmux.conf"), atomically: false, encoding: .utf8)
            let assignments = environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
            let quoted = (program + arguments).map { "'\($0)'" }.joined(separator: " ")
            let command = "\(assignments) \(quoted) > \(directory.path)/out 2> \(directory.path)/err; echo $? > \(directory.path)/status; sleep 20"
            let result = try tmux(["new-session", "-d", "-x", String(columns), "-y", String(rows), command])
            try #require(result.status == 0, "tmux: \(result.error)")
            #expect(waitUntil { self.screen.contains("Cancel") }, "the pad never drew: \(screen)")
        }

        /// Ends the tmux server and its pane, and removes the files.
        func close() {
            _ = try? tmux(["kill-server"])
            try? FileManager.default.removeItem(at: directory)
        }

        @discardableResult
        func tmux(_ arguments: [String]) throws -> Run.Result {
            try Run.run(
                "/usr/bin/tmux", ["-L", socket, "-f", directory.appendingPathComponent("tmux.conf").path] + arguments,
                environment: Run.environmentWithoutDisplay)
        }

        var screen: String { (try? tmux(["capture-pane", "-p"]).output) ?? "" }

        /// The screen and all of its scrollback.
        var history: String { (try? tmux(["capture-pane", "-p", "-S", "-"]).output) ?? "" }

        /// The process id of the program in the pane (the pane's shell's child).
        var programID: pid_t? {
            guard let shell = (try? tmux(["display-message", "-p", "#{pane_pid}"]).output).flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
            else { return nil }
            let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
            return children.split(separator: " ").first.flatMap { Int32($0) }
        }

        func keys(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

        func literal(_ text: String) throws { try tmux(["send-keys", "-l", text]) }

        /// The exit status, once the program has ended.
        func status() -> Int32? {
            var value: Int32?
            _ = waitUntil {
                value = (try? String(contentsOf: self.directory.appendingPathComponent("status"), encoding: .utf8))
                    .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                return value != nil
            }
            return value
        }

        var output: String { (try? String(contentsOf: directory.appendingPathComponent("out"), encoding: .utf8)) ?? "" }

        /// The pane's modes: alternate screen, cursor shown, mouse reporting, bracketed paste.
        var modes: String { (try? tmux(["display-message", "-p", "#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_sgr_flag}"]).output) ?? "" }

        /// 1-based column and row of the first cell of the first `label` (a character or a word)
        /// alone between spaces.
        func cell(of label: String) -> (column: Int, row: Int)? {
            let word = Array(label)
            for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let characters = Array(line)
                guard characters.count >= word.count else { continue }
                for column in 0...(characters.count - word.count) where Array(characters[column..<column + word.count]) == word {
                    let before = column == 0 || characters[column - 1] == " "
                    let after = column + word.count >= characters.count || characters[column + word.count] == " "
                    if before && after { return (column + 1, row + 1) }
                }
            }
            return nil
        }

        func waitUntil(seconds: Double = 10, _ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if condition() { return true }
                usleep(50_000)
            }
            return condition()
        }
    }

    @Test func typedDigitsTapAndEnterPrintThePINAndRestoreThePane() throws {
        let pane = try Pane(["--boxes", "6", "--no-auto-submit", "--min-length", "4", "--layout", "calculator"])
        defer { pane.close() }
        try pane.keys("1", "2", "BSpace", "3")
        #expect(pane.waitUntil { pane.screen.contains("●") })
        let five = try #require(pane.cell(of: "5"), "no key labelled 5 on screen:\n\(pane.screen)")
        try pane.literal("\u{1B}[<0;\(five.column);\(five.row)M")
        try pane.literal("\u{1B}[<0;\(five.column);\(five.row)m")
        try pane.keys("9", "Enter")
        #expect(pane.status() == 0)
        #expect(pane.output == "1359\n")
        #expect(pane.modes.hasPrefix("0 1 0 0"), "pane left in alternate screen, hidden cursor or mouse mode: \(pane.modes)")
        #expect(!pane.screen.contains("Cancel"))
    }

    /// The keypad's `*` is the keypad `*` key (no character for a PIN field), so it neither
    /// refuses nor blocks OK: the pad puts the keypad in application mode, and a real terminal
    /// then sends `SS3 j` for it, not the `*` that Shift+8 types. The pane's keypad is numeric
    /// again afterwards.
    @Test func theKeypadStarIsAKeyNotARefusedCharacter() throws {
        let pane = try Pane(["--boxes", "4", "--no-auto-submit"])
        defer { pane.close() }
        #expect(pane.waitUntil { (try? pane.tmux(["display-message", "-p", "#{keypad_flag}"]).output)?.hasPrefix("1") == true }, "the keypad is not in application mode")
        try pane.keys("KP1", "KP2", "KP*", "KP3", "KP5")
        #expect(pane.waitUntil { pane.screen.components(separatedBy: "●").count == 5 }, "\(pane.screen)")
        #expect(!pane.screen.contains("could not be taken"), "the keypad * was refused:\n\(pane.screen)")
        try pane.keys("KPEnter")
        #expect(pane.status() == 0)
        #expect(pane.output == "1235\n")
        #expect((try? pane.tmux(["display-message", "-p", "#{keypad_flag}"]).output)?.hasPrefix("0") == true, "the keypad was left in application mode")
    }

    @Test func ctrlCCancelsWithExit1AndRestoresThePane() throws {
        let pane = try Pane(["--boxes", "4"], columns: 40, rows: 20)
        defer { pane.close() }
        try pane.keys("7", "C-c")
        #expect(pane.status() == 1)
        #expect(pane.output.isEmpty)
        #expect(pane.modes.hasPrefix("0 1 0 0"), "\(pane.modes)")
    }

    @Test func digitsAreNeverEchoedOnScreen() throws {
        let pane = try Pane(["--boxes", "6", "--mask", "dots"])
        defer { pane.close() }
        try pane.keys("8", "6", "4")
        #expect(pane.waitUntil { pane.screen.filter { $0 == "●" }.count == 3 })
        #expect(!pane.screen.contains("864") && !pane.screen.contains("8 6 4"))
        try pane.keys("Escape")
        #expect(pane.status() == 1)
    }
}
