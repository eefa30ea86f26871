import PinPadCore
import PinPadTestSupport
import Testing

/// The letters keyboard's keys in portrait and landscape: inside the screen, apart, at full
/// scale, and large enough to touch (7 mm at the test DPIs).
struct KeyboardGeometryTests {
    static let viewports = [Size(width: 480, height: 800), Size(width: 800, height: 480)]

    /// Every page with Shift off and on of every shipped layout, as prompts at `viewport`.
    private func prompts(at viewport: Size) -> [(String, Prompt)] {
        var result: [(String, Prompt)] = []
        for name in KeyboardLayout.shippedNames {
            let layout = ShippedKeyboards.layout(name)
            for page in layout.pageOrder {
                let request = Request(title: "Passphrase", entry: .freeLength(minimum: 1, maximum: 64), policy: .textInput)
                let prompt = Prompt(request: request, viewport: viewport, clock: ManualClock(), keyboard: layout)
                if let frame = prompt.layout.frame(of: .page(page)) {
                    prompt.handle(.tap(frame.center, .down, pointer: 0))
                    prompt.handle(.tap(frame.center, .up, pointer: 0))
                }
                result.append(("\(name) \(page)", prompt))
            }
        }
        return result
    }

    @Test(arguments: viewports)
    func everyKeyIsOnScreenApartAndAtFullScale(viewport: Size) {
        for (name, prompt) in prompts(at: viewport) {
            let layout = prompt.layout
            #expect(layout.scale == 1, "\(name) shrunk")
            let frames = layout.keys.map(\.frame)
            let screen = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
            #expect(frames.allSatisfy { screen.contains($0) }, "\(name) off screen")
            for (index, frame) in frames.enumerated() {
                for other in frames[(index + 1)...] {
                    let apart = frame.maxX <= other.x || other.maxX <= frame.x || frame.maxY <= other.y || other.maxY <= frame.y
                    #expect(apart, "\(name): keys overlap")
                }
            }
            #expect(layout.boxRow.maxY < (frames.map(\.y).min() ?? 0), "\(name): the field is over the keys")
        }
    }

    /// The smallest key side in millimetres at `dotsPerInch`, for a screen of `viewport` pixels.
    private func smallestKey(at viewport: Size) -> Double {
        prompts(at: viewport).flatMap { $0.1.layout.keys.map { min($0.frame.width, $0.frame.height) } }.min() ?? 0
    }

    @Test(arguments: viewports)
    func keysAreAtLeastSevenMillimetresAtTheTestDPIs(viewport: Size) {
        let side = smallestKey(at: viewport)
        // 96 dpi (Xvfb's, a desktop monitor's) and 131.9 dpi (the 7-inch 800×480 touch panel of
        // kiosks, 154.08 mm wide, upright or turned): 7 mm is 26.5 and 36.4 px.
        for dotsPerInch in [96.0, 800 / 154.08 * 25.4] {
            let millimetres = side / dotsPerInch * 25.4
            #expect(millimetres >= 7, "\(viewport.width)×\(viewport.height): \(side) px is \(millimetres) mm at \(dotsPerInch) dpi")
        }
    }

    /// The text sizes of `prompt`'s key labels, in pixels.
    private func labelSizes(_ prompt: Prompt) -> [(String, Double)] {
        prompt.scene(at: 0).primitives.compactMap { primitive in
            guard primitive.role == .keyLabel, case .text(let text, _, let size, _) = primitive.shape else { return nil }
            return (text, size)
        }
    }

