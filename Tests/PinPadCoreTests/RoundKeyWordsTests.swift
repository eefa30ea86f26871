import Testing

@testable import PinPadCore

/// Cancel's word under round keys (the ocean theme's), whose keypad is narrow: the word takes the
/// keypad's width, in a pill that shows when pressed, and is not cut while the row has room. In
/// a circle, German "Abbrechen" was cut at 320×480 ("Abb" over "re…") and split at 360×640 with
/// about 65 px free on each side.
struct RoundKeyWordsTests {
    /// The texts drawn for `key` in `prompt`'s scene.
    static func words(of key: Key, in prompt: Prompt) -> [String] {
        guard let frame = prompt.layout.frame(of: key) else { return [] }
        return prompt.scene(at: 0).primitives.compactMap { primitive -> String? in
            guard primitive.role == .keyLabel, case .text(let text, let rect, _, _) = primitive.shape, frame.contains(rect.center) else { return nil }
            return text
        }
    }

    @Test(arguments: [Size(width: 320, height: 480), Size(width: 360, height: 640), Size(width: 480, height: 800)])
    func cancelsLongWordIsWholeUnderRoundKeys(size: Size) throws {
        var theme = Theme.dark
        theme.keyShape = .circle
        for word in ["Abbrechen", "Annulleren", "Скасувати"] {
            let prompt = Prompt(theme: theme, viewport: size, clock: ManualClock())
            prompt.buttonLabels[.cancel] = word
            let shown = Self.words(of: .cancel, in: prompt)
            #expect(shown == [word], "\(size): \(word) shown as \(shown)")
            let frame = try #require(prompt.layout.frame(of: .cancel))
            let digits = prompt.layout.keys.filter { if case .digit = $0.key { return true } else { return false } }.map(\.frame)
            let left = try #require(digits.map(\.x).min()), right = try #require(digits.map(\.maxX).max())
            #expect(abs(frame.x - left) < 0.5 && abs(frame.maxX - right) < 0.5, "\(size): Cancel's cell \(frame), the digits from \(left) to \(right)")
        }
    }

    /// Cancel and Clear side by side under round keys (`--clear-key`): each half the keypad's
    /// width, their German words whole (drawn whole at 320×480 with DejaVu Sans) or split before
    /// a syllable, where "Abbrechen" in a key's cell was split "Abbr-" over "echen".
    @Test(arguments: [Size(width: 320, height: 480), Size(width: 360, height: 640)])
    func cancelAndClearSideBySideAreWhole(size: Size) {
        var theme = Theme.dark
        theme.keyShape = .circle
        let prompt = Prompt(keypad: Keypad(showsClear: true), theme: theme, viewport: size, clock: ManualClock())
        prompt.buttonLabels[.cancel] = "Abbrechen"
        prompt.buttonLabels[.clear] = "Leeren"
        // Whole, or (by the estimated widths, wider than the font's) split before a syllable.
        let cancel = Self.words(of: .cancel, in: prompt)
        #expect(cancel == ["Abbrechen"] || cancel == ["Abbre-", "chen"], "\(size): \(cancel)")
        #expect(Self.words(of: .clear, in: prompt) == ["Leeren"], "\(size)")
    }
}
