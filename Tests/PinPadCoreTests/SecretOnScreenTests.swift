import PinPadCore
import PinPadTestSupport
import Testing

/// What an onlooker sees of a secret a field hides: neither a pressed key's pop-up nor an input
/// method's composition shows its characters.
struct SecretOnScreenTests {
    /// A letters-keyboard prompt for a text field of eight boxes (a free-length field previews no
    /// composition at all) that hides (`showsCharacters` false) or shows its characters.
    private func textPrompt(showsCharacters: Bool) -> Prompt {
        let request = Request(title: "Passphrase", entry: .boxes(8), policy: .textInput, showsCharacters: showsCharacters)
        return Prompt(request: request, viewport: Size(width: 480, height: 800), clock: ManualClock(), keyboard: ShippedKeyboards.layout("us"))
    }

    /// The frames of the text primitives saying `text` in `scene`.
    private func textFrames(_ text: String, in scene: Scene) -> [Rect] {
        scene.primitives.compactMap { primitive in
            if case .text(let string, let frame, _, _) = primitive.shape, string.contains(text) { return frame }
            return nil
        }
    }

    @Test func aPressedKeyInAHiddenFieldShowsItsCharacterOnlyOnTheKey() {
        let prompt = textPrompt(showsCharacters: false)
        let key = Key.character("q")
        let frame = prompt.layout.frame(of: key)!
        prompt.handle(.tap(frame.center, .down, pointer: 0))
        let frames = textFrames("q", in: prompt.scene())
        #expect(!frames.isEmpty)
        #expect(frames.allSatisfy { frame.contains($0) })
    }

    @Test func aPressedKeyInAShownFieldStillPopsUp() {
        let prompt = textPrompt(showsCharacters: true)
        let frame = prompt.layout.frame(of: .character("q"))!
        prompt.handle(.tap(frame.center, .down, pointer: 0))
        #expect(textFrames("q", in: prompt.scene()).contains { !frame.contains($0.center) })
    }

    @Test func aCompositionInAHiddenFieldIsNeverDrawn() {
        let prompt = textPrompt(showsCharacters: false)
        prompt.handle(.composition("pinyin"))
        #expect(prompt.composition == "pinyin")
        #expect(textFrames("pinyin", in: prompt.scene()).isEmpty)
    }

    @Test func aCompositionInAShownFieldIsPreviewed() {
        let prompt = textPrompt(showsCharacters: true)
        prompt.handle(.composition("pinyin"))
        #expect(!textFrames("pinyin", in: prompt.scene()).isEmpty)
    }

    /// The fill of each digit key in `prompt`'s scene at `time` (ms), in key order.
    private func digitKeyFills(_ prompt: Prompt, at time: Int) -> [Color] {
        let scene = prompt.scene(at: time)
        return (0...9).map { value in
            let frame = prompt.layout.frame(of: .digit(value))!
            return scene.primitives.first { $0.role == .key && $0.bounds.center == frame.center }!.color
        }
    }

    /// A digit typed on a keyboard (one held out of sight) lights no key on screen: whoever sees
    /// the screen would read the PIN. Every digit key looks the same as the moment before, while
    /// a tap's own key still lights up under the finger.
    @Test func aDigitTypedOnAKeyboardLightsNoKey() {
        let clock = ManualClock()
        let prompt = Prompt(request: Request(entry: .boxes(6)), viewport: Size(width: 480, height: 800), clock: clock)
        let before = digitKeyFills(prompt, at: 0)
        #expect(Set(before).count == 1)
        prompt.handle(.key(.digit(7)))
        #expect(prompt.field.count == 1)
        for time in [0, 20, 50, 90] {
            #expect(digitKeyFills(prompt, at: time) == before, "at \(time) ms")
        }
        prompt.tap(.digit(3))
        #expect(digitKeyFills(prompt, at: 0)[3] != before[3], "a tap lights its key")
    }
}
