import Foundation
import Testing

/// The pinentry drawing in a terminal (`OPTION ttyname`) when it is stopped by SIGTERM while a
/// request is shown: it puts the terminal back and leaves at once, answering nothing, as it
/// does between requests, though its client's pipe stays open.
@Suite(.serialized)
struct PinentryTerminalStopTests {
    @Test func sigtermWhileARequestIsShownRestoresTheTerminalAndEndsAtOnce() throws {
        let pinentry = try PinentryPane()
        defer { pinentry.close() }
        let pane = pinentry.pane
        let pid = try #require(pinentry.pid)
        kill(pid, SIGTERM)
        #expect(pane.status() == 128 + SIGTERM)
        #expect(pane.output == "OK Pleased to meet you\nOK\n", "answered: \(pane.output)")
        #expect(pane.modes.hasPrefix("0 1 0 0"), "pane left in alternate screen, hidden cursor or mouse mode: \(pane.modes)")
    }
}
