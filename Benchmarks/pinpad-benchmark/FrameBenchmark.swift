import PinPadCore
import PinPadSDL

/// Frame time offscreen with SDL's software renderer (`OffscreenCanvas`): the time to build the
/// prompt's scene and draw it, for every 16 ms frame while the pop-in (a digit typed) and the
/// shake (a wrong PIN) animate. A manual clock steps the animations, so every run draws the
/// same frames. Each frame is timed on the wall clock and on the thread's CPU clock; the CPU
/// figure is what the frame costs even when other processes share the machine. The frames are
/// drawn twice: as the window draws them (only the areas that changed since the previous frame),
/// then whole (`_whole` figures).
struct FrameBenchmark {
    var width: Int
    var height: Int
    /// Cycles of five digits and a rejection; the first only warms the caches and is not counted.
    var cycles: Int
    var fontPath: String

    /// Runs the cycles and reports `frame_<w>x<h>_…` figures: the first frame with empty caches,
    /// the frame distribution (wall and CPU), and its split into scene building (PinPadCore) and
    /// drawing (PinPadSDL and SDL).
    func run() throws {
        let canvas = try OffscreenCanvas(width: width, height: height, fontPath: fontPath)
        let clock = ManualClock(start: 10_000)
        let viewport = Size(width: Double(width), height: Double(height))
        let prompt = Prompt(
            title: "Enter PIN", message: "Any 6 digits", viewport: viewport,
            scale: Layout.suggestedScale(for: viewport, pixelRatio: 1), clock: clock)
        let name = "frame_\(width)x\(height)"

        let coldStart = Monotonic.nanoseconds()
        canvas.draw(prompt.scene(measure: canvas.measure))
        Report.figure("\(name)_cold_ms", Monotonic.milliseconds(from: coldStart, to: Monotonic.nanoseconds()))

        // As the window draws: after the first frame only the changed areas are redrawn.
        let timing = cycle(prompt, clock, canvas, whole: false)
        Report.distribution(name, timing.frames)
        Report.distribution("\(name)_cpu", timing.cpu)
        Report.distribution("\(name)_scene", timing.scenes)
        Report.distribution("\(name)_draw", timing.draws)
        // The same frames drawn whole (`invalidate()` before each), as after an expose or a
        // resize, and as every frame was drawn before the renderer redrew only what changed.
        let whole = cycle(prompt, clock, canvas, whole: true)
        Report.distribution("\(name)_whole", whole.frames)
        Report.distribution("\(name)_whole_cpu", whole.cpu)
    }

    private func cycle(_ prompt: Prompt, _ clock: ManualClock, _ canvas: OffscreenCanvas, whole: Bool) -> Timing {
        var timing = Timing()
        timing.isWhole = whole
        for cycle in 0..<cycles {
            timing.isCounting = cycle > 0
            for digit in 1...5 {
                prompt.handle(.key(.digit(digit)))
                animate(prompt, clock, canvas, &timing)
            }
            prompt.reject(message: "Wrong PIN")
            animate(prompt, clock, canvas, &timing)
            clock.advance(by: 1000)
        }
        return timing
    }

    private struct Timing {
        var isCounting = false
        var isWhole = false
        var frames = Samples()
        var cpu = Samples()
        var scenes = Samples()
        var draws = Samples()
    }

    /// Draws a frame every `Timeline.frameInterval` milliseconds while anything animates.
    private func animate(_ prompt: Prompt, _ clock: ManualClock, _ canvas: OffscreenCanvas, _ timing: inout Timing) {
        while prompt.timeline.isAnimating(at: clock.now) {
            let cpuStart = Monotonic.threadCPUNanoseconds()
            let start = Monotonic.nanoseconds()
            let scene = prompt.scene(measure: canvas.measure)
            let built = Monotonic.nanoseconds()
            if timing.isWhole { canvas.invalidate() }
            canvas.draw(scene)
            let drawn = Monotonic.nanoseconds()
            let cpuEnd = Monotonic.threadCPUNanoseconds()
            if timing.isCounting {
                timing.frames.append(Monotonic.milliseconds(from: start, to: drawn))
                timing.cpu.append(Monotonic.milliseconds(from: cpuStart, to: cpuEnd))
                timing.scenes.append(Monotonic.milliseconds(from: start, to: built))
                timing.draws.append(Monotonic.milliseconds(from: built, to: drawn))
            }
            clock.advance(by: Timeline.frameInterval)
            prompt.tick()
        }
    }
}
