import Foundation
import Testing

extension DisplayTests {
    /// `pinpad login`'s own throttle across restarts (`AttemptThrottle`), against a real
    /// `pam_userdb` stack in a configuration directory of the test's own, whose `pam_exec` line
    /// writes a line for each transaction: the guesses that reached PAM are counted, not told.
    /// The counts live in a state directory of the test's own (`--throttle-directory`).
    @Suite(.serialized, .enabled(if: geteuid() == 0, "the throttle's counts are root's: run as root"))
    final class LoginThrottleEndToEndTests {
        let end = WindowEndToEndTests()
        let directory: String
        let pin = "2468"
        let service = "pinpad-throttle"
        var state: String { "\(directory)/state" }
        var guesses: Int { ((try? String(contentsOfFile: "\(directory)/guesses", encoding: .utf8)) ?? "").split(separator: "\n").count }
        /// Requests already tapped, by process and number.
        var tapped: Set<String> = []
        var started: [Run.Running] = []

        init() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            var template = Array("/tmp/pthr-XXXXXX".utf8CString)
            directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            let hash = try Run.run("/usr/bin/openssl", ["passwd", "-6", pin])
            try #require(hash.status == 0, "openssl passwd: \(hash.error)")
            try "kiosk1\n\(hash.output)".write(toFile: "\(directory)/pins.input", atomically: false, encoding: .utf8)
            let loaded = try Run.run("/usr/bin/db5.3_load", ["-T", "-t", "hash", "-f", "\(directory)/pins.input", "\(directory)/pins.db"])
            try #require(loaded.status == 0, "db5.3_load: \(loaded.error)")
            try "#!/bin/sh\necho guess >> \(directory)/guesses\n".write(toFile: "\(directory)/guess", atomically: false, encoding: .utf8)
            chmod("\(directory)/guess", 0o755)
            try """
                auth optional pam_exec.so quiet \(directory)/guess
                auth required pam_userdb.so db=\(directory)/pins crypt=crypt
                account required pam_permit.so

                """.write(toFile: "\(directory)/\(service)", atomically: false, encoding: .utf8)
        }

        deinit {
            for login in started where !login.isFinished {
                kill(login.pid, SIGKILL)
                _ = login.finish(within: 5)
            }
            try? FileManager.default.removeItem(atPath: directory)
        }

        /// Starts `pinpad login` as kiosk1 with `arguments`.
        func login(_ arguments: [String]) throws -> Run.Running {
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_LAYOUT_FILE"] = "\(directory)/shown.json"
            let login = try Run.Running(
                Run.pinpad,
                ["login", "--service", service, "--user", "kiosk1", "--pam-confdir", directory, "--renderer", "software", "--throttle-directory", state]
                    + arguments, environment: environment)
            started.append(login)
            return login
        }

        /// The next request shown (one not tapped before).
        func next() throws -> ShownRequest {
            let shown = try ShownRequest.wait(at: "\(directory)/shown.json") { !tapped.contains("\($0.process).\($0.number)") }
            tapped.insert("\(shown.process).\(shown.number)")
            return shown
        }

        /// Whether the pad shown last has its keypad locked.
        var isLocked: Bool {
            ((try? String(contentsOfFile: "\(directory)/shown.json", encoding: .utf8)) ?? "").contains("\"locked\":true")
        }

