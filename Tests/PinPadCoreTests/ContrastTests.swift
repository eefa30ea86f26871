import PinPadCore
import PinPadTestSupport
import Testing

/// Every text on every fill, in every state, in every built-in theme, by the WCAG 2 contrast
/// ratio of what is drawn (`ThemeContrast`): text ≥ 4.5:1 (7:1 in high contrast), disabled
/// text ≥ 3:1 and visibly dimmer than enabled text; in `light` and `high-contrast`, enabled
/// keys and boxes set off from the background by ≥ 3:1 (fill or outline).
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

    @Test(arguments: themes.map(\.name))
    func everyTextIsReadable(themeName: String) throws {
        let theme = try #require(Self.themes.first { $0.name == themeName }).theme
        let problems = ThemeContrast.unreadableTexts(theme, textMinimum: themeName.hasPrefix("high-contrast") ? 7.0 : 4.5)
        #expect(problems.isEmpty, "\(themeName): \(problems.joined(separator: "; "))")
        #expect(ThemeContrast.scenes(theme).count > 10 && ThemeContrast.scenes(theme).allSatisfy { !ThemeContrast.pairs($0.scene).isEmpty })
    }

    @Test(arguments: themes.map(\.name))
    func disabledTextIsDimmerThanEnabledText(themeName: String) throws {
        let theme = try #require(Self.themes.first { $0.name == themeName }).theme
        let problem = ThemeContrast.undimmedDisabledText(theme)
        #expect(problem == nil, "\(themeName): \(problem ?? "")")
    }

    @Test(arguments: ["light", "high-contrast", "high-contrast-large-keys"])
    func keysAndBoxesStandOutFromTheBackground(themeName: String) throws {
        let theme = try #require(Self.themes.first { $0.name == themeName }).theme
        let problems = ThemeContrast.faintBoundaries(theme)
        #expect(problems.isEmpty, "\(themeName): \(problems.joined(separator: "; "))")
    }

    /// The checks find what they look for: a theme with grey text on grey keys, a disabled OK as
    /// bright as the digits, and white keys without outlines on white.
    @Test func aPoorThemeFailsEveryCheck() {
        var poor = Theme.light
        poor.keyLabel = Color(rgb: 0xC0C0C0)
        poor.disabledOpacity = 1
        poor.keyBorder = nil
        poor.boxBorder = Color(rgb: 0xF0F0F0)
        poor.background = Color(rgb: 0xFFFFFF)
        #expect(ThemeContrast.unreadableTexts(poor).contains { $0.hasPrefix("idle: '5' #C0C0C0 on #FFFFFF") })
        #expect(ThemeContrast.undimmedDisabledText(poor) != nil)
        #expect(ThemeContrast.faintBoundaries(poor).count == 2)
    }

    /// A theme file's disabled OK is checked in every language, whatever the key's word.
    @Test func theDisabledOKIsCheckedInAnotherLanguage() {
        var poor = Theme.light
        poor.disabledOpacity = 1
        Words.$scoped.withValue(WordTable(language: "ar", words: ["key\u{4}OK": "موافق"])) {
            #expect(ThemeContrast.undimmedDisabledText(poor) != nil)
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
