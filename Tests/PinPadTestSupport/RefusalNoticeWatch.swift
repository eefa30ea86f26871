import PinPadCore

/// Counts how often a field comes to refuse a character while a driver drives its prompts: it
/// shakes and "A character could not be taken" shows under it (`PasscodeField.hasRefusedCharacter`
/// going from false to true on the focused field).
public final class RefusalNoticeWatch: PromptObserver {
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
        let now = prompt.field.hasRefusedCharacter
        if now && !shown { appearances += 1 }
        shown = now
    }

    public func detach(_ prompt: Prompt) {}
}
