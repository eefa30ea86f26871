@testable import PinPadCore
import PinPadTestSupport
import Testing

/// With the letters keyboard, as with the keypad, the keys shrink to their smallest touch size
/// (9 mm) before the description is cut and scrolled.
/// At 800×480 Duo's text still scrolls (the keys are then 9 mm); at 1280×1024 and 1920×1080 it shows whole.
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
}
