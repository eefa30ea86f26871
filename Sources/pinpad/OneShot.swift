import PinPadCore
import PinPadFramebuffer
import PinPadFrontEnd
import PinPadPlatform
import PinPadSDL

/// The edge shared by the front ends that show one prompt and exit (the command line, askpass):
/// open the presenter, run the prompt, deliver its outcome, and only then tear the window down
/// and exit, so nothing that goes wrong in the teardown can lose what was typed.
enum OneShot {
    /// Runs the prompt `makePrompt` builds for the presenter's viewport, and exits with what
    /// `deliver` returns for its outcome.
    /// - Parameters:
    ///   - settings: where and how to show it.
    ///   - makePrompt: the prompt, for the presenter's size and scale.
    ///   - deliver: writes what the outcome holds and returns the exit status.
    static func run(
        _ settings: PresenterSettings, makePrompt: (_ size: Size, _ scale: Double) -> Prompt,
        deliver: (consuming PromptOutcome) -> ExitCode
    ) -> Never {
        var presenter: (any Presenter)? = openPresenter(settings)
        if let window = presenter as? PinPadWindow { reportFirstFrame { window.onPresent = $0 } }
        if let framebuffer = presenter as? FramebufferPresenter { reportFirstFrame { framebuffer.onPresent = $0 } }
        let (size, scale) = presenter!.viewport
        let prompt = makePrompt(size, scale)
        if let asked = settings.scale, prompt.layout.scale < scale * 0.999 {
            let drawn = (prompt.layout.scale / scale * asked * 100).rounded() / 100
            let text = asked == asked.rounded() ? String(Int(asked)) : String(asked)
            Platform.complain("--scale \(text) does not fit the window: the pad is drawn at scale \(drawn)")
        }
        ShownRequestReport.attach(prompt, to: presenter!)
        let code: ExitCode
        do {
            let outcome = try presenter!.run(prompt)
            _ = LostWindow.report(presenter!)
            code = deliver(outcome)
        } catch {
            Platform.complain("\(error)")
            code = .noDisplay
        }
        // From here on a lost display connection only ends the teardown early.
        DisplayConnection.onLoss = { Platform.exit(code) }
        presenter = nil
        Platform.exit(code)
    }

    /// The presenter for `settings`, with a lost display connection ending the program
    /// (cancelled, one line); when none can be opened, one line and its exit status.
    static func openPresenter(_ settings: PresenterSettings) -> any Presenter {
        DisplayConnection.onLoss = {
            Platform.complain("lost the connection to the display")
            Platform.exit(.cancelled)
        }
        do {
            return try PresenterChoice.open(settings)
        } catch {
            Platform.complain(error.message)
            Platform.exit(exitCode(for: error))
        }
    }

    /// The exit status for a front-end error.
    static func exitCode(for error: FrontEndError) -> ExitCode {
        switch error {
        case .noDisplay: return .noDisplay
        case .noRenderer: return .noRenderer
        case .noFont: return .noFont
        }
    }

    /// With `PINPAD_REPORT_FIRST_FRAME` set (the benchmarks), one line on stderr when the first
    /// frame is presented.
    private static func reportFirstFrame(_ setOnPresent: (@escaping (Int) -> Void) -> Void) {
        guard ProcessEnvironment.process.value(.reportFirstFrame) != nil else { return }
        var reported = false
        setOnPresent { _ in
            guard !reported else { return }
            reported = true
            Platform.complain("first frame at \(Platform.monotonicMilliseconds()) ms")
        }
    }
}
