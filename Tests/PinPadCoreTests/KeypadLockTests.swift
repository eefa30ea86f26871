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
}
