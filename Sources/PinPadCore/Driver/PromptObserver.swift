/// Follows a prompt as a `PromptDriver` drives it, whatever the surface: speech, key clicks and
/// haptics are observers (`AudioGuide`, in PinPadFeedback), so they work on every surface that
/// runs a driver. A surface is given its observer by the program that opens it.
public protocol PromptObserver: AnyObject {
    /// The driver starts driving `prompt`: the observer may set `Prompt.onKeyPress`.
    func attach(_ prompt: Prompt)
    /// Something may have changed: called after each input, paste and tick.
    func observe(_ prompt: Prompt)
    /// The driver is done with `prompt` (it has an outcome, or the surface stopped).
    func detach(_ prompt: Prompt)
    /// The surface is closing: waits for what is still playing (the last phrase) before the
    /// surface's display goes. The default does nothing.
    func finish()
}

extension PromptObserver {
    public func finish() {}
}
