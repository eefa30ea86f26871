import Foundation
import Testing

extension DisplayTests.LoginEndToEndTests {
    /// A tmux pane (a terminal of its own) running `script` with `/bin/sh`, `$1` the built
    /// `pinpad`: the kiosk's terminal, with a shell that goes on reading it after the sign-in.
    func kioskTerminal(_ script: String) throws -> TerminalEndToEndTests.Pane {
        try script.write(toFile: "\(directory)/kiosk.sh", atomically: true, encoding: .utf8)
        return try TerminalEndToEndTests.Pane([], program: ["/bin/sh", "\(directory)/kiosk.sh", Run.pinpad])
    }

    /// The contents of `name` in the test's directory once it is there, trimmed; nil when it
    /// does not come within `seconds`.
    func waitForFile(_ name: String, seconds: Double = 30) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if let text = try? String(contentsOfFile: "\(directory)/\(name)", encoding: .utf8), text.hasSuffix("\n") {
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            usleep(50_000)
        } while Date() < deadline
        return nil
    }

    /// The processes `user` still runs (`pgrep -U`).
    func processes(of user: String) throws -> [String] {
        try Run.run("/usr/bin/pgrep", ["-a", "-U", user]).output.split(separator: "\n").map(String.init)
    }

    /// CVE-2016-2779's class: the user's command pushes a line into its terminal with
    /// `ioctl(TIOCSTI)`; the root shell that started the sign-in must never read it.
    @Test func theCommandCannotTypeIntoTheTerminalOfTheShellThatStartedIt() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        chmod(directory, 0o755)
        let injected = "\(directory)/injected"
        try """
            ioctl(STDIN, 0x5412, $_) or die "TIOCSTI: $!\\n" for split //, "id > \(injected)\\n";

            """.write(toFile: "\(directory)/probe.pl", atomically: true, encoding: .utf8)
        let pane = try kioskTerminal("""
            "$1" login --backend terminal --service pinpad-unix --pam-confdir \(directory) --user \(user.name) \
                --exec /usr/bin/perl \(directory)/probe.pl
            echo $? > \(directory)/signed-in
            read -r line
            eval "$line"
            echo "$line" > \(directory)/read

            """)
        defer { pane.close() }
        for key in user.password { try pane.keys(String(key)) }
        try pane.keys("Enter")
        let status = waitForFile("signed-in")
        #expect(status == "0", "the probe did not push its line (exit \(status ?? "none")): \(pane.screen)")
        try pane.keys("true", "Enter")
        #expect(waitForFile("read") == "true", "the shell read another line first")
        #expect(!FileManager.default.fileExists(atPath: injected), "the shell ran the pushed line")
    }

    /// What person 1 leaves behind (a reader holding a copy of the terminal, deaf to SIGHUP)
    /// ends with the session, and never reads person 2's PIN from the same terminal.
    @Test func aReaderLeftBehindNeitherOutlivesTheSessionNorReadsTheNextPIN() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        chmod(directory, 0o755)
        let leak = "\(try user.account().home)/leak"
        try """
            exec 3<&0
            (trap "" HUP; exec cat <&3 > \(leak)) &

            """.write(toFile: "\(directory)/leave-reader.sh", atomically: true, encoding: .utf8)
        let pane = try kioskTerminal("""
            "$1" login --backend terminal --service pinpad-unix --pam-confdir \(directory) --user \(user.name) \
                --exec /bin/sh \(directory)/leave-reader.sh
            echo $? > \(directory)/first
            "$1" login --backend terminal --service pinpad-userdb --pam-confdir \(directory) --user kiosk1 --timeout 20
            echo $? > \(directory)/second

            """)
        defer { pane.close() }
        for key in user.password { try pane.keys(String(key)) }
        try pane.keys("Enter")
        #expect(waitForFile("first") == "0")
        let left = try processes(of: user.name)
        #expect(left.isEmpty, "left running after the session: \(left)")
        #expect(pane.waitUntil { pane.screen.contains("Cancel") }, "the second pad never drew: \(pane.screen)")
        // One key at a time, each shown before the next: a reader has a chance at every one.
        for (index, key) in pin.enumerated() {
            try pane.keys(String(key))
            _ = pane.waitUntil(seconds: 2) { pane.screen.filter { $0 == "●" }.count == index + 1 }
        }
        try pane.keys("Enter")
        #expect(waitForFile("second") == "0")
        let read = (try? String(contentsOfFile: leak, encoding: .utf8)) ?? ""
        #expect(read.isEmpty, "person 1's reader read '\(read)'")
    }
}
