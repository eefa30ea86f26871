import PinPadCore
import PinPadTestSupport
import Testing

/// Feedback follows the driver, whatever the surface: an observer is attached when a driver
/// starts, told after each input and tick, and detached when the driver is done.
@Suite struct PromptObserverTests {
    final class Recorder: PromptObserver {
        var log: [String] = []
        var lastCount = -1

        func attach(_ prompt: Prompt) {
            log.append("attach")
            prompt.onKeyPress = { [unowned self] key in log.append("press \(key)") }
        }

        func observe(_ prompt: Prompt) {
            let count = prompt.reading.count
            if count != lastCount { log.append("count \(count)") }
            lastCount = count
        }

        func detach(_ prompt: Prompt) {
            prompt.onKeyPress = nil
            log.append("detach")
        }
    }

    @Test func anObserverFollowsAPromptOnTheScriptedSurface() {
        let recorder = Recorder()
        let surface = ScriptedSurface(script: [.tap(.digit(4)), .input(.key(KeyStroke(.backspace))), .input(.key(KeyStroke(.escape)))])
        surface.observers = [recorder]
        let prompt = Prompt(field: PasscodeField(boxCount: 4), clock: surface.clock)
        #expect(surface.run(prompt).value == .cancelled)
        #expect(recorder.log == ["attach", "count 0", "press digit(4)", "count 1", "press delete", "count 0", "press cancel", "detach"])
        #expect(prompt.onKeyPress == nil)
    }
}
