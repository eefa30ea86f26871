import Foundation
import Testing

/// A PIN typed correctly in a terminal reaches the asker, lands in the right field, and leaves
/// nothing behind: on screen, in the scrollback, or in memory.
@Suite(.serialized)
struct NeverLostTerminalTests {
    typealias Pane = TerminalEndToEndTests.Pane

    /// The digit that completes the PIN field was also typed into the next text field.
    @Test func aDigitThatCompletesAFieldIsNotTypedIntoTheNext() throws {
        let pane = try Pane(["--field", "PIN:keypad:4", "--field", "Name:text:4"])
        defer { pane.close() }
        try pane.literal("1234abcd")
        #expect(pane.status() == 0)
        #expect(pane.output == "1234\nabcd\n")
    }

    /// Without an alternate screen (GNU screen's default, the Linux console), the pad's last
    /// frame stayed on the main screen and in the scrollback.
    @Test(arguments: [["--mask", "digits", "--boxes", "6"], ["--mask", "delayed", "--boxes", "5"]])
    func withoutAnAlternateScreenNothingOfThePadStays(arguments: [String]) throws {
        let pane = try Pane(arguments, configuration: "set -g alternate-screen off\n")
        defer { pane.close() }
        if arguments.contains("digits") {
            try pane.literal("1234")
            #expect(pane.waitUntil { pane.screen.contains("4") && pane.screen.contains("3") })
            try pane.keys("Escape")
            #expect(pane.status() == 1)
        } else {
            try pane.literal("12345")  // the last frame shows the newest digit
            #expect(pane.status() == 0)
        }
        let left = pane.history
        #expect(!left.contains { $0.isNumber || $0 == "●" || $0 == "*" }, "left on screen or in the scrollback:\n\(left)")
        #expect(!left.contains("Cancel"))
    }

    /// After the PIN was read in one piece (a paste-speed burst) and written, no copy of it is
    /// left in the process's memory.
    @Test func noCopyOfThePINIsLeftInMemoryAfterItWasDelivered() throws {
        let pin = "52907361845290736184"
        let pane = try Pane(["--boxes", "20"], environment: ["PINPAD_PAUSE_BEFORE_EXIT": "1"])
        defer { pane.close() }
        try pane.literal(pin)
        #expect(pane.waitUntil { pane.output == pin + "\n" }, "the PIN did not arrive: '\(pane.output)'")
        let program = try #require(pane.programID, "no program in the pane")
        let scan = MemoryScan.find(pin, in: program)
        kill(program, SIGKILL)
        #expect(scan.bytesRead > 1_000_000, "read only \(scan.bytesRead) bytes of its memory")
        #expect(scan.hits.isEmpty, "the PIN is still in memory: \(scan.hits)")
    }

    @Test func aDumbTerminalIsAClearError() throws {
        var environment = Run.environmentWithoutDisplay
        environment["TERM"] = "dumb"
        let result = try Run.pinpad(["--backend", "terminal"], environment: environment)
        #expect(result.status == 4)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("pinpad: ") && result.error.contains("TERM=dumb"), "\(result.error)")
        #expect(result.error.filter { $0 == "\n" }.count == 1)
    }
}
