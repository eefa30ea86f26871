import CSDL2
import PinPadCore
import PinPadSDL
import Testing

/// What follows a prompt and what it was asked to do, for the window's `feedback`.
final class RecordingObserver: PromptObserver {
    var events: [String] = []

    func attach(_ prompt: Prompt) { events.append("attach") }
    func observe(_ prompt: Prompt) { if events.last != "observe" { events.append("observe") } }
    func detach(_ prompt: Prompt) { events.append("detach") }
    func finish() { events.append("finish") }
}

extension SDLTests.WindowTests {
    /// The window plays the feedback the program gives it (pinpad gives PinPadFeedback's
    /// `AudioGuide`): made once, from the options' accessibility, when they ask for any; it follows
    /// each prompt's driver and finishes before the window closes.
    @Test func theFeedbackGivenToTheWindowFollowsEachPromptAndFinishesWhenItCloses() throws {
        try #require(Self.hasDisplay, "no DISPLAY: run the window tests through `make test` (xvfb-run)")
        var options = WindowOptions(width: 480, height: 800, renderer: .software, fontPath: Snapshot.fontPath)
        options.accessibility.keyClick = true
        let observer = RecordingObserver()
        var asked: [AccessibilityOptions] = []
        var window: PinPadWindow? = try PinPadWindow(options: options, feedback: { accessibility in
            asked.append(accessibility)
            return observer
        })
        #expect(asked.map(\.keyClick) == [true])
        push(key: SDLK_1)
        push(key: SDLK_RETURN)
        #expect(window?.run(prompt(boxes: 4, minLength: 1)).value == .submitted("1"))
        #expect(observer.events == ["attach", "observe", "detach"])
        window = nil
        #expect(observer.events == ["attach", "observe", "detach", "finish"])
        #expect(asked.count == 1)
    }

    /// Options that ask for no speech, click or haptics make no feedback, whatever was given.
    @Test func noFeedbackIsMadeWhenTheOptionsAskForNone() throws {
        try #require(Self.hasDisplay, "no DISPLAY: run the window tests through `make test` (xvfb-run)")
        var made = 0
        let window = try PinPadWindow(
            options: WindowOptions(width: 480, height: 800, renderer: .software, fontPath: Snapshot.fontPath),
            feedback: { _ in
                made += 1
                return RecordingObserver()
            })
        push(key: SDLK_ESCAPE)
        #expect(window.run(prompt(boxes: 4)).value == .cancelled)
        #expect(made == 0)
    }
}
