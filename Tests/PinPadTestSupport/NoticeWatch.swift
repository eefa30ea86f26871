import PinPadCore

/// Counts how often a notice comes up while a driver drives its prompts: `isShown` going from
/// false to true (the "Caps Lock is on" hint, a refused character's shake and words).
public final class NoticeWatch: PromptObserver {
    /// The notice's appearances so far.
    public private(set) var appearances = 0
    private var shown = false
    private let isShown: (Prompt) -> Bool

    /// A watch that has seen nothing yet of the notice `isShown` tells.
    public init(_ isShown: @escaping (Prompt) -> Bool) { self.isShown = isShown }

    /// The "Caps Lock is on" notice under the focused field (`Prompt.shownCapsLockHint`).
    public static func capsLock() -> NoticeWatch { NoticeWatch { $0.shownCapsLockHint != nil } }

    /// "A character could not be taken" under a field that shakes (`PasscodeField.hasRefusedCharacter`).
    public static func refusedCharacter() -> NoticeWatch { NoticeWatch { $0.field.hasRefusedCharacter } }

    public func attach(_ prompt: Prompt) {
        shown = false
        observe(prompt)
    }

    public func observe(_ prompt: Prompt) {
        let now = isShown(prompt)
        if now && !shown { appearances += 1 }
        shown = now
    }

    public func detach(_ prompt: Prompt) {}
}
