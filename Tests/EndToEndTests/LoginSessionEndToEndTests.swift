import Foundation
import Testing

extension DisplayTests.LoginEndToEndTests {
    /// A tmux pane (a terminal of its own) running `script` with `/bin/sh`, `$1` the built
    /// `pinpad`: the kiosk's terminal, with a shell that goes on reading it after the sign-in.
    func kioskTerminal(_ script: String) throws -> TerminalEndToEndTests.Pane {
        try script.write(toFile: "\(directory)/kiosk.sh", atomically: false, encoding: .utf8)
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

    /// The processes `user` still runs (`ps -U`), zombies (ended, waiting to be reaped) left out.
    func processes(of user: String) throws -> [String] {
        let listed = try Run.run("/bin/ps", ["-o", "pid=,stat=,args=", "-U", user]).output
        return listed.split(separator: "\n").map(String.init).filter { line in
            line.split(separator: " ").dropFirst().first?.hasPrefix("Z") == false
        }
    }

    /// CVE-2016-2779's class: the user's command pushes a line into its terminal with
    /// `ioctl(TIOCSTI)`; the root shell that started the sign-in must never read it.
    @Test func theCommandCannotTypeIntoTheTerminalOfTheShellThatStartedIt() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        chmod(directory, 0o755)
        let injected = "\(directory)/injected"
        try """
            ioctl(STDIN, 0x5412, $_) or die "TIOCSTI: $!\\n" for split //, "id > \(injected)\\n";

            """.write(toFile: "\(directory)/probe.pl", atomically: false, encoding: .utf8)
        let pane = try kioskTerminal("""
            stty -g > \(directory)/before
            "$1" login --backend terminal --service pinpad-unix --pam-confdir \(directory) --user \(user.name) \
                --exec /usr/bin/perl \(directory)/probe.pl
            status=$?
            stty -g > \(directory)/after
            echo $status > \(directory)/signed-in
            read -r line
            eval "$line"
            echo "$line" > \(directory)/read

            """)
        defer { pane.close() }
        for key in user.password { try pane.keys(String(key)) }
        try pane.keys("Enter")
        let status = waitForFile("signed-in")
        #expect(status == "0", "the probe did not push its line (exit \(status ?? "none")): \(pane.screen)")
        #expect(waitForFile("after") == waitForFile("before"), "the terminal was not put back as it was")
        try pane.keys("true", "Enter")
        #expect(waitForFile("read") == "true", "the shell read another line first")
        #expect(!FileManager.default.fileExists(atPath: injected), "the shell ran the pushed line")
    }

    /// What person 1 leaves behind (a reader holding a copy of the terminal, deaf to SIGHUP, and
    /// a process in a session of its own) ends with the session, and never reads person 2's PIN
    /// from the same terminal.
    @Test func aReaderLeftBehindNeitherOutlivesTheSessionNorReadsTheNextPIN() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        chmod(directory, 0o755)
        let leak = "\(try user.account().home)/leak"
        try """
            exec 3<&0
            (trap "" HUP; exec cat <&3 > \(leak)) &
            setsid sleep 300 &

            """.write(toFile: "\(directory)/leave-reader.sh", atomically: false, encoding: .utf8)
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

    /// Starts `pinpad login` for `service` with `arguments` through `/bin/sh -c script` in a mount
    /// namespace of its own (`unshare --mount --propagation private`: a file bound there is seen
    /// by nobody else), where `"$@"` is the `pinpad login …` command line.
    func login(through script: String, _ service: String, _ arguments: [String]) throws -> Run.Running {
        var environment = ProcessInfo.processInfo.environment
        environment["PINPAD_LAYOUT_FILE"] = "\(directory)/shown.json"
        let login = try Run.Running(
            "/usr/bin/unshare",
            ["--mount", "--propagation", "private", "/bin/sh", "-c", script, "sh", Run.pinpad, "login", "--service", service, "--pam-confdir", directory, "--renderer", "software"] + arguments,
            environment: environment)
        started.append(login)
        return login
    }

