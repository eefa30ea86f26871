/// Follows a prompt as a `PromptDriver` drives it, whatever the surface: speech, key clicks and
/// haptics are observers (`AudioGuide`), so they work on every surface that runs a driver.
public protocol PromptObserver: AnyObject {
    /// The driver starts driving `prompt`: the observer may set `Prompt.onKeyPress`.
    func attach(_ prompt: Prompt)
    /// Something may have changed: called after each input, paste and tick.
    func observe(_ prompt: Prompt)
    /// The driver is done with `prompt` (it has an outcome, or the surface stopped).
    func detach(_ prompt: Prompt)
}
