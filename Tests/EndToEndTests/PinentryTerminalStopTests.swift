import Foundation
import Testing

/// The pinentry drawing in a terminal (`OPTION ttyname`) when it is stopped by SIGTERM while a
/// request is shown: it puts the terminal back and leaves at once, answering nothing, as it
/// does between requests, though its client's pipe stays open.
@Suite(.serialized)
struct PinentryTerminalStopTests {
    @Test func sigtermWhileARequestIsShownRestoresTheTerminalAndEndsAtOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-stop-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The client: the pane's terminal named, one GETPIN, then the pipe held open.
        let script = """
            terminal=$(tty)
            mkfifo \(directory.path)/client
            { printf 'OPTION ttyname=%s\\nGETPIN\\n' "$terminal"; sleep 30; } > \(directory.path)/client &
            echo $$ > \(directory.path)/pid
            exec \(Run.pinpad) pinentry < \(directory.path)/client

            """
        try script.write(to: directory.appendingPathComponent("client.sh"), atomically: false, encoding: .utf8)
        let pane = try TerminalEndToEndTests.Pane([], program: ["/bin/sh", directory.appendingPathComponent("client.sh").path])
        defer { pane.close() }
        let pid = try #require((try? String(contentsOf: directory.appendingPathComponent("pid"), encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        kill(pid, SIGTERM)
        #expect(pane.status() == 128 + SIGTERM)
        #expect(pane.output == "OK Pleased to meet you\nOK\n", "answered: \(pane.output)")
        #expect(pane.modes.hasPrefix("0 1 0 0"), "pane left in alternate screen, hidden cursor or mouse mode: \(pane.modes)")
    }
}
