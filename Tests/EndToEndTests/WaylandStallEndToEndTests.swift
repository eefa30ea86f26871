import Foundation
import Testing

/// A compositor stopped (SIGSTOP: hung, alive and silent) around the pad on sway: the watching
/// agent shows its pending request once the compositor answers again, and `pinpad login` ends
/// with exit 4 when the compositor stops while the stack checks the PIN. Needs root, sway and
/// wtype.
@Suite(.serialized, .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/sway")))
struct WaylandStallEndToEndTests {
    /// A directory of the test's own (mkdtemp, mode 0700), under /run as the agent's requests are.
    func temporaryDirectory(_ prefix: String) throws -> String {
        var template = Array("/run/\(prefix)-XXXXXX".utf8CString)
        return try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
    }

    /// Waits up to `seconds` for the file at `path` to hold `text`.
    func wait(for text: String, in path: String, within seconds: Double = 20) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var contents = ""
        while Date() < deadline {
            contents = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if contents.contains(text) { break }
            usleep(50_000)
        }
        return contents
    }

    /// `pinpad agent --watch` finds a request while the compositor is stopped: the pad cannot be
    /// shown ("cannot open a display …"), and once the compositor goes on the request is shown
    /// and answered. It was taken as handled at the failed try and never shown again, its asker
    /// (systemd-cryptsetup, with no time limit) waiting for ever.
    @Test func aRequestTheAgentCouldNotShowIsShownOnceTheCompositorAnswers() throws {
        let session = try WaylandSession(.sway)
        let keyboard = try session.startClient("/usr/bin/wtype", ["-s", "300000"])
        defer { kill(keyboard.pid, SIGTERM); _ = keyboard.finish(within: 5) }
        let directory = try temporaryDirectory("pinpad-agent")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let logs = try temporaryDirectory("pinpad-stall")
        defer { try? FileManager.default.removeItem(atPath: logs) }
        let report = try ShownRequest.privatePath()
        defer { report.remove() }
        var environment = session.environment
        environment["PINPAD_LAYOUT_FILE"] = report.path
        let asker = try WaylandAgentInputMethodTests().ask(1, in: directory)
        defer { if !asker.isFinished { kill(asker.pid, SIGKILL); _ = asker.finish(within: 5) } }
        _ = try ShownRequest.waitForFile("\(directory)/ask.1")
        session.pause(true)
        var paused = true
        defer { if paused { session.pause(false) } }
        let errors = "\(logs)/agent.err"
        let agent = try Run.Running(
            "/bin/sh", ["-c", "exec \"$0\" agent --watch --directory \"$1\" 2>\"$2\"", Run.pinpad, directory, errors], environment: environment)
        defer { kill(agent.pid, SIGKILL); _ = agent.finish(within: 10) }
        let failed = wait(for: "cannot open a display", in: errors)
        #expect(failed.contains("cannot open a display"), "the agent said: \(failed)")
        session.pause(false)
        paused = false
        let shown = try ShownRequest.wait(at: report.path, within: 40) { $0.message == "Request 1" }
        #expect(shown.process == Int(agent.pid))
        try session.waitForFocus(of: agent.pid)
        _ = try session.client("/usr/bin/wtype", ["-s", "300", "2580", "-k", "Return"])
        let answered = asker.finish(within: 30)
        #expect(answered.output == "+2580\n", "the asker got: \(answered.output) \(answered.error)")
    }

    /// `pinpad login` on sway: the PIN tapped, the compositor stopped while the stack checks it
    /// (a `pam_exec` step that takes 3 s): the sign-in ends with exit 4 and one line some seconds
    /// after the stack is done, as the man page says. The window's destruction waited in
    /// `wl_display_roundtrip` for as long as the compositor was stopped; then it ended with no
    /// line.
    @Test func aSignInWhoseCompositorStopsWhileCheckingEndsWithExit4() throws {
        let (result, seconds) = try signIn { $0.pause(true) }
        #expect(result.status == 4, "pinpad login: \(result.status) \(result.error)")
        #expect(result.output.isEmpty, "signed in with no display: \(result.output)")
        #expect(result.error == "pinpad: lost the connection to the display\n", "pinpad login said: \(result.error)")
        #expect(seconds < 15, "pinpad login ended \(seconds) s after the compositor stopped")
    }

    /// The same with the compositor killed (SIGKILL) while the stack checks the PIN: exit 4 and
    /// one line, nobody signed in. It signed in (exit 0, the user name printed, a session
    /// command run) with no display.
    @Test func aSignInWhoseCompositorIsKilledWhileCheckingEndsWithExit4() throws {
        let (result, _) = try signIn { $0.crash() }
        #expect(result.status == 4, "pinpad login: \(result.status) \(result.error)")
        #expect(result.output.isEmpty, "signed in with no display: \(result.output)")
        #expect(result.error == "pinpad: lost the connection to the display\n", "pinpad login said: \(result.error)")
    }

    /// The compositor stopped while the final word ("Too many wrong PINs", `--attempts 1`) shows:
    /// exit 4 and one line, as when it is killed then. The stall was found only as the window
    /// closed, and the sign-in ended with exit 9 and no line.
    @Test func aSignInWhoseCompositorStopsOnTheFinalWordEndsWithExit4() throws {
        let (result, _) = try signIn(typing: "1111", arguments: ["--attempts", "1"], awaiting: { directory in
            _ = try ShownRequest.wait(at: "\(directory)/shown.json", within: 20) { $0.error.contains("Too many wrong PINs") }
        }) { $0.pause(true) }
        #expect(result.status == 4, "pinpad login: \(result.status) \(result.error)")
        #expect(result.error == "pinpad: lost the connection to the display\n", "pinpad login said: \(result.error)")
    }

    /// `pinpad login --user kiosk1` on sway (a `pam_userdb` PIN, then a `pam_exec` step of 3 s):
    /// `typed` tapped, `end` done to the compositor once the step began (or once `awaiting`, given
    /// the test's directory, returned), and how the sign-in ended with its seconds since then.
    func signIn(
        typing typed: String = "2468", arguments: [String] = [], awaiting: ((String) throws -> Void)? = nil, then end: (WaylandSession) -> Void
    ) throws -> (Run.Result, Double) {
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
        try "#!/bin/sh\ntouch \(directory)/checking\nsleep 3\n".write(toFile: "\(directory)/checking.sh", atomically: false, encoding: .utf8)
        chmod("\(directory)/checking.sh", 0o755)
        try """
            auth required pam_userdb.so db=\(directory)/pins crypt=crypt
            auth required pam_exec.so quiet \(directory)/checking.sh
            account required pam_permit.so

            """.write(toFile: "\(directory)/pinpad-userdb", atomically: false, encoding: .utf8)
        var environment = session.environment
        environment["PINPAD_LAYOUT_FILE"] = "\(directory)/shown.json"
        let login = try Run.Running(
            Run.pinpad,
            ["login", "--service", "pinpad-userdb", "--pam-confdir", directory, "--throttle-directory", "\(directory)/throttle", "--user", "kiosk1"]
                + arguments,
            environment: environment)
        defer { if !login.isFinished { kill(login.pid, SIGKILL); _ = login.finish(within: 5) } }
        let shown = try ShownRequest.wait(at: "\(directory)/shown.json") { _ in true }
        try session.waitForFocus(of: pid_t(shown.process))
        let points = try (typed.map(String.init) + ["submit"]).map { label in
            try #require(shown.keys[label], "no key \(label) among \(shown.keys.keys.sorted())")
        }
        try session.tap(points)
        try ShownRequest.waitForFile("\(directory)/checking")
        try awaiting?(directory)
        end(session)
        defer { session.pause(false) }
        let ended = Date()
        let result = login.finish(within: 25)
        return (result, Date().timeIntervalSince(ended))
    }

    /// sway told to give a new window no focus (`no_focus`) while another window has it: a pad
    /// holding the keyboard, with a keyboard on the seat, gets none of the keys typed, and says so
    /// under its field a moment after it appears. A pad never focused gave no warning.
    @Test func aPadTheCompositorNeverFocusesWarnsThatTheKeysGoElsewhere() throws {
        let session = try WaylandSession(.sway)
        let keyboard = try session.startClient("/usr/bin/wtype", ["-s", "300000"])
        defer { kill(keyboard.pid, SIGTERM); _ = keyboard.finish(within: 5) }
        // sway gives the only window of a workspace the focus whatever no_focus says: another
        // window (a pad not holding the keyboard) has it first.
        let other = try Run.Running(Run.pinpad, ["--grab", "no", "--timeout", "60"], environment: session.environment)
        defer { kill(other.pid, SIGKILL); _ = other.finish(within: 5) }
        try session.waitForFocus(of: other.pid)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: session.runtimeDirectory)) ?? []
        let socket = try #require(names.first { $0.hasPrefix("sway-ipc.") }, "no sway IPC socket")
        let told = try session.client("/usr/bin/swaymsg", ["--socket", "\(session.runtimeDirectory)/\(socket)", "no_focus [title=\".*\"]"])
        try #require(told.status == 0, "swaymsg: \(told.output) \(told.error)")
        let report = try ShownRequest.privatePath()
        defer { report.remove() }
        var environment = session.environment
        environment["PINPAD_LAYOUT_FILE"] = report.path
        let pad = try Run.Running(Run.pinpad, ["--grab", "yes", "--boxes", "4", "--timeout", "30"], environment: environment)
        defer { if !pad.isFinished { kill(pad.pid, SIGKILL); _ = pad.finish(within: 5) } }
        let shown = try ShownRequest.wait(at: report.path) { _ in true }
        #expect(shown.hint.isEmpty, "warned as it appeared: \(shown.hint)")
        let warned = try? ShownRequest.wait(at: report.path) { $0.hint == "Another program is reading the keyboard: use the keypad" }
        #expect(warned != nil, "a pad never given the focus gave no warning")
        kill(pad.pid, SIGTERM)
        _ = pad.finish(within: 10)
    }
}