    /// Whether `condition` holds within `seconds`, looked at every 50 ms.
    func eventually(seconds: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// The direct children of process `parent` named `name` (`/proc/PID/task/PID/children`).
    func children(of parent: pid_t, named name: String) -> [pid_t] {
        let listed = (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)) ?? ""
        return listed.split(separator: " ").compactMap { pid_t($0) }.filter { child in
            (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8))?.hasPrefix(name) == true
        }
    }

    @Test func rootAndSystemAccountsAreRefusedUnlessAllowedByName() throws {
        try service("pinpad-anyone", "auth required pam_permit.so\naccount required pam_permit.so")
        // Refused before any pad is shown: one line, exit 10.
        for user in ["root", "daemon"] {
            let result = try login("pinpad-anyone", ["--user", user]).finish(within: 30)
            #expect(result.status == 10, "\(user): \(result.status) \(result.output)")
            #expect(result.output.isEmpty)
            #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/shown.json"), "a pad was shown")
        let allowed = try login("pinpad-anyone", ["--user", "daemon", "--allow-user", "operator,daemon"])
        try tap("1234")
        let result = allowed.finish(within: 30)
        #expect(result.status == 0, "\(result.status) \(result.error)")
        #expect(result.output == "daemon\n")
    }

    /// As login(1) leaves a session: the groups `pam_group` adds (a private group.conf, bound over
    /// /etc/security/group.conf in a mount namespace: Linux-PAM 1.5.2's pam_group reads no other
    /// file), the core-file limit of `pam_limits`, login.defs' umask whatever pinpad's, no signal
    /// ignored because pinpad's invoker ignored it, a session of its own.
    @Test func theCommandGetsTheGroupsLimitsUmaskAndSignalsOfALogin() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        chmod(directory, 0o755)
        try "*;*;\(user.name);Al0000-2400;floppy\n".write(toFile: "\(directory)/group.conf", atomically: false, encoding: .utf8)
        try "\(user.name) soft core 1234\n\(user.name) hard core 5678\n".write(toFile: "\(directory)/limits.conf", atomically: false, encoding: .utf8)
        try service("pinpad-groups", """
            auth required pam_unix.so nodelay
            auth required pam_group.so
            account required pam_unix.so
            session required pam_limits.so conf=\(directory)/limits.conf
            session required pam_unix.so
            """)
        try """
            id -Gn
            umask
            grep -E '^(Max core file size|SigIgn|NSsid)' /proc/self/limits /proc/self/status
            echo "pid $$"

            """.write(toFile: "\(directory)/report.sh", atomically: false, encoding: .utf8)
        let login = try login(
            through: "mount --bind \(directory)/group.conf /etc/security/group.conf && umask 077 && trap '' USR1 && exec \"$@\"",
            "pinpad-groups", ["--user", user.name, "--exec", "/bin/sh", "\(directory)/report.sh"])
        try tap(user.password)
        let result = login.finish(within: 30)
        #expect(result.status == 0, "pinpad login: \(result.status) \(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.split(separator: " ").contains("floppy") == true, "groups: \(result.output)")
        #expect(lines.contains("0022"), "umask: \(result.output)")
        #expect(lines.contains { $0.contains("Max core file size") && $0.contains(" 1263616 ") && $0.contains(" 5814272 ") }, "\(result.output)")
        #expect(lines.contains { $0.hasSuffix("SigIgn:\t0000000000000000") }, "ignored signals: \(result.output)")
        let pid = lines.last.map { String($0.dropFirst(4)) } ?? ""
        #expect(lines.contains { $0.hasSuffix("NSsid:\t\(pid)") }, "not a session of its own: \(result.output)")
    }

    /// A stop while a module blocks (pam_exec sleeping) ends the sign-in at once, the terminal
    /// put back as it was.
    @Test func aStopWhileAModuleBlocksEndsAtOnceAndRestoresTheTerminal() throws {
        try service("pinpad-stuck", """
            auth required pam_exec.so /bin/sleep 60
            auth required pam_userdb.so db=\(directory)/pins crypt=crypt
            account required pam_permit.so
            """)
        let login = try login("pinpad-stuck", ["--user", "kiosk1"])
        try tap(pin)
        #expect(eventually { !self.children(of: login.pid, named: "sleep").isEmpty }, "the module never started")
        let stopped = Date()
        kill(login.pid, SIGTERM)
        let result = login.finish(within: 10)
        #expect(Date().timeIntervalSince(stopped) < 3, "took \(Date().timeIntervalSince(stopped)) s")
        #expect(result.status == 1, "\(result.status) \(result.error)")
        #expect(result.output.isEmpty)

        let pane = try kioskTerminal("""
            stty -g > \(directory)/before
            "$1" login --backend terminal --service pinpad-stuck --pam-confdir \(directory) --user kiosk1 --throttle-directory \(directory)/throttle &
            echo $! > \(directory)/pid
            wait $!
            stty -g > \(directory)/after

            """)
        defer { pane.close() }
        for key in pin { try pane.keys(String(key)) }
        try pane.keys("Enter")
        let terminalLogin = try #require(waitForFile("pid").flatMap { pid_t($0) })
        #expect(eventually { !self.children(of: terminalLogin, named: "sleep").isEmpty }, "the module never started")
        kill(terminalLogin, SIGTERM)
        let after = waitForFile("after", seconds: 10)
        #expect(after != nil && after == waitForFile("before"), "the terminal was left as \(after ?? "nothing")")
    }

    /// A stop after the PIN, while the session opens (pam_exec sleeping), closes the session and
    /// never runs the command; the stack is told where the person is (`PAM_TTY`: the display).
    @Test func aStopWhileTheSessionOpensClosesItWithoutRunningTheCommand() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        chmod(directory, 0o755)
        try "echo \"$PAM_TYPE $PAM_TTY\" >> \(directory)/log\n".write(toFile: "\(directory)/record.sh", atomically: false, encoding: .utf8)
        try service("pinpad-slow-session", """
            auth required pam_unix.so nodelay
            account required pam_unix.so
            session required pam_exec.so /bin/sh \(directory)/record.sh
            session optional pam_exec.so type=open_session /bin/sleep 3
            """)
        let login = try login("pinpad-slow-session", ["--user", user.name, "--exec", "/usr/bin/touch", "\(directory)/ran"])
        try tap(user.password)
        #expect(eventually { !self.children(of: login.pid, named: "sleep").isEmpty }, "the session never opened")
        kill(login.pid, SIGTERM)
        let result = login.finish(within: 30)
        #expect(result.status == 128 + SIGTERM, "\(result.status) \(result.error)")
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/ran"), "the command ran after the stop")
        let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        let log = (try? String(contentsOfFile: "\(directory)/log", encoding: .utf8)) ?? ""
        #expect(log == "open_session \(display)\nclose_session \(display)\n", "the stack saw: '\(log)'")
    }

    /// A refusal the stack explains (pam_nologin) is shown as it says, the keypad locked, and
    /// ends with status 10 and one line on stderr: no wrong PIN is counted.
    @Test func aRefusalWithTheStacksWordsIsNoWrongPIN() throws {
        try "Kiosk closed for maintenance.\n".write(toFile: "\(directory)/nologin", atomically: false, encoding: .utf8)
        try service("pinpad-closed", """
            auth required pam_userdb.so db=\(directory)/pins crypt=crypt
            auth required pam_nologin.so file=\(directory)/nologin
            account required pam_permit.so
            """)
        let login = try login("pinpad-closed", ["--user", "kiosk1", "--attempts", "1"])
        try tap(pin)
        let refused = try next()
        #expect(refused.error == "Kiosk closed for maintenance.\n", "shown: '\(refused.error)'")
        try refused.tap("", cancel: true, with: end)
        let result = login.finish(within: 30)
        #expect(result.status == 10, "\(result.status) \(result.error)")
        #expect(result.error == "pinpad: PAM service pinpad-closed refused kiosk1: Kiosk closed for maintenance.\n", "\(result.error)")
    }

    /// The session's transaction is ended (`pam_end`: the modules' data cleaned up) after the
    /// command, before pinpad exits.
    @Test func theTransactionEndsAfterTheSession() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        let module = "\(directory)/pam_ended.so"
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/pam_ended.c").path
        let built = try Run.run("/usr/bin/gcc", ["-shared", "-fPIC", "-o", module, source, "-lpam"], within: 60)
        try #require(built.status == 0, "gcc: \(built.error)")
        try service("pinpad-ended", """
            auth required pam_unix.so nodelay
            account required pam_unix.so
            session required \(module) file=\(directory)/ended
            """)
        let login = try login("pinpad-ended", ["--user", user.name, "--exec", "/bin/true"])
        try tap(user.password)
        let result = login.finish(within: 30)
        #expect(result.status == 0, "\(result.status) \(result.error)")
        #expect((try? String(contentsOfFile: "\(directory)/ended", encoding: .utf8)) == "pam_end\n")
    }

    /// Killed, pinpad takes the command with it (`PR_SET_PDEATHSIG`): no session goes on that
    /// nobody will close.
    @Test func theCommandDiesWithPinpad() throws {
        let user = try ThrowawayUser(prefix: "pinpadlogin", password: "97531")
        let login = try login("pinpad-unix", ["--user", user.name, "--exec", "/bin/sleep", "60"])
        try tap(user.password)
        var sleeper: pid_t = 0
        #expect(eventually { sleeper = self.children(of: login.pid, named: "sleep").first ?? 0; return sleeper > 0 }, "the command never started")
        kill(login.pid, SIGKILL)
        _ = login.finish(within: 10)
        #expect(eventually { kill(sleeper, 0) != 0 || (try? String(contentsOfFile: "/proc/\(sleeper)/stat", encoding: .utf8))?.contains(") Z ") == true },
            "the command outlived pinpad")
    }
}
