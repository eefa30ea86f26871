import Foundation
import Testing

extension DisplayTests {
    /// `pinpad greeter` under the real greetd (Debian 12's 0.9). greetd runs with a
    /// configuration of the test's: `vt = "none"` (greetd then uses its standard input, as there is
    /// no virtual terminal here), its runfile in the test's directory, in a mount namespace of its
    /// own (`unshare --mount`) where the test's PAM stacks are bound over `/etc/pam.d/greetd` and
    /// `/etc/pam.d/greetd-greeter` (greetd 0.9's fixed service names): nothing of the system is
    /// changed. The greeter runs as a throw-away unprivileged user on the test's X display; a
    /// throw-away user's PIN (`pam_unix`) tapped on it signs in, and greetd runs the session
    /// command, which writes its `id`.
    @Suite(
        .serialized,
        .enabled(
            if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/greetd"),
            "greetd runs as root and the test makes users: run as root, with greetd installed"))
    final class GreeterEndToEndTests {
        let end = WindowEndToEndTests()
        let directory: String
        let pin = "2468"
        /// Requests already tapped, by process and number.
        var tapped: Set<String> = []
        /// greetd, stopped in deinit if a failed test left it running.
        var greetd: Run.Running?

        init() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            var template = Array("/tmp/pinpad-greetd-XXXXXX".utf8CString)
            directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            // The users below must reach their own directories inside.
            chmod(directory, 0o755)
        }

        deinit {
            if let greetd, !greetd.isFinished {
                kill(greetd.pid, SIGKILL)
                _ = greetd.finish(within: 5)
            }
            try? FileManager.default.removeItem(atPath: directory)
        }

        /// A directory inside the test's, owned by `user` (mode 0700).
        func directory(_ name: String, for user: ThrowawayUser) throws -> String {
            let path = "\(directory)/\(name)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            let account = try user.account()
            chown(path, account.userID, account.groupID)
            return path
        }

        /// The greeter's own throw-away user, as greetd's `[default_session] user` is: no home,
        /// a password nobody types.
        func greeterUser() throws -> ThrowawayUser {
            try ThrowawayUser(prefix: "pinpadgreeter", password: "unused-\(UInt32.random(in: 0...999_999))", home: false)
        }

