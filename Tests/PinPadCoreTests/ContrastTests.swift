import PinPadCore
import PinPadTestSupport
import Testing

/// Every text on every fill, in every state, in every built-in theme, by the WCAG 2 contrast
/// ratio of what is drawn (colours and opacities composited as the scene says): text ≥ 4.5:1
/// (7:1 in high contrast), disabled text ≥ 3:1 and visibly dimmer than enabled text; in `light`
/// and `high-contrast`, enabled keys and boxes set off from the background by ≥ 3:1 (fill or
/// outline).
struct ContrastTests {
    static let themes: [(name: String, theme: Theme)] = [
        ("dark", .dark), ("light", .light), ("high-contrast", .highContrast), ("high-contrast-large-keys", largeKeys(.highContrast)),
    ]

    /// `theme` with large keys (`--key-size large`).
    static func largeKeys(_ theme: Theme) -> Theme {
        var theme = theme
        theme.keySize = .large
        return theme
    }

    /// A text run of a scene and what it is drawn on.
    struct Pair: CustomStringConvertible {
        var text: String
        var role: Primitive.Role
        var color: Color
        var backdrop: Color
        var isDisabled: Bool
        var ratio: Double { color.contrastRatio(with: backdrop) }
        var description: String {
            func hex(_ c: Color) -> String { "#" + [c.red, c.green, c.blue].map { String($0, radix: 16).leftPadded }.joined() }
            return "'\(text)' \(hex(color)) on \(hex(backdrop)): \((ratio * 100).rounded() / 100):1"
        }
    }

    /// Every text of `scene` with the colour it is drawn in and the colour beneath its centre.
    func pairs(_ scene: Scene, disabledOpacity: Double = 0.99) -> [Pair] {
        var result: [Pair] = []
        for (index, primitive) in scene.primitives.enumerated() {
            guard case .text(let text, let frame, _, _) = primitive.shape, primitive.opacity > 0.01 else { continue }
            let centre = primitive.transform.apply(to: frame).center
            var backdrop = Color(rgb: 0x000000)
            for below in scene.primitives[..<index] {
                guard case .fill(let rect, _) = below.shape, below.transform.apply(to: rect).contains(centre) else { continue }
                backdrop = below.color.composited(over: backdrop, opacity: below.opacity)
            }
            let color = primitive.color.composited(over: backdrop, opacity: primitive.opacity)
            result.append(Pair(text: text, role: primitive.role, color: color, backdrop: backdrop, isDisabled: primitive.opacity < disabledOpacity))
        }
        return result
    }

    /// The scenes of one theme's states: idle with letters, a message and OK disabled; digits
    /// shown in the boxes; an error; each key pressed; a locked keypad; a form's labels; a
    /// confirmation's buttons.
    func scenes(_ theme: Theme) throws -> [(state: String, scene: Scene)] {
        let clock = ManualClock(start: 10_000)
        var scenes: [(String, Scene)] = []
        let keypad = Keypad(showsLetters: true, showsClear: true)
        let idle = Prompt(keypad: keypad, theme: theme, message: "Any 6 digits", clock: clock)
        scenes.append(("idle", idle.scene(at: clock.now + 1000)))
        let digits = Prompt(field: PasscodeField(boxCount: 6, mask: .digits), theme: theme, clock: clock)
        for digit in [1, 2, 3] { digits.handle(.key(.digit(digit))) }
        scenes.append(("digits shown", digits.scene(at: clock.now + 1000)))
        let error = Prompt(theme: theme, clock: clock)
        error.reject(message: "Wrong PIN, try again")
        scenes.append(("error", error.scene(at: clock.now + 1000)))
        for frame in idle.layout.keys {
            let pressed = Prompt(keypad: keypad, theme: theme, clock: clock)
            for digit in [1, 2, 3, 4, 5, 6] where frame.key == .submit { pressed.handle(.key(.digit(digit))) }
            pressed.handle(.tap(frame.frame.center, .down, pointer: 0))
            scenes.append(("\(frame.key) pressed", pressed.scene(at: clock.now + 1000)))
        }
        let locked = Prompt(theme: theme, clock: clock)
        locked.lock(message: "The account is locked", until: nil)
        scenes.append(("locked", locked.scene(at: clock.now + 1000)))
        let form = Prompt(
            fields: [FormField(label: "Badge", policy: .textInput, field: PasscodeField(boxCount: 4, isEditable: true, allowedCharacters: .alphanumeric, mask: .digits)),
                     FormField(label: "PIN", field: PasscodeField(boxCount: 4, isEditable: true))],
            theme: theme, clock: clock)
        form.handle(.text("AB"))
        scenes.append(("form", form.scene(at: clock.now + 1000)))
        let confirmation = Prompt(
            request: Request(title: "Confirm", description: "Allow?", entry: .none, okLabel: "Allow", cancelLabel: "Deny", notOKLabel: "Never"),
            theme: theme, clock: clock)
        scenes.append(("confirmation", confirmation.scene(at: clock.now + 1000)))
        return scenes
    }

