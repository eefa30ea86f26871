/// WCAG 2's contrast checks over what a theme draws: every text on every fill in every state
/// (idle, digits shown, an error, each key pressed, a locked keypad, a form, a confirmation),
/// composited as the scene says. Text needs 4.5:1 (or the theme's stricter minimum), disabled
/// text 3:1 and a visibly dimmer look than enabled text (WCAG 2.1 success criteria 1.4.3 and
/// 1.4.11); keys and boxes 3:1 against the background, by fill or outline.
public enum ThemeContrast {
    /// A text run of a scene and what it is drawn on.
    public struct Pair: Sendable, CustomStringConvertible {
        /// The text.
        public var text: String
        /// What it is.
        public var role: Primitive.Role
        /// Its colour, composited over the backdrop.
        public var color: Color
        /// The colour beneath its centre.
        public var backdrop: Color
        /// Whether it is drawn dimmed (a disabled key).
        public var isDisabled: Bool
        /// The WCAG 2 contrast ratio, 1…21.
        public var ratio: Double { color.contrastRatio(with: backdrop) }
        /// `'5' #F2F4F8 on #252A35: 12.6:1`.
        public var description: String {
            "'\(text)' \(color.hexText) on \(backdrop.hexText): \(ValueText.ratio(ratio)):1"
        }
    }

    /// Every text of `scene` with the colour it is drawn in and the colour beneath its centre;
    /// text drawn at less than `disabledOpacity` counts as disabled.
    public static func pairs(_ scene: Scene, disabledOpacity: Double = 0.99) -> [Pair] {
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

    /// The scenes of a theme's states: idle with letters, a message and OK disabled; digits
    /// shown in the boxes; an error; each key pressed; a locked keypad; a form's labels; a
    /// confirmation's buttons.
    public static func scenes(_ theme: Theme) -> [(state: String, scene: Scene)] {
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
            fields: [
                FormField(
                    label: "Badge", policy: .textInput,
                    field: PasscodeField(boxCount: 4, isEditable: true, allowedCharacters: .alphanumeric, mask: .digits)),
                FormField(label: "PIN", field: PasscodeField(boxCount: 4, isEditable: true)),
            ],
            theme: theme, clock: clock)
        form.handle(.text("AB"))
        scenes.append(("form", form.scene(at: clock.now + 1000)))
        let confirmation = Prompt(
            request: Request(title: "Confirm", description: "Allow?", entry: .none, okLabel: "Allow", cancelLabel: "Deny", notOKLabel: "Never"),
            theme: theme, clock: clock)
        scenes.append(("confirmation", confirmation.scene(at: clock.now + 1000)))
        return scenes
    }

    /// Each text below its minimum: `textMinimum` for enabled text, 3:1 for disabled text.
    public static func unreadableTexts(_ theme: Theme, textMinimum: Double = 4.5) -> [String] {
        var problems: [String] = []
        for (state, scene) in scenes(theme) {
            for pair in pairs(scene) {
                let needed = pair.isDisabled ? 3.0 : textMinimum
                if pair.ratio < needed { problems.append("\(state): \(pair) is below \(ValueText.ratio(needed)):1") }
            }
        }
        return problems
    }

    /// The disabled OK's text against an enabled digit's, when it is not dimmer by at least
    /// 30 % in contrast; nil when it is.
    public static func undimmedDisabledText(_ theme: Theme) -> String? {
        let idle = scenes(theme).first { $0.state == "idle" }!.scene
        let texts = pairs(idle)
        guard let ok = texts.first(where: { $0.text == Key.submit.label }), let five = texts.first(where: { $0.text == "5" }) else { return nil }
        guard !(ok.isDisabled && !five.isDisabled && ok.ratio <= five.ratio * 0.7) else { return nil }
        return "disabled \(ok) against enabled \(five)"
    }

    /// Keys and boxes set off from the background by less than 3:1 (fill or outline, disabled
    /// keys exempt as WCAG 2's non-text contrast exempts inactive components).
    public static func faintBoundaries(_ theme: Theme) -> [String] {
        let scene = Prompt(theme: theme, clock: ManualClock()).scene(at: 1000)
        var problems: [String] = []
        for (role, border) in [(Primitive.Role.key, Primitive.Role.keyBorder), (.box, .boxBorder)] {
            let fills = scene.primitives.filter { $0.role == role && $0.opacity > 0.99 && $0.color.alpha == 255 }
            let outlines = scene.primitives.filter { $0.role == border && $0.opacity > 0.99 }
            let fillRatio = fills.map { $0.color.contrastRatio(with: theme.background) }.min() ?? 21
            let outlineRatio =
                outlines.map { $0.color.composited(over: theme.background, opacity: $0.opacity).contrastRatio(with: theme.background) }.min() ?? 1
            let best = max(fillRatio, outlines.count >= fills.count ? outlineRatio : 1)
            if best < 3 {
                problems.append("\(role) fill \(ValueText.ratio(fillRatio)):1, outline \(ValueText.ratio(outlineRatio)):1 against the background")
            }
        }
        return problems
    }
}

/// Numbers as the contrast lines write them.
private enum ValueText {
    /// Two decimals at most, cut rather than rounded (so 2.996 below 3 reads 2.99): `4.5`,
    /// `12.63`.
    static func ratio(_ value: Double) -> String {
        let rounded = (value * 100).rounded(.down) / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension Color {
    /// `#RRGGBB`.
    public var hexText: String {
        "#" + [red, green, blue].map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count < 2 ? "0" + digits : digits
        }.joined()
    }
}
