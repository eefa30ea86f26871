import Foundation
import Testing

/// Ctrl+Z in the terminal as a shell's job control has it: the pad gives the terminal back and
/// its whole job stops, `fg` brings it back as it was, and the PIN typed before and after arrives
/// whole; a job stopped so and killed (`kill %1`) ends. With the terminal's signals off, ^Z
/// arrived as a byte the pad dropped: nothing happened.
@Suite(.serialized)
struct TerminalJobControlTests {
    /// An interactive bash of its own in a tmux pane, which does job control.
    final class Shell {
        let socket = "pinpad-job-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        let directory: URL

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let started = try tmux(["new-session", "-d", "-x", "80", "-y", "24", "env PS1='job$ ' /bin/bash --norc --noprofile -i"])
            try #require(started.status == 0, "tmux: \(started.error)")
            try #require(waitUntil { self.screen.contains("job$") }, "no shell prompt: \(screen)")
        }

        func close() {
            _ = try? tmux(["kill-server"])
            try? FileManager.default.removeItem(at: directory)
        }

        @discardableResult
        func tmux(_ arguments: [String]) throws -> Run.Result {
            try Run.run("/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments, environment: Run.environmentWithoutDisplay)
        }

        var screen: String { (try? tmux(["capture-pane", "-p"]).output) ?? "" }

        /// Types `line` and Return.
        func type(_ line: String) throws {
            try tmux(["send-keys", "-l", line])
            try tmux(["send-keys", "Enter"])
        }

        func keys(_ keys: String...) throws { try tmux(["send-keys"] + keys) }

        /// The path of file `name` in the shell's folder.
        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

        /// The text of file `name`, or nil.
        func file(_ name: String) -> String? { try? String(contentsOfFile: path(name), encoding: .utf8) }

        func waitUntil(_ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(15)
            while Date() < deadline {
                if condition() { return true }
                usleep(50_000)
            }
            return condition()
        }

        /// The pad of 4 boxes started by `command` (`PAD` stands for the program and its options):
        /// 1 and 2 typed, then Ctrl+Z, until the shell says the job stopped.
        func stopAfterTwoDigits(_ command: String) throws {
            try type(command.replacingOccurrences(of: "PAD", with: "'\(Run.pinpad)' --backend terminal --boxes 4"))
            try #require(waitUntil { self.screen.contains("Cancel") }, "the pad never drew: \(screen)")
            try keys("1", "2")
            #expect(waitUntil { self.screen.filter { $0 == "●" }.count == 2 }, "\(screen)")
            try keys("C-z")
            try #require(waitUntil { self.screen.contains("Stopped") && !self.screen.contains("Cancel") }, "the job did not stop: \(screen)")
        }

        /// `fg`, then 3 and 4: the pad back with its two dots, and the PIN done.
        func bringBackAndFinish() throws {
            try type("fg")
            #expect(waitUntil { self.screen.contains("Cancel") && self.screen.filter { $0 == "●" }.count == 2 }, "the pad did not come back as it was: \(screen)")
            try keys("3", "4")
        }
    }

    @Test func ctrlZStopsThePadAndFgBringsItBack() throws {
        let shell = try Shell()
        defer { shell.close() }
        try shell.stopAfterTwoDigits("PAD > '\(shell.path("out"))'")
        try shell.bringBackAndFinish()
        #expect(shell.waitUntil { shell.file("out") == "1234\n" && shell.screen.contains("job$") }, "\(shell.screen)")
        // The status of the job brought back: `fg`'s.
        try shell.type("echo $? > '\(shell.path("status"))'")
        #expect(shell.waitUntil { shell.file("status")?.hasSuffix("\n") == true })
        #expect(shell.file("status") == "0\n")
    }

    /// The pad in a pipeline and in a script's command substitution: Ctrl+Z stops the whole job,
    /// as the terminal stops it (only the pad stopped and the shell never came back; or, in the
    /// script, nothing happened).
    @Test(arguments: ["PAD | cat > 'OUT'", #"bash -c "pin=\$(PAD) && echo \"\$pin\" > 'OUT'""#])
    func ctrlZStopsTheWholeJob(command: String) throws {
        let shell = try Shell()
        defer { shell.close() }
        try shell.stopAfterTwoDigits(command.replacingOccurrences(of: "OUT", with: shell.path("out")))
        try shell.bringBackAndFinish()
        #expect(shell.waitUntil { shell.file("out") == "1234\n" && shell.screen.contains("job$") }, "\(command): \(shell.screen)")
    }

    /// Where SIGTSTP is ignored, as the terminal's own Ctrl+Z would be, the pad's Ctrl+Z stops
    /// nothing: a script that ignores it (`trap '' TSTP`), a command substitution in a nested
    /// interactive shell. SIGSTOP to the job stopped the script and the inner shell both.
    @Test(arguments: [
        #"bash -c "trap '' TSTP; pin=\$(PAD) && echo \"\$pin\" > 'OUT'""#,
        #"PS1='inner$ ' /bin/bash --norc --noprofile -i -c "pin=\$(PAD) && echo \"\$pin\" > 'OUT'""#,
    ])
    func ctrlZWhereSuspendIsIgnoredStopsNothing(command: String) throws {
        let shell = try Shell()
        defer { shell.close() }
        try shell.type(command.replacingOccurrences(of: "OUT", with: shell.path("out"))
            .replacingOccurrences(of: "PAD", with: "'\(Run.pinpad)' --backend terminal --boxes 4"))
        try #require(shell.waitUntil { shell.screen.contains("Cancel") }, "the pad never drew: \(shell.screen)")
        try shell.keys("1", "2", "C-z", "3")
        #expect(shell.waitUntil { shell.screen.filter { $0 == "●" }.count == 3 }, "\(command): \(shell.screen)")
        #expect(!shell.screen.contains("Stopped"), "\(command): \(shell.screen)")
        try shell.keys("4")
        #expect(shell.waitUntil { shell.file("out") == "1234\n" }, "\(command): \(shell.screen)")
    }

    /// A pad stopped by Ctrl+Z and killed (`kill %1`: SIGTERM, then SIGCONT) ends there, in the
    /// background, without taking the terminal back (it was stopped again, alive, until `fg`).
    @Test func aStoppedPadKilledEnds() throws {
        let shell = try Shell()
        defer { shell.close() }
        try shell.stopAfterTwoDigits("PAD > '\(shell.path("out"))'")
        try shell.type("jobs -p %1 > '\(shell.path("pid"))'")
        try #require(shell.waitUntil { shell.file("pid")?.hasSuffix("\n") == true })
        let pid = try #require(shell.file("pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        try shell.type("kill %1")
        #expect(shell.waitUntil { !FileManager.default.fileExists(atPath: "/proc/\(pid)") }, "the killed pad lives on: \(shell.screen)")
        #expect(shell.file("out") == "", "the pad printed: \(shell.file("out") ?? "")")
    }
}
