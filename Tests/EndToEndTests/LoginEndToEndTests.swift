import Foundation
import PinPadSDL
import Testing

extension DisplayTests {
    /// `pinpad login` against real PAM stacks in a configuration directory of the test's own
    /// (`--pam-confdir`): `pam_userdb` with a Berkeley DB of PIN hashes (a PIN without a system
    /// account), `pam_unix` with a throw-away user, `pam_faillock` with a tally directory of its
    /// own, and a module built by the test that sends three messages in one call.
    @Suite(.serialized, .enabled(if: geteuid() == 0, "pam_unix reads /etc/shadow and the test makes a user: run as root"))
    final class LoginEndToEndTests {
        let end = WindowEndToEndTests()
        let directory: String
        let pin = "2468"
        /// Requests already tapped, by process and number.
        var tapped: Set<String> = []
        /// Every sign-in started, ended in deinit if a failed test left it running.
        var started: [Run.Running] = []

        init() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            var template = Array("/tmp/pl-XXXXXX".utf8CString)
            directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            // The userdb stack: kiosk1's PIN as a SHA-512 crypt hash (`crypt=crypt`).
            let hash = try Run.run("/usr/bin/openssl", ["passwd", "-6", pin])
            try #require(hash.status == 0, "openssl passwd: \(hash.error)")
            try "kiosk1\n\(hash.output)".write(toFile: "\(directory)/pins.input", atomically: false, encoding: .utf8)
            let loaded = try Run.run("/usr/bin/db5.3_load", ["-T", "-t", "hash", "-f", "\(directory)/pins.input", "\(directory)/pins.db"])
            try #require(loaded.status == 0, "db5.3_load: \(loaded.error)")
            try service("pinpad-userdb", """
                auth required pam_userdb.so db=\(directory)/pins crypt=crypt
                account required pam_permit.so
                """)
            try FileManager.default.createDirectory(atPath: "\(directory)/tally", withIntermediateDirectories: true)
            // pinpad-quick's lock outlasts the taps of the fourth attempt (each failure takes about
            // 2 s of PAM's delay), and is over soon after.
            for (name, unlock) in [("pinpad-unix", 600), ("pinpad-quick", 6)] {
                let faillock = "dir=\(directory)/tally deny=3 unlock_time=\(unlock)"
                try service(name, """
                    auth requisite pam_faillock.so preauth \(faillock)
                    auth [success=1 default=bad] pam_unix.so nodelay
                    auth [default=die] pam_faillock.so authfail \(faillock)
                    auth sufficient pam_faillock.so authsucc \(faillock)
                    account required pam_unix.so
                    session required pam_unix.so
                    """)
            }
        }

        deinit {
            for login in started where !login.isFinished {
                kill(login.pid, SIGKILL)
                _ = login.finish(within: 5)
            }
            try? FileManager.default.removeItem(atPath: directory)
        }

        /// Writes service `name` into the configuration directory.
        func service(_ name: String, _ stack: String) throws {
            try (stack + "\n").write(toFile: "\(directory)/\(name)", atomically: false, encoding: .utf8)
        }

        /// Starts `pinpad login` for `service` with `arguments`, the stack read from `confdir`
        /// (the test's directory by default), the variables in `setting` set and those in
        /// `unset` removed.
        func login(
            _ service: String, _ arguments: [String], unsetting unset: [String] = [], setting: [String: String] = [:], confdir: String? = nil
        ) throws -> Run.Running {
            var environment = ProcessInfo.processInfo.environment
            for name in unset { environment[name] = nil }
            environment.merge(setting) { $1 }
            environment["PINPAD_LAYOUT_FILE"] = "\(directory)/shown.json"
            let login = try Run.Running(
                Run.pinpad,
                ["login", "--service", service, "--pam-confdir", confdir ?? directory, "--renderer", "software", "--throttle-directory", "\(directory)/throttle"]
                    + KeypadChoice.arguments + arguments,
                environment: environment)
            started.append(login)
            return login
        }

        /// The next request shown (one not tapped before).
        func next(includingWaits: Bool = false) throws -> ShownRequest {
            let shown = try ShownRequest.wait(at: "\(directory)/shown.json", includingWaits: includingWaits) {
                !tapped.contains("\($0.process).\($0.number)")
            }
            tapped.insert("\(shown.process).\(shown.number)")
            return shown
        }

        /// Taps `digits` and OK on the next request, or Cancel; returns what it showed.
        @discardableResult
        func tap(_ digits: String, cancel: Bool = false) throws -> ShownRequest {
            let shown = try next()
            try shown.tap(digits, cancel: cancel, with: end)
            return shown
        }

