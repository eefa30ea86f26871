import PinPadCore
import PinPadSDL

/// Input → present latency in a real window (`PinPadWindow` on the X server in `DISPLAY`):
/// from `SDL_PushEvent` on another thread to the end of `SDL_RenderPresent` of the first frame
/// drawn after the prompt took the press. A press counts as taken when the field's length
/// changed in the window's event handling, so animation frames already in flight are never
/// mistaken for the answer to a press. Reported whole, and split at the moment the prompt took
/// the press: `_wake` (the queue and the scheduler waking the window's thread) and `_handled`
/// (pinpad: handling, building the scene, drawing, presenting). Also counts the frames presented and the process's CPU
/// time (every thread) from the first push to the end: the in-process cost of a press.
final class LatencyBenchmark {
    let renderer: RendererChoice
    let count: Int
    let interval: UInt32
    let fontPath: String

    private var pushedAt = 0
    private var handledAt = 0
    private var lastLength = 0
    private var started = false
    private var presents = 0
    private var cpuAtStart = 0
    private var latency = Samples()
    private var wake = Samples()
    private var own = Samples()

    init(renderer: RendererChoice, count: Int, interval: UInt32, fontPath: String) {
        self.renderer = renderer
        self.count = count
        self.interval = interval
        self.fontPath = fontPath
    }

    func run() throws {
        let window = try PinPadWindow(options: WindowOptions(renderer: renderer, fontPath: fontPath))
        let prompt = Prompt(title: "Enter PIN", message: "Any 6 digits")
        window.onEventHandled = { [unowned self] in self.handled(prompt) }
        window.onPresent = { [unowned self] _ in self.presented() }
        _ = window.run(prompt)
        let cpu = Monotonic.milliseconds(from: cpuAtStart, to: Monotonic.processCPUNanoseconds())
        let name = "latency_\(renderer.rawValue)"
        Report.figure("\(name)_renderer", window.rendererName)
        Report.distribution(name, latency)
        Report.distribution("\(name)_wake", wake)
        Report.distribution("\(name)_handled", own)
        Report.figure("\(name)_frames_per_press", Double(presents) / Double(count))
        Report.figure("\(name)_cpu_per_press_ms", cpu / Double(count))
        Report.figure("\(name)_cpu_per_frame_ms", presents > 0 ? cpu / Double(presents) : 0)
        if latency.count < count * 9 / 10 {
            Report.fail("only \(latency.count) of \(count) pushed presses reached the screen")
        }
    }

    private func handled(_ prompt: Prompt) {
        let length = prompt.field.count
        guard length != lastLength else { return }
        lastLength = length
        let pushed = PushedEvents.pendingPush.exchange(0, ordering: .acquiring)
        guard pushed != 0 else { return }
        pushedAt = pushed
        handledAt = Monotonic.nanoseconds()
    }

    private func presented() {
        if !started {
            started = true
            cpuAtStart = Monotonic.processCPUNanoseconds()
            PushedEvents.start(count: count, interval: interval)
            return
        }
        presents += 1
        guard pushedAt != 0 else { return }
        latency.append(Monotonic.milliseconds(from: pushedAt, to: Monotonic.nanoseconds()))
        wake.append(Monotonic.milliseconds(from: pushedAt, to: handledAt))
        own.append(Monotonic.milliseconds(from: handledAt, to: Monotonic.nanoseconds()))
        pushedAt = 0
    }
}
