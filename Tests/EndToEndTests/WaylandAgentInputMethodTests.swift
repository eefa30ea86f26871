import Foundation
import Testing

/// `pinpad agent --watch` on Wayland closes its window after each batch of requests and starts
/// SDL's video again for the next: every start's registry must have the text-input manager held
/// back, or the system's input method (an on-screen keyboard) comes up over the pad. Needs root,
/// sway, wtype, python3 and the input-method probe (`WaylandInputMethodTests.Probe`).
@Suite(.serialized, .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/sway")))
struct WaylandAgentInputMethodTests {
    /// A systemd ask-password request of number `number` in `directory` (its ask file and its
    /// datagram socket), answered when the asker prints what came (`+…` or `-`, repr'd).
    func ask(_ number: Int, in directory: String) throws -> Run.Running {
        let script = """
            import os, socket, sys
            d, n = sys.argv[1], sys.argv[2]
            path = os.path.join(d, "sck." + n)
            s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
            s.bind(path)
            ask = os.path.join(d, "ask." + n)
            with open(ask + ".tmp", "w") as f:
                f.write("[Ask]\\nPID=%d\\nSocket=%s\\nAcceptCached=0\\nEcho=0\\nNotAfter=0\\nMessage=Request %s\\n" % (os.getpid(), path, n))
            os.rename(ask + ".tmp", ask)
            s.settimeout(60)
            try:
                print(s.recv(4096).decode(), flush=True)
            finally:
                os.unlink(ask)
                os.unlink(path)
            """
        return try Run.Running("/usr/bin/python3", ["-c", script, directory, String(number)])
    }

    /// Six requests, one after the other, each in a window of its own, on a seat with a keyboard,
    /// with pinpad's German letters keyboard: the input method is never activated, and each
    /// answer is what was typed. The fifth request's start had its registry unfiltered (a table of
    /// four filters, never emptied) and activated it (`activate activate deactivate`).
    @Test func theWatchingAgentNeverActivatesTheInputMethodOverManyRequests() throws {
        let session = try WaylandSession(.sway)
        let keyboard = try session.startClient("/usr/bin/wtype", ["-s", "300000"])
        defer { kill(keyboard.pid, SIGTERM); _ = keyboard.finish(within: 5) }
        let probe = try WaylandInputMethodTests.Probe(on: session)
        let (data, removeData) = try WaylandInputMethodTests().germanLayout()
        defer { removeData() }
        var template = Array("/run/pinpad-agent-XXXXXX".utf8CString)
        let directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let report = try ShownRequest.privatePath()
        defer { report.remove() }
        var environment = session.environment
        environment["PINPAD_LAYOUT_FILE"] = report.path
        environment["PINPAD_DATA_DIR"] = data
        let agent = try Run.Running(
            Run.pinpad, ["agent", "--watch", "--directory", directory, "--keyboard-layout", "de"], environment: environment)
        defer { kill(agent.pid, SIGKILL); _ = agent.finish(within: 10) }
        for number in 1...6 {
            let asker = try ask(number, in: directory)
            let shown = try ShownRequest.wait(at: report.path, within: 30) { $0.message == "Request \(number)" }
            #expect(shown.keys["ß"] != nil, "request \(number) shows no German keyboard")
            try session.waitForFocus(of: agent.pid)
            _ = try session.client("/usr/bin/wtype", ["-s", "300", "ab\(number)", "-k", "Return"])
            let answered = asker.finish(within: 30)
            #expect(answered.output == "+ab\(number)\n", "request \(number): \(answered.output) \(answered.error)")
        }
        kill(agent.pid, SIGTERM)
        let result = agent.finish(within: 10)
        #expect(probe.states() == [], "the agent asked for the system keyboard; agent: \(result.error)")
    }
}
