import Foundation
import Testing

/// `make run` in a terminal, as a newcomer runs it: Ctrl-C while the demo pad is shown ends the
/// pad as cancelled, and make with it, with no `make: *** [Makefile:…: run] Error 1`.
struct MakeRunTests {
    /// The checkout this test was built from.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.path

    @Test func controlCEndsTheDemoWithoutAMakeError() throws {
        let (report, remove) = try ShownRequest.privatePath()
        defer { remove() }
        let socket = "pinpad-make-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        func tmux(_ arguments: [String]) throws -> Run.Result {
            try Run.run("/usr/bin/tmux", ["-L", socket, "-f", "/dev/null"] + arguments, within: 10)
        }
        defer { _ = try? tmux(["kill-server"]) }
        let display = try #require(ProcessInfo.processInfo.environment["DISPLAY"], "the test runs under Xvfb")
        // SWIFT=true: the debug build the tests run stands for `make build`'s release build. The
        // pane's shell catches SIGINT (its children do not), so that the pane outlives Ctrl-C.
        let command = """
            trap : INT; cd '\(Self.checkout)' && DISPLAY='\(display)' PINPAD_LAYOUT_FILE='\(report)' make --no-print-directory run SWIFT=true \
            RUN_PINPAD='\(Run.pinpad)' ARGS='--renderer software --title Demo'; echo "make ended: $?"; sleep 30
            """
        let started = try tmux(["new-session", "-d", "-x", "200", "-y", "50", command])
        try #require(started.status == 0, "tmux: \(started.error)")
        _ = try ShownRequest.wait(at: report) { $0.title == "Demo" }
        _ = try tmux(["send-keys", "C-c"])
        var screen = ""
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            screen = try tmux(["capture-pane", "-p", "-S", "-"]).output
            if screen.contains("make ended:") { break }
            usleep(50_000)
        }
        #expect(screen.contains("make ended: 0"), "\(screen)")
        #expect(!screen.contains("make: ***"), "\(screen)")
    }
}
