import PinPadCore
import PinPadTestSupport
import Testing

/// A paste refused whole is told under the field and spoken, not only shaken: a blind person
/// learns the paste did not go in.
struct PasteRefusedTests {
    @Test func aPasteRefusedWholeIsShownAndSpokenUntilTheNextInput() {
        let prompt = Prompt(request: Request(entry: .boxes(4)), clock: ManualClock())
        let before = prompt.reading
        prompt.handle(.paste("12ab"))
        #expect(prompt.field.count == 0)
        #expect(prompt.shownHint == "The paste could not be taken whole")
        let said = AnnouncementPolicy().announcement(from: before, to: prompt.reading)
        #expect(said?.text.contains("The paste could not be taken whole") == true)
        prompt.handle(.paste("1"))
        #expect(prompt.field.count == 1 && prompt.shownHint == nil)
    }

    @Test func aPasteTooLongOrNotUTF8IsTold() {
        let prompt = Prompt(request: Request(entry: .boxes(4)), clock: ManualClock())
        prompt.handle(.paste("123456"))
        #expect(prompt.shownHint == "The paste could not be taken whole")
        let other = Prompt(request: Request(entry: .boxes(4)), clock: ManualClock())
        let bytes: [UInt8] = [0x31, 0xFF]
        bytes.withUnsafeBytes { other.paste(utf8: $0) }
        #expect(other.shownHint == "The paste could not be taken whole")
    }

    @Test func aSecondPasteRefusedInARowIsSpokenAgain() {
        let prompt = Prompt(request: Request(entry: .boxes(4)), clock: ManualClock())
        prompt.handle(.paste("12ab"))
        let before = prompt.reading
        prompt.handle(.paste("123456"))
        let said = AnnouncementPolicy().announcement(from: before, to: prompt.reading)
        #expect(said?.text == "The paste could not be taken whole.")
    }
}
