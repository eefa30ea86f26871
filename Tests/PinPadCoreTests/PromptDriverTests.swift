import PinPadCore
import PinPadTestSupport
import Testing

/// The loop's logic without a loop: when to wake, when to present, what ends a prompt.
@Suite struct PromptDriverTests {
    @Test func aFirstFrameThenNoneUntilSomethingChanges() {
        let clock = ManualClock()
        let prompt = Prompt(field: PasscodeField(boxCount: 4), theme: Theme.dark, clock: clock)
        let driver = PromptDriver(prompt: prompt)
        #expect(driver.frameNeeded)
        _ = driver.frame()
        #expect(!driver.frameNeeded)
        driver.receive(.key(KeyStroke(.digit(1), text: "1")))
        #expect(driver.frameNeeded)
    }

    @Test func nextWaitCountsDownToTheIdleTimeout() {
        let clock = ManualClock()
        let prompt = PromptSurfaceLoopTests.steadyPrompt(clock: clock)
        prompt.idleTimeout = 5000
        let driver = PromptDriver(prompt: prompt)
        _ = driver.frame()
        #expect(driver.nextWait == 5000)
        clock.advance(by: 4000)
        #expect(driver.nextWait == 1000)
        clock.advance(by: 2000)
        #expect(driver.nextWait == 0)
        driver.tick()
        #expect(driver.takeOutcome()?.value == .timedOut)
    }

    @Test func closeCancelsAndNothingEndsBeforeAnOutcome() {
        let driver = PromptDriver(prompt: Prompt(clock: ManualClock()))
        #expect(driver.takeOutcome()?.value == nil)
        #expect(!driver.isFinished)
        driver.receive(.close)
        #expect(driver.takeOutcome()?.value == .cancelled)
    }

    /// The greeter asks again after Cancel: a stop (the window closed, SIGTERM) must end it.
    @Test func closeEndsAPromptThatEndsClosedOnStopAsClosed() {
        let prompt = Prompt(clock: ManualClock())
        prompt.endsClosedOnStop = true
        let driver = PromptDriver(prompt: prompt)
        driver.receive(.close)
        #expect(driver.takeOutcome()?.value == .closed)
    }

    @Test func aTextFieldGetsTextAndCompositionFromTheSurface() {
        let driver = PromptDriver(prompt: Prompt(request: Request(entry: .boxes(4), policy: .textInput), clock: ManualClock()))
        driver.receive(.composition("a"))
        #expect(driver.prompt.composition == "a")
        driver.receive(.text("ä"))
        #expect(driver.prompt.field.text == "ä")
        driver.receive(.focus(false))
        #expect(!driver.prompt.isActive)
    }
}
