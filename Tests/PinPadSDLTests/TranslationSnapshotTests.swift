import PinPadCore
import PinPadSDL
import PinPadTestSupport
import Testing

extension SDLTests {
    /// The pad in German and in Arabic from the shipped catalogs (`po/`), drawn as the window
    /// draws it: German words on the keys and in the title; Arabic right to left (the boxes fill
    /// from the right, the bottom row and Cancel/Clear mirrored, the digits' grid 1-2-3 from the
    /// left, `PIN` and a countdown's digits read left to right inside the Arabic lines).
    @Suite(.serialized)
    struct TranslationSnapshotTests {
        func prompt(clock: ManualClock) -> Prompt {
            let prompt = Prompt(keypad: Keypad(showsClear: true), message: Words.localized("This account is locked"), clock: clock)
            for digit in [4, 2] { prompt.handle(.key(.digit(digit))) }
            return prompt
        }

        @Test func german() throws {
            try Words.$scoped.withValue(ShippedTranslations.table("de")) {
                let clock = ManualClock(start: 10_000)
                let prompt = prompt(clock: clock)
                clock.advance(by: 1000)
                try Snapshot.assert(prompt, named: "german")
            }
        }

        @Test func arabicIsRightToLeft() throws {
            try Words.$scoped.withValue(ShippedTranslations.table("ar")) {
                let clock = ManualClock(start: 10_000)
                let prompt = prompt(clock: clock)
                prompt.reject(message: Words.localized("Wrong PIN"))
                clock.advance(by: 1000)
                try Snapshot.assert(prompt, named: "arabic")
            }
        }

        /// Hebrew on a landscape 800×480 panel, the text beside the keypad: the columns mirrored
        /// (the title, the description and the boxes on the right, the keypad on the left), the
        /// description's lines as a stacked composition sets them.
        @Test func hebrewSideBySideIsMirrored() throws {
            try Words.$scoped.withValue(ShippedTranslations.table("he")) {
                let clock = ManualClock(start: 10_000)
                let request = Request(title: Words.localized("Enter PIN"), description: "החשבון של הקיוסק\nנותרו 3 ניסיונות", entry: .boxes(4))
                let prompt = Prompt(request: request, viewport: Size(width: 800, height: 480), scale: 1, clock: clock)
                for digit in [4, 2] { prompt.handle(.key(.digit(digit))) }
                clock.advance(by: 1000)
                try Snapshot.assert(prompt, named: "hebrew-side-by-side-800x480")
            }
        }

        @Test func arabicLockedCountsDownInArabic() throws {
            try Words.$scoped.withValue(ShippedTranslations.table("ar")) {
                let clock = ManualClock(start: 10_000)
                let prompt = Prompt(keypad: Keypad(showsClear: true), clock: clock)
                prompt.lock(message: Words.localized("This account is locked"), until: clock.now + 65_000)
                clock.advance(by: 1000)
                try Snapshot.assert(prompt, named: "arabic-locked")
            }
        }
    }
}
