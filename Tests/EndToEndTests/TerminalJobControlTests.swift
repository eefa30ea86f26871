import Foundation
import Testing

/// Ctrl+Z in the terminal as a shell's job control has it: the pad gives the terminal back and
/// stops, `fg` brings it back as it was, and the PIN typed before and after arrives whole. With
/// the terminal's signals off, ^Z arrived as a byte the pad dropped: nothing happened.
@Suite(.serialized)
struct TerminalJobControlTests {
    @Test func ctrlZStopsThePadAndFgBringsItBack() throws {
        let socket = "pinpad-job-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func tmux(_ arguments: [String]) throws -> Run.Result {
            try Run.run("/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments, environment: Run.environmentWithoutDisplay)
        }
        func screen() -> String { (try? tmux(["capture-pane", "-p"]).output) ?? "" }
        func waitUntil(_ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(15)
            while Date() < deadline {
                if condition() { return true }
                usleep(50_000)
            }
            return condition()
        }
        // An interactive shell of its own, which does job control.
        let started = try tmux(["new-session", "-d", "-x", "80", "-y", "24", "env PS1='job$ ' /bin/bash --norc --noprofile -i"])
        try #require(started.status == 0, "tmux: \(started.error)")
        defer { _ = try? tmux(["kill-server"]) }
        try #require(waitUntil { screen().contains("job$") }, "no shell prompt: \(screen())")
        let out = directory.appendingPathComponent("out").path, status = directory.appendingPathComponent("status").path
        _ = try tmux(["send-keys", "-l", "'\(Run.pinpad)' --backend terminal --boxes 4 > '\(out)'"])
        _ = try tmux(["send-keys", "Enter"])
        try #require(waitUntil { screen().contains("Cancel") }, "the pad never drew: \(screen())")
        _ = try tmux(["send-keys", "1", "2"])
        #expect(waitUntil { screen().filter { $0 == "●" }.count == 2 }, "\(screen())")
        _ = try tmux(["send-keys", "C-z"])
        #expect(waitUntil { screen().contains("Stopped") && !screen().contains("Cancel") }, "the pad did not stop: \(screen())")
        _ = try tmux(["send-keys", "-l", "fg"])
        _ = try tmux(["send-keys", "Enter"])
        #expect(waitUntil { screen().contains("Cancel") && screen().filter { $0 == "●" }.count == 2 }, "the pad did not come back as it was: \(screen())")
        _ = try tmux(["send-keys", "3", "4"])
        #expect(waitUntil { (try? String(contentsOfFile: out, encoding: .utf8)) == "1234\n" && screen().contains("job$") }, "\(screen())")
        // The status of the job brought back: `fg`'s.
        _ = try tmux(["send-keys", "-l", "echo $? > '\(status)'"])
        _ = try tmux(["send-keys", "Enter"])
        #expect(waitUntil { ((try? String(contentsOfFile: status, encoding: .utf8)) ?? "").hasSuffix("\n") })
        #expect((try? String(contentsOfFile: status, encoding: .utf8)) == "0\n")
    }
}
