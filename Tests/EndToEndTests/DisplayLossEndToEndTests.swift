import Foundation
import Testing

/// A display that goes away under the pad is one status on every backend: 4, "no display", with
/// one line (pinpad(1)). On X11 the X server ending is that loss; a connection another program
/// kills while the server lives (`xdotool windowkill`) stays a window ended by another program
/// (1, `LoginWindowLossTests`). The Wayland compositor's loss is `WaylandEndToEndTests`'.
struct DisplayLossEndToEndTests {
    /// An X server of the test's own (Xvfb) on a free display, once it takes connections.
    static func startServer() throws -> (server: Run.Running, display: String) {
        let server = try Run.Running("/usr/bin/Xvfb", ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "1280x1024x24"])
        let number = try #require(server.line(within: 20), "Xvfb did not start")
        return (server, number)
    }

    /// `arguments` shown in a window on a server of the test's own, which then ends (SIGTERM);
    /// the program's end.
    static func serverEndsUnder(_ arguments: [String]) throws -> Run.Result {
        let (server, display) = try startServer()
        defer {
            kill(server.pid, SIGKILL)
            _ = server.finish()
        }
        let report = try ShownRequest.privatePath()
        defer { report.remove() }
        var environment = Run.environmentWithoutDisplay
        environment["DISPLAY"] = ":\(display)"
        environment["PINPAD_LAYOUT_FILE"] = report.path
        let running = try Run.Running(Run.pinpad, arguments, environment: environment)
        _ = try ShownRequest.wait(at: report.path) { _ in true }
        kill(server.pid, SIGTERM)
        _ = server.finish()
        return running.finish(within: 20)
    }

    @Test(arguments: [["--boxes", "4", "--timeout", "30", "--backend", "sdl", "--renderer", "software"], ["askpass", "Enter PIN for key:"]])
    func theXServerEndingIsExit4AndOneLine(arguments: [String]) throws {
        let result = try Self.serverEndsUnder(arguments)
        #expect(result.status == 4, "\(arguments): \(result.status) \(result.error)")
        #expect(result.output.isEmpty)
        #expect(result.error == "pinpad: lost the connection to the display\n", "\(arguments)")
    }
}
