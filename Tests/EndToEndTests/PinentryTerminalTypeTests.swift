import Foundation
import Testing

/// The pinentry drawing in the terminal gpg-agent names (`OPTION ttyname`) reads that
/// terminal's keypad by its type (`OPTION ttytype`), not by the pinentry's own `TERM`: the
/// Linux console's keypad `+` (`SS3 l`) is xterm's keypad `,`.
@Suite(.serialized)
struct PinentryTerminalTypeTests {
    @Test func theKeypadIsReadAsTheNamedTerminalTypesIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-ttytype-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The client: the pane's terminal named as a Linux console, a passphrase asked, then the
        // pipe held open until the answer; the pinentry's own TERM is xterm's.
        let script = """
            terminal=$(tty)
            mkfifo \(directory.path)/client
            { printf 'OPTION ttyname=%s\\nOPTION ttytype=linux\\nGETPIN\\n' "$terminal"; sleep 30; } > \(directory.path)/client &
            TERM=xterm-256color exec \(Run.pinpad) pinentry < \(directory.path)/client

            """
        try script.write(to: directory.appendingPathComponent("client.sh"), atomically: false, encoding: .utf8)
        let pane = try TerminalEndToEndTests.Pane([], program: ["/bin/sh", directory.appendingPathComponent("client.sh").path])
        defer { pane.close() }
        try pane.keys("x")
        try pane.literal("\u{1B}Ol")
        try pane.keys("y", "Enter")
        #expect(pane.waitUntil { pane.output.contains("\nD ") }, "no answer: \(pane.output)")
        #expect(pane.output.contains("\nD x+y\n"), "answered: \(pane.output)")
    }
}
