import Foundation
import Testing

extension DisplayTests.LoginEndToEndTests {
    /// A stack whose first module (`pam_exec`) holds until the test makes `release`, after
    /// making `checking`: the time PAM takes, as long as the test needs.
    func heldService(_ name: String) throws {
        let hold = "\(directory)/hold"
        try "#!/bin/sh\n: > \(directory)/checking\nwhile [ ! -e \(directory)/release ]; do sleep 0.05; done\n"
            .write(toFile: hold, atomically: false, encoding: .utf8)
        chmod(hold, 0o755)
        try service(name, """
            auth optional pam_exec.so quiet \(hold)
            auth required pam_userdb.so db=\(directory)/pins crypt=crypt
            account required pam_permit.so
            """)
    }

    /// On the terminal as in the window, the pad says `checking-text` with its keys locked while
    /// PAM works; digits typed then are neither echoed nor taken by the next pad (the right PIN
    /// typed after a wrong one signs in), and the terminal is put back at the end.
    @Test func theTerminalSaysCheckingWhilePAMWorksAndTakesNothingTypedMeanwhile() throws {
        try heldService("pinpad-held-terminal")
        let pane = try kioskTerminal("""
            "$1" login --backend terminal --service pinpad-held-terminal --pam-confdir \(directory) --user kiosk1 --attempts 2 --throttle-directory \(directory)/throttle
            echo $? > \(directory)/status

            """)
        defer { pane.close() }
        for key in "1111" { try pane.keys(String(key)) }
        try pane.keys("Enter")
        try ShownRequest.waitForFile("\(directory)/checking")
        #expect(pane.waitUntil { pane.screen.contains("Checking…") }, "no Checking… while PAM works:\n\(pane.screen)")
        #expect(pane.modes.hasPrefix("1 0"), "not the pad's screen while PAM works: \(pane.modes)")
        // Typed while PAM checks the first PIN: refused (the keys are drawn locked), not echoed.
        try pane.keys("9", "9")
        usleep(300_000)
        #expect(!pane.screen.contains("99"), "digits typed while checking were echoed:\n\(pane.screen)")
        try "".write(toFile: "\(directory)/release", atomically: false, encoding: .utf8)
        #expect(pane.waitUntil { pane.screen.contains("Wrong PIN") }, "no retry after the wrong PIN:\n\(pane.screen)")
        #expect(!pane.screen.contains("Checking…"))
        // "99" was not taken: the PIN alone signs in (99 before it would be the last wrong attempt).
        for key in pin { try pane.keys(String(key)) }
        try pane.keys("Enter")
        let status = waitForFile("status")
        #expect(status == "0", "pinpad login ended with \(status ?? "nothing"):\n\(pane.screen)")
        #expect(pane.modes.hasPrefix("0 1 0 0"), "pane left in alternate screen, hidden cursor or mouse mode: \(pane.modes)")
        #expect(!pane.screen.contains("Checking…") && !pane.screen.contains("Cancel"), "the pad stayed:\n\(pane.screen)")
    }

    /// A stop while the terminal says Checking… (SIGTERM while a module holds) ends the sign-in
    /// at once with the pane put back: the main screen, the cursor shown, no mouse reports, the
    /// terminal's settings as before.
    @Test func aStopWhileTheTerminalSaysCheckingPutsThePaneBack() throws {
        try heldService("pinpad-held-stop")
        let pane = try kioskTerminal("""
            stty -g > \(directory)/before
            "$1" login --backend terminal --service pinpad-held-stop --pam-confdir \(directory) --user kiosk1 --throttle-directory \(directory)/throttle &
            echo $! > \(directory)/pid
            wait $!
            echo $? > \(directory)/status
            stty -g > \(directory)/after

            """)
        defer { pane.close() }
        for key in pin { try pane.keys(String(key)) }
        try pane.keys("Enter")
        let terminalLogin = try #require(waitForFile("pid").flatMap { pid_t($0) })
        try ShownRequest.waitForFile("\(directory)/checking")
        #expect(pane.waitUntil { pane.screen.contains("Checking…") }, "no Checking… while PAM works:\n\(pane.screen)")
        kill(terminalLogin, SIGTERM)
        #expect(waitForFile("status", seconds: 10) == "1")
        let after = waitForFile("after", seconds: 10)
        #expect(after != nil && after == waitForFile("before"), "the terminal was left as \(after ?? "nothing")")
        #expect(pane.modes.hasPrefix("0 1 0 0"), "pane left in alternate screen, hidden cursor or mouse mode: \(pane.modes)")
        #expect(!pane.screen.contains("Checking…"), "the pad stayed on the main screen:\n\(pane.screen)")
    }
}