        /// The failures faillock records for `user` (`faillock --dir … --user …`: a header, then a
        /// line for each, starting with its date).
        func failures(of user: String) throws -> Int {
            let listed = try Run.run("/usr/sbin/faillock", ["--dir", "\(directory)/tally", "--user", user]).output
            return listed.split(separator: "\n").filter { $0.first?.isNumber == true }.count
        }

        @Test func aMissingServiceIsNamedBeforeAnyPINIsAsked() throws {
            let result = try Run.run(Run.pinpad, ["login", "--service", "no-such-service", "--pam-confdir", directory])
            #expect(result.status == 11)
            #expect(result.error == "pinpad: no PAM service no-such-service: there is no \(directory)/no-such-service\n")
            #expect(!FileManager.default.fileExists(atPath: "\(directory)/shown.json"))
        }

        /// `pinpad login` with no options: the service, its directory, the user and the words all
        /// come from the configuration's `[login]` section.
        @Test func aSignInConfiguredOnlyByFiles() throws {
            try FileManager.default.createDirectory(atPath: "\(directory)/configuration", withIntermediateDirectories: true)
            let configuration = """
                renderer = software
                title = Door 3
                [login]
                service = pinpad-userdb
                pam-confdir = \(directory)
                throttle-directory = \(directory)/throttle
                user = kiosk1
                wrong-pin-text = Falscher Code

                """
            try configuration.write(toFile: "\(directory)/configuration/pinpad.conf", atomically: false, encoding: .utf8)
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_LAYOUT_FILE"] = "\(directory)/shown.json"
            environment["PINPAD_CONFIG_DIR"] = "\(directory)/configuration"
            let login = try Run.Running(Run.pinpad, ["login"], environment: environment)
            started.append(login)
            let first = try tap("1357")
            #expect(first.title == "Door 3")
            #expect(try tap(pin).error == "Falscher Code")
            let result = login.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.error)")
            #expect(result.output == "kiosk1\n")
        }

        @Test func aWrongPINAsksAgainInTheSameWindowAndTheRightOneSignsIn() throws {
            let login = try login("pinpad-userdb", ["--user", "kiosk1"])
            let first = try tap("1111")
            #expect(first.title == "Sign in" && first.error.isEmpty)
            let second = try tap(pin)
            #expect(second.error == "Wrong PIN", "the retry shows: '\(second.error)'")
            #expect(second.process == first.process)
            let result = login.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.error)")
            #expect(result.output == "kiosk1\n")
        }

        @Test func anUnknownUserIsToldAWrongPINAndThreeWrongEndWithTheAttemptsStatus() throws {
            let login = try login("pinpad-userdb", ["--user", "nobody-here"])
            try tap(pin)
            #expect(try tap("1111").error == "Wrong PIN")
            #expect(try tap("2222").error == "Wrong PIN")
            // The last word stays a moment, the keypad locked, before the pad closes.
            let last = try next()
            #expect(last.error == "Too many wrong PINs")
            let result = login.finish(within: 30)
            #expect(result.status == 9, "pinpad login: \(result.status) \(result.error)")
            #expect(result.output.isEmpty)
        }

        @Test func cancelIsNoAttemptALockoutIsShownAndAResetLetsTheRightPINIn() throws {
            let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
            // Cancel: PAM is not asked, faillock counts nothing.
            let cancelled = try login("pinpad-unix", ["--user", user.name])
            try tap("", cancel: true)
            #expect(cancelled.finish(within: 30).status == 1)
            #expect(try failures(of: user.name) == 0, "a cancel was counted")

            // Three wrong PINs: the attempts status, and faillock's three failures.
            let wrong = try login("pinpad-unix", ["--user", user.name])
            for digits in ["1111", "2222", "3333"] { try tap(digits) }
            #expect(try next().error == "Too many wrong PINs")
            #expect(wrong.finish(within: 30).status == 9)
            #expect(try failures(of: user.name) == 3)

            // Locked: faillock refuses before asking; its text shows, the keypad is locked. A tap
            // on it is taken as a press on a locked keypad (said: "Keypad locked"), no digit.
            let recording = try AccessibilityEndToEndTests.Recording()
            defer { try? FileManager.default.removeItem(at: recording.directory) }
            let locked = try login("pinpad-unix", ["--user", user.name, "--speech", "--voice", "en-us"], setting: recording.environment)
            try tap(user.password)
            let lockout = try next()
            #expect(lockout.error.contains("The account is locked due to 3 failed logins"), "shown: '\(lockout.error)'")
            try lockout.tap("9", with: end)
            #expect(eventually { ((try? recording.spoken()) ?? []).contains { $0.hasPrefix("Keypad locked") } }, "the tap was not taken as a locked press")
            let after = try ShownRequest.wait(at: "\(directory)/shown.json") { _ in true }
            #expect(after.number == lockout.number, "a tap on the locked keypad was taken")
            #expect(after.entered == [0], "a tap on the locked keypad entered a digit")
            let report = try String(contentsOfFile: "\(directory)/shown.json", encoding: .utf8)
            #expect(report.contains("\"locked\":true"))
            try lockout.tap("", cancel: true, with: end)
            let lockedResult = locked.finish(within: 30)
            #expect(lockedResult.status == 10, "pinpad login: \(lockedResult.status) \(lockedResult.error)")

            // Reset: the right PIN signs in.
            let reset = try Run.run("/usr/sbin/faillock", ["--dir", "\(directory)/tally", "--user", user.name, "--reset"])
            #expect(reset.status == 0, "faillock --reset: \(reset.error)")
            let again = try login("pinpad-unix", ["--user", user.name])
            try tap(user.password)
            let result = again.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.error)")
            #expect(result.output == "\(user.name)\n")
        }

        @Test func aLockoutCountsDownAndThenTheRightPINSignsIn() throws {
            let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
            let login = try login("pinpad-quick", ["--user", user.name, "--attempts", "5", "--lockout-seconds", "6"])
            for digits in ["1111", "2222", "3333", "4444"] { try tap(digits) }
            let lockout = try next()
            // pam_faillock's own words tell the time left: no second clock of pinpad's beside them.
            #expect(lockout.error.contains("The account is locked") && !lockout.error.contains("Try again"), "shown: '\(lockout.error)'")
            // The pad unlocks by itself when the time is up.
            let unlocked = try ShownRequest.wait(at: "\(directory)/shown.json", within: 15) {
                $0.number == lockout.number && !$0.error.contains("The account is locked")
            }
            #expect(!((try? String(contentsOfFile: "\(directory)/shown.json", encoding: .utf8)) ?? "").contains("\"locked\":true"))
            try unlocked.tap(user.password, with: end)
            let result = login.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.status) \(result.error)")
            #expect(result.output == "\(user.name)\n")
        }

        /// A stack with pam_faillock's preauth as `required` (Arch's stack, pam_faillock's own
        /// examples), not `requisite`: once the account is locked it says so as `info`, then
        /// lets the stack ask for the PIN, and refuses whatever is typed.
        func requiredPreauthService() throws -> String {
            let faillock = "dir=\(directory)/tally deny=3 unlock_time=600"
            try service("pinpad-required", """
                auth required pam_faillock.so preauth \(faillock)
                auth [success=1 default=bad] pam_unix.so nodelay
                auth [default=die] pam_faillock.so authfail \(faillock)
                auth sufficient pam_faillock.so authsucc \(faillock)
                account required pam_unix.so
                """)
            return "pinpad-required"
        }

        /// `pinpad login` at 320×240 with `arguments` on `requiredPreauthService()` for a throwaway
        /// user: three wrong PINs, then the right one while the account is locked; the pad shown
        /// after it, and the keys that are not where the wrong PINs' pad had them.
        func lockedOutWithARequiredPreauth(_ arguments: [String]) throws -> (login: Run.Running, shown: ShownRequest, moved: [String], user: ThrowawayUser) {
            let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
            let login = try login(try requiredPreauthService(), ["--user", user.name, "--attempts", "6", "--size", "320x240"] + arguments)
            var wrong: ShownRequest?
            for digits in ["1111", "2222", "3333"] { wrong = try tap(digits) }
            try tap(user.password)
            let shown = try next()
            let keys = try #require(wrong?.keys)
            let moved = shown.keys.filter { name, place in keys[name].map { $0.x != place.x || $0.y != place.y } ?? true }.map(\.key).sorted()
            #expect(shown.keys.count == keys.count, "keys: \(shown.keys.keys.sorted()), were \(keys.keys.sorted())")
            return (login, shown, moved, user)
        }

        /// With `lockout-seconds` too, the pad after that attempt is not locked: words said
        /// before a question the stack asked may be a notice added to a banner as well as a
        /// lockout's (a lock on them locked the pad for a notice). pam_faillock's words show
        /// above a free keypad, alone, not "Wrong PIN", the keys where the wrong PINs' were.
        /// Before, the pad took PINs that could only fail, told "Wrong PIN" under the lockout's
        /// words, and laid out anew for them.
        @Test func aLockoutSaidBeforeTheQuestionOfARequiredPreauthNeverLocksThePad() throws {
            let (login, lockout, moved, _) = try lockedOutWithARequiredPreauth(["--lockout-seconds", "600"])
            #expect(lockout.error.hasPrefix("The account is locked due to 3 failed logins") && lockout.error.hasSuffix("left to unlock)"), "shown: '\(lockout.error)'")
            let report = try String(contentsOfFile: "\(directory)/shown.json", encoding: .utf8)
            #expect(!report.contains("\"locked\":true"), "the pad after words said before the question is locked")
            #expect(moved.isEmpty, "the keys moved: \(moved)")
            try lockout.tap("", cancel: true, with: end)
            let result = login.finish(within: 30)
            #expect(result.status == 1, "pinpad login: \(result.status) \(result.error)")
        }

        /// Without `lockout-seconds` no lock could end when pam_faillock's does: its words show
        /// above a free keypad, as an error, not a wrong PIN, and the keys stay where they were;
        /// once the account is unlocked the right PIN signs in. A lock without an end held the pad
        /// past pam_faillock's own.
        @Test func aLockoutOfARequiredPreauthWithoutLockoutSecondsLeavesTheKeypadFree() throws {
            let (login, refused, moved, user) = try lockedOutWithARequiredPreauth([])
            #expect(refused.error.contains("The account is locked due to 3 failed logins") && !refused.error.contains("Wrong PIN"), "shown: '\(refused.error)'")
            let report = try String(contentsOfFile: "\(directory)/shown.json", encoding: .utf8)
            #expect(!report.contains("\"locked\":true"), "a lock with no end")
            #expect(moved.isEmpty, "the keys moved: \(moved)")
            let reset = try Run.run("/usr/sbin/faillock", ["--dir", "\(directory)/tally", "--user", user.name, "--reset"])
            #expect(reset.status == 0, "faillock --reset: \(reset.error)")
            try refused.tap(user.password, with: end)
            let result = login.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.status) \(result.error)")
            #expect(result.output == "\(user.name)\n")
        }

        /// A banner that changes on every attempt (`pam_exec` printing the time) before the
        /// question is no lockout's word: the banner above the error, the pad free, and the right
        /// PIN signs in. Taken for the words of a refusal, it locked the pad for good. Its words
        /// are never the same twice, so never the known greeting: a refused PIN is told
        /// "Sign-in failed" (a lockout's words may come with it), not "Wrong PIN".
        @Test func aBannerThatChangesBetweenAttemptsIsNoLockout() throws {
            try "#!/bin/sh\necho \"Kiosk 3 - local time $(date +%s%N)\"\n".write(toFile: "\(directory)/banner", atomically: false, encoding: .utf8)
            chmod("\(directory)/banner", 0o755)
            try service("pinpad-clock-banner", """
                auth optional pam_exec.so stdout quiet \(directory)/banner
                auth required pam_unix.so nodelay
                account required pam_unix.so
                """)
            let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
            let login = try login("pinpad-clock-banner", ["--user", user.name, "--attempts", "6"])
            for digits in ["1111", "2222"] { try tap(digits) }
            let retry = try next()
            #expect(retry.error == "Sign-in failed" && retry.message.hasPrefix("Kiosk 3 - local time"), "shown: '\(retry.message)' / '\(retry.error)'")
            let report = try String(contentsOfFile: "\(directory)/shown.json", encoding: .utf8)
            #expect(!report.contains("\"locked\":true"), "a changing banner locked the pad")
            try retry.tap(user.password, with: end)
            _ = try? next().tap("", with: end)  // the banner again, as a notice after success
            let result = login.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.status) \(result.error)")
        }

        @Test func theUserFieldTakesABadgeFromTheKeyboardAndThePINFromTheKeypad() throws {
            let login = try login("pinpad-userdb", ["--user-field"])
            let shown = try next()
            let window = try shown.window()
            try end.xdotool(["windowfocus", "--sync", window])
            usleep(100_000)
            try end.xdotool(["type", "--window", window, "--delay", "30", "kiosk1"])
            try end.xdotool(["key", "--window", window, "Tab"])
            try shown.tap("1111", with: end)
            // The retry's user field is empty (a name kept may be a PIN typed there): typed again.
            let retry = try next()
            #expect(retry.error == "Wrong PIN")
            #expect(retry.entered == [0, 0], "the name was kept: \(retry.entered)")
            try end.xdotool(["type", "--window", window, "--delay", "30", "kiosk1"])
            try end.xdotool(["key", "--window", window, "Tab"])
            try retry.tap(pin, with: end)
            let result = login.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.status) \(result.error)")
            #expect(result.output == "kiosk1\n")
        }

        @Test func execRunsTheCommandAsTheUserInASession() throws {
            let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
            let login = try login("pinpad-unix", ["--user", user.name, "--exec", "id", "-un"])
            try tap(user.password)
            let result = login.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.status) \(result.error)")
            #expect(result.output == "\(user.name)\n")
        }

        /// The address that keeps SDL from starting a D-Bus session bus (`disabled:`, set for
        /// the pad when none is set) is not handed on to the session's command.
        @Test func theSessionsCommandGetsNoBusAddressOfThePads() throws {
            let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
            let login = try login("pinpad-unix", ["--user", user.name, "--exec", "/usr/bin/env"], unsetting: ["DBUS_SESSION_BUS_ADDRESS"])
            try tap(user.password)
            let result = login.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.status) \(result.error)")
            #expect(result.output.contains("USER=\(user.name)\n"), "\(result.output)")
            #expect(!result.output.contains("disabled:"), "\(result.output)")
        }

        /// The test module (`Tests/Fixtures/pam_three_messages.c`), built into the directory.
        func buildModule() throws -> String {
            let module = "\(directory)/pam_three_messages.so"
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/pam_three_messages.c").path
            let built = try Run.run("/usr/bin/gcc", ["-shared", "-fPIC", "-o", module, source, "-lpam"], within: 60)
            try #require(built.status == 0, "gcc: \(built.error)")
            return module
        }

        @Test func anEchoOnPromptOfTheStackIsShownNotAnsweredWithTheUser() throws {
            try service("pinpad-badge", "auth required \(try buildModule()) pin=\(pin) badge=B42\naccount required pam_permit.so")
            let login = try login("pinpad-badge", ["--user", "kiosk1"])
            try tap(pin)
            // Before the badge, the stack's call answered with the PIN; its prompt comes on its own.
            let badge = try next()
            let window = try badge.window()
            try end.xdotool(["windowfocus", "--sync", window])
            try end.xdotool(["type", "--window", window, "--delay", "30", "B42"])
            try end.xdotool(["key", "--window", window, "Return"])
            _ = try? next().tap("", with: end)  // the notice of the two messages
            let result = login.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.status) \(result.error)")
        }

        @Test func aBannerBeforeThePINIsNoLockout() throws {
            try service("pinpad-banner", """
                auth optional pam_echo.so Welcome to kiosk 3
                auth required pam_userdb.so db=\(directory)/pins crypt=crypt
                account required pam_permit.so
                """)
            let login = try login("pinpad-banner", ["--user", "kiosk1", "--size", "480x800"])
            let before = try tap("1111")
            // The banner (an info text) stays above the message, once. The first attempt's words
            // are not known yet as the stack's greeting, said on every attempt: "Sign-in failed";
            // the same words again are the greeting, and the error is the wrong PIN's.
            let first = try next()
            #expect(first.error == "Sign-in failed", "shown: '\(first.error)'")
            #expect(first.message == "Welcome to kiosk 3")
            try first.tap("2222", with: end)
            let retry = try next()
            #expect(retry.error == "Wrong PIN", "shown: '\(retry.error)'")
            #expect(retry.message == "Welcome to kiosk 3")
            // The banner appearing moved no key: the pads keep the first one's layout (the
            // keys moved 10-21 pixels down for its line).
            for pad in [first, retry] {
                let moved = pad.keys.filter { name, place in before.keys[name].map { $0 != place } ?? true }.map(\.key).sorted()
                #expect(moved.isEmpty && pad.keys.count == before.keys.count, "moved: \(moved)")
            }
            try retry.tap(pin, with: end)
            _ = try? next().tap("", with: end)  // the banner again, as a notice after success
            let result = login.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.status) \(result.error)")
        }

        /// A stack that greets before it asks (`pam_echo`) and locks silently (`pam_faillock`'s
        /// `silent`, deny=1): once locked, the right PIN is not answered with a pad locked under
        /// the greeting as the refusal's words; it is told as the same stack without the greeting
        /// tells it, the greeting above, and pam_faillock counts nothing more.
        @Test func aGreetingBeforeASilentLockoutIsNotTheLockoutsWords() throws {
            let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
            let faillock = "dir=\(directory)/tally deny=1 unlock_time=600"
            try service("pinpad-greeting", """
                auth optional pam_echo.so Welcome to kiosk 3
                auth requisite pam_faillock.so preauth silent \(faillock)
                auth [success=1 default=bad] pam_unix.so nodelay
                auth [default=die] pam_faillock.so authfail \(faillock)
                auth sufficient pam_faillock.so authsucc \(faillock)
                account required pam_unix.so
                session required pam_unix.so
                """)
            let login = try login("pinpad-greeting", ["--user", user.name, "--attempts", "5", "--lockout-seconds", "600"])
            try tap("1111")
            // The first attempt's welcome is not known yet as the greeting: "Sign-in failed".
            let wrong = try next()
            #expect(wrong.error == "Sign-in failed" && wrong.message == "Welcome to kiosk 3", "shown: '\(wrong.message)' '\(wrong.error)'")
            // The wrong PIN locked the account (deny=1): the stack greets, then refuses.
            try wrong.tap(user.password, with: end)
            let refused = try next()
            #expect(refused.error == "Wrong PIN" && refused.message == "Welcome to kiosk 3", "the greeting as the refusal's words: '\(refused.error)'")
            #expect(try failures(of: user.name) == 1, "the PIN tapped on the locked account was counted")
            try refused.tap("", cancel: true, with: end)
            let result = login.finish(within: 30)
            #expect(!result.error.contains("refused"), "\(result.error)")
            #expect(!(result.output + result.error).contains(user.password))
        }

        /// A long notice before the PIN (`pam_echo`'s `file=`: 9.5 KB, a notice an administrator
        /// wrote) is shown whole above the wrong PIN's error, and the right PIN then signs in: no
        /// limit of the sign-in cuts it or ends it.
        @Test func aLongBannerIsShownWholeAndTheRightPINSignsIn() throws {
            let banner = (1...300).map { "Line \($0) of the kiosk's notice." }.joined(separator: "\n")
            try (banner + "\n").write(toFile: "\(directory)/banner", atomically: false, encoding: .utf8)
            try service("pinpad-long-banner", """
                auth optional pam_echo.so file=\(directory)/banner
                auth required pam_userdb.so db=\(directory)/pins crypt=crypt
                account required pam_permit.so
                """)
            let login = try login("pinpad-long-banner", ["--user", "kiosk1"])
            try tap("1111")
            let retry = try next()
            #expect(retry.error == "Sign-in failed", "shown: \(retry.error)")
            #expect(retry.message == banner, "shown: \(retry.message.prefix(60))… (\(retry.message.utf8.count) bytes)")
            try retry.tap(pin, with: end)
            _ = try? next().tap("", with: end)  // the banner again, as a notice after success
            let result = login.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.status) \(result.error)")
        }

        /// `pinpad login` started again while the account is locked silently after a welcome
        /// (`pam_faillock`'s `silent`, deny=1): the new run has not learnt the welcome as the
        /// stack's greeting (no attempt reached the PIN's question), and shows `locked-text`
        /// under it on the locked pad, not the welcome alone as if nothing happened.
        @Test func aWelcomeAloneAfterARestartDuringASilentLockoutIsToldAsARefusal() throws {
            let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
            let faillock = "dir=\(directory)/tally deny=1 unlock_time=600"
            try service("pinpad-restart", """
                auth optional pam_echo.so Welcome to kiosk 3
                auth requisite pam_faillock.so preauth silent \(faillock)
                auth [success=1 default=bad] pam_unix.so nodelay
                auth [default=die] pam_faillock.so authfail \(faillock)
                auth sufficient pam_faillock.so authsucc \(faillock)
                account required pam_unix.so
                session required pam_unix.so
                """)
            let arguments = ["--user", user.name, "--attempts", "5", "--lockout-seconds", "600"]
            let first = try login("pinpad-restart", arguments)
            try tap("1111")
            let wrong = try next()
            #expect(wrong.error == "Sign-in failed" && wrong.message == "Welcome to kiosk 3", "shown: '\(wrong.message)' '\(wrong.error)'")
            try wrong.tap("", cancel: true, with: end)
            #expect(first.finish(within: 30).status == 1)
            // Started again: the account is locked (deny=1), the stack greets, then refuses.
            let again = try login("pinpad-restart", arguments)
            try tap(user.password)
            let refused = try next()
            #expect(refused.error == "Welcome to kiosk 3\nThis account is locked", "shown: '\(refused.error)'")
            try refused.tap("", cancel: true, with: end)
            let result = again.finish(within: 30)
            #expect(result.status == 10, "pinpad login: \(result.status) \(result.error)")
            #expect(result.error.contains("refused \(user.name): Welcome to kiosk 3 This account is locked"), "\(result.error)")
            #expect(try failures(of: user.name) == 1, "the PIN tapped on the locked account was counted")
            #expect(!(result.output + result.error).contains(user.password))
        }

        /// A welcome naming the user (`pam_echo.so Welcome, %u.`) before the documented stack's
        /// `pam_succeed_if`, names typed in the user field: a name no account has (refused by
        /// `pam_succeed_if` before asking, `PAM_USER_UNKNOWN`, as the first attempt, the
        /// greeting not learnt yet) and a system account's (refused before PAM hears it) show
        /// the welcome as the stack says it for the name, above the message over the error a wrong
        /// PIN of an account has at that attempt ("Sign-in failed" while the welcome is not known
        /// as the greeting, then "Wrong PIN"), so the pad does not tell which names are accounts; the
        /// name typed is hidden in it ("…") and the user field is empty again (it may be a PIN
        /// typed in the wrong field).
        @Test func anUnknownOrSystemNameShowsTheWelcomeAsAWrongPINOfAnAccountDoes() throws {
            let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
            let system = try ThrowawayUser(prefix: "pinpadsys", password: "97531", home: false, system: true)
            try service("pinpad-welcome", """
                auth optional pam_echo.so Welcome, %u.
                auth requisite pam_succeed_if.so uid >= 1000 quiet
                auth required pam_unix.so nodelay
                account required pam_unix.so
                session required pam_unix.so
                """)
            let login = try login("pinpad-welcome", ["--user-field", "--attempts", "5"])
            let unknown = "nosuchuser\(UInt32.random(in: 0...999_999))"
            let names = [unknown, user.name, system.name, unknown]
            var shown: [String] = []
            for name in names {
                let pad = try next()
                let window = try pad.window()
                try end.xdotool(["windowfocus", "--sync", window])
                usleep(100_000)
                try end.xdotool(["type", "--window", window, "--delay", "30", name])
                try end.xdotool(["key", "--window", window, "Tab"])
                try pad.tap("1111", with: end)
                let retry = try ShownRequest.wait(at: "\(directory)/shown.json") { !tapped.contains("\($0.process).\($0.number)") }
                shown.append("\(retry.message)|\(retry.error)|\(retry.entered)")
            }
            #expect(shown == ["Welcome, \u{2026}.|Sign-in failed|[0, 0]"] + Array(repeating: "Welcome, \u{2026}.|Wrong PIN|[0, 0]", count: names.count - 1), "\(shown)")
            try next().tap("", cancel: true, with: end)
            let result = login.finish(within: 30)
            #expect(result.status == 1, "pinpad login: \(result.status) \(result.error)")
            #expect(!result.error.contains(unknown) && !result.error.contains("refused"), "\(result.error)")
        }

        @Test func aBrokenOrMissingServiceIsAPAMErrorNotALockout() throws {
            try service("pinpad-broken", "garbage line here")
            let login = try login("pinpad-broken", ["--user", "kiosk1"])
            try tap(pin)
            let result = login.finish(within: 30)
            #expect(result.status == 11, "pinpad login: \(result.status) \(result.error)")
            #expect(result.error.split(separator: "\n").count == 1)
            let missing = try Run.run(Run.pinpad, ["login", "--service", "pinpad-no-such-service-\(getpid())", "--user", "kiosk1"])
            #expect(missing.status == 11, "without --pam-confdir, 'other' must not stand in: \(missing.error)")
        }

        @Test func tapsDuringThePAMCheckAnswerNothingAndAStopMeanwhileCancels() throws {
            try service("pinpad-slow", """
                auth optional pam_exec.so quiet /bin/sleep 2
                auth required pam_userdb.so db=\(directory)/pins crypt=crypt
                account required pam_permit.so
                """)
            let login = try login("pinpad-slow", ["--user", "kiosk1", "--attempts", "2"])
            let first = try next()
            try first.tap("1111", with: end)
            try first.tap("2222", with: end)  // while PAM checks the first
            let retry = try next()
            #expect(retry.error == "Wrong PIN")
            try retry.tap(pin, with: end)
            usleep(500_000)
            kill(login.pid, SIGTERM)  // while PAM checks the right PIN
            let result = login.finish(within: 30)
            #expect(result.status == 1, "pinpad login: \(result.status) \(result.error)")
            #expect(result.output.isEmpty, "signed in after a stop: \(result.output)")
        }

        /// While PAM works (here a `pam_exec` module that holds until the test lets it go), the
        /// pad shows `checking-text` with its keys locked: taps then are visibly not taken.
        @Test func thePadSaysCheckingWhilePAMWorks() throws {
            let hold = "\(directory)/hold"
            // Held until the test lets it go, or its directory is gone (the test failed early).
            try "#!/bin/sh\n: > \(directory)/checking\nwhile [ -d \(directory) ] && [ ! -e \(directory)/release ]; do sleep 0.05; done\n"
                .write(toFile: hold, atomically: false, encoding: .utf8)
            chmod(hold, 0o755)
            try service("pinpad-held", """
                auth optional pam_exec.so quiet \(hold)
                auth required pam_userdb.so db=\(directory)/pins crypt=crypt
                account required pam_permit.so
                """)
            let login = try login("pinpad-held", ["--user", "kiosk1"])
            let pad = try next()
            let window = try pad.window()
            let before = "\(directory)/pad.png", during = "\(directory)/checking.png"
            try #require(try Run.run("/usr/bin/import", ["-window", window, before]).status == 0)
            try pad.tap(pin, with: end)
            let checking = try next(includingWaits: true)
            #expect(checking.isWaiting && checking.error == "Checking…" && checking.title == pad.title && checking.keys.keys.sorted() == pad.keys.keys.sorted())
            try ShownRequest.waitForFile("\(directory)/checking")
            try #require(try Run.run("/usr/bin/import", ["-window", window, during]).status == 0)
            let padShot = try Image(png: before), checkingShot = try Image(png: during)
            // The keys are drawn disabled while PAM works.
            let (x, y) = try #require(pad.keys["5"])
            #expect(padShot[x, y] != checkingShot[x, y], "the 5 key looks the same while checking")
            try "".write(toFile: "\(directory)/release", atomically: false, encoding: .utf8)
            let result = login.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.status) \(result.error)")
            if let keep = ProcessInfo.processInfo.environment["PINPAD_KEEP_SCREENSHOTS"] {
                _ = try? FileManager.default.copyItem(atPath: during, toPath: "\(keep)/login-checking.png")
            }
        }

        @Test func theSessionsCommandGetsNoDescriptorsAndTheSignals() throws {
            let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
            let listing = try login("pinpad-unix", ["--user", user.name, "--exec", "/bin/ls", "/proc/self/fd"])
            try tap(user.password)
            let listed = listing.finish(within: 30)
            #expect(listed.status == 0, "pinpad login: \(listed.error)")
            #expect(listed.output.split(separator: "\n") == ["0", "1", "2", "3"], "descriptors of the session: \(listed.output)")
            let long = try login("pinpad-unix", ["--user", user.name, "--exec", "/bin/sleep", "30"])
            try tap(user.password)
            #expect(eventually { !self.children(of: long.pid, named: "sleep").isEmpty }, "the command never started")
            kill(long.pid, SIGTERM)
            let stopped = long.finish(within: 10)
            #expect(stopped.status == 128 + SIGTERM, "the command did not get the stop: \(stopped.status)")
            let notExecutable = "\(directory)/not-a-program"
            try "just text\n".write(toFile: notExecutable, atomically: false, encoding: .utf8)
            chmod(notExecutable, 0o644)
            chmod(directory, 0o755)
            let refused = try login("pinpad-unix", ["--user", user.name, "--exec", notExecutable])
            try tap(user.password)
            let denied = refused.finish(within: 30)
            #expect(denied.status == 126 && denied.error.contains("permission denied"), "\(denied.status) \(denied.error)")
        }

        /// A password beyond ASCII that the stack asks after the PIN (pam_unix's own prompt) is
        /// typed on the keyboard and signs in; after the sign-in no copy of it is left in memory.
        @Test func anAccentedPasswordAskedByTheStackSignsInAndLeavesNoCopy() throws {
            let password = "Grüße-Straße-Öl"
            let user = try ThrowawayUser(prefix: "pinpadlogin", password: password)
            try service("pinpad-two", "auth required \(try buildModule()) pin=\(pin)\nauth required pam_unix.so nodelay\naccount required pam_permit.so")
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_LAYOUT_FILE"] = "\(directory)/shown.json"
            environment["PINPAD_PAUSE_BEFORE_EXIT"] = "1"
            var scan: (hits: [String], bytesRead: Int) = ([], 0)
            let result = try end.withLayout(["-layout", "de"]) {
                let login = try Run.Running(
                    Run.pinpad, ["login", "--service", "pinpad-two", "--pam-confdir", directory, "--renderer", "software", "--user", user.name, "--throttle-directory", "\(directory)/throttle"],
                    environment: environment)
                started.append(login)
                try tap(pin)
                let asked = try next()
                try end.xdotool(["windowfocus", "--sync", try asked.window()])
                try end.xdotool(["type", "--delay", "40", password])
                try end.xdotool(["key", "Return"])
                return login.finish(within: 30) { scan = MemoryScan.find(password, in: $0) }
            }
            #expect(result.output == user.name + "\n", "pinpad login: \(result.status) \(result.error)")
            #expect(scan.bytesRead > 1_000_000, "read only \(scan.bytesRead) bytes of its memory")
            #expect(scan.hits.isEmpty, "the password is still in memory: \(scan.hits)")
        }

        @Test func everyMessageOfOneConversationCallIsShown() throws {
            let module = try buildModule()
            try service("pinpad-three", "auth required \(module) pin=\(pin)\naccount required pam_permit.so")
            let login = try login("pinpad-three", ["--user", "kiosk1"])
            try tap(pin)
            let notice = try next()
            #expect(notice.message == "Welcome to door 3.\nYour badge expires in 5 days.", "shown: '\(notice.message)'")
            try notice.tap("", with: end)
            let result = login.finish(within: 30)
            #expect(result.status == 0, "pinpad login: \(result.status) \(result.error)")
            #expect(result.output == "kiosk1\n")
        }
    }
}