    /// A 320×480 screen at 96 dpi: a row of eleven keys (de, fr and nordic letters, every
    /// symbols page) makes its keys narrower, not the prompt smaller. Every page of every shipped
    /// layout keeps scale 1; its keys are on screen, apart, under the field, 7 mm high and 20 px
    /// wide at least; every label is at least as large as the smallest the numeric keypad draws
    /// on the same screen (the letters under its digits), and every character key types its
    /// character.
    @Test func aRowOfManyKeysOnANarrowScreenMakesItsKeysNarrowerNotThePromptSmaller() {
        let viewport = Size(width: 320, height: 480)
        let keypad = Prompt(keypad: Keypad(showsLetters: true), viewport: viewport, clock: ManualClock())
        let keypadSmallest = labelSizes(keypad).map(\.1).min() ?? 0
        #expect(keypadSmallest >= 10)
        for (name, prompt) in prompts(at: viewport) {
            let layout = prompt.layout
            #expect(layout.scale == 1, "\(name) shrunk to \(layout.scale)")
            let frames = layout.keys.map(\.frame)
            #expect(frames.allSatisfy { Rect(x: 0, y: 0, width: viewport.width, height: viewport.height).contains($0) }, "\(name) off screen")
            for (index, frame) in frames.enumerated() {
                for other in frames[(index + 1)...] {
                    let apart = frame.maxX <= other.x || other.maxX <= frame.x || frame.maxY <= other.y || other.maxY <= frame.y
                    #expect(apart, "\(name): keys overlap")
                }
            }
            #expect(layout.boxRow.maxY < (frames.map(\.y).min() ?? 0), "\(name): the field is over the keys")
            let height = frames.map(\.height).min() ?? 0, width = frames.map(\.width).min() ?? 0
            #expect(height >= 7 / 25.4 * 96 && width >= 20, "\(name): keys \(width) × \(height) px")
            for (text, size) in labelSizes(prompt) {
                #expect(size >= keypadSmallest, "\(name): '\(text)' at \(size) px, the keypad's smallest \(keypadSmallest) px")
            }
            for keyFrame in layout.keys {
                guard case .character(let character) = keyFrame.key, character != " " else { continue }
                #expect(layout.key(at: keyFrame.frame.center) == .character(character), "\(name): '\(character)' is not where it is drawn")
            }
            // A tap in the gap between two keys of a row hits the nearer one, as on a phone.
            for (left, right) in zip(layout.keys, layout.keys.dropFirst()) where left.frame.y == right.frame.y && right.frame.x > left.frame.maxX {
                let gap = right.frame.x - left.frame.maxX, y = left.frame.center.y
                #expect(layout.key(at: Point(x: left.frame.maxX + gap * 0.25, y: y)) == left.key, "\(name): the gap after \(left.key)")
                #expect(layout.key(at: Point(x: right.frame.x - gap * 0.25, y: y)) == right.key, "\(name): the gap before \(right.key)")
            }
        }
    }

    /// The numeric keypad's gaps stay gaps: a tap between two digits hits neither.
    @Test func aTapBetweenTwoDigitsOfTheKeypadHitsNeither() throws {
        let layout = Prompt(keypad: Keypad(), viewport: Size(width: 320, height: 480), clock: ManualClock()).layout
        let one = try #require(layout.frame(of: .digit(1))), two = try #require(layout.frame(of: .digit(2)))
        #expect(layout.key(at: Point(x: (one.maxX + two.x) / 2, y: one.center.y)) == nil)
    }

    /// The disk's prompt at boot on the 7-inch 800×480 panel (the keyscript's title and
    /// message, the first try and a retry, in English and German): on every page of every shipped
    /// layout the keys are on screen, apart, under the field, and at least 7 mm wide and high at
    /// the panel's density (154.08 × 85.92 mm: 131.9 dpi across, 141.9 dpi down).
    @Test func theBootPromptsKeysAreAtLeastSevenMillimetresOnTheSevenInchPanel() {
        let viewport = Size(width: 800, height: 480)
        let across = 800 / 154.08 * 25.4, down = 480 / 85.92 * 25.4
        let prompts = [("Unlock bootroot", "/dev/vda"), ("Unlock bootroot", "Wrong passphrase (try 2)"),
                       ("bootroot entsperren", "Falsche Passphrase (Versuch 2)")]
        for (title, message) in prompts {
            for name in KeyboardLayout.shippedNames {
                let keyboard = ShippedKeyboards.layout(name)
                for page in keyboard.pageOrder {
                    let request = Request(title: title, description: message, entry: .freeLength(minimum: 1, maximum: PasscodeField.maximumFreeLength), policy: .textInput)
                    let prompt = Prompt(request: request, viewport: viewport, clock: ManualClock(), keyboard: keyboard)
                    if let frame = prompt.layout.frame(of: .page(page)) {
                        prompt.handle(.tap(frame.center, .down, pointer: 0))
                        prompt.handle(.tap(frame.center, .up, pointer: 0))
                    }
                    let frames = prompt.layout.keys.map(\.frame)
                    let what = "\(name) \(page), \"\(message)\""
                    #expect(prompt.layout.scale == 1, "\(what) shrunk")
                    #expect(frames.allSatisfy { Rect(x: 0, y: 0, width: 800, height: 480).contains($0) }, "\(what) off screen")
                    #expect(prompt.layout.boxRow.maxY < (frames.map(\.y).min() ?? 0), "\(what): the field is over the keys")
                    let width = (frames.map(\.width).min() ?? 0) / across * 25.4
                    let height = (frames.map(\.height).min() ?? 0) / down * 25.4
                    #expect(width >= 7 && height >= 7, "\(what): keys \(width) × \(height) mm")
                }
            }
        }
    }

