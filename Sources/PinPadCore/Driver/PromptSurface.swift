/// Where a prompt is shown and read: an SDL window, a framebuffer, a terminal, a test's script.
/// A surface draws the frames it is given and waits for input; the loop that runs a prompt on
/// it is the driver's (`PromptDriver.run(on:)`), the same under every surface, as is what each
/// key means (`KeyBinding`) and the outcome.
///
/// Each turn of the loop: `prepare(_:)`, a frame when `isFrameDue(_:)` (`present(_:)`), the
/// outcome when the prompt has one, else `waitForInput(_:milliseconds:)`, then the driver's
/// `tick()`. A surface hands everything it read to `PromptDriver.receive(_:)` as it waits; its
/// going away (a window closed, an ending signal, a terminal hung up) is `SurfaceInput.close`:
/// an ending signal (SIGINT, SIGTERM) must end its wait too (a signal handler writing to a pipe
/// the wait polls, as `wake` does).
public protocol PromptSurface: AnyObject {
    /// What a wait can throw (a terminal that cannot be read); `Never` for most surfaces.
    associatedtype Failure: Error = Never

    /// The surface's own upkeep at the start of each turn, before a frame: a keyboard grab tried
    /// again, a layout for a terminal's new size. Default: nothing.
    func prepare(_ driver: PromptDriver)

    /// Whether to present a frame now. Default: when the driver needs one
    /// (`PromptDriver.frameNeeded`); a terminal also paces its frames.
    func isFrameDue(_ driver: PromptDriver) -> Bool

    /// Draws the driver's scene (`PromptDriver.frame(measure:)`) and shows it.
    func present(_ driver: PromptDriver)

    /// Ends a wait from another thread, at once: called when an asker interrupts the prompt (its
    /// pipe closed, its request withdrawn: `Interruption`), so that the loop ticks and the prompt
    /// ends without waiting for input. nil for a surface whose waits never block (a test's
    /// script). Default: nil.
    var wake: (@Sendable () -> Void)? { get }

    /// Waits for input at most `milliseconds` (nil: until some comes; 0: only what is there
    /// already) and hands what came to `driver`. A surface may wake sooner for its own reasons.
    /// - Throws: `Failure` when the surface cannot be read at all.
    func waitForInput(_ driver: PromptDriver, milliseconds: Int?) throws(Failure)
}

extension PromptSurface {
    /// Nothing to do.
    public func prepare(_ driver: PromptDriver) {}

    /// When the driver needs a frame.
    public func isFrameDue(_ driver: PromptDriver) -> Bool { driver.frameNeeded }

    /// No wake: the surface's waits never block.
    public var wake: (@Sendable () -> Void)? { nil }
}
