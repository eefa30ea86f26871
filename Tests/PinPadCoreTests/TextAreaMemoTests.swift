@testable import PinPadCore
import PinPadTestSupport
import Testing

/// The description is wrapped and measured once, not on every frame a typed character's
/// animation draws; the lines are set again when the text, the error, the scroll or the font
/// changes.
struct TextAreaMemoTests {
    /// A font: `TextWrapping`'s estimate times `factor`; every text it measures is appended to `log`.
    final class CountingMeasure {
        var texts: [String] = []
        let factor: Double
        init(factor: Double = 1.0) { self.factor = factor }
        var measure: Prompt.TextMeasure {
            { [self] text, size in
                texts.append(text)
                return Size(width: TextWrapping.estimatedWidth(text, size: size) * factor, height: size * 1.2)
            }
        }
    }

    static func makePrompt(error: String? = nil, clock: ManualClock = ManualClock()) -> Prompt {
        let size = Size(width: 480, height: 800)
        return Prompt(
            request: Request(title: "Unlock key", description: ReadableTextTests.gpgDescription, label: "Passphrase:", error: error, policy: .textInput),
            viewport: size, scale: Layout.suggestedScale(for: size, pixelRatio: 1), clock: clock, keyboard: ShippedKeyboards.layout("us"))
    }

    /// The text runs of a scene (text, frame, size), in order.
    static func textRuns(_ scene: Scene) -> [String] {
        scene.primitives.compactMap { primitive in
            guard primitive.role == .text, case .text(let text, let rect, let size, _) = primitive.shape else { return nil }
            return "\(text) @\(rect) \(size)"
        }
    }

    @Test func framesOfATypedCharacterDoNotWrapTheDescriptionAgain() {
        let clock = ManualClock()
        let prompt = Self.makePrompt(clock: clock)
        let font = CountingMeasure()
        _ = prompt.scene(at: clock.now, measure: font.measure)
        prompt.handle(.text("h"))
        font.texts.removeAll()
        for _ in 0..<10 {
            clock.advance(by: Timeline.frameInterval)
            _ = prompt.scene(at: clock.now, measure: font.measure)
        }
        // The words and lines of the description, measured to wrap it (the whole description,
        // measured once a frame to recognise the font, is not a wrap).
        let description = ReadableTextTests.gpgDescription
        let wrapping = font.texts.filter { $0 != description && $0.count > 1 && description.contains($0) }
        let measuredAgain = wrapping.count
        #expect(measuredAgain == 0, "measured again on the animation's frames: \(Set(wrapping).sorted().prefix(8))")
    }

    @Test func theLinesFollowAnErrorTheScrollAndTheFont() {
        let clock = ManualClock()
        let prompt = Self.makePrompt(clock: clock)
        let narrow = CountingMeasure(factor: 0.9)
        _ = prompt.scene(at: clock.now, measure: narrow.measure)
        prompt.handle(.text("h"))
        prompt.reject(message: ReadableTextTests.gpgError)
        prompt.textScroll = 0
        let withError = Self.makePrompt(error: ReadableTextTests.gpgError)
        withError.textScroll = 0
        #expect(Self.textRuns(prompt.scene(at: clock.now, measure: narrow.measure)).filter { $0.contains(ReadableTextTests.gpgError.prefix(8)) }
            == Self.textRuns(withError.scene(at: withError.clock.now, measure: narrow.measure)).filter { $0.contains(ReadableTextTests.gpgError.prefix(8)) })
        // Another font: the lines are those a new prompt sets with it.
        let wide = CountingMeasure(factor: 1.3)
        let fresh = Self.makePrompt()
        let expected = Self.textRuns(fresh.scene(at: fresh.clock.now, measure: wide.measure)).filter { $0.contains("OpenPGP") }
        let again = Self.makePrompt(clock: clock)
        _ = again.scene(at: clock.now, measure: narrow.measure)
        #expect(Self.textRuns(again.scene(at: clock.now, measure: wide.measure)).filter { $0.contains("OpenPGP") } == expected)
        #expect(!expected.isEmpty)
    }
}