    /// Long texts above the keyboard (gpg's unlock text, a Duo prompt's options, thirty
    /// sentences; one field or a new passphrase and its repeat; one or two lines kept for an
    /// error) at 96 dpi and on the 7-inch panel's 132 dpi, upright, turned and at 640×480: every
    /// key stays 7 mm wide and high at the screen's density; the text scrolls, or the prompt is
    /// set smaller, instead.
    @Test(arguments: [Size(width: 480, height: 800), Size(width: 800, height: 480), Size(width: 640, height: 480)])
    func longTextsLeaveTheKeysSevenMillimetresAtTheScreensDensity(viewport: Size) {
        let long = String(repeating: "A long line of words that goes on and on for a while. ", count: 30)
        let texts = [ReadableTextTests.gpgDescription, ReadableTextTests.duoPrompt, long]
        func field(_ label: String) -> FormField {
            FormField(label: label, policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text))
        }
        for dotsPerInch in [96.0, 132.0] {
            let sevenMillimetres = 7 / 25.4 * dotsPerInch
            for text in texts {
                for fields in [[field("Passphrase:")], [field("Passphrase:"), field("Repeat:")]] {
                    for reserved in [1, 2] {
                        let prompt = Prompt(fields: fields, title: "Passphrase", message: text, viewport: viewport, clock: ManualClock(), keyboard: ShippedKeyboards.layout("de"))
                        prompt.reservedErrorLines = reserved
                        prompt.pixelsPerInch = dotsPerInch
                        let frames = prompt.layout.keys.map(\.frame)
                        let width = frames.map(\.width).min() ?? 0, height = frames.map(\.height).min() ?? 0
                        let what = "\(Int(viewport.width))×\(Int(viewport.height)) at \(Int(dotsPerInch)) dpi, \(fields.count) fields, \(reserved) error lines, \(text.prefix(12))…"
                        #expect(width >= sevenMillimetres && height >= sevenMillimetres,
                                "\(what): keys \(width) × \(height) px, \(width / dotsPerInch * 25.4) × \(height / dotsPerInch * 25.4) mm")
                        #expect(frames.allSatisfy { Rect(x: 0, y: 0, width: viewport.width, height: viewport.height).contains($0) }, "\(what): off screen")
                        #expect(prompt.layout.boxRow.maxY < (frames.map(\.y).min() ?? 0), "\(what): the field is over the keys")
                    }
                }
            }
        }
    }

    /// A theme of round keys (`key-shape = circle`) rounds the keypad's digits; the keyboard's
    /// keys, narrower than high, stay whole rectangles.
    @Test func roundKeysOfAThemeLeaveTheKeyboardsKeysWhole() {
        var theme = Theme.dark
        theme.keyShape = .circle
        let request = Request(entry: .freeLength(minimum: 1, maximum: 64), policy: .textInput)
        let prompt = Prompt(request: request, theme: theme, clock: ManualClock(), keyboard: ShippedKeyboards.layout("us"))
        let fills = Set(prompt.scene().primitives.filter { $0.role == .key }.compactMap { primitive -> Rect? in
            if case .fill(let rect, _) = primitive.shape { return rect }
            return nil
        })
        #expect(prompt.layout.keys.allSatisfy { fills.contains($0.frame) })
    }
}
