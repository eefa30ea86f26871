import Foundation
@testable import PinPadCore
import Testing

/// Easing, transitions, the timeline and the prompt's deadlines (issue 2, section 4).
@Suite struct TimelineTests {
    // MARK: Easing

    @Test(arguments: [
        (Easing.linear, 0.25, 0.25), (.linear, 0.5, 0.5), (.linear, 0.75, 0.75),
        (.easeOut, 0.25, 1 - 0.75 * 0.75 * 0.75), (.easeOut, 0.5, 0.875), (.easeOut, 0.75, 1 - 0.25 * 0.25 * 0.25),
        (.easeInOut, 0.25, 0.0625), (.easeInOut, 0.5, 0.5), (.easeInOut, 0.75, 0.9375),
        (.back, 0.25, 1 + 2.70158 * -0.421875 + 1.70158 * 0.5625), (.back, 0.5, 1 + 2.70158 * -0.125 + 1.70158 * 0.25),
        (.back, 0.75, 1 + 2.70158 * -0.015625 + 1.70158 * 0.0625),
    ])
    func easingValueInTheMiddle(easing: Easing, progress: Double, expected: Double) {
        #expect(abs(easing.value(progress) - expected) < 1e-12, "\(easing)(\(progress)) = \(easing.value(progress))")
    }

    @Test(arguments: [Easing.linear, .easeOut, .easeInOut, .back])
    func easingIsExactlyZeroAtTheStartAndOneAtTheEnd(easing: Easing) {
        #expect(easing.value(0) == 0)
        #expect(easing.value(1) == 1)
        #expect(easing.value(-3) == 0)
        #expect(easing.value(7) == 1)
    }

    @Test func backOvershootsThenSettles() throws {
        let samples = (1..<100).map { Easing.back.value(Double($0) / 100) }
        let peak = try #require(samples.max())
        #expect(peak > 1.05 && peak < 1.15)
        #expect(Easing.back.value(0.99) > 1)
    }

    @Test(arguments: [Easing.linear, .easeOut, .easeInOut])
    func monotoneEasingsNeverGoBack(easing: Easing) {
        let samples = (0...200).map { easing.value(Double($0) / 200) }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
    }

    // MARK: Transition

    @Test(arguments: [Easing.linear, .easeOut, .easeInOut, .back])
    func transitionValueAtStartMiddleAndEnd(easing: Easing) {
        let transition = Transition(start: 1_000, duration: 200, easing: easing)
        #expect(transition.value(at: 900) == 0)
        #expect(transition.value(at: 1_000) == 0)
        #expect(transition.value(at: 1_100) == easing.value(0.5))
        #expect(transition.value(at: 1_200) == 1)
        #expect(transition.value(at: 5_000) == 1)
        #expect(transition.progress(at: 1_050) == 0.25)
        #expect(transition.end == 1_200)
        #expect(!transition.isFinished(at: 1_199) && transition.isFinished(at: 1_200))
    }

    @Test func zeroDurationFinishesAtOnce() {
        let transition = Transition(start: 50, duration: 0)
        #expect(transition.value(at: 49) == 0)
        #expect(transition.value(at: 50) == 1)
        #expect(Transition(start: 0, duration: -5).duration == 0)
    }

    // MARK: Timeline

    @Test func timelineValuesAtStartMiddleAndEnd() {
        var timeline = Timeline()
        timeline.start(.popIn(box: 0), Transition(start: 100, duration: 150, easing: .back))
        timeline.start(.shrink(box: 1), Transition(start: 100, duration: 120, easing: .easeOut))
        #expect(timeline.value(.popIn(box: 0), at: 99) == nil)
        #expect(timeline.value(.popIn(box: 0), at: 100) == 0)
        #expect(timeline.value(.popIn(box: 0), at: 175) == Easing.back.value(0.5))
        #expect(timeline.value(.shrink(box: 1), at: 160) == 0.875)
        #expect(timeline.value(.popIn(box: 0), at: 250) == nil)
        #expect(timeline.value(.focus, at: 150) == nil)
    }

    @Test func startingAKeyAgainReplacesItsTransition() {
        var timeline = Timeline()
        timeline.start(.focus, Transition(start: 0, duration: 100))
        timeline.start(.focus, Transition(start: 50, duration: 100, easing: .linear))
        #expect(timeline.value(.focus, at: 100) == 0.5)
        timeline.stop(.focus)
        #expect(timeline.value(.focus, at: 100) == nil)
        #expect(timeline.keys.isEmpty)
    }

