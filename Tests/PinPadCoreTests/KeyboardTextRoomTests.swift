@testable import PinPadCore
import PinPadTestSupport
import Testing

/// With the letters keyboard, as with the keypad, the keys shrink to their smallest touch size
/// (9 mm) before the description is cut and scrolled.
/// At 800×480 Duo's text is set beside the field above the keyboard, whole; at 1280×1024 and
/// 1920×1080 it shows whole above it.
struct KeyboardTextRoomTests {
    @Test(arguments: [Size(width: 1920, height: 1080), Size(width: 800, height: 480), Size(width: 1280, height: 1024)])
    func duosQuestionShowsWholeAboveTheLettersKeyboard(size: Size) {
        let prompt = Prompt(
            request: Request(title: "Duo", description: ReadableTextTests.duoPrompt, policy: .textInput), viewport: size,
            scale: Layout.suggestedScale(for: size, pixelRatio: 1), clock: ManualClock(), keyboard: ShippedKeyboards.layout("us"))
        #expect(prompt.keypad.isKeyboard)
        let shown = ReadableTextTests.shownWords(prompt)
        let side = prompt.layout.keys.map { min($0.frame.width, $0.frame.height) }.min() ?? 0
        #expect(side >= Layout.minimumTouchSide() - 0.5, "\(size): keys \(side) px")
        // Every word, or (a 7-inch panel has no room for them all) keys at their smallest.
        let whole = shown == ReadableTextTests.words(ReadableTextTests.duoPrompt)
        #expect(whole || side <= Layout.minimumTouchSide() * 1.1, "\(size): keys \(side) px while the text scrolls: \(shown)")
    }

    /// The 7-inch 800×480 panel: Duo's question (header, blank line, the options, the question)
    /// is shown whole, without a scroll cue, in the left half above the keyboard, the field in the
    /// right half; the keys stay at least 9 mm at 96 dpi and 7 mm at the panel's 131.9 dpi.
    @Test func duosQuestionShowsWholeBesideTheFieldOnTheSevenInchPanel() throws {
        let size = Size(width: 800, height: 480)
        let prompt = Prompt(
            request: Request(title: "Duo", description: ReadableTextTests.duoPrompt, policy: .textInput), viewport: size, scale: 1,
            clock: ManualClock(), keyboard: ShippedKeyboards.layout("us"))
        let layout = prompt.layout
        #expect(ReadableTextTests.shownWords(prompt) == ReadableTextTests.words(ReadableTextTests.duoPrompt))
        let texts = prompt.scene(at: 0).primitives.compactMap { primitive -> String? in
            guard case .text(let text, _, _, _) = primitive.shape else { return nil }
            return text
        }
        #expect(!texts.contains("▼") && !texts.contains("▲"), "a scroll cue: \(texts)")
        let keysTop = try #require(layout.keys.map(\.frame.y).min())
        #expect(layout.message.maxY <= keysTop && layout.boxRow.maxY <= keysTop, "text \(layout.message), field \(layout.boxRow), keys from \(keysTop)")
        #expect(layout.boxRow.x >= layout.message.maxX, "the field \(layout.boxRow) is not beside the text \(layout.message)")
        let side = layout.keys.map { min($0.frame.width, $0.frame.height) }.min() ?? 0
        #expect(side >= Layout.minimumTouchSide() - 0.5 && side >= 7 / 25.4 * (800 / 154.08 * 25.4), "keys \(side) px")
    }

    /// A 640×480 screen (a 4:3 monitor or panel, wider than tall but not a landscape
    /// composition's 1.4): Duo's question shows whole, without a scroll cue, beside the field
    /// above the keyboard, as on the 7-inch panel; the keys stay at least 9 mm at 96 dpi.
    @Test(arguments: ["dark", "ocean"])
    func duosQuestionShowsWholeAboveTheLettersKeyboardAt640By480(themeName: String) throws {
        let size = Size(width: 640, height: 480)
        var theme = Theme.dark
        if themeName == "ocean" {
            theme = .light
            theme.keyShape = .circle
        }
        let prompt = Prompt(
            request: Request(title: "Duo", description: ReadableTextTests.duoPrompt, policy: .textInput), theme: theme, viewport: size,
            scale: Layout.suggestedScale(for: size, pixelRatio: 1), clock: ManualClock(), keyboard: ShippedKeyboards.layout("us"))
        let layout = prompt.layout
        #expect(ReadableTextTests.shownWords(prompt) == ReadableTextTests.words(ReadableTextTests.duoPrompt))
        #expect(prompt.textScrollLimit == 0, "the text scrolls \(prompt.textScrollLimit) lines")
        let keysTop = try #require(layout.keys.map(\.frame.y).min())
        #expect(layout.message.maxY <= keysTop && layout.boxRow.maxY <= keysTop, "text \(layout.message), field \(layout.boxRow), keys from \(keysTop)")
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        #expect(screen.contains(layout.title) && screen.contains(layout.message) && screen.contains(layout.boxRow))
        let side = layout.keys.map { min($0.frame.width, $0.frame.height) }.min() ?? 0
        #expect(side >= Layout.minimumTouchSide() - 0.5, "keys \(side) px")
    }
}
