import PinPadCore
import PinPadSDL

/// Start-up inside one fresh process: fontconfig's font lookup, opening the window (SDL video,
/// window, renderer, SDL2_ttf) and the first frame presented, each from the start of `main`.
/// `Benchmarks/run` starts it once per sample, so every sample pays the cold library loads.
struct StartupBenchmark {
    var renderer: RendererChoice
    /// `Monotonic.nanoseconds()` when `main` began.
    var processStart: Int

    func run() throws {
        guard let fontPath = FontLocator.path() else { Report.fail("no font (install fonts-dejavu-core)") }
        let fontFound = Monotonic.nanoseconds()
        let window = try PinPadWindow(options: WindowOptions(renderer: renderer, fontPath: fontPath))
        let opened = Monotonic.nanoseconds()
        let prompt = Prompt(title: "Enter PIN", message: "Any 6 digits")
        var presented = 0
        window.onPresent = { _ in
            presented = Monotonic.nanoseconds()
            prompt.cancel()
        }
        _ = window.run(prompt)
        let name = "startup_\(renderer.rawValue)"
        Report.figure("\(name)_renderer", window.rendererName)
        Report.figure("\(name)_font_ms", Monotonic.milliseconds(from: processStart, to: fontFound))
        Report.figure("\(name)_window_ms", Monotonic.milliseconds(from: processStart, to: opened))
        Report.figure("\(name)_first_present_ms", Monotonic.milliseconds(from: processStart, to: presented))
    }
}
