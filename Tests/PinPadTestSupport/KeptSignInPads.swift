import PinPadCore

/// A sign-in's first pad and a later attempt's pad that keeps its layout (`Prompt.keptLayout`),
/// as `pinpad login` makes them: the first with room for `Prompt.keptTextLines` lines of text,
/// the later one with the stack's words as its description, the error shaking, two lines kept
/// for it.
public enum KeptSignInPads {
    /// The two pads, titled `title`, at `viewport` (pixels): the later one shows `words` above
    /// `error`.
    public static func make(title: String, words: String, error: String, viewport: Size) -> (first: Prompt, later: Prompt) {
        let first = Prompt(request: Request(title: title, label: "PIN"), viewport: viewport, clock: ManualClock())
        first.showsErrorsLastParagraph = true
        first.reservedErrorLines = Prompt.keptTextLines
        let later = Prompt(request: Request(title: title, description: words, label: "PIN"), viewport: viewport, clock: ManualClock())
        later.showsErrorsLastParagraph = true
        later.reject(message: error)
        later.reservedErrorLines = 2
        later.keptLayout = first.layout
        return (first, later)
    }

    /// The texts `prompt` draws (its title, text area and labels, scroll cues too), in order,
    /// measured by `measure` (nil: estimated).
    public static func texts(_ prompt: Prompt, measure: Prompt.TextMeasure?) -> [String] {
        prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive in
            guard primitive.role == .text, case .text(let text, _, _, _) = primitive.shape else { return nil }
            return text
        }
    }
}
