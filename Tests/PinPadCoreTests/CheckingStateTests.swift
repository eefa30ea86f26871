import PinPadCore
import PinPadTestSupport
import Testing

/// While the asker checks what was entered (a sign-in's "Checking…" while PAM works), the field
/// keeps a dot for each character entered, and every key but Cancel reads as off in every theme,
/// as a phone dims its keypad: its outline and fill hardly stand out from the background.
struct CheckingStateTests {
    static let themes: [(name: String, theme: Theme)] = [("dark", .dark), ("light", .light), ("high-contrast", .highContrast)]

    /// A sign-in pad after "1234" and OK, its outcome taken by the asker, locked while it checks.
    static func checking(_ entry: Request.Entry, theme: Theme = .dark) -> Prompt {
        let prompt = Prompt(request: Request(title: "Sign in", description: "Kiosk 3", entry: entry), theme: theme, clock: ManualClock())
        for digit in [1, 2, 3, 4] { prompt.handle(.key(.digit(digit))) }
        prompt.handle(.key(.submit))
        _ = prompt.takeOutcome()?.result
        prompt.lock(KeypadLock(message: "Checking…", until: nil, isWaiting: true))
        return prompt
    }

    @Test(arguments: [Request.Entry.freeLength(minimum: 1, maximum: 64), .boxes(4)])
    func theFieldKeepsItsDots(entry: Request.Entry) throws {
        let prompt = Self.checking(entry)
        let scene = prompt.scene(at: prompt.clock.now)
        let dots = scene.primitives.filter { $0.role == .character }
        #expect(dots.count == 4, "\(dots.count) dots while checking")
        for dot in dots {
            guard case .circle = dot.shape else { Issue.record("a character shown while checking: \(dot)"); continue }
        }
        let field = try #require(prompt.layout.fields.first?.boxes)
        #expect(dots.allSatisfy { dot in field.contains { $0.contains(dot.bounds.center) } })
        // No caret: nothing is typed meanwhile.
        #expect(!scene.primitives.contains { $0.role == .caret })
    }

    /// A locked pad (`pam_faillock`'s lockout) shows no focus ring on its field: nothing typed
    /// is taken, and a ring says "type here".
    @Test(arguments: [Request.Entry.freeLength(minimum: 1, maximum: 64), .boxes(6)])
    func aLockedFieldHasNoFocusRing(entry: Request.Entry) {
        let prompt = Prompt(request: Request(title: "Sign in", entry: entry), clock: ManualClock())
        #expect(prompt.scene(at: prompt.clock.now).primitives.contains { $0.role == .focusRing })
        prompt.lock(message: "This account is locked", until: prompt.clock.now + 60_000)
        #expect(!prompt.scene(at: prompt.clock.now).primitives.contains { $0.role == .focusRing })
    }

    /// Each key's outline and fill against the background, composited as drawn: a live key's
    /// stands out 3:1 (`ThemeContrast.faintBoundaries`); a disabled one's by 1.7:1 at most.
    @Test(arguments: themes.map(\.name))
    func theKeysReadAsOff(themeName: String) throws {
        let theme = try #require(Self.themes.first { $0.name == themeName }).theme
        let prompt = Self.checking(.freeLength(minimum: 1, maximum: 64), theme: theme)
        let scene = prompt.scene(at: prompt.clock.now)
        for keyFrame in prompt.layout.keys where keyFrame.key != .cancel {
            let parts = scene.primitives.filter { ($0.role == .key || $0.role == .keyBorder) && keyFrame.frame.contains($0.bounds.center) }
            try #require(!parts.isEmpty, "\(keyFrame.key) drawn")
            for part in parts {
                let shown = part.color.composited(over: theme.background, opacity: part.opacity)
                let ratio = shown.contrastRatio(with: theme.background)
                #expect(ratio <= 1.7, "\(themeName): \(keyFrame.key)'s \(part.role) stands out \(ratio):1 while the keys are off")
            }
            let labels = scene.primitives.filter { $0.role == .keyLabel && keyFrame.frame.contains($0.bounds.center) }
            #expect(labels.allSatisfy { $0.opacity <= theme.disabledOpacity }, "\(themeName): \(keyFrame.key)'s label at full strength")
        }
    }
}
