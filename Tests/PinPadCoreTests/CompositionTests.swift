import PinPadCore
import PinPadTestSupport
import Testing

/// The details of the pad's look that a phone's lock screen gets right: a text field sets its
/// characters as text, a digit without letters sits in the middle of its key.
struct CompositionTests {
    /// A free-length field that shows its characters (a user name) sets them as one run of text,
    /// narrow letters close and wide ones apart, with the caret right after the last.
    @Test func aTextFieldSpacesItsCharactersAsText() throws {
        let field = FormField(label: "User", policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text, mask: .digits))
        let prompt = Prompt(fields: [field, FormField(label: "PIN", field: PasscodeField(freeLength: 1...64, isEditable: true))], clock: ManualClock())
        prompt.handle(.text("iiiWWW"))
        // Each character as wide as DejaVu Sans sets it: i 0.28 em, W 0.99 em.
        let measure: Prompt.TextMeasure = { text, size in
            Size(width: text.reduce(0) { $0 + ($1 == "i" ? 0.28 : $1 == "W" ? 0.99 : 0.6) } * size, height: size)
        }
        let box = try #require(prompt.layout.fields.first?.boxes.first)
        let shown = prompt.scene(at: 0, measure: measure).primitives.filter { $0.role == .character && box.contains($0.bounds.center) }
        try #require(shown.count == 1, "one run of text, not a dot or a cell per character: \(shown)")
        guard case .text(let text, let frame, let size, _) = shown[0].shape else { throw CancellationError() }
        #expect(text == "iiiWWW")
        #expect(abs(frame.width - measure(text, size).width) < 0.01 && abs(frame.center.x - box.center.x) < 0.01)
        let caret = try #require(prompt.scene(at: 0, measure: measure).primitives.first { $0.role == .caret })
        #expect(caret.bounds.x >= frame.maxX && caret.bounds.x - frame.maxX <= 2 * prompt.layout.scale)
    }

    /// With letters under the digits, 1 and 0 (which have none) are centred in their keys as
    /// every digit is without letters; 2 sits higher, over its letters.
    @Test func aDigitWithoutLettersIsCentred() throws {
        let prompt = Prompt(keypad: Keypad(showsLetters: true), clock: ManualClock())
        let scene = prompt.scene(at: 0)
        func label(_ digit: String) throws -> Rect {
            try #require(scene.primitives.first { $0.role == .keyLabel && $0.string == digit }).bounds
        }
        for digit in [1, 0] {
            let key = try #require(prompt.layout.frame(of: .digit(digit)))
            #expect(try label(String(digit)).center == key.center, "\(digit)")
        }
        let two = try #require(prompt.layout.frame(of: .digit(2)))
        #expect(try label("2").center.y < two.center.y)
    }
}
