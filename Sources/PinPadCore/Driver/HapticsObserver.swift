/// Haptics as an observer of the driver, the same on every surface: one pulse of `sink` for each
/// key the prompt reports pressed (`Prompt.keyPressCount`: a tap released on a key, a typed key,
/// the focused key pressed), whatever the press did, and none for anything else (typed text,
/// a paste, moving the focus, time passing).
public final class HapticsObserver: PromptObserver {
    /// What vibrates.
    public let sink: any HapticsSink
    /// The prompt's `keyPressCount` already answered.
    private var answered = 0

    /// Pulses `sink` for each key press of the prompts it follows.
    public init(sink: any HapticsSink) {
        self.sink = sink
    }

    public func attach(_ prompt: Prompt) {
        answered = prompt.keyPressCount
    }

    public func observe(_ prompt: Prompt) {
        while answered < prompt.keyPressCount {
            answered += 1
            _ = sink.pulse()
        }
    }

    public func detach(_ prompt: Prompt) {
        observe(prompt)
    }
}
