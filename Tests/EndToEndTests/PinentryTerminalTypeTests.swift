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

    /// A gpg-agent started under `LANG=C` (a session's agent, a service) and a gpg run in a
    /// UTF-8 terminal: gpg names that terminal's character set (`OPTION lc-ctype`), and the
    /// pinentry draws in it, its words whole; it drew in ASCII from its own `C` locale, every
    /// letter outside ASCII a `?` (`מִשְׁפַּט` as `????`).
    @Test func theTerminalIsDrawnInTheCharacterSetGPGNames() throws {
        let pinentry = try PinentryPane(
            lines: ["OPTION lc-ctype=C.UTF-8", "SETTITLE Schlüssel öffnen", "SETDESC Passwort für „Jörg“"], variables: ["LANG=C", "LC_ALL=C", "LC_CTYPE=C"])
        defer { pinentry.close() }
        let pane = pinentry.pane
        #expect(pane.waitUntil { pane.screen.contains("Schlüssel öffnen") }, "\(pane.screen)")
        #expect(pane.screen.contains("Passwort für „Jörg“") && !pane.screen.contains("?"), "\(pane.screen)")
        try pane.keys("x", "Enter")
        #expect(pane.waitUntil { pane.output.contains("\nD x\n") }, "answered: \(pane.output)")
    }
}
