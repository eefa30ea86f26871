import PinPadCore
import PinPadPlatform
import PinPadSDL

/// The edge shared by the front ends that show one prompt and exit (the command line, askpass):
/// open the presenter, run the prompt, deliver its outcome, and only then tear the window down
/// and exit, so nothing that goes wrong in the teardown can lose what was typed.
enum OneShot {
    /// Runs the prompt `makePrompt` builds for the presenter's viewport, and exits with what
    /// `deliver` returns for its outcome.
    /// - Throws: `ProgramExit`, always: `deliver`'s status, or the line and status of a presenter
    ///   that could not open or failed (`exitCode(for:)`).
    /// - Parameters:
    ///   - settings: where and how to show it.
    ///   - makePrompt: the prompt, for the presenter's size and scale.
    ///   - deliver: writes what the outcome holds and returns how the program ends.
    static func run(
        _ settings: PresenterSettings, makePrompt: (_ size: Size, _ scale: Double) -> Prompt,
        deliver: (consuming PromptOutcome) -> ProgramExit
    ) throws(ProgramExit) -> Never {
        let session = try openSession(settings, reportsFirstFrame: ProcessEnvironment.process.value(.reportFirstFrame) != nil)
        let (size, scale) = session.viewport
        let prompt = makePrompt(size, scale)
        if let asked = settings.scale, prompt.layout.scale < scale * 0.999 {
            let drawn = (prompt.layout.scale / scale * asked * 100).rounded() / 100
            let text = asked == asked.rounded() ? String(Int(asked)) : String(asked)
            Platform.complain("--scale \(text) does not fit the window: the pad is drawn at scale \(drawn)")
        }
        let end: ProgramExit
        do {
            let outcome = try session.run(prompt)
            end = deliver(outcome)
        } catch {
            end = ProgramExit(.noDisplay, "\(error)")
        }
        // From here on a lost display connection only ends the teardown early.
        session.onDisplayLoss = { _ in end.endInCallback() }
        session.close()
        throw end
    }

    /// The presenter session for `settings`, its presenter open, with a lost display connection
    /// ending the program (one line; `exitCode(for:)` a `DisplayLoss`); when none can be opened, one line and its exit
    /// status. With `reportsFirstFrame`, one line on stderr when the first frame is presented.
    /// - Throws: `ProgramExit` with the line and status of the `FrontEndError` (`exitCode(for:)`).
    static func openSession(_ settings: PresenterSettings, reportsFirstFrame: Bool = false) throws(ProgramExit) -> PresenterSession {
        let session = PresenterSession(settings: settings) { loss in
            ProgramExit(exitCode(for: loss), "lost the connection to the display").endInCallback()
        }
        session.reportsFirstFrame = reportsFirstFrame
        do {
            try session.open()
        } catch {
            throw ProgramExit(exitCode(for: error), error.message)
        }
        return session
    }

    /// The exit status for a lost display connection: the display gone is no display (4), as on
    /// every backend; a connection another program killed while the display lives ends the
    /// window as a window it destroyed does (cancelled, 1).
    static func exitCode(for loss: DisplayLoss) -> ExitCode {
        switch loss {
        case .displayGone: return .noDisplay
        case .connectionKilled: return .cancelled
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
}