        /// Starts greetd with the greeter `pinpad greeter ARGUMENTS` run as `greeter` on the test's
        /// display, sign-ins checked by `stack`.
        /// - Returns: the greeter's directory, which holds the report of what it shows (`shown.json`).
        func startGreetd(greeter: ThrowawayUser, arguments: String, stack: String, variables more: String = "") throws -> String {
            let own = try directory("greeter", for: greeter)
            let account = try greeter.account()
            var variables = "DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"]!) PINPAD_LAYOUT_FILE=\(own)/shown.json"
            if !more.isEmpty { variables += " " + more.replacingOccurrences(of: "OWN", with: own) }
            if let cookie = ProcessInfo.processInfo.environment["XAUTHORITY"] {
                try FileManager.default.copyItem(atPath: cookie, toPath: "\(own)/Xauthority")
                chown("\(own)/Xauthority", account.userID, account.groupID)
                variables += " XAUTHORITY=\(own)/Xauthority"
            }
            try (stack + "\n").write(toFile: "\(directory)/greetd.pam", atomically: false, encoding: .utf8)
            // The greeter's own session: nothing to check.
            try "auth required pam_permit.so\naccount required pam_permit.so\nsession required pam_permit.so\n"
                .write(toFile: "\(directory)/greetd-greeter.pam", atomically: false, encoding: .utf8)
            let configuration = """
                [terminal]
                vt = "none"
                [general]
                source_profile = false
                runfile = "\(directory)/greetd.run"
                [default_session]
                command = "/usr/bin/env \(variables) \(Run.pinpad) greeter --renderer software \(arguments)"
                user = "\(greeter.name)"

                """
            try configuration.write(toFile: "\(directory)/config.toml", atomically: false, encoding: .utf8)
            // A /run of greetd's own (its socket, /run/greetd-PID.sock, goes with the namespace, even
            // when greetd is killed), with pam_faillock's tally directory (/run/faillock) the test's.
            try FileManager.default.createDirectory(atPath: "\(directory)/tally", withIntermediateDirectories: true)
            let script = """
                mount --bind "$0/greetd.pam" /etc/pam.d/greetd && mount --bind "$0/greetd-greeter.pam" /etc/pam.d/greetd-greeter \
                && { [ ! -f "$0/locale" ] || mount --bind "$0/locale" /etc/default/locale; } \
                && mount -t tmpfs -o mode=0755,nosuid,nodev tmpfs /run && mkdir /run/faillock && mount --bind "$0/tally" /run/faillock \
                && exec /usr/sbin/greetd --config "$0/config.toml"
                """
            greetd = try Run.Running("/usr/bin/unshare", ["--mount", "--propagation", "private", "/bin/sh", "-c", script, directory])
            return own
        }

        /// The next request shown (one not tapped before), checked to be shown by a process that
        /// is not root's: all four of its user ids (real, effective, saved, file system) are
        /// `greeter`'s.
        /// The request `shown` once Tab moved the focus from the user field (its letters keyboard)
        /// to the PIN field: its keypad, from a later frame's report.
        func pinFieldFocused(after shown: ShownRequest, in own: String) throws -> ShownRequest {
            try ShownRequest.wait(at: "\(own)/shown.json") { $0.process == shown.process && $0.number == shown.number && $0.keys["1"] != nil }
        }

        func next(in own: String, greeter: ThrowawayUser) throws -> ShownRequest {
            let shown = try ShownRequest.wait(at: "\(own)/shown.json", within: 30) { !tapped.contains("\($0.process).\($0.number)") }
            tapped.insert("\(shown.process).\(shown.number)")
            let status = try String(contentsOfFile: "/proc/\(shown.process)/status", encoding: .utf8)
            let ids = status.split(separator: "\n").first { $0.hasPrefix("Uid:") }?.split(whereSeparator: \.isWhitespace).dropFirst().map(String.init)
            let userID = String(try greeter.account().userID)
            #expect(ids == [userID, userID, userID, userID], "the greeter runs as \(ids ?? []), not as \(greeter.name) (\(userID))")
            return shown
        }

        /// The documented kiosk stack (the README sends its reader to `docs/greeter.md`), as
        /// written there (its `/etc/pam.d/greetd` block).
        static func readmeStack() throws -> String {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.path
            let readme = try String(contentsOfFile: "\(root)/docs/greeter.md", encoding: .utf8)
            let start = try #require(readme.range(of: "```\n# /etc/pam.d/greetd\n"), "no /etc/pam.d/greetd in docs/greeter.md")
            let end = try #require(readme[start.upperBound...].range(of: "```"))
            return String(readme[start.upperBound..<end.lowerBound])
        }

        /// The failures pam_faillock keeps for `user` (`faillock --user`), in the test's tally.
        func failures(of user: ThrowawayUser) throws -> [String] {
            let result = try Run.run("/usr/sbin/faillock", ["--dir", "\(directory)/tally", "--user", user.name])
            // One line a failure, from its date: "2026-12-02 04:04:35 SVC   greetd   V".
            return result.output.split(separator: "\n").filter { $0.first?.isNumber == true }.map(String.init)
        }

        /// Waits up to `seconds` for the file at `path` to hold a line.
        func waitForLine(_ path: String, within seconds: Double = 30) -> String? {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n") { return text }
                usleep(100_000)
            }
            return nil
        }

        @Test func aPINTappedOnTheGreeterSignsInThroughGreetdAfterAWrongOneAndACancel() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let session = try directory("session", for: kiosk)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --command '/usr/bin/id > \(session)/id'",
                stack: """
                    auth required pam_unix.so nodelay
                    account required pam_unix.so
                    session required pam_unix.so
                    """)
            let wrong = "73915846"
            let first = try next(in: own, greeter: greeter)
            #expect(first.title == "Sign in" && first.error.isEmpty)
            try first.tap(wrong, with: end)
            let second = try next(in: own, greeter: greeter)
            #expect(second.process == first.process, "the same greeter asks again")
            #expect(second.error == "Wrong PIN")
            // The wrong PIN went to greetd from its page and left nothing in the greeter's memory.
            let scan = MemoryScan.find(wrong, in: pid_t(second.process))
            #expect(scan.bytesRead > 1_000_000 && scan.hits.isEmpty, "\(scan.bytesRead) bytes read, the PIN in \(scan.hits)")
            try second.tap("", cancel: true, with: end)
            let third = try next(in: own, greeter: greeter)
            #expect(third.process == first.process && third.error.isEmpty, "Cancel returns to a clean pad")
            try third.tap(pin, with: end)
            let id = waitForLine("\(session)/id")
            let account = try kiosk.account()
            #expect(id?.hasPrefix("uid=\(account.userID)(\(kiosk.name)) gid=\(account.groupID)(") == true, "the session wrote \(id ?? "nothing")")
            // greetd starts the greeter again once the session is over: that greeter is not root's either.
            _ = try next(in: own, greeter: greeter)
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 20)
            let output = result.output + result.error
            #expect(!output.contains(pin) && !output.contains(wrong), "a PIN in greetd's output: \(output)")
            #expect(output.contains("authentication error"), "greetd said nothing of the wrong PIN: \(output)")
        }

        /// Without `--user`, the user's name is typed in the text field above the PIN and goes
        /// to greetd's `create_session`; a wrong PIN empties it (a name left may be a PIN typed in
        /// the wrong field): the name is typed again.
        @Test func theUserFieldNamesTheUserForGreetd() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let session = try directory("session", for: kiosk)
            let own = try startGreetd(
                greeter: greeter, arguments: "--command '/usr/bin/id -un > \(session)/id'",
                stack: """
                    auth required pam_unix.so nodelay
                    account required pam_unix.so
                    session required pam_unix.so
                    """)
            let first = try next(in: own, greeter: greeter)
            let window = try first.window()
            try end.xdotool(["windowfocus", "--sync", window])
            usleep(100_000)
            try end.xdotool(["type", "--window", window, "--delay", "30", kiosk.name])
            try end.xdotool(["key", "--window", window, "Tab"])
            try pinFieldFocused(after: first, in: own).tap("1357", with: end)
            let retry = try next(in: own, greeter: greeter)
            #expect(retry.error == "Wrong PIN")
            try end.xdotool(["type", "--window", window, "--delay", "30", kiosk.name])
            try end.xdotool(["key", "--window", window, "Tab"])
            try pinFieldFocused(after: retry, in: own).tap(pin, with: end)
            #expect(waitForLine("\(session)/id") == "\(kiosk.name)\n")
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 20)
            #expect(!(result.output + result.error).contains(pin) && !(result.output + result.error).contains("1357"))
        }

        /// With the README's stack as written (pam_faillock, deny=5): Cancel, the idle timeout and a
        /// stop on the pad with no PIN typed cost no attempt; a wrong PIN costs one.
        @Test func cancelATimeoutOrAStopOnThePadCostsNoAttempt() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --lockout-seconds 300 --timeout 2 --command /bin/true", stack: try Self.readmeStack())
            let first = try next(in: own, greeter: greeter)
            var last = first
            for _ in 0..<5 {
                try last.tap("", cancel: true, with: end)
                last = try next(in: own, greeter: greeter)
                #expect(last.process == first.process && last.error.isEmpty, "Cancel returns to a clean pad: \(last.error)")
            }
            // Two idle timeouts (2 s each): the pad asks again by itself. Cancel between them: a
            // pad left untouched after a timeout waits for a key before timing out again.
            for round in 0..<2 {
                last = try next(in: own, greeter: greeter)
                #expect(last.process == first.process && last.error.isEmpty, "\(last.error)")
                if round == 0 {
                    try last.tap("", cancel: true, with: end)
                    last = try next(in: own, greeter: greeter)
                    #expect(last.process == first.process && last.error.isEmpty, "\(last.error)")
                }
            }
            #expect(try failures(of: kiosk) == [], "Cancel or the timeout counted as failed sign-ins")
            kill(pid_t(first.process), SIGTERM)
            #expect(waitForEnd(of: first.process, within: 10), "the greeter lives on after SIGTERM")
            let result = greetd!.finish(within: 10)
            #expect(result.error.contains("greeter exited without creating a session"), "\(result.error)")
            #expect(try failures(of: kiosk) == [], "the stop counted as a failed sign-in")
        }

        /// The README's stack as written signs in: a wrong PIN is one failure in pam_faillock's
        /// tally, the right one starts the session with the language of `/etc/default/locale`
        /// (pam_env) and clears the tally.
        @Test func theREADMEsStackSignsIn() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let session = try directory("session", for: kiosk)
            try "LANG=C.UTF-8\n".write(toFile: "\(directory)/locale", atomically: false, encoding: .utf8)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --lockout-seconds 300 --command '/usr/bin/env > \(session)/env'",
                stack: try Self.readmeStack())
            try next(in: own, greeter: greeter).tap("1357", with: end)
            let retry = try next(in: own, greeter: greeter)
            #expect(retry.error == "Wrong PIN")
            let failed = try failures(of: kiosk)
            #expect(failed.count == 1, "the wrong PIN is one failure: \(failed)")
            try retry.tap(pin, with: end)
            let environment = waitForLine("\(session)/env")?.split(separator: "\n") ?? []
            #expect(environment.contains("LANG=C.UTF-8"), "\(environment)")
            #expect(environment.contains("USER=\(kiosk.name)"), "\(environment)")
            _ = try next(in: own, greeter: greeter)
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 20)
            #expect(!(result.output + result.error).contains(pin) && !(result.output + result.error).contains("1357"))
        }

        /// The right PIN of a password that has expired (`chage -d 0`: greetd's
        /// `pam_acct_mgmt: NEW_AUTHTOK_REQD`) shows pam_unix's words, the keypad not locked; the
        /// right PIN of an account the README's stack refuses (a system account: `pam_succeed_if
        /// uid >= 1000`, `pam_acct_mgmt: AUTH_ERR`) is not called a wrong PIN.
        @Test func aRightPINTheAccountCheckRefusesIsNotAWrongPINNorALockout() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let expired = try Run.run("/usr/bin/chage", ["-d", "0", kiosk.name])
            try #require(expired.status == 0, "chage: \(expired.error)")
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --lockout-seconds 300 --command /bin/true", stack: try Self.readmeStack())
            try next(in: own, greeter: greeter).tap(pin, with: end)
            let refused = try next(in: own, greeter: greeter)
            #expect(refused.error.hasPrefix("You are required to change your password immediately"), "\(refused.error)")
            #expect(!refused.error.contains("Try again"), "a lockout's countdown: \(refused.error)")
            // The keypad is free: the PIN tapped again goes to greetd again.
            try refused.tap(pin, with: end)
            let again = try next(in: own, greeter: greeter)
            #expect(again.process == refused.process && again.error == refused.error, "\(again.error)")
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 20)
            #expect(result.error.contains("pam_acct_mgmt: NEW_AUTHTOK_REQD"), "\(result.error)")
            #expect(!(result.output + result.error).contains(pin))
            #expect(try failures(of: kiosk) == [], "the right PIN counted as a failure")
        }

        /// With the README's stack, a system account (uid < 1000) is refused before its PIN is
        /// checked (`auth requisite pam_succeed_if.so uid >= 1000`): no guess at root's PIN is
        /// ever checked, the pad shows `locked-text` ("This account is locked") as for any refusal
        /// without a word.
        @Test func aSystemAccountIsRefusedBeforeItsPINIsChecked() throws {
            let greeter = try greeterUser()
            let system = try ThrowawayUser(prefix: "pinpadsystem", password: pin, home: false, system: true)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(system.name) --command /bin/true", stack: try Self.readmeStack())
            try next(in: own, greeter: greeter).tap(pin, with: end)
            let refused = try next(in: own, greeter: greeter)
            #expect(refused.error == "This account is locked", "the PIN was checked: \(refused.error)")
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 20)
            #expect(result.error.contains("pinpad: greetd refused \(system.name) without asking: pam_authenticate: AUTH_ERR"), "\(result.error)")
            #expect(!(result.output + result.error).contains(pin))
        }

        /// With a user field, the README's stack and its `lockout-seconds`, a system account's
        /// name (refused before its PIN's question without a word, for ever) does not lock the
        /// pad under a countdown: `locked-text` above a free keypad and an empty user field, and
        /// the next person signs in at once.
        @Test func aSystemAccountsNameTypedInTheUserFieldLocksNothing() throws {
            let greeter = try greeterUser()
            let system = try ThrowawayUser(prefix: "pinpadsystem", password: pin, home: false, system: true)
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let session = try directory("session", for: kiosk)
            let own = try startGreetd(
                greeter: greeter, arguments: "--lockout-seconds 300 --command '/usr/bin/id -un > \(session)/id'", stack: try Self.readmeStack())
            let first = try next(in: own, greeter: greeter)
            let window = try first.window()
            try end.xdotool(["windowfocus", "--sync", window])
            usleep(100_000)
            try end.xdotool(["type", "--window", window, "--delay", "30", system.name])
            try end.xdotool(["key", "--window", window, "Tab"])
            try pinFieldFocused(after: first, in: own).tap(pin, with: end)
            let refused = try next(in: own, greeter: greeter)
            #expect(refused.error == "This account is locked", "\(refused.error)")
            let report = try String(contentsOfFile: "\(own)/shown.json", encoding: .utf8)
            #expect(!report.contains("\"locked\":true"), "the keypad is locked: \(report)")
            try end.xdotool(["type", "--window", window, "--delay", "30", kiosk.name])
            try end.xdotool(["key", "--window", window, "Tab"])
            try pinFieldFocused(after: refused, in: own).tap(pin, with: end)
            #expect(waitForLine("\(session)/id") == "\(kiosk.name)\n")
            kill(greetd!.pid, SIGTERM)
            _ = greetd!.finish(within: 20)
        }

        /// pam_faillock's lockout, said by the stack before it asks, shows its words (which tell
        /// their own time) with no countdown of the greeter's; a PIN tapped while it holds hears
        /// them again and counts no failure.
        @Test func aLockoutOfTheStackShowsItsWords() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let faillock = "dir=\(directory)/tally deny=1 unlock_time=600"
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --lockout-seconds 600 --command /bin/true",
                stack: """
                    auth requisite pam_faillock.so preauth \(faillock)
                    auth [success=1 default=bad] pam_unix.so nodelay
                    auth [default=die] pam_faillock.so authfail \(faillock)
                    auth sufficient pam_faillock.so authsucc \(faillock)
                    account required pam_unix.so
                    session required pam_unix.so
                    """)
            try next(in: own, greeter: greeter).tap("1357", with: end)
            // The wrong PIN locked the account (deny=1); the next PIN tapped hears so.
            let wrong = try next(in: own, greeter: greeter)
            #expect(wrong.error == "Wrong PIN")
            try wrong.tap(pin, with: end)
            let locked = try next(in: own, greeter: greeter)
            #expect(locked.error.hasPrefix("The account is locked due to 1 failed logins.\n"), "\(locked.error)")
            #expect(!locked.error.contains("Try again in"), "a countdown of the greeter's: \(locked.error)")
            try locked.tap(pin, with: end)
            let again = try next(in: own, greeter: greeter)
            #expect(again.process == locked.process && again.error == locked.error, "\(again.error)")
            #expect(try failures(of: kiosk).count == 1, "a PIN tapped on the locked account counted")
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 20)
            #expect(result.error.contains("pinpad: greetd refused \(kiosk.name): The account is locked due to 1 failed logins."), "\(result.error)")
            #expect(!(result.output + result.error).contains("1357"))
        }

        /// A stack that greets before it asks (`pam_echo`'s info, said on every sign-in) and then
        /// locks with pam_faillock: the greeting stays above the wrong PIN's error, but it is not
        /// why the sign-in was refused — a `silent` lockout shows `locked-text`, a lockout with
        /// words shows pam_faillock's words alone.
        @Test(arguments: [true, false]) func aGreetingBeforeALockoutIsNotTheLockoutsWords(silent: Bool) throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let faillock = "dir=\(directory)/tally deny=1 unlock_time=600"
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --lockout-seconds 600 --command /bin/true",
                stack: """
                    auth optional pam_echo.so Welcome to the kiosk.
                    auth requisite pam_faillock.so preauth \(silent ? "silent " : "")\(faillock)
                    auth [success=1 default=bad] pam_unix.so nodelay
                    auth [default=die] pam_faillock.so authfail \(faillock)
                    auth sufficient pam_faillock.so authsucc \(faillock)
                    account required pam_unix.so
                    session required pam_unix.so
                    """)
            try next(in: own, greeter: greeter).tap("1357", with: end)
            let wrong = try next(in: own, greeter: greeter)
            // The first sign-in's welcome is not known yet as the greeting: "Sign-in failed".
            #expect(wrong.error == "Sign-in failed" && wrong.message == "Welcome to the kiosk.", "\(wrong.message) \(wrong.error)")
            // The wrong PIN locked the account (deny=1): the stack greets, then refuses.
            try wrong.tap(pin, with: end)
            let locked = try next(in: own, greeter: greeter)
            #expect(!locked.error.contains("Welcome"), "the greeting as the refusal's words: \(locked.error)")
            if silent {
                #expect(locked.error.hasPrefix("This account is locked"), "\(locked.error)")
            } else {
                #expect(locked.error.hasPrefix("The account is locked due to 1 failed logins.\n"), "\(locked.error)")
            }
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 20)
            let said = silent ? "without asking: pam_authenticate: AUTH_ERR" : ": The account is locked due to 1 failed logins."
            #expect(result.error.contains("pinpad: greetd refused \(kiosk.name)\(silent ? " " : "")\(said)"), "\(result.error)")
            #expect(try failures(of: kiosk).count == 1, "a PIN tapped on the locked account counted")
        }

        /// A long notice of the administrator's before the PIN (`pam_echo`'s `file=`: 9.5 KB, more
        /// than the 8 KiB a string the greeter once took from greetd, within greetd's own bound
        /// of 10240 bytes a text) does not end the greeter: it is shown whole above the wrong
        /// PIN's error, and the right PIN signs in.
        @Test func aLongBannerIsShownWholeAndTheGreeterGoesOn() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let session = try directory("session", for: kiosk)
            let banner = (1...300).map { "Line \($0) of the kiosk's notice." }.joined(separator: "\n")
            try (banner + "\n").write(toFile: "\(directory)/banner", atomically: false, encoding: .utf8)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --command '/usr/bin/id -un > \(session)/id'",
                stack: """
                    auth optional pam_echo.so file=\(directory)/banner
                    auth required pam_unix.so nodelay
                    account required pam_unix.so
                    session required pam_unix.so
                    """)
            let first = try next(in: own, greeter: greeter)
            try first.tap("1357", with: end)
            let wrong = try next(in: own, greeter: greeter)
            #expect(wrong.process == first.process, "the greeter ended over the banner")
            #expect(wrong.error == "Sign-in failed", "shown: \(wrong.error)")
            #expect(wrong.message == banner, "shown: \(wrong.message.prefix(60))… (\(wrong.message.utf8.count) bytes)")
            try wrong.tap(pin, with: end)
            #expect(waitForLine("\(session)/id") == "\(kiosk.name)\n")
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 20)
            #expect(!result.error.contains("more than"), "\(result.error)")
        }

        /// A notice longer than greetd passes on (12.8 KB: greetd reads its worker's datagram
        /// into 10240 bytes) never reaches the greeter: greetd fails the sign-in itself, and the
        /// greeter shows greetd's error and asks again; it does not end.
        @Test func aBannerLongerThanGreetdPassesOnIsGreetdsErrorNotTheGreetersEnd() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let banner = (1...400).map { "Line \($0) of the kiosk's notice." }.joined(separator: "\n")
            try (banner + "\n").write(toFile: "\(directory)/banner", atomically: false, encoding: .utf8)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --command /bin/true",
                stack: """
                    auth optional pam_echo.so file=\(directory)/banner
                    auth required pam_unix.so nodelay
                    account required pam_unix.so
                    session required pam_unix.so
                    """)
            let first = try next(in: own, greeter: greeter)
            try first.tap(pin, with: end)
            let refused = try next(in: own, greeter: greeter)
            #expect(refused.process == first.process, "the greeter ended")
            // greetd 0.9's words: its worker's datagram cut at 10240 bytes is no JSON.
            #expect(refused.error.hasPrefix("unable to deserialize message"), "shown: \(refused.error)")
            try refused.tap(pin, with: end)
            let again = try next(in: own, greeter: greeter)
            #expect(again.process == first.process && again.error == refused.error, "the greeter ended, or showed \(again.error)")
            // greetd 0.9 may leave the worker of the sign-in whose message it could not read
            // behind it, holding its output: ended with it. Only this greetd's workers, found as
            // its children before it ends: never another greetd's on the machine (a developer's
            // own login screen).
            let workers = ((try? Run.run("/usr/bin/pgrep", ["-P", "\(greetd!.pid)", "-f", "^/usr/sbin/greetd --session-worker"]))?.output ?? "")
                .split(separator: "\n").compactMap { pid_t($0) }
            kill(greetd!.pid, SIGTERM)
            _ = waitForEnd(of: Int(greetd!.pid), within: 20)
            for worker in workers { kill(worker, SIGKILL) }
            let result = greetd!.finish(within: 20)
            #expect(result.error.contains("pinpad: greetd: unable to deserialize message"), "\(result.error)")
        }

        /// The right PIN of an account the account check refuses without a word (`pam_deny` in
        /// `account`): `account-refused-text`, not the greeting the stack said before the PIN.
        @Test func aGreetingBeforeTheAccountChecksRefusalIsNotItsWords() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --command /bin/true",
                stack: """
                    auth optional pam_echo.so Welcome to the kiosk.
                    auth required pam_unix.so nodelay
                    account required pam_deny.so
                    session required pam_unix.so
                    """)
            try next(in: own, greeter: greeter).tap(pin, with: end)
            let refused = try next(in: own, greeter: greeter)
            #expect(refused.error == "This account cannot sign in here", "\(refused.error)")
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 20)
            #expect(result.error.contains("pinpad: greetd refused \(kiosk.name) after the PIN: This account cannot sign in here (pam_acct_mgmt:"), "\(result.error)")
        }

        /// pam_nologin's text (here its `file=`, as /etc/nologin) is shown as the notice it is, with
        /// no countdown; once the file is gone the PIN tapped signs in.
        @Test func pamNologinsTextIsANoticeAndTheNextPINSignsInOnceTheFileIsGone() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let session = try directory("session", for: kiosk)
            let nologin = "\(directory)/nologin"
            try "Kiosk closed for maintenance.\n".write(toFile: nologin, atomically: false, encoding: .utf8)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --lockout-seconds 300 --command '/usr/bin/id -un > \(session)/id'",
                stack: """
                    auth requisite pam_nologin.so file=\(nologin)
                    auth required pam_unix.so nodelay
                    account required pam_unix.so
                    session required pam_unix.so
                    """)
            try next(in: own, greeter: greeter).tap(pin, with: end)
            let closed = try next(in: own, greeter: greeter)
            #expect(closed.error.hasPrefix("Kiosk closed for maintenance."), "\(closed.error)")
            #expect(!closed.error.contains("Try again in") && !closed.error.contains("locked"), "a lockout: \(closed.error)")
            try FileManager.default.removeItem(atPath: nologin)
            try closed.tap(pin, with: end)
            #expect(waitForLine("\(session)/id") == "\(kiosk.name)\n")
            kill(greetd!.pid, SIGTERM)
            _ = greetd!.finish(within: 20)
        }

        /// A name starting with `-` typed in the user field (pam_unix refuses it before asking:
        /// `USER_UNKNOWN`) is told "Wrong PIN", as an unknown user is: no lockout.
        @Test func aNamePamUnixRefusesUnaskedIsAWrongPIN() throws {
            let greeter = try greeterUser()
            let own = try startGreetd(
                greeter: greeter, arguments: "--lockout-seconds 300 --command /bin/true",
                stack: "auth required pam_unix.so nodelay\naccount required pam_unix.so\nsession required pam_unix.so")
            let first = try next(in: own, greeter: greeter)
            let window = try first.window()
            try end.xdotool(["windowfocus", "--sync", window])
            usleep(100_000)
            // xdotool reads "-root" as an option: the dash as a key, then the letters.
            try end.xdotool(["key", "--window", window, "minus"])
            try end.xdotool(["type", "--window", window, "--delay", "30", "root"])
            try end.xdotool(["key", "--window", window, "Tab"])
            try pinFieldFocused(after: first, in: own).tap("1357", with: end)
            let refused = try next(in: own, greeter: greeter)
            #expect(refused.error == "Wrong PIN", "\(refused.error)")
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 20)
            #expect(!result.error.contains("without asking"), "\(result.error)")
        }

        /// With the README's stack, a name no account has is told "Wrong PIN", as a wrong PIN of
        /// an account is: no lockout, nothing that says the name is unknown.
        @Test func anUnknownNameIsAWrongPINWithTheREADMEsStack() throws {
            let greeter = try greeterUser()
            let own = try startGreetd(greeter: greeter, arguments: "--lockout-seconds 300 --command /bin/true", stack: try Self.readmeStack())
            let first = try next(in: own, greeter: greeter)
            let window = try first.window()
            try end.xdotool(["windowfocus", "--sync", window])
            usleep(100_000)
            try end.xdotool(["type", "--window", window, "--delay", "30", "nosuchuser\(UInt32.random(in: 0...999_999))"])
            try end.xdotool(["key", "--window", window, "Tab"])
            try pinFieldFocused(after: first, in: own).tap("1357", with: end)
            let refused = try next(in: own, greeter: greeter)
            #expect(refused.error == "Wrong PIN", "\(refused.error)")
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 20)
            #expect(!(result.output + result.error).contains("1357"))
        }

        /// A welcome naming the user (`pam_echo`'s `%u`) before the documented stack's
        /// `pam_succeed_if`, which refuses a name no account has before asking (`USER_UNKNOWN`):
        /// such a name is told exactly as a wrong PIN of an account — the welcome, the name in it
        /// hidden, above "Wrong PIN", or "Sign-in failed" on the first sign-in (the greeting not
        /// learnt yet), as an account's first is —, and stderr says nothing of either.
        @Test func anUnknownNameAfterAWelcomeNamingTheUserLooksAsAWrongPIN() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let own = try startGreetd(
                greeter: greeter, arguments: "--lockout-seconds 300 --command /bin/true",
                stack: """
                    auth optional pam_echo.so Welcome, %u.
                    auth requisite pam_succeed_if.so uid >= 1000 quiet
                    auth required pam_unix.so nodelay
                    account required pam_unix.so
                    session required pam_unix.so
                    """)
            let unknown = "nosuchuser\(UInt32.random(in: 0...999_999))"
            var shown: [String] = []
            for name in [unknown, kiosk.name, unknown, kiosk.name] {
                let pad = try next(in: own, greeter: greeter)
                let window = try pad.window()
                try end.xdotool(["windowfocus", "--sync", window])
                usleep(100_000)
                try end.xdotool(["type", "--window", window, "--delay", "30", name])
                try end.xdotool(["key", "--window", window, "Tab"])
                try pinFieldFocused(after: pad, in: own).tap("1357", with: end)
                let wrong = try ShownRequest.wait(at: "\(own)/shown.json", within: 30) { !tapped.contains("\($0.process).\($0.number)") }
                shown.append(wrong.message + "|" + wrong.error)
            }
            #expect(shown == ["Welcome, \u{2026}.|Sign-in failed"] + Array(repeating: "Welcome, \u{2026}.|Wrong PIN", count: 3), "\(shown)")
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 20)
            #expect(!result.error.contains("refused"), "\(result.error)")
            #expect(!(result.output + result.error).contains(unknown) && !(result.output + result.error).contains("1357"), "\(result.error)")
        }

        /// Whether process `pid` ended within `seconds` (gone, or a zombie greetd has not reaped).
        func waitForEnd(of pid: Int, within seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
                if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "Z" { return true }
                usleep(50_000)
            }
            return false
        }

        /// SIGTERM (systemd stopping greetd's unit, an admin) on the pad ends the greeter: it does
        /// not ask again; greetd, its greeter gone without a session, ends too.
        @Test func aStopOnThePadEndsTheGreeter() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --command /bin/true",
                stack: "auth required pam_unix.so nodelay\naccount required pam_unix.so\nsession required pam_unix.so")
            let first = try next(in: own, greeter: greeter)
            kill(pid_t(first.process), SIGTERM)
            #expect(waitForEnd(of: first.process, within: 10), "the greeter lives on after SIGTERM")
            let result = greetd!.finish(within: 10)
            #expect(result.error.contains("greeter exited without creating a session"), "\(result.error)")
            #expect(!result.error.contains("pinpad:"), "a stop says nothing: \(result.error)")
        }

        /// An untouched pad times out once, not every `timeout` for ever (a new pad each time, said
        /// anew with speech): the clean pad after it waits for a key; a digit typed starts the
        /// idle timeout again, and it clears the pad.
        @Test func anUntouchedPadTimesOutOnceUntilAKeyIsPressed() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --timeout 1 --command /bin/true",
                stack: "auth required pam_unix.so nodelay\naccount required pam_unix.so\nsession required pam_unix.so")
            let first = try next(in: own, greeter: greeter)
            let second = try next(in: own, greeter: greeter)
            #expect(second.process == first.process, "the pad timed out and asks again")
            // Four timeouts' time with nothing pressed: no other pad (waiting for none to come).
            let again = try? ShownRequest.wait(at: "\(own)/shown.json", within: 4) { !tapped.contains("\($0.process).\($0.number)") }
            #expect(again == nil, "the untouched pad timed out again: request \(again?.number ?? 0)")
            let window = try second.window()
            try end.xdotool(["windowfocus", "--sync", window])
            usleep(100_000)
            try end.xdotool(["key", "--window", window, "5"])
            let third = try next(in: own, greeter: greeter)
            #expect(third.process == first.process, "a digit typed starts the timeout again")
            kill(greetd!.pid, SIGTERM)
            _ = greetd!.finish(within: 20)
        }

        /// greetd gone while the pad waits for a PIN (killed: its socket closes) ends the greeter
        /// at once with one line (exit 13), not when a PIN is next sent.
        @Test func greetdGoneWhileThePadWaitsEndsTheGreeter() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --command /bin/true",
                stack: "auth required pam_unix.so nodelay\naccount required pam_unix.so\nsession required pam_unix.so")
            let first = try next(in: own, greeter: greeter)
            kill(greetd!.pid, SIGKILL)
            let ended = waitForEnd(of: first.process, within: 10)
            if !ended { kill(pid_t(first.process), SIGKILL) }
            #expect(ended, "the greeter waits on after greetd is gone")
            let result = greetd!.finish(within: 10)
            #expect(result.error.contains("pinpad: greetd closed the connection while the pad waited for input\n"), "\(result.error)")
        }

        /// The greeter's window destroyed by another program (`xdotool windowclose`) ends the
        /// greeter as a stop does, with the one line every front end says for it.
        @Test func theWindowDestroyedEndsTheGreeter() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --command /bin/true",
                stack: "auth required pam_unix.so nodelay\naccount required pam_unix.so\nsession required pam_unix.so")
            let first = try next(in: own, greeter: greeter)
            try end.xdotool(["windowclose", try first.window()])
            #expect(waitForEnd(of: first.process, within: 10), "the greeter lives on without its window")
            let result = greetd!.finish(within: 10)
            #expect(result.error.contains("pinpad: the window was destroyed by another program\n"), "\(result.error)")
            #expect(result.error.contains("greeter exited without creating a session"), "\(result.error)")
        }

        /// While greetd's stack works (here a module that takes 12 s), the pad shows
        /// `checking-text` with its keys locked; a SIGTERM meanwhile ends the greeter at once, with
        /// one line.
        @Test func aStopWhileGreetdChecksEndsTheGreeterAtOnce() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --command /bin/true",
                stack: "auth required pam_unix.so nodelay\nauth required pam_exec.so quiet /bin/sleep 12\naccount required pam_unix.so\nsession required pam_unix.so")
            let first = try next(in: own, greeter: greeter)
            try first.tap(pin, with: end)
            let checking = try ShownRequest.wait(at: "\(own)/shown.json", within: 10, includingWaits: true) { $0.isWaiting }
            #expect(checking.process == first.process && checking.error == "Checking…", "\(checking)")
            let stopped = Date()
            kill(pid_t(first.process), SIGTERM)
            #expect(waitForEnd(of: first.process, within: 5), "the greeter waited for greetd after SIGTERM")
            #expect(Date().timeIntervalSince(stopped) < 5)
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 40)
            #expect(result.error.contains("pinpad: stopped while waiting for greetd\n"), "\(result.error)")
            #expect(!(result.output + result.error).contains(pin))
        }

        /// The greeter on sway (as the compositor's own user), the compositor stopped while
        /// greetd's stack works, after the "Checking…" frames were presented: greetd's answer
        /// still reaches the greeter, which asks greetd to start the session and ends within
        /// seconds, exit 0 and no line (greetd's answer to `start_session` awaited without the
        /// display), and greetd starts the session. It waited for as long as the compositor was
        /// stopped: SDL's wake from greetd's thread is a roundtrip to the compositor, and the
        /// wait had no deadline; then it ended with exit 4, "lost the connection to the
        /// display", the stalled display watched while greetd answered `start_session`.
        @Test func theGreeterOnAStoppedCompositorStillTakesGreetdsAnswer() throws {
            try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/sway"), "sway is not installed")
            let session = try WaylandSession(.sway)
            let holder = try session.holdPointer()
            defer { kill(holder.pid, SIGTERM); _ = holder.finish(within: 5) }
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            // greetd's namespace has a /run of its own: the compositor's runtime directory is
            // bound where the greeter finds it, and let go at the end.
            let runtime = "\(directory)/wayland"
            try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: false)
            let bound = try Run.run("/usr/bin/mount", ["--bind", session.runtimeDirectory, runtime])
            try #require(bound.status == 0, "mount --bind: \(bound.error)")
            defer { _ = try? Run.run("/usr/bin/umount", ["--lazy", runtime]) }
            let started = try directory("session", for: kiosk)
            let own = try startGreetd(
                greeter: session.user, arguments: "--user \(kiosk.name) --command '/usr/bin/id > \(started)/id'",
                stack: "auth required pam_unix.so nodelay\nauth required pam_exec.so quiet /bin/sleep 4\naccount required pam_unix.so\nsession required pam_unix.so",
                variables: "SDL_VIDEODRIVER=wayland WAYLAND_DISPLAY=\(session.environment["WAYLAND_DISPLAY"] ?? "") XDG_RUNTIME_DIR=\(runtime)")
            let first = try next(in: own, greeter: session.user)
            try session.waitForFocus(of: pid_t(first.process))
            let points = try (pin.map(String.init) + ["submit"]).map { label in
                try #require(first.keys[label], "no key \(label) among \(first.keys.keys.sorted())")
            }
            try session.tap(points)
            let checking = try ShownRequest.wait(at: "\(own)/shown.json", within: 10, includingWaits: true) { $0.isWaiting }
            #expect(checking.process == first.process && checking.error == "Checking…", "\(checking)")
            // The waiting pad draws nothing more once shown: no event says so.
            usleep(1_000_000)
            session.pause(true)
            defer { session.pause(false) }
            let stopped = Date()
            #expect(waitForEnd(of: first.process, within: 20), "the greeter still waits with the compositor stopped")
            #expect(Date().timeIntervalSince(stopped) < 20)
            let ran = waitForLine("\(started)/id", within: 10) != nil
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 40)
            #expect(ran, "greetd did not start the session: \(result.error.suffix(600))")
            #expect(!result.error.contains("pinpad:"), "\(result.error.suffix(600))")
            #expect(!(result.output + result.error).contains(pin))
        }

        /// The window destroyed by another program while greetd's stack works (a module that
        /// takes 12 s) ends the greeter at once, as SIGTERM does then: one line, exit 1, and greetd
        /// drops the session with the connection.
        @Test func theWindowDestroyedWhileGreetdChecksEndsTheGreeterAtOnce() throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let session = try directory("session", for: kiosk)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --command '/usr/bin/id > \(session)/id'",
                stack: "auth required pam_unix.so nodelay\nauth required pam_exec.so quiet /bin/sleep 12\naccount required pam_unix.so\nsession required pam_unix.so")
            let first = try next(in: own, greeter: greeter)
            try first.tap(pin, with: end)
            let checking = try ShownRequest.wait(at: "\(own)/shown.json", within: 10, includingWaits: true) { $0.isWaiting }
            #expect(checking.process == first.process && checking.error == "Checking…", "\(checking)")
            let closed = Date()
            try end.xdotool(["windowclose", try first.window()])
            #expect(waitForEnd(of: first.process, within: 5), "the greeter waited for greetd without its window")
            #expect(Date().timeIntervalSince(closed) < 5)
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 40)
            #expect(result.error.contains("pinpad: the window was destroyed by another program while waiting for greetd\n"), "\(result.error)")
            #expect(!(result.output + result.error).contains(pin))
            #expect(!FileManager.default.fileExists(atPath: "\(session)/id"), "greetd started the session of a greeter that had ended")
        }

        /// Cancel (tapped, or Escape) while greetd's stack checks the PIN (a module that takes 12 s
        /// at the first sign-in) returns to a clean pad at once: greetd's session is dropped
        /// (`cancel_session`), and the PIN tapped next goes to a new one and signs in. With speech,
        /// the wait is said ("Checking…"), once.
        @Test(arguments: [false, true]) func cancelWhileGreetdChecksReturnsToThePad(escape: Bool) throws {
            let greeter = try greeterUser()
            let kiosk = try ThrowawayUser(prefix: "pinpadkiosk", password: pin)
            let session = try directory("session", for: kiosk)
            let slow = "\(directory)/slow-once"
            try "#!/bin/sh\n[ -e \(directory)/slowed ] && exit 0\n: > \(directory)/slowed\nexec /bin/sleep 12\n"
                .write(toFile: slow, atomically: false, encoding: .utf8)
            chmod(slow, 0o755)
            let own = try startGreetd(
                greeter: greeter, arguments: "--user \(kiosk.name) --speech --voice en-us --command '/usr/bin/id -un > \(session)/id'",
                stack: "auth required pam_exec.so quiet \(slow)\nauth required pam_unix.so nodelay\naccount required pam_unix.so\nsession required pam_unix.so",
                variables: "SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=/dev/null PINPAD_SPEECH_LOG=OWN/spoken")
            let first = try next(in: own, greeter: greeter)
            try first.tap(pin, with: end)
            let checking = try ShownRequest.wait(at: "\(own)/shown.json", within: 10, includingWaits: true) { $0.isWaiting }
            #expect(checking.process == first.process && checking.error == "Checking…", "\(checking)")
            let cancelled = Date()
            if escape {
                let window = try first.window()
                try end.xdotool(["windowfocus", "--sync", window])
                try end.xdotool(["key", "--window", window, "Escape"])
            } else {
                try checking.tap("", cancel: true, with: end)
            }
            let pad = try next(in: own, greeter: greeter)
            #expect(Date().timeIntervalSince(cancelled) < 5, "the pad came back only once greetd answered")
            #expect(pad.process == first.process && pad.error.isEmpty && !pad.isWaiting, "\(pad)")
            // The next PIN opens a new session (the stack no longer slow) and signs in.
            try pad.tap(pin, with: end)
            #expect(waitForLine("\(session)/id") == "\(kiosk.name)\n", "the PIN after Cancel did not sign in")
            let spoken = (try? String(contentsOfFile: "\(own)/spoken", encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
            #expect(spoken.filter { $0 == "Checking…" }.count >= 1, "\(spoken)")
            if let said = spoken.firstIndex(of: "Checking…") {
                #expect(spoken[(said + 1)...].first == "Cancelled.", "\(spoken)")
            }
            kill(greetd!.pid, SIGTERM)
            let result = greetd!.finish(within: 40)
            #expect(!(result.output + result.error).contains(pin))
        }

        /// A configuration file others may write to (mode 666) that gives `user` is skipped whole,
        /// and the greeter, started by greetd, does not start as another greeter (an open user
        /// field): one line naming the file, line and key, exit 2; greetd ends without a session.
        @Test func aSignInKeyOfAFileOthersMayWriteToKeepsTheGreeterFromStarting() throws {
            let greeter = try greeterUser()
            let file = "\(directory)/pinpad.conf"
            try "[greeter]\nuser = kiosk\n".write(toFile: file, atomically: false, encoding: .utf8)
            chmod(file, 0o666)
            _ = try startGreetd(
                greeter: greeter, arguments: "-C \(file) --command /bin/true",
                stack: "auth required pam_unix.so nodelay\naccount required pam_unix.so\nsession required pam_unix.so")
            let result = greetd!.finish(within: 20)
            let lines = result.error.split(separator: "\n").filter { $0.hasPrefix("pinpad:") }
            #expect(lines.count == 1, "\(result.error)")
            #expect(lines.first?.hasPrefix("pinpad: \(file):2: 'user' is skipped") == true, "\(result.error)")
            #expect(result.error.contains("greeter exited without creating a session"), "\(result.error)")
        }

        @Test func theGreeterRefusesToRunAsRoot() throws {
            let result = try Run.run(Run.pinpad, ["greeter", "--command", "/usr/bin/id"])
            #expect(result.status == 14)
            #expect(result.error == "pinpad: pinpad greeter does not run with root's rights (here: user ID 0, group ID 0, capabilities): greetd starts it as the user of [default_session]\n")
            #expect(result.output.isEmpty)
        }

        /// Root's group, or a capability (ambient `CAP_DAC_OVERRIDE` reads every file), is root's
        /// rights too: refused as root is, whatever the user ID.
        @Test func theGreeterRefusesRootsGroupAndCapabilities() throws {
            let cases: [([String], String)] = [
                (["--reuid=65534", "--regid=0", "--clear-groups"], "group ID 0"),
                (["--reuid=65534", "--regid=65534", "--groups=0"], "supplementary group 0"),
                (["--reuid=65534", "--regid=65534", "--clear-groups", "--inh-caps=+dac_override", "--ambient-caps=+dac_override"], "capabilities"),
            ]
            for (privileges, said) in cases {
                let result = try Run.run("/usr/bin/setpriv", privileges + [Run.pinpad, "greeter", "--command", "/usr/bin/id"])
                #expect(result.status == 14, "\(privileges): \(result.status) \(result.error)")
                #expect(
                    result.error == "pinpad: pinpad greeter does not run with root's rights (here: \(said)): greetd starts it as the user of [default_session]\n",
                    "\(privileges)")
            }
        }
    }
}
