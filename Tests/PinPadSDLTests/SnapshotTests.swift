import PinPadCore
import PinPadSDL
import Testing

extension SDLTests {
    /// Renders through SDL's software renderer on a surface (no display) with a manual clock.
    @Suite(.serialized)
    struct SnapshotTests {
        func prompt(
            size: Size = Size(width: 480, height: 800), boxes: Int = 6, theme: Theme = .dark,
            keypad: Keypad = Keypad(), mask: MaskMode = .dots
        ) -> (Prompt, ManualClock) {
            let clock = ManualClock(start: 10_000)
            let scale = Layout.suggestedScale(for: size, pixelRatio: 1)
            let prompt = Prompt(
                field: PasscodeField(boxCount: boxes, mask: mask), keypad: keypad, theme: theme, title: "Enter PIN",
                message: "Unlock the kiosk", viewport: size, scale: scale, clock: clock)
            return (prompt, clock)
        }

        func type(_ digits: String, into prompt: Prompt) {
            for digit in digits { prompt.handle(.key(.digit(Int(String(digit))!))) }
        }

        @Test func empty() throws {
            let (prompt, clock) = prompt()
            clock.advance(by: 100)
            try Snapshot.assert(prompt, named: "empty")
        }

        @Test func threeDigitsPopInHalfWay() throws {
            let (prompt, clock) = prompt()
            type("12", into: prompt)
            clock.advance(by: 1000)
            type("3", into: prompt)
            clock.advance(by: 75)
            try Snapshot.assert(prompt, named: "three-digits-pop-in-half-way")
        }

        @Test func full() throws {
            let (prompt, clock) = prompt(boxes: 4)
            type("1234", into: prompt)
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "full")
        }

        @Test func errorShakeAt200Milliseconds() throws {
            let (prompt, clock) = prompt()
            type("123456", into: prompt)
            prompt.reject(message: "Wrong PIN")
            clock.advance(by: 200)
            try Snapshot.assert(prompt, named: "error-shake-200ms")
        }

        @Test func pressedKey() throws {
            let (prompt, clock) = prompt()
            type("1", into: prompt)
            let five = try #require(prompt.layout.frame(of: .digit(5)))
            prompt.handle(.tap(five.center, .down, pointer: 0))
            clock.advance(by: 500)
            try Snapshot.assert(prompt, named: "pressed-key")
        }

        @Test func scrambledWithFixedSeed() throws {
            let (prompt, clock) = prompt(keypad: Keypad(layout: .scrambled(seed: 42)))
            clock.advance(by: 100)
            try Snapshot.assert(prompt, named: "scrambled-seed-42")
        }

        @Test func landscape() throws {
            let (prompt, clock) = prompt(size: Size(width: 800, height: 480))
            type("12", into: prompt)
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "landscape-800x480")
        }

        @Test func kioskPortrait1080x1920() throws {
            let (prompt, clock) = prompt(size: Size(width: 1080, height: 1920), keypad: Keypad(showsLetters: true))
            type("12", into: prompt)
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "kiosk-1080x1920")
        }

        @Test func lightTheme() throws {
            let (prompt, clock) = prompt(theme: .light, mask: .digits)
            type("42", into: prompt)
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "theme-light")
        }

        @Test func highContrastTheme() throws {
            let (prompt, clock) = prompt(theme: .highContrast, keypad: Keypad(showsClear: true))
            type("42", into: prompt)
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "theme-high-contrast")
        }

        @Test func delayedDotShowsTheNewestDigitOnly() throws {
            let (prompt, clock) = prompt(mask: .delayedDots(milliseconds: 1300))
            type("123", into: prompt)
            clock.advance(by: 400)
            try Snapshot.assert(prompt, named: "delayed-dots-newest-digit")
        }

        func form(size: Size) -> (Prompt, ManualClock) {
            let clock = ManualClock(start: 10_000)
            let badge = FormField(
                label: "Badge number", policy: .textInput,
                field: PasscodeField(boxCount: 8, isEditable: true, allowedCharacters: .alphanumeric, mask: .digits))
            let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(boxCount: 4, isEditable: true))
            let prompt = Prompt(
                fields: [badge, pin], title: "Sign in", viewport: size, scale: Layout.suggestedScale(for: size, pixelRatio: 1), clock: clock)
            return (prompt, clock)
        }

        @Test func twoFieldFormPortrait() throws {
            let (prompt, clock) = form(size: Size(width: 480, height: 800))
            prompt.handle(.text("4711AB09"))
            prompt.handle(.key(.digit(1)))
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "form-portrait")
        }

        @Test func twoFieldFormLandscape() throws {
            let (prompt, clock) = form(size: Size(width: 800, height: 480))
            prompt.handle(.text("47"))
            prompt.handle(.composition("1"))
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "form-landscape")
        }

        @Test func keypadFocusRingOnZero() throws {
            let (prompt, clock) = prompt()
            type("12", into: prompt)
            for direction in [FocusDirection.down, .down, .down] { prompt.handle(.key(.moveFocus(direction))) }
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "keypad-focus-ring-on-zero")
        }

        @Test func keypadFocusRingOnNineHighContrast() throws {
            let (prompt, clock) = prompt(boxes: 4, theme: .highContrast)
            type("1", into: prompt)
            for direction in [FocusDirection.down, .down, .right] { prompt.handle(.key(.moveFocus(direction))) }
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "keypad-focus-ring-on-nine-high-contrast")
        }

        @Test func largeKeysHighContrast() throws {
            var theme = Theme.highContrast
            theme.keySize = .large
            let (prompt, clock) = prompt(theme: theme)
            type("12", into: prompt)
            prompt.handle(.key(.moveFocus(.up)))
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "large-keys-high-contrast")
        }
    }
}
