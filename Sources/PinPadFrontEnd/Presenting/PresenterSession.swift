import PinPadCore
import PinPadPlatform
import PinPadSDL

/// The one presenter a front end shows its prompts on, and the one place that knows which
/// backend it is: opened at the first prompt (`open`), reused for the next ones (one window: no
/// flicker and no new window between a wrong PIN and the retry), closed when the front end says
/// (`close`). After each prompt, a window another program destroyed is told in one line
/// (`LostWindow`) and, for a front end that shows more requests (`replacesLostWindow`), let go,
/// so that the next `open` makes a new one. The connection to the display going away is handed
/// to `onDisplayLoss`. Test and benchmark hooks (`ShownRequestReport`, the first frame's line)
/// are attached here, once for every front end.
package final class PresenterSession {
    /// Where and how the pad is shown; read at each `open` that makes a presenter.
    package var settings: PresenterSettings
    /// The presenter opened and not closed since; nil before the first `open`.
    package private(set) var presenter: (any Presenter)?
    /// Whether a window another program destroyed is let go after its prompt, so that the next
    /// `open` makes a new one (the pinentry, the password agent); otherwise it is kept until
    /// `close` (a front end that ends with that prompt).
    package var replacesLostWindow = false
    /// With `PINPAD_REPORT_FIRST_FRAME` set (the benchmarks, the kiosk tests): one line on stderr
    /// when the window's or the framebuffer's first frame is presented.
    package var reportsFirstFrame = false
    /// Called, on the window's thread, when the connection to the display is lost
    /// (`DisplayConnection.onLoss`), with how (`DisplayLoss`); it must end the process. nil:
    /// exit 4 (the display gone) or 1 (the connection killed) with no output.
    package var onDisplayLoss: ((DisplayLoss) -> Never)? {
        didSet { DisplayConnection.onLoss = onDisplayLoss }
    }

    /// The tests' layout report of the prompt shown now, called after each of its frames.
    private var shownReport: ((Int) -> Void)?
    /// Whether the first frame's line was written.
    private var firstFrameReported = false
    /// Whether the open window was told as destroyed by another program: it is told once.
    private var lostWindowReported = false
    /// What opens a presenter for `settings`: `PresenterChoice.open`; a test's surface in tests.
    private let opener: (PresenterSettings) throws(FrontEndError) -> any Presenter

    /// A session that opens nothing yet; `onDisplayLoss` takes over `DisplayConnection.onLoss`.
    /// `opener` opens each presenter (`PresenterChoice.open`).
    package init(
        settings: PresenterSettings, onDisplayLoss: ((DisplayLoss) -> Never)?,
        opener: @escaping (PresenterSettings) throws(FrontEndError) -> any Presenter = PresenterChoice.open
    ) {
        self.settings = settings
        self.opener = opener
        self.onDisplayLoss = onDisplayLoss
        DisplayConnection.onLoss = onDisplayLoss
    }

    /// The open presenter, or a new one for `settings` (`PresenterChoice.open`).
    /// - Throws: `FrontEndError` when nothing can show the pad.
    @discardableResult
    package func open() throws(FrontEndError) -> any Presenter {
        if let presenter { return presenter }
        let opened = try opener(settings)
        presenter = opened
        lostWindowReported = false
        hookPresents(opened)
        return opened
    }

    /// Lets go of the presenter: the window closes, the terminal or the screen is put back.
    package func close() {
        presenter = nil
    }

    /// The drawable size in pixels and the scale to lay a prompt out with; `open` first.
    package var viewport: (size: Size, scale: Double) {
        guard let presenter else { preconditionFailure("the presenter is not open") }
        return presenter.viewport
    }

    /// Runs `prompt` on the open presenter (`open` first) and returns how it ended, reporting it
    /// to the tests' layout file while it is shown; a window another program destroyed meanwhile
    /// is told in one line, once (and let go when `replacesLostWindow`).
    /// - Throws: what the presenter's `run` throws (a terminal that failed).
    package func run(_ prompt: Prompt) throws -> PromptOutcome {
        guard let presenter else { preconditionFailure("the presenter is not open") }
        shownReport = presenter.showsWindow ? ShownRequestReport.report(of: prompt) : nil
        defer { shownReport = nil }
        let outcome = try presenter.run(prompt)
        if !lostWindowReported, LostWindow.report(presenter) {
            lostWindowReported = true
            // The next request gets a window of its own.
            if replacesLostWindow { self.presenter = nil }
        }
        return outcome
    }

    /// Shows `prompt`, just submitted, while the asker works on the answer, Cancel still taken
    /// (`Presenter.wait(on:saying:until:)`), reporting its frames to the tests' layout file as
    /// a wait. A window another program destroyed meanwhile (`.stopped`) is the caller's to tell.
    /// - Throws: what the presenter's `run` throws (a terminal that failed).
    package func wait(on prompt: Prompt, saying message: String, until answer: Interruption) throws -> AnswerWait {
        guard let presenter else { preconditionFailure("the presenter is not open") }
        shownReport = presenter.showsWindow ? ShownRequestReport.report(of: prompt) : nil
        defer { shownReport = nil }
        return try presenter.wait(on: prompt, saying: message, until: answer)
    }

    /// Starts a wait between prompts (`Presenter.beginWaiting`); nothing when none is open.
    package func beginWaiting() {
        presenter?.beginWaiting()
    }

    /// Draws `prompt` once (`Presenter.show`); nothing when none is open.
    /// The frame is reported as a request of its own (`PINPAD_LAYOUT_FILE`).
    package func show(_ prompt: Prompt) {
        guard let presenter else { return }
        shownReport = presenter.showsWindow ? ShownRequestReport.report(of: prompt) : nil
        defer { shownReport = nil }
        presenter.show(prompt)
    }

    /// Ends that wait (`Presenter.discardPendingInput`).
    /// - Returns: true when a stop came in meanwhile; false when none is open.
    package func discardPendingInput() -> Bool {
        presenter?.discardPendingInput() ?? false
    }

    /// Says in one line, once, that another program destroyed the open window, when it did
    /// (`LostWindow`), as `run` does after a prompt: for a stop found between prompts
    /// (`discardPendingInput`), while the asker worked.
    package func reportLostWindow() {
        guard let presenter, !lostWindowReported, LostWindow.report(presenter) else { return }
        lostWindowReported = true
    }

    /// Sets whether the window holds the keyboard while the next secret is asked (X11's grab);
    /// nothing for a presenter without one.
    package func holdKeyboard(_ holds: Bool) {
        presenter?.holdsKeyboard = holds
    }

    /// Whether the open presenter is a window (on X11, Wayland or KMS/DRM).
    package var showsWindow: Bool {
        presenter?.showsWindow ?? false
    }

    /// What a session's programs may change on the window's X11 display, recorded now to be put
    /// back when they end (`DisplayReset`); nil for no window or no X11 display.
    package func recordDisplayReset() -> (any DisplayRestoring)? {
        presenter?.recordDisplayReset()
    }

    /// When a signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) ended the prompt just shown (the
    /// terminal and KMS/DRM catch them while a prompt is up): lets go of the presenter, which
    /// puts the screen back, and ends the process with 128 plus the signal, answering nothing.
    /// - Throws: `ProgramExit` with 128 plus the signal, when one came.
    package func endIfSignalled() throws(ProgramExit) {
        guard Platform.receivedEndingSignal != 0 else { return }
        presenter = nil
        throw ProgramExit(status: 128 + Platform.receivedEndingSignal)
    }

    /// Calls `presented` after each frame of the window or the framebuffer, when a hook wants it.
    private func hookPresents(_ opened: any Presenter) {
        let wantsFrames = reportsFirstFrame || ShownRequestReport.isRequested
        guard wantsFrames else { return }
        let hook: (Int) -> Void = { [weak self] now in self?.presented(now) }
        opened.onPresent = hook
    }

    /// After each frame: the first frame's line once, and the shown prompt's layout report.
    private func presented(_ now: Int) {
        if reportsFirstFrame, !firstFrameReported {
            firstFrameReported = true
            Platform.complain("first frame at \(Platform.monotonicMilliseconds()) ms")
        }
        shownReport?(now)
    }
}