    @Test func nextDeadlineStepsByFramesAndIsNilOnceAllFinish() {
        var timeline = Timeline()
        #expect(timeline.nextDeadline(after: 0) == nil)
        timeline.start(.popIn(box: 0), Transition(start: 0, duration: 150))
        timeline.start(.keyRelease(.digit(1)), Transition(start: 0, duration: 100))
        var time = 0
        var frames: [Int] = []
        while let deadline = timeline.nextDeadline(after: time) {
            #expect(deadline > time)
            #expect(deadline - time <= Timeline.frameInterval)
            frames.append(deadline)
            time = deadline
            #expect(frames.count < 100)
            if frames.count >= 100 { break }
        }
        #expect(frames.last == 150)
        #expect(frames.contains(100))
        #expect(timeline.nextDeadline(after: 150) == nil)
        #expect(timeline.isAnimating(at: 149))
        #expect(!timeline.isAnimating(at: 150))
        timeline.removeFinished(at: 150)
        #expect(timeline.keys.isEmpty)
    }

    @Test func aHoldNeedsAFrameOnlyAtItsEndAndAFutureStartAtItsStart() {
        var timeline = Timeline()
        timeline.start(.reveal(box: 0), Transition(start: 0, duration: 1_300, isContinuous: false))
        #expect(timeline.nextDeadline(after: 0) == 1_300)
        #expect(timeline.nextDeadline(after: 700) == 1_300)
        timeline.start(.morph(box: 0), Transition(start: 1_300, duration: 120))
        #expect(timeline.nextDeadline(after: 10) == 1_300)
        #expect(timeline.nextDeadline(after: 1_300) == 1_316)
        #expect(timeline.nextDeadline(after: 1_420) == nil)
    }

    @Test func removeFinishedKeepsRunningTransitions() {
        var timeline = Timeline()
        timeline.start(.focus, Transition(start: 0, duration: 100))
        timeline.start(.shake, Transition(start: 0, duration: 400))
        timeline.removeFinished(at: 200)
        #expect(timeline.keys == [.shake])
    }

    // MARK: Clocks

    @Test func manualClockMovesOnlyWhenTold() {
        let clock = ManualClock(start: 250)
        #expect(clock.now == 250)
        #expect(clock.now == 250)
        clock.advance(by: 16)
        #expect(clock.now == 266)
        clock.advance(by: 0)
        #expect(clock.now == 266)
    }

    @Test func systemClockIsMonotonicMilliseconds() {
        let clock = SystemClock()
        let first = clock.now
        var last = first
        for _ in 0..<1_000 {
            let now = clock.now
            #expect(now >= last)
            last = now
        }
        #expect(first >= 0 && first < 1_000)
    }

    @Test func theManualClockIsThePromptsOnlyTimeSource() {
        // Two prompts whose clocks read different absolute times but see the same input at the
        // same relative times draw the same scenes: only time passed on the clock matters.
        func run(origin: Int) -> [Scene] {
            let clock = ManualClock(start: origin)
            let prompt = makePrompt(PasscodeField(mask: .delayedDots(milliseconds: 300)), clock: clock)
            var scenes: [Scene] = []
            for (step, digit) in [4, 0, 4, 1].enumerated() {
                prompt.handle(.key(.digit(digit)))
                scenes.append(prompt.scene())
                clock.advance(by: 37 * (step + 1))
                scenes.append(prompt.scene())
            }
            prompt.reject(message: "Wrong PIN")
            for _ in 0..<12 {
                clock.advance(by: 41)
                scenes.append(prompt.scene())
                scenes.append(prompt.scene())  // the same instant twice: the same scene
            }
            return scenes
        }
        let early = run(origin: 0)
        let late = run(origin: 987_654)
        #expect(early == late)
        #expect(early[early.count - 1] == early[early.count - 2])
        #expect(Set(early).count > 5)
    }

    @Test func aPromptsDeadlineDoesNotMoveUnlessItsClockDoes() {
        let clock = ManualClock()
        let prompt = makePrompt(clock: clock)
        prompt.type("1")
        let deadline = prompt.nextDeadline
        let scene = prompt.scene(at: 40)
        for _ in 0..<1_000 { _ = clock.now }
        #expect(prompt.nextDeadline == deadline)
        #expect(prompt.scene(at: 40) == scene)
    }

    // MARK: Prompt deadlines

    @Test func idlePromptWithoutBlinkHasNoDeadline() {
        var theme = Theme.dark
        theme.caretBlinkInterval = 0
        let clock = ManualClock()
        let prompt = makePrompt(theme: theme, clock: clock)
        #expect(prompt.nextDeadline == nil)
        prompt.type("12")
        #expect(prompt.nextDeadline != nil)
        clock.advance(by: 1_000)
        #expect(prompt.nextDeadline == nil)
        prompt.tick()
        #expect(prompt.nextDeadline == nil)
        #expect(prompt.timeline.keys.isEmpty)
    }