        @Test func thirtyRestartsGetNoMoreGuessesThanTheFreeOnes() throws {
            // One attempt a run, as an attacker who restarts the sign-in after each wrong PIN;
            // five free attempts, then a wait of ten minutes: 30 restarts in well under one.
            let arguments = ["--attempts", "1", "--throttle-after", "5", "--throttle-wait", "600"]
            let began = Date()
            var locked = 0
            for run in 1...30 {
                let running = try login(arguments)
                let shown = try next()
                if isLocked {
                    #expect(shown.error.hasPrefix("Too many wrong PINs\nTry again in 9:") || shown.error.hasPrefix("Too many wrong PINs\nTry again in 10:00"), "shown: \(shown.error)")
                    try shown.tap("1357", with: end)  // taps on the locked keypad do nothing
                    try shown.tap("", cancel: true, with: end)
                    let result = running.finish(within: 30)
                    #expect(result.status == 10, "run \(run): \(result.status) \(result.error)")
                    #expect(result.error.isEmpty, "run \(run): \(result.error)")
                    locked += 1
                } else {
                    try shown.tap(String(format: "%04d", run), with: end)
                    try next().tap("", cancel: true, with: end)  // the last word, closed at once
                    let result = running.finish(within: 30)
                    #expect(result.status == 9, "run \(run): \(result.status) \(result.error)")
                }
            }
            let elapsed = Date().timeIntervalSince(began)
            #expect(guesses == 5, "\(guesses) guesses reached PAM in 30 restarts (\(Int(elapsed)) s)")
            #expect(locked == 25)
            #expect(elapsed < 600, "the test outlasted the wait: \(elapsed) s")
        }

        @Test func aCorruptCountMakesTheSignInWaitWithOneLine() throws {
            try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            try "failures=2\nlast=yesterday\n".write(toFile: "\(state)/\(service)@kiosk1", atomically: false, encoding: .utf8)
            chmod("\(state)/\(service)@kiosk1", 0o600)
            let running = try login([])
            let shown = try next()
            #expect(isLocked && shown.error.hasPrefix("Too many wrong PINs\nTry again in 0:"), "shown: \(shown.error)")
            try shown.tap(pin, with: end)
            try shown.tap("", cancel: true, with: end)
            let result = running.finish(within: 30)
            #expect(result.status == 10, "pinpad login: \(result.status) \(result.error)")
            #expect(
                result.error == "pinpad: the wrong-PIN count \(state)/\(service)@kiosk1 is corrupt: last is not a number; waiting as after 5 wrong PINs\n")
            #expect(guesses == 0, "a guess reached PAM")
        }

        @Test func aRightPINAfterTheWaitSignsInAndClearsTheCount() throws {
            let first = try login(["--throttle-after", "2", "--throttle-wait", "2"])
            try next().tap("1111", with: end)
            try next().tap("2222", with: end)
            let waiting = try next()
            #expect(waiting.error.hasPrefix("Too many wrong PINs\nTry again in 0:0"), "shown: \(waiting.error)")
            // The pad unlocks by itself when the wait is over.
            let unlocked = try ShownRequest.wait(at: "\(directory)/shown.json", within: 10) { $0.number == waiting.number && !$0.error.contains("Try again") }
            try unlocked.tap(pin, with: end)
            let result = first.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.status) \(result.error)")
            #expect(result.output == "kiosk1\n")
            #expect(guesses == 3)
            #expect(try FileManager.default.contentsOfDirectory(atPath: state).isEmpty, "the count was not cleared")
            // Counted afresh: two wrong PINs again before any wait.
            let again = try login(["--throttle-after", "2", "--throttle-wait", "600"])
            try next().tap("1111", with: end)
            let retry = try next()
            #expect(retry.error == "Wrong PIN" && !isLocked, "shown: \(retry.error)")
            try retry.tap("", cancel: true, with: end)
            #expect(again.finish(within: 30).status == 1)
        }

        @Test func cancelIsNoAttempt() throws {
            for _ in 1...3 {
                let cancelled = try login(["--throttle-after", "1", "--throttle-wait", "600"])
                try next().tap("", cancel: true, with: end)
                #expect(cancelled.finish(within: 30).status == 1)
            }
            let last = try login(["--throttle-after", "1", "--throttle-wait", "600"])
            let shown = try next()
            #expect(!isLocked, "cancels were counted: \(shown.error)")
            try shown.tap(pin, with: end)
            #expect(last.finish(within: 30).output == "kiosk1\n")
            #expect(guesses == 1)
        }
    }
}
