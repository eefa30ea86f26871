import PinPadCore
import PinPadTestSupport
import Testing

/// What a listener at a speaker hears of a passphrase typed on the letters keyboard: every tap
/// sounds the same, so which taps were Shift or page keys is never told.
struct SpokenTextFieldTests {
    /// The announcements of a passphrase prompt on `isPrivate` output while `keys` are tapped and
    /// then OK: what `AnnouncementPolicy` says after each change.
    private func announcements(tapping keys: [Key], isPrivate: Bool = false) -> [String] {
        let request = Request(title: "Passphrase", entry: .freeLength(minimum: 1, maximum: 64), policy: .textInput)
        let prompt = Prompt(request: request, clock: ManualClock(), keyboard: ShippedKeyboards.layout("us"))
        let policy = AnnouncementPolicy(isPrivate: isPrivate)
        var reading = prompt.reading
        var log: [String] = []
        for key in keys + [.submit] {
            let frame = prompt.layout.frame(of: key)!
            prompt.handle(.tap(frame.center, .down, pointer: 0))
            prompt.handle(.tap(frame.center, .up, pointer: 0))
            let next = prompt.reading
            if let said = policy.announcement(from: reading, to: next) { log.append(said.text) }
            reading = next
        }
        return log
    }

    @Test func shiftAndPageTapsSoundAsCharacterTapsOnASpeaker() {
        let shifted = announcements(tapping: [.shift, .character("Q"), .character("w"), .character("e")])
        let paged = announcements(tapping: [.character("q"), .character("w"), .page(.symbols), .character("1")])
        #expect(shifted.count == 5)
        #expect(shifted == paged)
        #expect(shifted.last?.contains("3 characters") == true)
        #expect(shifted.allSatisfy { !$0.contains("digits") && !$0.contains("PIN") })
    }

    @Test func privateOutputStillCountsEveryTap() {
        let said = announcements(tapping: [.shift, .character("Q"), .character("w")], isPrivate: true)
        #expect(said.prefix(3) == ["0 characters. Shift on.", "1 character. Shift off.", "2 characters."])
    }
}
