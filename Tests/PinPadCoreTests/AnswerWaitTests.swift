import PinPadCore
import PinPadTestSupport
import Testing

/// A prompt shown while its asker works on what was entered (`Presenter.wait(on:saying:until:)`,
/// a greeter's "Checking…"): every key but Cancel refused, Cancel and Escape taken, the answer
/// (the wait's `Interruption`) and a stop end it; what is said is the wait, once.
struct AnswerWaitTests {
    /// A pad of 4 boxes on `surface`, "1234" submitted and its secret taken.
    static func submitted(on surface: ScriptedSurface) -> Prompt {
        let prompt = Prompt(request: Request(title: "Sign in", entry: .boxes(4)), clock: surface.clock)
        prompt.endsClosedOnStop = true
        prompt.idleTimeout = 30_000
        surface.append([.tap(.digit(1)), .tap(.digit(2)), .tap(.digit(3)), .tap(.digit(4))])
        #expect(surface.run(prompt).value == .submitted("1234"))
        return prompt
    }

    @Test func cancelEndsTheWaitAndNothingElseIsTaken() throws {
        for cancel in [ScriptStep.tap(.cancel), .input(.key(KeyStroke(.escape)))] {
            let surface = ScriptedSurface(script: [])
            let prompt = Self.submitted(on: surface)
            surface.append([.tap(.digit(5)), .input(.typed("6")), .input(.key(KeyStroke(.enter))), cancel])
            #expect(try surface.wait(on: prompt, saying: "Checking…", until: Interruption()) == .cancelled)
            #expect(prompt.lockedPressCount >= 2 && prompt.keypadLock?.isWaiting == true)
            #expect(prompt.field.count == 0, "something typed was taken")
        }
    }

    @Test func theAnswerEndsTheWaitAndItNeitherTimesOutNorEndsByItself() throws {
        let surface = ScriptedSurface(script: [])
        let prompt = Self.submitted(on: surface)
        let answer = Interruption()
        // Ten minutes without input: no idle timeout, the wait goes on until the answer.
        surface.append([.wait(600_000)])
        surface.patience = 0
        #expect(try surface.wait(on: prompt, saying: "Checking…", until: answer) == .stopped)
        #expect(surface.ranOutOfScript, "the wait ended by itself")
        answer.request()
        surface.append([.wait(1)])
        #expect(try surface.wait(on: prompt, saying: "Checking…", until: answer) == .answered)
    }

    @Test func aStopEndsTheWait() throws {
        let surface = ScriptedSurface(script: [])
        let prompt = Self.submitted(on: surface)
        surface.append([.input(.close)])
        #expect(try surface.wait(on: prompt, saying: "Checking…", until: Interruption()) == .stopped)
    }

    /// The wait is said once, as what changed since the PIN was entered; run again (the next
    /// answer awaited on the same pad) nothing more; a key pressed meanwhile says it again.
    @Test func theWaitIsSaidOnceAndAgainForAKeyPressed() {
        let policy = AnnouncementPolicy()
        let entered = PromptReading(title: "Sign in", count: 4, total: 4, isFull: true, result: .submitted)
        let waiting = PromptReading(title: "Sign in", total: 4, lockMessage: "Checking…", isWaiting: true)
        #expect(policy.announcement(from: entered, to: waiting)?.text == "Checking…")
        var answered = waiting
        answered.result = .closed
        #expect(policy.announcement(from: answered, to: waiting) == nil)
        var pressed = waiting
        pressed.lockedPresses = 1
        #expect(policy.announcement(from: waiting, to: pressed)?.text == "Checking…")
        // A lockout's lock still says the keypad is locked.
        var locked = waiting
        locked.isWaiting = false
        locked.lockMessage = "Locked"
        var lockedPress = locked
        lockedPress.lockedPresses = 1
        #expect(policy.announcement(from: locked, to: lockedPress)?.text == "Keypad locked.")
    }
}
