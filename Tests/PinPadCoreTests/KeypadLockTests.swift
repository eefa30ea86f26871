import PinPadCore
import PinPadTestSupport
import Testing

/// A locked keypad: the account is locked, the keys do nothing, the text counts down and the
/// keys work again when the time is up.
struct KeypadLockTests {
    func tap(_ key: Key, on prompt: Prompt) throws {
        let centre = try #require(prompt.layout.frame(of: key)).center
        prompt.handle(.tap(centre, .down, pointer: 0))
        prompt.handle(.tap(centre, .up, pointer: 0))
    }

    /// The error text drawn at `time`, its lines joined by spaces.
    func errorText(_ prompt: Prompt, at time: Int) -> String {
        prompt.scene(at: time).primitives.compactMap { primitive -> String? in
            guard case .text(let text, _, _, _) = primitive.shape, primitive.color == prompt.theme.errorColor else { return nil }
            return text
        }.joined(separator: " ")
    }

    @Test func whileLockedOnlyCancelWorks() throws {
        let clock = ManualClock(start: 1_000)
        let prompt = Prompt(request: Request(title: "Sign in"), clock: clock)
        prompt.lock(message: "The account is locked due to 3 failed logins.", until: nil)
        try tap(.digit(1), on: prompt)
        prompt.handle(.key(.digit(2)))
        prompt.handle(.paste("345"))
        prompt.handle(.key(.submit))
        #expect(prompt.field.count == 0 && prompt.result == nil)
        #expect(prompt.lockText(at: clock.now) == "The account is locked due to 3 failed logins.")
        #expect(errorText(prompt, at: clock.now) == "The account is locked due to 3 failed logins.")
        clock.advance(by: 3_600_000)
        prompt.tick()
        #expect(prompt.isLocked, "a lock without an end stays")
        try tap(.cancel, on: prompt)
        #expect(prompt.result == .cancelled)
    }

    @Test func aLockWithAnEndCountsDownAndUnlocks() throws {
        let clock = ManualClock(start: 1_000)
        let prompt = Prompt(request: Request(title: "Sign in"), clock: clock)
        prompt.lock(message: "Locked.", until: clock.now + 65_000)
        #expect(errorText(prompt, at: clock.now) == "Locked. Try again in 1:05")
        #expect(prompt.nextDeadline == clock.now + 1_000, "redrawn when the seconds change")
        clock.advance(by: 64_500)
        prompt.tick()
        #expect(prompt.isLocked && errorText(prompt, at: clock.now) == "Locked. Try again in 0:01")
        clock.advance(by: 500)
        prompt.tick()
        #expect(!prompt.isLocked && errorText(prompt, at: clock.now).isEmpty)
        try tap(.digit(7), on: prompt)
        #expect(prompt.field.count == 1)
    }

    /// A lock's text longer than the lines kept for it (pam_faillock's three lines under a
    /// sign-in's two) moves neither the field nor a key, where it made room by laying the pad
    /// out again (at 320×240 the field moved 15 pixels, the keys 12): the text area grows upward
    /// into the room above the title (all of it shows at 480×800), and what still does not fit
    /// scrolls, the lock's start in view (320×240).
    @Test(arguments: [Size(width: 320, height: 240), Size(width: 480, height: 800), Size(width: 800, height: 480)])
    func aLongLockMovesNoKey(size: Size) {
        let clock = ManualClock(start: 1_000)
        let prompt = Prompt(request: Request(title: "Sign in", description: "Welcome to kiosk 3", label: "PIN"), viewport: size, clock: clock)
        prompt.showsErrorsLastParagraph = true
        prompt.reservedErrorLines = 2
        prompt.reject(message: "Wrong PIN")
        let before = prompt.layout
        let text = "The account is locked due to 3 failed logins.\n(2 minutes left to unlock)\nWrong PIN"
        prompt.lock(KeypadLock(message: text, until: clock.now + 120_000, showsCountdown: false))
        #expect(prompt.layout.keys.map(\.frame) == before.keys.map(\.frame) && prompt.layout.fields == before.fields, "\(size): the lock moved the pad")
        // The lock's text from its start, the description scrolled away for it where the frame
        // is short.
        let shown = errorText(prompt, at: clock.now)
        #expect(shown.hasPrefix("The account is locked"), "\(size): \(shown)")
        if size.height >= 800 { #expect(shown.hasSuffix("(2 minutes left to unlock) Wrong PIN"), "\(size): \(shown)") }
        clock.advance(by: 120_000)
        prompt.tick()
        #expect(!prompt.isLocked && prompt.layout.keys.map(\.frame) == before.keys.map(\.frame))
    }

    /// A sign-in's later attempt keeps the first attempt's layout (`Prompt.keptLayout`, made
    /// with room for `Prompt.keptTextLines` lines of text), and its text area grows upward by
    /// what the stack's words take beyond it (a banner above pam_faillock's two lines and
    /// "Sign-in failed"): every word shows where the screen has room, and no key moves. Kept as
    /// it was, the frame hid the lockout's lines behind ▼ with 35 pixels free under the text at
    /// 480×800 and 150 above the title at 800×480.
    @Test(arguments: [Size(width: 480, height: 800), Size(width: 800, height: 480)])
    func aKeptLayoutGrowsUpwardForTheStacksWords(size: Size) {
        let banner = "Kiosk 3 - local time 18:01:09\nThe account is locked due to 2 failed logins.\n(2 minutes left to unlock)"
        let (first, later) = KeptSignInPads.make(title: "Sign in", words: banner, error: "Sign-in failed", viewport: size)
        #expect(later.layout.keys.map(\.frame) == first.layout.keys.map(\.frame) && later.layout.fields == first.layout.fields, "\(size): keys moved")
        let shown = KeptSignInPads.texts(later, measure: nil)
        #expect(shown.joined(separator: " ").contains(banner.replacingOccurrences(of: "\n", with: " ") + " Sign-in failed"), "\(size): \(shown)")
        #expect(!shown.contains("▲") && !shown.contains("▼"), "\(size): \(shown)")
    }
}