    @Test(arguments: themes.map(\.name))
    func everyTextIsReadable(themeName: String) throws {
        let theme = try #require(Self.themes.first { $0.name == themeName }).theme
        let minimum = themeName.hasPrefix("high-contrast") ? 7.0 : 4.5
        for (state, scene) in try scenes(theme) {
            for pair in pairs(scene) {
                let needed = pair.isDisabled ? 3.0 : minimum
                #expect(pair.ratio >= needed, "\(themeName), \(state): \(pair) is below \(needed):1")
            }
        }
    }

    @Test(arguments: themes.map(\.name))
    func disabledTextIsDimmerThanEnabledText(themeName: String) throws {
        let theme = try #require(Self.themes.first { $0.name == themeName }).theme
        let idle = try scenes(theme).first { $0.state == "idle" }!.scene
        let ok = try #require(pairs(idle).first { $0.text == "OK" })
        let five = try #require(pairs(idle).first { $0.text == "5" })
        #expect(ok.isDisabled && !five.isDisabled)
        #expect(ok.ratio <= five.ratio * 0.7, "\(themeName): disabled \(ok) against enabled \(five)")
    }

    @Test(arguments: ["light", "high-contrast", "high-contrast-large-keys"])
    func keysAndBoxesStandOutFromTheBackground(themeName: String) throws {
        let theme = try #require(Self.themes.first { $0.name == themeName }).theme
        let scene = Prompt(theme: theme, clock: ManualClock()).scene(at: 1000)
        for role in [Primitive.Role.key, .box] {
            let fills = scene.primitives.filter { $0.role == role && $0.opacity > 0.99 && $0.color.alpha == 255 }
            // Disabled keys are exempt, as WCAG 2's non-text contrast exempts inactive components.
            let outlines = scene.primitives.filter { $0.role == (role == .key ? .keyBorder : .boxBorder) && $0.opacity > 0.99 }
            let fillRatio = fills.map { $0.color.contrastRatio(with: theme.background) }.min() ?? 21
            let outlineRatio = outlines.map { $0.color.composited(over: theme.background, opacity: $0.opacity).contrastRatio(with: theme.background) }.min() ?? 1
            #expect(max(fillRatio, outlines.count >= fills.count ? outlineRatio : 1) >= 3, "\(themeName): \(role) fill \(fillRatio):1, outline \(outlineRatio):1 against the background")
        }
    }

    /// WCAG 2.2's focus appearance (2.4.13): the keypad focus ring, 3:1 against what is around
    /// it — the background outside, and the key it surrounds (whatever its fill).
    @Test(arguments: themes.map(\.name))
    func theKeypadFocusRingStandsOut(themeName: String) throws {
        let theme = try #require(Self.themes.first { $0.name == themeName }).theme
        let prompt = Prompt(field: PasscodeField(boxCount: 4), theme: theme, clock: ManualClock())
        for direction in [FocusDirection.up, .down] { prompt.handle(.key(.moveFocus(direction))) }
        let ring = try #require(prompt.scene(at: 1000).primitives.last { $0.role == .focusRing })
        let key = try #require(prompt.scene(at: 1000).primitives.first { $0.role == .key && prompt.layout.frame(of: .digit(8))!.contains($0.bounds.center) })
        #expect(ring.color.contrastRatio(with: theme.background) >= 3, "\(themeName): ring against the background")
        #expect(ring.color.contrastRatio(with: key.color.composited(over: theme.background)) >= 3, "\(themeName): ring against the key")
    }

    @Test func theRatioFollowsWCAG() {
        #expect(Color(rgb: 0x000000).contrastRatio(with: Color(rgb: 0xFFFFFF)) == 21)
        #expect(abs(Color(rgb: 0x767676).contrastRatio(with: Color(rgb: 0xFFFFFF)) - 4.54) < 0.01)
        #expect(abs(Color(rgb: 0xFFD400).contrastRatio(with: Color(rgb: 0xFFFFFF)) - 1.43) < 0.01)
    }
}

extension String {
    /// Two hex digits.
    fileprivate var leftPadded: String { count < 2 ? "0" + self : self }
}
