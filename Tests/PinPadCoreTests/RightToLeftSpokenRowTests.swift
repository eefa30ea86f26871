import PinPadCore
import Testing

/// Right to left (Arabic) the last row is drawn Clear, Cancel: the arrows and the spoken side
/// follow what is seen there too, as in the row above it.
@Suite struct RightToLeftSpokenRowTests {
    static func session(_ language: String, _ moves: [FocusDirection]) -> (focus: Key?, said: String?) {
        Words.$scoped.withValue(WordTable(language: language, words: [:])) {
            let prompt = Prompt(field: PasscodeField(boxCount: 6), keypad: Keypad(showsClear: true), clock: ManualClock())
            let listener = AnnouncementTests.Listener(prompt, policy: AnnouncementPolicy(isPrivate: true))
            for direction in moves { listener.handle(.key(.moveFocus(direction))) }
            listener.handle(.key(.repeatAnnouncement))
            return (prompt.keypadFocus, listener.texts.last)
        }
    }

    @Test func theLastRowFollowsWhatIsSeen() {
        // 5, then 8, 0, and the last row below 0.
        let lastRow: [FocusDirection] = [.down, .down, .down, .down]
        let left = Self.session("ar", lastRow + [.left])
        #expect(left.focus == .clear && left.said?.hasSuffix("row 5, left.") == true, "\(left.said ?? "")")
        let right = Self.session("ar", lastRow + [.right])
        #expect(right.focus == .cancel && right.said?.hasSuffix("row 5, right.") == true, "\(right.said ?? "")")
        let fromClear = Self.session("ar", lastRow + [.left, .right])
        #expect(fromClear.focus == .cancel, "Right from Clear, seen on the left, is Cancel")
        // Left from Clear, at the row's left edge, stays there, as Right from Clear does in English.
        let past = Self.session("ar", lastRow + [.left, .left])
        // The key's name and its place are joined as Arabic joins a list, with its own comma.
        #expect(past.focus == .clear && past.said?.hasSuffix("Clear، row 5, left.") == true, "\(past.said ?? "")")
        #expect(Self.session("en", lastRow + [.right, .right]).focus == .clear)
    }

    /// The key's name and its place are joined by the language's list separator: Arabic's and
    /// Persian's comma "، ", Hebrew's Latin comma, as English's.
    @Test func theKeyAndItsPlaceAreJoinedByTheLanguagesComma() {
        let lastRow: [FocusDirection] = [.down, .down, .down, .down, .left, .left]
        #expect(Self.session("fa", lastRow).said?.hasSuffix("Clear، row 5, left.") == true, "\(Self.session("fa", lastRow).said ?? "")")
        // Hebrew's voice says the numbers in words.
        #expect(Self.session("he", lastRow).said?.hasSuffix("Clear, row five, left.") == true, "\(Self.session("he", lastRow).said ?? "")")
        #expect(Self.session("en", [.down, .down, .down, .down, .right, .right]).said?.hasSuffix("Clear, row 5, right.") == true)
    }
}
