import PinPadCore
import PinPadRaster
import PinPadSDL
import PinPadTestSupport
import Testing

/// With the face fontconfig picks for Chinese or Japanese (fonts-wqy-microhei in the test
/// packages, which has no ⌫ or ⌦), every character pinpad draws on the keypad, the sign-in form
/// and each page of the letters keyboard comes from a face that has it: the chosen one, else
/// DejaVu Sans. None shows as an empty box.
@Suite(.serialized)
struct FontFallbackTests {
    static let size = Size(width: 480, height: 800)

    /// The prompts whose texts are checked, with `layout`'s letters keyboard on `page`.
    static func prompts(layout: String, page: KeyboardPage) -> [(name: String, prompt: Prompt)] {
        let clock = ManualClock(start: 10_000)
        var result: [(String, Prompt)] = []
        result.append(("keypad", Prompt(keypad: Keypad(showsClear: true), viewport: size, clock: clock)))
        let form = Prompt(
            fields: [FormField(label: Words.localized("User", context: "field"), policy: .textInput, field: PasscodeField(boxCount: 8, isEditable: true)),
                     FormField(label: Words.localized("PIN", context: "field"), field: PasscodeField(boxCount: 4, isEditable: true))],
            keypad: Keypad(showsClear: true), title: Words.localized("Sign in"), viewport: size, clock: clock)
        result.append(("sign-in", form))
        let user = FormField(label: Words.localized("User", context: "field"), policy: .textInput,
            field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text, mask: .digits))
        let pin = FormField(label: Words.localized("PIN", context: "field"), field: PasscodeField(boxCount: 4, isEditable: true))
        let keyboardForm = Prompt(fields: [user, pin], title: Words.localized("Sign in"), viewport: size, clock: clock, keyboard: ShippedKeyboards.layout(layout))
        result.append(("sign-in with \(layout) letters", keyboardForm))
        let request = Request(title: Words.localized("Passphrase"), entry: .freeLength(minimum: 1, maximum: 256), policy: .textInput)
        let letters = Prompt(request: request, viewport: size, clock: clock, keyboard: ShippedKeyboards.layout(layout))
        if page != .letters, let frame = letters.layout.frame(of: .page(page)) {
            letters.handle(.tap(frame.center, .down, pointer: 0))
            letters.handle(.tap(frame.center, .up, pointer: 0))
        }
        result.append(("\(layout) \(page)", letters))
        clock.advance(by: 2000)
        return result
    }

    /// Each text drawn, with what no face of `canvas` has for it.
    static func missing(language: String, canvas: OffscreenCanvas) throws -> [String] {
        var problems: [String] = []
        Words.$scoped.withValue(ShippedTranslations.table(language)) {
            for layout in KeyboardLayout.shippedNames {
                for page in KeyboardPage.allCases {
                    for (name, prompt) in prompts(layout: layout, page: page) {
                        for primitive in prompt.scene(at: prompt.clock.now, measure: canvas.measure).primitives {
                            guard case .text(let text, _, let size, _) = primitive.shape else { continue }
                            let missing = canvas.missing(in: text, size: size)
                            if !missing.isEmpty {
                                problems.append("\(name): '\(text)' lacks \(missing.map { "U+" + String($0.value, radix: 16, uppercase: true) })")
                            }
                        }
                    }
                }
            }
        }
        return Array(Set(problems)).sorted()
    }

    @Test(arguments: ["ja", "zh_CN"])
    func everyCharacterHasAFace(language: String) throws {
        let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
        let font = try #require(FontLocator.path(matching: "sans-serif:lang=\(tag)"))
        #expect(font.contains("wqy"), "the test packages' face for \(language) is fonts-wqy-microhei, not \(font)")
        let canvas = try OffscreenCanvas(width: Int(Self.size.width), height: Int(Self.size.height), fontPath: font)
        let problems = try Self.missing(language: language, canvas: canvas)
        #expect(problems.isEmpty, "\(language) with \(font):\n\(problems.joined(separator: "\n"))")
    }

    /// The key labels that need the fallback are drawn by it: ⌫ in a CJK label measures as wide
    /// as in DejaVu Sans, and draws pixels.
    @Test func theDeleteKeyIsDrawnFromDejaVuSans() throws {
        let font = try #require(FontLocator.path(matching: "sans-serif:lang=ja"))
        let canvas = try OffscreenCanvas(width: 200, height: 100, fontPath: font)
        let dejaVu = try OffscreenCanvas(width: 200, height: 100, fontPath: Snapshot.fontPath)
        #expect(canvas.measure("\u{232B}", 24).width == dejaVu.measure("\u{232B}", 24).width)
        #expect(canvas.missing(in: "\u{232B}\u{2326}削除", size: 24).isEmpty)
        let scene = Scene(size: Size(width: 200, height: 100), primitives: [
            Primitive(.fill(Rect(x: 0, y: 0, width: 200, height: 100), radius: 0), role: .background, color: Color(red: 0, green: 0, blue: 0)),
            Primitive(.text("\u{232B}", frame: Rect(x: 0, y: 0, width: 200, height: 100), size: 48, alignment: .center), role: .keyLabel,
                color: Color(red: 255, green: 255, blue: 255))])
        canvas.draw(scene)
        dejaVu.draw(scene)
        #expect(canvas.image().pixels == dejaVu.image().pixels, "⌫ in the CJK canvas is drawn as DejaVu Sans draws it")
    }

    /// A face without the script of what it shows (DejaVu Sans, Lato beside a user ID in Han)
    /// draws those characters from fontconfig's face that has them, not as empty boxes.
    @Test(arguments: [Snapshot.fontPath, "/usr/share/fonts/truetype/lato/Lato-Regular.ttf"])
    func hanBesideALatinFaceHasAFace(font: String) throws {
        let canvas = try OffscreenCanvas(width: 200, height: 100, fontPath: font)
        #expect(canvas.missing(in: "山田太郎 キャンセル", size: 24).isEmpty)
    }
}
