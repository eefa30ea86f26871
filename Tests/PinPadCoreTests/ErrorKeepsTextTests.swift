@testable import PinPadCore
import PinPadTestSupport
import Testing

/// The line kept for an error is kept whether the error shows or not: the description is set
/// at the same size and wrapped the same before and after an error appears, as gpg's retry
/// (`SETERROR` after a first `GETPIN`) shows it on a live window, whose fonts measure wider or
/// narrower than the layout's estimate.
struct ErrorKeepsTextTests {
    /// A backend's font: `TextWrapping`'s estimate times `factor` (a real font's runs are a few
    /// per cent wider or narrower than the estimate the layout counts lines with).
    static func measure(_ factor: Double) -> Prompt.TextMeasure {
        { text, size in Size(width: TextWrapping.estimatedWidth(text, size: size) * factor, height: size * 1.2) }
    }

    /// The description's runs: text, frame and size, in the message's frame and its colour (not
    /// the scroll cues, which show where the error is).
    static func descriptionRuns(_ prompt: Prompt, measure: @escaping Prompt.TextMeasure) -> [String] {
        let frame = prompt.layout.message
        return prompt.scene(at: prompt.clock.now, measure: measure).primitives.compactMap { primitive in
            guard primitive.role == .text, primitive.color == prompt.theme.messageColor,
                case .text(let text, let rect, let size, _) = primitive.shape, frame.contains(rect.center), text != "▲", text != "▼"
            else { return nil }
            return "\(text) @\(rect) \(size)"
        }
    }

    static let screens = [Size(width: 800, height: 480), Size(width: 1280, height: 1024), Size(width: 1920, height: 1080), Size(width: 480, height: 800)]

    /// gpg's and Duo's texts in keypad mode and with the letters keyboard, for fonts a little
    /// wider or narrower than the estimate: the description's runs are identical before the
    /// retry's error and with it.
    @Test(arguments: screens)
    func theDescriptionKeepsItsSizeAndLinesWhenAnErrorAppears(size: Size) {
        for description in [ReadableTextTests.gpgDescription, ReadableTextTests.duoPrompt] {
            for keyboard in [nil, ShippedKeyboards.layout("us")] {
                for factor in [0.9, 1.0, 1.08, 1.15] {
                    let measure = Self.measure(factor)
                    func makePrompt(error: String?) -> Prompt {
                        Prompt(
                            request: Request(title: "Unlock key", description: description, label: "Passphrase:", error: error, policy: .textInput),
                            viewport: size, scale: Layout.suggestedScale(for: size, pixelRatio: 1), clock: ManualClock(), keyboard: keyboard)
                    }
                    let prompt = makePrompt(error: nil)
                    let before = Self.descriptionRuns(prompt, measure: measure)
                    prompt.handle(.key(.digit(1)))
                    prompt.reject(message: ReadableTextTests.gpgError)
                    // An error scrolls a text that scrolls to its end, to show it: from the top again.
                    prompt.textScroll = 0
                    let after = Self.descriptionRuns(prompt, measure: measure)
                    #expect(
                        before == after,
                        "\(size) \(keyboard == nil ? "keypad" : "letters") ×\(factor) \(description.prefix(10)):\n\(before)\n→\n\(after)")
                    // The retry's request, with its error from the start (gpg's second GETPIN).
                    let retry = makePrompt(error: ReadableTextTests.gpgError)
                    retry.textScroll = 0
                    #expect(before == Self.descriptionRuns(retry, measure: measure), "\(size) retry's request")
                }
            }
        }
    }

    /// The runs in the error's colour, top to bottom.
    static func errorRuns(_ prompt: Prompt) -> [String] {
        prompt.scene(at: prompt.clock.now).primitives.compactMap { primitive in
            guard primitive.role == .text, primitive.color == prompt.theme.errorColor, case .text(let text, _, _, _) = primitive.shape else { return nil }
            return text
        }
    }

    /// An error taller than the text's frame on a small screen (a card driver's long refusal
    /// under gpg's unlock text, at 320×480): the text is scrolled down to the error's first line,
    /// not to its end, so the person reads it from its start ("Bad PIN: …"), the rest a scroll
    /// away under ▼. A greeter's error of several lines (the stack's texts, then "Wrong PIN")
    /// still shows its last line, the newest. The text was scrolled to its end: the error read
    /// from its middle.
    @Test func anErrorTallerThanTheFrameIsShownFromItsStart() throws {
        let long = "Bad PIN: the card refused it because this is a long error message that the card's driver produced, and it goes on for longer than the room the pad has left for it on this small screen (try 2 of 3)"
        // One message, and one with lines of its own (pinentry's SETERROR with %0A: read from
        // its first line, "Wrong PIN.", not from its last paragraph as a sign-in's error is).
        for (refusal, size) in [(long, Size(width: 320, height: 480)), (long, Size(width: 240, height: 320)), ("Wrong PIN.\n" + long + " " + long, Size(width: 240, height: 320)), ("Wrong PIN.\n" + long, Size(width: 240, height: 320))] {
            let prompt = Prompt(
                request: Request(title: "Unlock key", description: ReadableTextTests.gpgDescription, label: "PIN:"),
                viewport: size, clock: ManualClock())
            prompt.reject(message: refusal)
            let shown = Self.errorRuns(prompt)
            try #require(!shown.isEmpty, "\(size): no error shown")
            #expect(shown.first.map { refusal.hasPrefix($0) } == true, "\(size): the error shows from \(shown.first ?? "nothing")")
            #expect(prompt.textScrollShown > 0 && prompt.textScrollShown <= prompt.textScrollLimit, "\(size): \(prompt.textScrollShown) of \(prompt.textScrollLimit)")
            if prompt.textScrollShown < prompt.textScrollLimit {
                // The rest is a scroll away, and Page Down goes on from the line shown.
                let before = prompt.textScrollShown
                prompt.scrollText(FocusDirection.down, byPage: false)
                #expect(prompt.textScroll == before + 1, "\(size): Page Down went from \(before) to \(prompt.textScroll)")
            }
        }
    }
}
