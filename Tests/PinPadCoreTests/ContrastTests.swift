import PinPadCore
import PinPadTestSupport
import Testing

/// Every text on every fill, in every state, in every built-in theme, by the WCAG 2 contrast
/// ratio of what is drawn (`ThemeContrast`): text ≥ 4.5:1 (7:1 in high contrast), disabled
/// text ≥ 3:1 and visibly dimmer than enabled text; in `light` and `high-contrast`, enabled
/// keys and boxes set off from the background by ≥ 3:1 (fill or outline).
struct ContrastTests {
    static let themes: [(name: String, theme: Theme)] = [("dark", .dark), ("light", .light), ("high-contrast", .highContrast)]

    @Test(arguments: themes.map(\.name))
    func everyTextIsReadable(themeName: String) throws {
        let theme = try #require(Self.themes.first { $0.name == themeName }).theme
        let problems = ThemeContrast.unreadableTexts(theme, textMinimum: themeName == "high-contrast" ? 7.0 : 4.5)
        #expect(problems.isEmpty, "\(themeName): \(problems.joined(separator: "; "))")
        #expect(ThemeContrast.scenes(theme).count > 10 && ThemeContrast.scenes(theme).allSatisfy { !ThemeContrast.pairs($0.scene).isEmpty })
    }

    @Test(arguments: themes.map(\.name))
    func disabledTextIsDimmerThanEnabledText(themeName: String) throws {
        let theme = try #require(Self.themes.first { $0.name == themeName }).theme
        let problem = ThemeContrast.undimmedDisabledText(theme)
        #expect(problem == nil, "\(themeName): \(problem ?? "")")
    }

    @Test(arguments: ["light", "high-contrast"])
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

    @Test func theRatioFollowsWCAG() {
        #expect(Color(rgb: 0x000000).contrastRatio(with: Color(rgb: 0xFFFFFF)) == 21)
        #expect(abs(Color(rgb: 0x767676).contrastRatio(with: Color(rgb: 0xFFFFFF)) - 4.54) < 0.01)
        #expect(abs(Color(rgb: 0xFFD400).contrastRatio(with: Color(rgb: 0xFFFFFF)) - 1.43) < 0.01)
    }
}
