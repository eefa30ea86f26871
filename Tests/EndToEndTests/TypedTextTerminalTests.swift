import Foundation
import Testing

/// What is typed or pasted in a terminal reaches the asker as typed (UTF-8 split across reads,
/// bracketed paste), and leaves no copy behind.
@Suite(.serialized)
struct TypedTextTerminalTests {
    typealias Pane = TerminalEndToEndTests.Pane

    /// `pinpad askpass` in a pane: without a display it draws in the terminal.
    func askpass(environment: [String: String] = [:]) throws -> Pane {
        try Pane(["Passphrase:"], environment: environment, program: [Run.pinpad, "askpass"])
    }

    /// Pastes `text` as the terminal does for a program that asked for bracketed paste.
    func paste(_ text: String, into pane: Pane) throws {
        try pane.tmux(["set-buffer", "--", text])
        try pane.tmux(["paste-buffer", "-p", "-d"])
    }

    @Test func accentedLettersAndABracketedPasteOfEmojiAndHanReachAskpass() throws {
        let pane = try askpass()
        defer { pane.close() }
        try pane.literal("pässwörd ")
        try paste("密码😀", into: pane)
        try pane.keys("Enter")
        #expect(pane.status() == 0)
        #expect(pane.output == "pässwörd 密码😀\n")
    }

    @Test func anAccentTypedAfterItsLetterGoesWithItInOneDelete() throws {
        let pane = try askpass()
        defer { pane.close() }
        try pane.literal("ae")
        try pane.literal("\u{301}")
        try pane.keys("BSpace")
        try pane.literal("e")
        try pane.literal("\u{301}")
        try pane.keys("Enter")
        #expect(pane.status() == 0)
        #expect(pane.output == "ae\u{301}\n", "not the accented e alone deleted and typed again: \(Array(pane.output.unicodeScalars))")
    }

    /// A character whose bytes come apart by longer than the escape timeout (tmux passing them
    /// on one by one, a slow link) arrives whole: the pause is the thing tested, so it is slept.
    @Test func aCharacterSplitByAPauseLongerThanTheEscapeTimeoutArrivesWhole() throws {
        let pane = try askpass()
        defer { pane.close() }
        try pane.literal("a")
        try pane.tmux(["send-keys", "-H", "c3"])
        usleep(200_000)
        try pane.tmux(["send-keys", "-H", "a9"])
        try pane.keys("Enter")
        #expect(pane.status() == 0)
        #expect(pane.output == "aé\n", "\(Array(pane.output.unicodeScalars))")
    }

    /// A byte that is not UTF-8 (a Latin-1 terminal's ö) is refused: nothing of it enters, never
    /// a U+FFFD that would make `abö` and `abü` the same secret; and nothing after it, nor
    /// Return, until Backspace deletes it (`abc` is not what was typed).
    @Test func aByteThatIsNotUTF8EntersNothing() throws {
        let pane = try askpass()
        defer { pane.close() }
        try pane.literal("ab")
        try pane.tmux(["send-keys", "-H", "f6"])
        try pane.literal("c")
        try pane.keys("Enter")
        try pane.keys("BSpace")
        try pane.literal("d")
        try pane.keys("Enter")
        #expect(pane.status() == 0)
        #expect(pane.output == "abd\n", "\(Array(pane.output.unicodeScalars))")
    }

    /// A bracketed paste that does not go into the PIN's boxes whole (one digit too many, a
    /// letter) is refused whole, where it was cut and submitted; then typed digits and
    /// fullwidth ones (as their ASCII digits) are the PIN.
    @Test(arguments: ["12345", "1a2b34"])
    func aPINPasteThatDoesNotFitIsRefusedWhole(pasted: String) throws {
        let pane = try Pane(["--boxes", "4"])
        defer { pane.close() }
        try paste(pasted, into: pane)
        try pane.literal("98")
        try pane.literal("７６")
        #expect(pane.status() == 0)
        #expect(pane.output == "9876\n", "\(Array(pane.output.unicodeScalars))")
    }

    /// Fullwidth and Arabic-Indic digits typed into a PIN are their ASCII digits, as when pasted.
    @Test func digitsOfAnyScriptTypedIntoAPINAreTaken() throws {
        let pane = try Pane(["--boxes", "4"])
        defer { pane.close() }
        try pane.literal("１")
        try pane.literal("٢")
        try pane.literal("34")
        #expect(pane.status() == 0)
        #expect(pane.output == "1234\n", "\(Array(pane.output.unicodeScalars))")
    }

    /// A bracketed paste with a tab and a line break is refused whole: nothing of it is typed.
    @Test func aPasteWithATabAndALineBreakIsRefusedWhole() throws {
        let pane = try askpass()
        defer { pane.close() }
        try paste("ab\tc\nd", into: pane)
        try pane.literal("x")
        try pane.keys("Enter")
        #expect(pane.status() == 0)
        #expect(pane.output == "x\n", "\(Array(pane.output.unicodeScalars))")
    }

    @Test func noCopyOfAnAccentedPassphraseTypedAndPastedIsLeftAfterItWasDelivered() throws {
        let typed = "Grüße-Straße-", pasted = "Geheimnis-密码-😀"
        let pane = try askpass(environment: ["PINPAD_PAUSE_BEFORE_EXIT": "1"])
        defer { pane.close() }
        try pane.literal(typed)
        try paste(pasted, into: pane)
        try pane.keys("Enter")
        #expect(pane.waitUntil { pane.output == typed + pasted + "\n" }, "the passphrase did not arrive: '\(pane.output)'")
        let program = try #require(pane.programID, "no program in the pane")
        let whole = MemoryScan.find(typed + pasted, in: program)
        let paste = MemoryScan.find(pasted, in: program)
        kill(program, SIGKILL)
        #expect(whole.bytesRead > 1_000_000, "read only \(whole.bytesRead) bytes of its memory")
        #expect(whole.hits.isEmpty, "the passphrase is still in memory: \(whole.hits)")
        #expect(paste.hits.isEmpty, "the paste is still in memory: \(paste.hits)")
    }
}
