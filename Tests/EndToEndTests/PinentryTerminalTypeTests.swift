import Foundation
import Testing

/// The pinentry drawing in the terminal gpg-agent names (`OPTION ttyname`) reads that
/// terminal's keypad by its type (`OPTION ttytype`), not by the pinentry's own `TERM`: the
/// Linux console's keypad `+` (`SS3 l`) is xterm's keypad `,`.
@Suite(.serialized)
struct PinentryTerminalTypeTests {
    @Test func theKeypadIsReadAsTheNamedTerminalTypesIt() throws {
        // The pane's terminal named as a Linux console; the pinentry's own TERM is xterm's.
        let pinentry = try PinentryPane(lines: ["OPTION ttytype=linux"], variables: ["TERM=xterm-256color"])
        defer { pinentry.close() }
        let pane = pinentry.pane
        try pane.keys("x")
        try pane.literal("\u{1B}Ol")
        try pane.keys("y", "Enter")
        #expect(pane.waitUntil { pane.output.contains("\nD ") }, "no answer: \(pane.output)")
        #expect(pane.output.contains("\nD x+y\n"), "answered: \(pane.output)")
    }
}
