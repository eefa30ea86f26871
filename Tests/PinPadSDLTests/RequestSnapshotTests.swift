import PinPadCore
import PinPadSDL
import Testing

extension SDLTests {
    /// Requests as the front ends put them on screen: free-length fields, confirmations with two
    /// and three buttons, several description lines and an error.
    @Suite(.serialized)
    struct RequestSnapshotTests {
        func prompt(_ request: Request) -> (Prompt, ManualClock) {
            let clock = ManualClock(start: 10_000)
            return (Prompt(request: request, viewport: Size(width: 480, height: 800), clock: clock), clock)
        }

        @Test func freeLengthEmpty() throws {
            let (prompt, clock) = prompt(Request(title: "Passphrase", description: "Unlock the signing key"))
            clock.advance(by: 100)
            try Snapshot.assert(prompt, named: "free-length-empty")
        }

        @Test func freeLengthWithSevenDots() throws {
            let (prompt, clock) = prompt(Request(title: "PIN", description: "Card 0004 1234 5678"))
            for digit in [3, 1, 4, 1, 5, 9, 2] { prompt.handle(.key(.digit(digit))) }
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "free-length-seven-dots")
        }

        /// A passphrase field with Caps Lock on: GnuPG's hint under it, in the error colour.
        @Test func capsLockHintUnderAPassphraseField() throws {
            let (prompt, clock) = prompt(Request(
                title: "Passphrase", description: "Please enter the passphrase to unlock\n\"Pad Test <pad@example.org>\"",
                label: "Passphrase:", policy: .textInput))
            prompt.handle(.text("AB"))
            prompt.isCapsLockOn = true
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "caps-lock-hint")
        }

        @Test func confirmationWithTwoButtons() throws {
            let (prompt, clock) = prompt(Request(
                title: "Confirm", description: "Allow the use of this key?", entry: .none, okLabel: "Allow", cancelLabel: "Deny"))
            clock.advance(by: 100)
            try Snapshot.assert(prompt, named: "confirmation-two-buttons")
        }

        @Test func confirmationWithThreeButtons() throws {
            let (prompt, clock) = prompt(Request(
                title: "Save passphrase?", description: "Keep it in the password manager", entry: .none, okLabel: "Save",
                cancelLabel: "Cancel", notOKLabel: "Never"))
            clock.advance(by: 100)
            try Snapshot.assert(prompt, named: "confirmation-three-buttons")
        }

        @Test func twoLineDescription() throws {
            let (prompt, clock) = prompt(Request(
                title: "Passphrase", description: "Please enter the passphrase to unlock\n\"Pad Test <pad@example.org>\"",
                label: "Passphrase:"))
            clock.advance(by: 100)
            try Snapshot.assert(prompt, named: "two-line-description")
        }

        @Test func longTitleAndDescriptionWrap() throws {
            let (prompt, clock) = prompt(Request(
                title: "Please enter your personal access code for door 3 of building B",
                description: "If you have forgotten it, contact the front desk on extension 1234 during office hours"))
            clock.advance(by: 100)
            try Snapshot.assert(prompt, named: "long-title-and-description-wrap")
        }

        @Test func lockedKeypadWithCountdown() throws {
            let (prompt, clock) = prompt(Request(title: "Sign in", label: "Password"))
            prompt.lock(message: "The account is locked due to 3 failed logins.\n(10 minutes left to unlock)", until: clock.now + 599_500)
            clock.advance(by: 100)
            try Snapshot.assert(prompt, named: "locked-keypad-countdown")
        }

        /// Hebrew and Arabic set right to left and Arabic joined (HarfBuzz through SDL2_ttf), and a
        /// combining accent on its letter.
        @Test func rightToLeftAndCombiningText() throws {
            let (prompt, clock) = prompt(Request(title: "הזן את הקוד", description: "أدخل الرمز السري للباب\nCafe\u{301} door"))
            clock.advance(by: 100)
            try Snapshot.assert(prompt, named: "right-to-left-and-combining")
        }

        /// Round keys, a phone's look, with letters and a key held down.
        @Test func circleKeys() throws {
            var theme = Theme.dark
            theme.keyShape = .circle
            let clock = ManualClock(start: 10_000)
            let prompt = Prompt(keypad: Keypad(showsLetters: true), theme: theme, message: "Any 6 digits", clock: clock)
            for digit in [1, 2, 3] { prompt.handle(.key(.digit(digit))) }
            let five = try #require(prompt.layout.frame(of: .digit(5)))
            prompt.handle(.tap(five.center, .down, pointer: 0))
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "circle-keys")
        }

        @Test func errorText() throws {
            let (prompt, clock) = prompt(Request(title: "PIN", description: "Card 0004 1234 5678", error: "Bad PIN (try 2 of 3)"))
            clock.advance(by: 1000)
            try Snapshot.assert(prompt, named: "error-text")
        }
    }
}
