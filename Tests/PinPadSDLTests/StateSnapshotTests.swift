import PinPadCore
import PinPadSDL
import Testing

extension SDLTests {
    /// Each state of a prompt, on the screens kiosks have (a 480×800 phone-sized window, the
    /// 7-inch 800×480 panel, a 1080×1920 portrait kiosk, a 17-inch 1280×1024 monitor, a 1920×1080
    /// landscape monitor), in every
    /// theme: a PIN pad waiting; gpg-agent's unlock text with its retry error and a passphrase
    /// being typed; a sign-in locked with its countdown; a Duo prompt's options.
    @Suite(.serialized)
    struct StateSnapshotTests {
        static let screens = [
            Size(width: 480, height: 800), Size(width: 800, height: 480), Size(width: 1080, height: 1920), Size(width: 1280, height: 1024),
            Size(width: 1920, height: 1080),
        ]

        /// The ocean theme of `Assets/themes/ocean.conf`: light, a deep teal accent, round keys.
        static var ocean: Theme {
            var theme = Theme.light
            theme.accent = Color(red: 0x00, green: 0x60, blue: 0x7A)
            theme.keyPressedFill = Color(red: 0xCF, green: 0xE3, blue: 0xEA)
            theme.keyShape = .circle
            return theme
        }

        static let themes: [(name: String, theme: Theme)] = [("dark", .dark), ("light", .light), ("high-contrast", .highContrast), ("ocean", ocean)]

        static let cases: [String] = themes.flatMap { theme in screens.map { "\(theme.name)-\(Int($0.width))x\(Int($0.height))" } }

        static func parse(_ name: String) -> (theme: Theme, size: Size) {
            let parts = name.split(separator: "-")
            let dimensions = parts.last!.split(separator: "x").compactMap { Double($0) }
            let theme = themes.first { $0.name == parts.dropLast().joined(separator: "-") }!.theme
            return (theme, Size(width: dimensions[0], height: dimensions[1]))
        }

        func prompt(_ request: Request, _ name: String, keypad: Keypad = Keypad()) -> (Prompt, ManualClock) {
            let (theme, size) = Self.parse(name)
            let clock = ManualClock(start: 10_000)
            let prompt = Prompt(
                request: request, keypad: keypad, theme: theme, viewport: size, scale: Layout.suggestedScale(for: size, pixelRatio: 1), clock: clock)
            return (prompt, clock)
        }

        @Test(arguments: cases)
        func pinPad(_ name: String) throws {
            let (prompt, clock) = prompt(Request(title: "Enter PIN", description: "Unlock the kiosk", entry: .boxes(6)), name, keypad: Keypad(showsLetters: true))
            for digit in [1, 2] { prompt.handle(.key(.digit(digit))) }
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "pin-\(name)")
        }

        @Test(arguments: cases)
        func gpgRetry(_ name: String) throws {
            let description =
                "Please enter the passphrase to unlock the OpenPGP secret key:\n\"Kiosk Tester <kiosk@example.org>\"\n255-bit EDDSA key, ID 5E747A4969C55D87,\ncreated 2026-12-02.\n"
            let request = Request(
                title: "Passphrase", description: description, label: "Passphrase:", error: "Bad Passphrase (try 2 of 3)", policy: .keypadOnly)
            let (prompt, clock) = prompt(request, name)
            for digit in [4, 7, 1] { prompt.handle(.key(.digit(digit))) }
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "gpg-retry-\(name)")
        }

        @Test(arguments: cases)
        func signInLocked(_ name: String) throws {
            let (prompt, clock) = prompt(Request(title: "Sign in", description: "Kiosk 3", entry: .freeLength(minimum: 1, maximum: 64)), name)
            prompt.reservedErrorLines = 2
            prompt.lock(message: "This account is locked", until: clock.now + 65_000)
            clock.advance(by: 100)
            try Snapshot.assert(prompt, named: "locked-\(name)")
        }

        /// A sign-in while PAM checks the PIN: the PIN's dots stay in the field, the keys (OK
        /// among them) drawn disabled, "Checking…" where an error goes.
        @Test(arguments: cases)
        func checking(_ name: String) throws {
            let (prompt, clock) = prompt(Request(title: "Sign in", description: "Kiosk 3", entry: .freeLength(minimum: 1, maximum: 64)), name)
            prompt.reservedErrorLines = 2
            for digit in [1, 2, 3, 4] { prompt.handle(.key(.digit(digit))) }
            prompt.handle(.key(.submit))
            _ = prompt.takeOutcome()?.result
            prompt.lock(KeypadLock(message: "Checking…", until: nil, isWaiting: true))
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "checking-\(name)")
        }

        @Test(arguments: cases)
        func duoOptions(_ name: String) throws {
            let description =
                "Duo two-factor login for kiosk\n\nEnter a passcode or select one of the following options:\n\n 1. Duo Push to XXX-XXX-1234\n 2. Phone call to XXX-XXX-1234\n 3. SMS passcodes to XXX-XXX-1234\n\nPasscode or option (1-3):"
            let (prompt, clock) = prompt(Request(title: "Duo", description: description, entry: .freeLength(minimum: 1, maximum: 64)), name)
            for digit in [1] { prompt.handle(.key(.digit(digit))) }
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "duo-\(name)")
        }
    }
}
