import PinPadCore
import PinPadTestSupport
import Testing

/// The one loop every backend runs in (`PromptDriver.run(on:)`): a surface only presents and
/// waits, in the driver's order, and the loop ends with the driver's outcome.
@Suite struct PromptSurfaceLoopTests {
    /// A surface that records what the loop asked of it and plays typed keys, one a wait.
    final class RecordingSurface: PromptSurface {
        let clock: ManualClock
        var keys: [KeyStroke]
        var calls: [String] = []
        var waits: [Int?] = []

        init(clock: ManualClock, keys: [KeyStroke]) {
            self.clock = clock
            self.keys = keys
        }

        func prepare(_ driver: PromptDriver) { calls.append("prepare") }

        func present(_ driver: PromptDriver) {
            _ = driver.frame()
            calls.append("present")
        }

        func waitForInput(_ driver: PromptDriver, milliseconds: Int?) {
            calls.append("wait")
            waits.append(milliseconds)
            if keys.isEmpty {
                clock.advance(by: milliseconds ?? 0)
            } else {
                driver.receive(.key(keys.removeFirst()))
            }
        }
    }

    /// A prompt of 4 boxes on `clock` whose caret does not blink: only input and its own
    /// deadlines wake it.
    static func steadyPrompt(clock: ManualClock) -> Prompt {
        var theme = Theme.dark
        theme.caretBlinkInterval = 0
        return Prompt(field: PasscodeField(boxCount: 4), theme: theme, clock: clock)
    }

    @Test func aSurfacePresentsAndWaitsInTheDriversLoop() {
        let clock = ManualClock()
        let prompt = Self.steadyPrompt(clock: clock)
        let surface = RecordingSurface(clock: clock, keys: "1234".map { KeyStroke(.digit(Int(String($0))!), text: String($0)) })
        #expect(PromptDriver(prompt: prompt).run(on: surface).value == .submitted("1234"))
        // The first turn presents before it waits; every turn starts with the surface's upkeep.
        #expect(Array(surface.calls.prefix(3)) == ["prepare", "present", "wait"])
        #expect(surface.calls.filter { $0 == "prepare" }.count == surface.calls.filter { $0 == "wait" }.count + 1)
        #expect(surface.waits.count == 4, "one wait a key, none after the outcome")
    }

    @Test func aWaitLastsUntilTheDriversNextDeadline() {
        let clock = ManualClock()
        let prompt = Self.steadyPrompt(clock: clock)
        prompt.idleTimeout = 5000
        let surface = RecordingSurface(clock: clock, keys: [])
        #expect(PromptDriver(prompt: prompt).run(on: surface).value == .timedOut)
        #expect(surface.waits.first == 5000, "\(surface.waits)")
        #expect(surface.calls.filter { $0 == "present" }.count >= 1)
    }
}
