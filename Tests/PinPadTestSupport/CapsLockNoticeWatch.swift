import PinPadCore

/// Counts how often the "Caps Lock is on" notice comes up under the focused field while a driver
/// drives its prompts (`Prompt.shownCapsLockHint` going from none to shown).
public final class CapsLockNoticeWatch: PromptObserver {
    /// The notice's appearances so far.
    public private(set) var appearances = 0
    private var shown = false

    /// A watch that has seen nothing yet.
    public init() {}

    public func attach(_ prompt: Prompt) {
        shown = false
        observe(prompt)
    }

    public func observe(_ prompt: Prompt) {
        let now = prompt.shownCapsLockHint != nil
        if now && !shown { appearances += 1 }
        shown = now
    }

    public func detach(_ prompt: Prompt) {}
}