    @Test func blinkingPromptWakesAtTheNextCaretToggle() {
        let clock = ManualClock()
        let prompt = makePrompt(clock: clock)
        let blink = prompt.theme.caretBlinkInterval
        #expect(blink > 0)
        #expect(prompt.nextDeadline == blink)
        clock.advance(by: blink + 10)
        #expect(prompt.nextDeadline == 2 * blink)
        // After typing, the blink restarts from the keystroke once the animations end.
        prompt.type("7")
        let typedAt = clock.now
        clock.advance(by: 300)
        #expect(prompt.nextDeadline == typedAt + blink)
        clock.advance(by: blink)
        #expect(prompt.nextDeadline == typedAt + 2 * blink)
        // The caret shows in the first half-period and hides in the second.
        let caretBox = prompt.layout.boxes[1]
        func caretShown(at time: Int) -> Bool {
            prompt.scene(at: time).primitives.contains {
                if case .fill(let rect, _) = $0.shape { return rect != caretBox && caretBox.contains(rect) }
                return false
            }
        }
        #expect(caretShown(at: typedAt + blink - 1))
        #expect(!caretShown(at: typedAt + blink))
        #expect(caretShown(at: typedAt + 2 * blink))
    }

    @Test func theCaretStopsBlinkingShownAfterTheTimeoutUntilTheNextKey() {
        let clock = ManualClock()
        let prompt = makePrompt(clock: clock)
        let (blink, timeout) = (prompt.theme.caretBlinkInterval, prompt.theme.caretBlinkTimeout)
        #expect(timeout == 10_000)
        // Blinks until the timeout, then wakes no more, the caret shown.
        var wakes: [Int] = []
        while let next = prompt.nextDeadline, wakes.count < 100 {
            wakes.append(next)
            clock.advance(by: next - clock.now)
            prompt.tick()
        }
        #expect(wakes.count == timeout / blink, "\(wakes)")
        #expect(wakes.allSatisfy { $0 <= timeout })
        let caretBox = prompt.layout.boxes[0]
        func caretShown(at time: Int) -> Bool {
            prompt.scene(at: time).primitives.contains {
                if case .fill(let rect, _) = $0.shape { return rect != caretBox && caretBox.contains(rect) }
                return false
            }
        }
        #expect(caretShown(at: timeout + 1))
        #expect(caretShown(at: timeout + blink + 1), "the caret hid after the blink stopped")
        #expect(caretShown(at: 3_600_000))
        // A key starts it again.
        prompt.type("7")
        let typedAt = clock.now
        clock.advance(by: 300)
        #expect(prompt.nextDeadline == typedAt + blink)
    }

    @Test func inactiveOrFullPromptDoesNotBlink() {
        let clock = ManualClock()
        let prompt = makePrompt(clock: clock)
        prompt.isActive = false
        #expect(prompt.nextDeadline == nil)
        prompt.isActive = true
        #expect(prompt.nextDeadline != nil)
        prompt.type("123456")
        clock.advance(by: 1_000)
        #expect(prompt.nextDeadline == nil)
    }

    @Test func idleTimeoutIsADeadline() {
        var theme = Theme.dark
        theme.caretBlinkInterval = 0
        let clock = ManualClock()
        let prompt = makePrompt(theme: theme, clock: clock)
        prompt.idleTimeout = 30_000
        clock.advance(by: 500)
        prompt.type("1")
        clock.advance(by: 1_000)
        #expect(prompt.nextDeadline == 30_500)
    }

    @Test func everyAnimationOfAPromptEnds() {
        let clock = ManualClock()
        var theme = Theme.dark
        theme.caretBlinkInterval = 0
        let prompt = makePrompt(PasscodeField(boxCount: 4, mask: .delayedDots(milliseconds: 1_300)), theme: theme, clock: clock)
        prompt.tap(.digit(1))
        prompt.type("23")
        prompt.deleteBackward()
        prompt.type("45")
        var steps = 0
        while let deadline = prompt.nextDeadline, steps < 1_000 {
            #expect(deadline > clock.now)
            clock.advance(by: deadline - clock.now)
            prompt.tick()
            steps += 1
        }
        #expect(prompt.nextDeadline == nil)
        #expect(steps < 1_000)
        #expect(clock.now >= 1_300)
    }

    @Test func aFrameIsNeededOnlyWhenSomethingChangedOrMoves() {
        var theme = Theme.dark
        theme.caretBlinkInterval = 0
        let clock = ManualClock()
        let prompt = makePrompt(theme: theme, clock: clock)
        #expect(prompt.needsFrame)
        _ = prompt.scene()
        #expect(!prompt.needsFrame)
        clock.advance(by: 5_000)
        #expect(!prompt.needsFrame)
        prompt.type("5")
        #expect(prompt.needsFrame)
        _ = prompt.scene()
        #expect(prompt.needsFrame)  // the pop-in is still running
        clock.advance(by: 1_000)
        _ = prompt.scene()
        #expect(!prompt.needsFrame)
        prompt.setNeedsDisplay()
        #expect(prompt.needsFrame)
    }

    // MARK: Sine

    @Test func sineMatchesTheLibraryFunction() {
        for step in -400...400 {
            let x = Double(step) * 0.05
            #expect(abs(sine(x) - Foundation.sin(x)) < 1e-9, "sine(\(x))")
        }
    }
}
