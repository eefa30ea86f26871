import PinPadCore
import PinPadSDL
import PinPadTestSupport
import Testing

extension SDLTests {
    /// pinpad's letters keyboard for a passphrase: every page of every shipped layout, in portrait
    /// (480×800) and landscape (800×480); Shift and Caps; a key's pop-up while pressed.
    @Suite(.serialized)
    struct KeyboardSnapshotTests {
        static let sizes = [Size(width: 480, height: 800), Size(width: 800, height: 480)]

        /// A passphrase prompt with `name`'s keyboard at `size`, two characters typed.
        func prompt(_ name: String, size: Size) -> (Prompt, ManualClock) {
            let clock = ManualClock(start: 10_000)
            let request = Request(
                title: "Passphrase", description: "Please enter the passphrase to unlock\n\"Pad Test <pad@example.org>\"", label: "Passphrase:",
                entry: .freeLength(minimum: 1, maximum: 256), policy: .textInput)
            let prompt = Prompt(request: request, viewport: size, clock: clock, keyboard: ShippedKeyboards.layout(name))
            prompt.handle(.text("ab"))
            return (prompt, clock)
        }

        func tap(_ key: Key, on prompt: Prompt) {
            guard let frame = prompt.layout.frame(of: key) else {
                Issue.record("no key \(key)")
                return
            }
            prompt.handle(.tap(frame.center, .down, pointer: 0))
            prompt.handle(.tap(frame.center, .up, pointer: 0))
        }

        @Test(arguments: KeyboardLayout.shippedNames)
        func everyPageInPortraitAndLandscape(name: String) throws {
            for size in Self.sizes {
                for page in KeyboardPage.allCases {
                    let (prompt, clock) = prompt(name, size: size)
                    if page != .letters { tap(.page(page), on: prompt) }
                    clock.advance(by: 2000)
                    try Snapshot.assert(prompt, named: "\(name)-\(page)-\(Int(size.width))x\(Int(size.height))")
                }
            }
        }

        /// The disk's prompt at boot (the keyscript's title and message) on the 7-inch 800×480
        /// panel with the German keyboard's symbols page, as `pinpad --passphrase
        /// --keyboard-layout de --page symbols --size 800x480` draws it: the first try and the retry.
        @Test func bootPromptSymbolsInLandscape() throws {
            for (message, label) in [("/dev/vda", "first"), ("Wrong passphrase (try 2)", "retry")] {
                let clock = ManualClock(start: 10_000)
                let request = Request(
                    title: "Unlock bootroot", description: message,
                    entry: .freeLength(minimum: 1, maximum: PasscodeField.maximumFreeLength), policy: .textInput)
                let prompt = Prompt(request: request, viewport: Self.sizes[1], clock: clock, keyboard: ShippedKeyboards.layout("de"))
                tap(.page(.symbols), on: prompt)
                clock.advance(by: 2000)
                try Snapshot.assert(prompt, named: "boot-de-symbols-\(label)-800x480")
            }
        }

        /// In Hebrew (right to left) the keyboard's letters keep their order and its bottom row is
        /// mirrored: OK, Cancel, Space, the page keys.
        @Test func theBottomRowRightToLeft() throws {
            try Words.$scoped.withValue(ShippedTranslations.table("he")) {
                for size in Self.sizes {
                    let (prompt, clock) = prompt("us", size: size)
                    clock.advance(by: 2000)
                    try Snapshot.assert(prompt, named: "he-us-letters-\(Int(size.width))x\(Int(size.height))")
                }
            }
        }

        /// A Duo prompt's options above the keyboard on a 640×480 screen, in the dark and the
        /// ocean theme: the text whole in the left half, the field in the right, no scroll cue.
        @Test(arguments: ["dark", "ocean"])
        func duoOptionsAt640By480(themeName: String) throws {
            let clock = ManualClock(start: 10_000)
            let size = Size(width: 640, height: 480)
            let description =
                "Duo two-factor login for kiosk\n\nEnter a passcode or select one of the following options:\n\n 1. Duo Push to XXX-XXX-1234\n 2. Phone call to XXX-XXX-1234\n 3. SMS passcodes to XXX-XXX-1234\n\nPasscode or option (1-3):"
            let theme = themeName == "ocean" ? StateSnapshotTests.ocean : Theme.dark
            let prompt = Prompt(
                request: Request(title: "Duo", description: description, policy: .textInput), theme: theme, viewport: size,
                scale: Layout.suggestedScale(for: size, pixelRatio: 1), clock: clock, keyboard: ShippedKeyboards.layout("us"))
            prompt.handle(.text("1"))
            clock.advance(by: 2000)
            try Snapshot.assert(prompt, named: "duo-\(themeName)-640x480")
        }

        @Test func shiftAndCaps() throws {
            for (presses, state) in [(1, "shift"), (2, "caps")] {
                let (prompt, clock) = prompt("us", size: Self.sizes[0])
                for _ in 0..<presses { tap(.shift, on: prompt) }
                clock.advance(by: 2000)
                try Snapshot.assert(prompt, named: "us-letters-\(state)-480x800")
            }
        }

        /// A finger held on `g` in a field that shows its characters: the pop-up shows `g` above it;
        /// another on `q`, at the edge.
        @Test func keyPopUpWhilePressed() throws {
            for size in Self.sizes {
                // A field that shows what is typed (a user name): over a hidden one the pop-up
                // would show the secret, so none is drawn there (SecretOnScreenTests).
                let clock = ManualClock(start: 10_000)
                let user = FormField(label: "User", policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text, mask: .digits))
                let prompt = Prompt(fields: [user], title: "Sign in", viewport: size, clock: clock, keyboard: ShippedKeyboards.layout("de"))
                prompt.handle(.text("ab"))
                for (pointer, key) in [(0, Key.character("g")), (1, .character("q"))] {
                    prompt.handle(.tap(prompt.layout.frame(of: key)!.center, .down, pointer: pointer))
                }
                clock.advance(by: 2000)
                try Snapshot.assert(prompt, named: "de-pop-up-\(Int(size.width))x\(Int(size.height))")
            }
        }

        /// The sign-in's form, a user name above a PIN: the keyboard while the user field has the
        /// focus.
        @Test func aUserFieldAboveAPINField() throws {
            for size in Self.sizes {
                let clock = ManualClock(start: 10_000)
                let user = FormField(label: "User", policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text, mask: .digits))
                let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(freeLength: 1...64, isEditable: true))
                let prompt = Prompt(fields: [user, pin], title: "Sign in", viewport: size, clock: clock, keyboard: ShippedKeyboards.layout("us"))
                prompt.handle(.text("alice"))
                clock.advance(by: 2000)
                try Snapshot.assert(prompt, named: "form-user-\(Int(size.width))x\(Int(size.height))")
            }
        }
    }
}
