import PinPadCore
import PinPadTestSupport
import Testing

/// On screens so small that the pad is drawn at a small scale (a 320×240 panel, 240×240), the
/// description is still set at a size a person reads (`Prompt.legibleMessageSize`), in lines tall
/// enough for it, and what does not show scrolls: it was set at 6 to 8 pixels, a key ID
/// unreadable.
@Suite struct LegibleTextTests {
    static let description = "Please enter the passphrase to unlock the OpenPGP secret key:\n\"Alice Example <alice@example.com>\"\n255-bit EDDSA key, ID 0x1234ABCD5678EF90,\ncreated 2026-12-01."

    @Test(arguments: [Size(width: 320, height: 240), Size(width: 240, height: 240), Size(width: 240, height: 320), Size(width: 320, height: 260)])
    func aSmallScreensDescriptionIsLegibleAndScrolls(size: Size) {
        let prompt = Prompt(
            field: PasscodeField(freeLength: 0...64, allowedCharacters: .text), title: "Passphrase", message: Self.description, viewport: size,
            clock: ManualClock())
        #expect(prompt.layout.scale < 0.8, "\(size): scale \(prompt.layout.scale)")
        let measure: Prompt.TextMeasure = { text, size in Size(width: Double(text.count) * size * 0.55, height: size) }
        let frame = prompt.layout.message
        func shown() -> [(text: String, size: Double, frame: Rect)] {
            prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive in
                guard case .text(let text, let rect, let size, _) = primitive.shape, rect.y >= frame.y - 0.01, rect.maxY <= frame.maxY + 0.01,
                    text != "▲", text != "▼"
                else { return nil }
                return (text, size, rect)
            }
        }
        let first = shown()
        #expect(!first.isEmpty, "\(size): no line shows")
        #expect(first.allSatisfy { $0.size >= Prompt.legibleMessageSize }, "\(size): \(first.map { ($0.text, $0.size) })")
        #expect(first.allSatisfy { $0.frame.height >= $0.size * 1.1 }, "\(size): lines shorter than their text")
        // Every word comes into view by scrolling.
        var seen = Set(first.flatMap { $0.text.split(separator: " ").map(String.init) })
        for _ in 0..<40 {
            prompt.handle(.key(.scrollText(.down, byPage: false)))
            let lines = shown()
            #expect(lines.allSatisfy { $0.size >= Prompt.legibleMessageSize })
            seen.formUnion(lines.flatMap { $0.text.split(separator: " ").map(String.init) })
        }
        let words = Set(Self.description.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
        #expect(words.subtracting(seen).isEmpty, "\(size): never shown: \(words.subtracting(seen))")
    }

    /// A retry on such a screen keeps the description beside the error: a line of it and the
    /// error's, both legible, in view at once (at 240×320 and 320×320 the error took the one
    /// line there was and the description was out of view), and nothing moves when the error
    /// appears.
    @Test(arguments: [Size(width: 320, height: 240), Size(width: 240, height: 240), Size(width: 240, height: 320), Size(width: 320, height: 320)])
    func aSmallScreensRetryKeepsTheDescriptionInView(size: Size) {
        let error = "Bad Passphrase (try 2 of 3)"
        let measure: Prompt.TextMeasure = { text, size in Size(width: Double(text.count) * size * 0.55, height: size) }
        let prompt = Prompt(
            field: PasscodeField(freeLength: 0...64, allowedCharacters: .text), title: "Passphrase", message: Self.description, viewport: size,
            clock: ManualClock())
        let before = prompt.layout
        prompt.showError(error)
        #expect(prompt.layout.keys.map(\.frame) == before.keys.map(\.frame) && prompt.layout.message == before.message, "\(size): the error moved the keys")
        let frame = prompt.layout.message
        let shown = prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive -> (String, Double)? in
            guard case .text(let text, let rect, let size, _) = primitive.shape, rect.y >= frame.y - 0.01, rect.maxY <= frame.maxY + 0.01,
                text != "▲", text != "▼"
            else { return nil }
            return (text, size)
        }
        #expect(shown.contains { Self.description.contains($0.0) && !$0.0.isEmpty }, "\(size): no line of the description: \(shown)")
        #expect(shown.contains { error.hasPrefix($0.0) && !$0.0.isEmpty }, "\(size): no line of the error: \(shown)")
        #expect(shown.allSatisfy { $0.1 >= Prompt.legibleMessageSize - 0.01 }, "\(size): \(shown)")
    }

    /// The keys' digits and words (OK, Cancel, in Hebrew too: `אישור`, `ביטול`) on such a screen
    /// are set at `legibleMessageSize` at least (they were 5 to 9 pixels): on the keypad, on the
    /// button row, and round keys' Cancel under the keys. Only a word too wide for its key at
    /// that size is set smaller, to fit. The letters under a digit stay a hint of their key's
    /// height.
    @Test(arguments: [Size(width: 320, height: 240), Size(width: 240, height: 240), Size(width: 240, height: 320)], [false, true])
    func aSmallScreensKeyLabelsAreLegible(size: Size, hebrew: Bool) {
        var theme = Theme.dark
        theme.keyShape = KeyShape.circle
        let measure: Prompt.TextMeasure = { text, size in Size(width: Double(text.count) * size * 0.55, height: size) }
        let prompts = [
            Prompt(title: "PIN", viewport: size, clock: ManualClock()),
            Prompt(theme: theme, title: "PIN", viewport: size, clock: ManualClock()),
            Prompt(field: PasscodeField(freeLength: 0...64, allowedCharacters: .text), title: "Passphrase", viewport: size, clock: ManualClock()),
        ]
        for prompt in prompts {
            if hebrew {
                prompt.buttonLabels[.submit] = "אישור"
                prompt.buttonLabels[.cancel] = "ביטול"
            }
            #expect(prompt.layout.scale < 0.8, "\(size): scale \(prompt.layout.scale)")
            let labels = prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive -> (String, Double, Rect)? in
                guard primitive.role == Primitive.Role.keyLabel, case .text(let text, let rect, let size, _) = primitive.shape, !["ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"].contains(text)
                else { return nil }
                return (text, size, rect)
            }
            #expect(labels.count >= 10, "\(size): \(labels.map { $0.0 })")
            // A word's lines (one word on two lines where its key is narrow) are told by the whole word.
            let words = hebrew ? ["אישור", "ביטול"] : ["OK", "Cancel"]
            for (text, textSize, rect) in labels {
                let word = words.first { $0.contains(text) } ?? text
                #expect(
                    textSize >= Prompt.legibleMessageSize - 0.01 || measure(word, Prompt.legibleMessageSize).width > rect.width,
                    "\(size) \(prompt.keypad.isButtonRow ? "buttons" : "keypad"): \(text) at \(textSize) pixels in \(rect)")
            }
        }
    }

    /// At scale 1 nothing changes: the theme's size and the least size stand.
    @Test func aLargeScreensTextKeepsTheThemesSize() {
        let prompt = Prompt(title: "PIN", message: "Any 6 digits", clock: ManualClock())
        let measure: Prompt.TextMeasure = { text, size in Size(width: Double(text.count) * size * 0.55, height: size) }
        let sizes = prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive -> Double? in
            guard case .text(let text, _, let size, _) = primitive.shape, text == "Any 6 digits" else { return nil }
            return size
        }
        #expect(sizes == [prompt.theme.messageSize])
    }
}
