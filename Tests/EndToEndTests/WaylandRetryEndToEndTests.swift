import Foundation
import Testing

/// A second try inside a compositor: the pinentry's error and retry (a scripted Assuan client, as
/// gpg-agent speaks it) and `pinpad login`'s wrong PIN then the right one (a `pam_userdb` service
/// in a configuration directory of the test's own), tapped on sway with a virtual pointer. Needs
/// root (sway runs as a throw-away user; the sign-in's PAM stack is read from a directory only
/// root may write).
@Suite(.serialized, .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/sway")))
struct WaylandRetryEndToEndTests {
    /// Taps `digits` then OK on `shown`.
    func tap(_ digits: String, on shown: ShownRequest, in session: WaylandSession) throws {
        let points = try (digits.map(String.init) + ["submit"]).map { label in
            try #require(shown.keys[label], "no key \(label) among \(shown.keys.keys.sorted())")
        }
        try session.tap(points)
    }

    /// GETPIN, SETERROR, GETPIN in one pinentry: the second request shows the error, in the same
    /// process, and each answers what was tapped.
    @Test func pinentryShowsTheErrorAndTakesTheRetry() throws {
        let session = try WaylandSession(.sway)
        let holder = try session.holdPointer()
        defer { kill(holder.pid, SIGTERM); _ = holder.finish(within: 5) }
        let report = try ShownRequest.privatePath()
        defer { report.remove() }
        let keypad = try KeypadChoice.configurationDirectory()
        defer { keypad.remove() }
        var environment = session.environment
        environment["PINPAD_LAYOUT_FILE"] = report.path
        environment["PINPAD_CONFIG_DIR"] = keypad.path
        let pinentry = try Run.Running(Run.pinpad, ["pinentry"], environment: environment, takingInput: true)
        defer { if !pinentry.isFinished { kill(pinentry.pid, SIGKILL); _ = pinentry.finish(within: 5) } }
        #expect(pinentry.line()?.hasPrefix("OK") == true)
        var shownProcesses: Set<Int> = []
        for (number, passphrase) in [(1, "2580"), (2, "1397")] {
            pinentry.send(number == 1 ? "SETDESC Passphrase for the kiosk key" : "SETERROR Bad passphrase")
            #expect(pinentry.line() == "OK")
            pinentry.send("GETPIN")
            let shown = try ShownRequest.wait(at: report.path) { $0.number == number }
            shownProcesses.insert(shown.process)
            #expect(shown.error == (number == 1 ? "" : "Bad passphrase"), "request \(number) shows the error '\(shown.error)'")
            try session.waitForFocus(of: pinentry.pid)
            try tap(passphrase, on: shown, in: session)
            #expect(pinentry.line(within: 30) == "D \(passphrase)")
            #expect(pinentry.line() == "OK")
        }
        #expect(shownProcesses.count == 1, "the retry was shown by another process: \(shownProcesses)")
        pinentry.send("BYE")
        let result = pinentry.finish()
        #expect(result.status == 0, "stderr: \(result.error)")
    }

    /// `pinpad login` (as root) on the user's sway: a wrong PIN asks again in the same process with
    /// the error shown, and the right one signs in.
    @Test func loginAsksAgainAfterAWrongPINAndTheRightOneSignsIn() throws {
        let session = try WaylandSession(.sway)
        let holder = try session.holdPointer()
        defer { kill(holder.pid, SIGTERM); _ = holder.finish(within: 5) }
        var template = Array("/tmp/pwl-XXXXXX".utf8CString)
        let directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pin = "2468"
        let hash = try Run.run("/usr/bin/openssl", ["passwd", "-6", pin])
        try #require(hash.status == 0, "openssl passwd: \(hash.error)")
        try "kiosk1\n\(hash.output)".write(toFile: "\(directory)/pins.input", atomically: false, encoding: .utf8)
        let loaded = try Run.run("/usr/bin/db5.3_load", ["-T", "-t", "hash", "-f", "\(directory)/pins.input", "\(directory)/pins.db"])
        try #require(loaded.status == 0, "db5.3_load: \(loaded.error)")
        try "auth required pam_userdb.so db=\(directory)/pins crypt=crypt\naccount required pam_permit.so\n"
            .write(toFile: "\(directory)/pinpad-userdb", atomically: false, encoding: .utf8)
        var environment = session.environment
        environment["PINPAD_LAYOUT_FILE"] = "\(directory)/shown.json"
        let login = try Run.Running(
            Run.pinpad,
            ["login", "--service", "pinpad-userdb", "--pam-confdir", directory, "--throttle-directory", "\(directory)/throttle", "--user", "kiosk1"],
            environment: environment)
        defer { if !login.isFinished { kill(login.pid, SIGKILL); _ = login.finish(within: 5) } }
        let first: ShownRequest
        do {
            first = try ShownRequest.wait(at: "\(directory)/shown.json") { _ in true }
        } catch {
            kill(login.pid, SIGKILL)
            throw WaylandSession.NoCompositor(description: "\(error); pinpad login: \(login.finish(within: 5).error)")
        }
        #expect(first.error.isEmpty)
        try session.waitForFocus(of: pid_t(first.process))
        try tap("1111", on: first, in: session)
        let second = try ShownRequest.wait(at: "\(directory)/shown.json") { $0.number > first.number }
        #expect(second.error == "Wrong PIN", "the retry shows: '\(second.error)'")
        #expect(second.process == first.process)
        try tap(pin, on: second, in: session)
        let result = login.finish(within: 30)
        #expect(result.status == 0, "pinpad login: \(result.error)")
        #expect(result.output == "kiosk1\n")
    }
}
