import PinPadCore
import Testing

/// What the pad says for each change of its prompt (issue 16): counts, never characters.
@Suite struct AnnouncementTests {
    /// Drives a prompt and records, after each input, what the policy announces.
    final class Listener {
        let prompt: Prompt
        let policy: AnnouncementPolicy
        private var last: PromptReading?
        private(set) var heard: [Announcement] = []

        init(_ prompt: Prompt, policy: AnnouncementPolicy = AnnouncementPolicy()) {
            self.prompt = prompt
            self.policy = policy
            observe()
        }

        func observe() {
            let now = prompt.reading
            if let announcement = policy.announcement(from: last, to: now) { heard.append(announcement) }
            last = now
        }

        func handle(_ input: PromptInput) {
            prompt.handle(input)
            observe()
        }

        var texts: [String] { heard.map(\.text) }
    }

    /// The greeter's and the sign-in's form (the user name above the PIN): a field taking the
    /// focus is named, not only counted ("0 digits." told nothing of where the focus went).
    @Test func aFormFieldTakingTheFocusSaysItsLabel() {
        let user = FormField(
            label: "User", policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text, mask: .digits))
        let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(freeLength: 1...64, isEditable: true))
        let listener = Listener(Prompt(fields: [user, pin], title: "Sign in", clock: ManualClock()))
        listener.handle(.text("anna"))
        listener.handle(.key(.nextField))
        listener.handle(.key(.digit(4)))
        listener.handle(.key(.previousField))
        #expect(listener.texts == ["Sign in. User.", "Key.", "PIN. 0 digits.", "1 digit.", "User. 4 characters."], "\(listener.texts)")
    }

    /// U+FFFD, which the pad shows for another program's control character (a greetd notice's
    /// escape), is not read out: a voice makes noise of it.
    @Test func theReplacementCharacterIsNotSpoken() {
        let prompt = Prompt(field: PasscodeField(boxCount: 6), title: "Sign in", message: "Closed\u{FFFD}[31m now", clock: ManualClock())
        prompt.reject(message: "\u{FFFD}")
        let texts = Listener(prompt).texts
        #expect(!texts.joined().unicodeScalars.contains("\u{FFFD}"), "\(texts)")
        #expect(texts.first?.hasPrefix("Sign in. Closed [31m now.") == true, "\(texts)")
    }

    @Test func aPromptThatAppearsSaysItsTitleAndMessage() {
        let prompt = Prompt(field: PasscodeField(boxCount: 6), title: "Enter PIN", message: "For door 3", clock: ManualClock())
        #expect(Listener(prompt).texts == ["Enter PIN. For door 3."])
    }

    @Test(arguments: [MaskMode.dots, .digits, .delayedDots(milliseconds: 1300), .hidden])
    func eachDigitIsAnnouncedByItsCountAndNeverByItself(mask: MaskMode) {
        let prompt = Prompt(field: PasscodeField(boxCount: 6, autoSubmitWhenFull: false, mask: mask), clock: ManualClock())
        let listener = Listener(prompt)
        for digit in [9, 8, 7] { listener.handle(.key(.digit(digit))) }
        listener.handle(.key(.delete))
        #expect(listener.texts == ["Enter PIN.", "1 of 6.", "2 of 6.", "3 of 6.", "2 of 6."])
        #expect(!listener.texts.joined().contains { "789".contains($0) })
    }

    @Test func aFullFieldAsksForOKAndSubmittingSaysSo() {
        let prompt = Prompt(field: PasscodeField(boxCount: 4, autoSubmitWhenFull: false), clock: ManualClock())
        let listener = Listener(prompt)
        for _ in 0..<4 { listener.handle(.key(.digit(0))) }
        #expect(listener.texts.last == "4 of 4. PIN complete, press OK.")
        listener.handle(.key(.submit))
        #expect(prompt.result == .submitted)
        #expect(listener.texts.last == "4 of 4. PIN entered.")
    }

    @Test func aPressThatChangesNothingIsAnsweredWithTheCount() {
        let prompt = Prompt(field: PasscodeField(boxCount: 2, minLength: 2, autoSubmitWhenFull: false), clock: ManualClock())
        let listener = Listener(prompt)
        listener.handle(.key(.delete))
        #expect(listener.texts.last == "0 of 2.")
        listener.handle(.key(.digit(9)))
        listener.handle(.key(.submit))
        #expect(listener.texts.suffix(2) == ["1 of 2.", "1 of 2."], "OK before enough digits")
        listener.handle(.key(.digit(9)))
        listener.handle(.key(.digit(9)))
        // The third digit did not fit: the count again, and once, the line saying so.
        #expect(
            listener.texts.suffix(2) == [
                "2 of 2. PIN complete, press OK.", "2 of 2. PIN complete, press OK. A character could not be taken: delete it and type again.",
            ])
        #expect(prompt.field.count == 2)
    }

    @Test func aFreeLengthFieldCountsDigits() {
        let prompt = Prompt(field: PasscodeField(freeLength: 1...12), clock: ManualClock())
        let listener = Listener(prompt)
        listener.handle(.key(.digit(9)))
        listener.handle(.key(.digit(9)))
        #expect(listener.texts.last == "2 digits.")
    }

    @Test func errorsLocksAndCancellingAreSpoken() {
        let clock = ManualClock()
        let prompt = Prompt(field: PasscodeField(boxCount: 4), clock: clock)
        let listener = Listener(prompt)
        listener.handle(.key(.digit(1)))
        prompt.reject(message: "Wrong PIN")
        listener.observe()
        #expect(listener.texts.last == "Wrong PIN.")
        prompt.lock(message: "Locked for a minute", until: 60_000)
        listener.observe()
        #expect(listener.texts.last == "Locked for a minute. Try again in 1 minute.")
        clock.advance(by: 60_000)
        prompt.tick()
        listener.observe()
        #expect(listener.texts.last == "Keypad unlocked.")
        listener.handle(.key(.cancel))
        #expect(listener.texts.last == "Cancelled.")
    }

    /// A PAM stack's further questions, each the label of a single field under the greeter's own
    /// title ("Sign in"): the question is said, not only shown; a label the title already
    /// says is not said twice.
    @Test func aSingleFieldsQuestionIsSaidUnlessTheTitleSaysIt() {
        let token = Listener(Prompt(request: Request(title: "Sign in", label: "Token code: "), clock: ManualClock()))
        token.handle(.key(.digit(7)))
        let name = Listener(Prompt(request: Request(title: "Sign in", label: "Your name:", policy: .textInput, showsCharacters: true), clock: ManualClock()))
        name.handle(.text("a"))
        let same = Listener(Prompt(request: Request(title: "Enter PIN", label: "Enter PIN:"), clock: ManualClock()))
        #expect(token.texts == ["Sign in. Token code.", "1 digit."], "\(token.texts)")
        #expect(name.texts == ["Sign in. Your name.", "Key."], "\(name.texts)")
        #expect(same.texts == ["Enter PIN."], "\(same.texts)")
    }

    /// A lockout says how long it lasts; a key pressed, tapped or typed on the locked keypad
    /// says it is locked and the time left, never which key.
    @Test func aLockSaysItsTimeLeftAndEveryRefusedPressIsAnswered() throws {
        let clock = ManualClock()
        let prompt = Prompt(field: PasscodeField(boxCount: 4), clock: clock)
        let listener = Listener(prompt)
        prompt.lock(message: "Account locked", until: 65_000)
        listener.observe()
        #expect(listener.texts.last == "Account locked. Try again in 1 minute 5 seconds.", "\(listener.texts)")
        clock.advance(by: 30_000)
        listener.handle(.key(.digit(3)))
        #expect(listener.texts.last == "Keypad locked. Try again in 35 seconds.", "\(listener.texts)")
        let heard = listener.texts.count
        listener.handle(.key(.delete))
        let five = try #require(prompt.layout.frame(of: .digit(5)))
        listener.handle(.tap(five.center, .down, pointer: 0))
        listener.handle(.tap(five.center, .up, pointer: 0))
        prompt.typeCharacters("9")
        listener.observe()
        #expect(listener.texts.count == heard + 3, "every refused press is answered: \(listener.texts)")
        #expect(Set(listener.texts.suffix(4)).count == 1, "the same words whatever the key: \(listener.texts)")
        #expect(prompt.field.count == 0)
    }

    @Test func everyPhraseIsConfigurable() {
        var phrases = Phrases()
        let taken = [
            phrases.set("progress", to: "{count} von {total}"),
            phrases.set("digits", to: "null,eins,zwei,drei,vier,fünf,sechs,sieben,acht,neun"),
            phrases.set("digits", to: "null,eins"), phrases.set("no-such-phrase", to: "x"),
        ]
        #expect(taken == [true, true, false, false])
        for name in Phrases.names where name != "digits" {
            var changed = Phrases()
            let isTaken = changed.set(name, to: "X")
            #expect(isTaken, "\(name)")
            #expect(changed != Phrases(), "\(name) changes nothing")
        }
        let prompt = Prompt(field: PasscodeField(boxCount: 6), clock: ManualClock())
        let listener = Listener(prompt, policy: AnnouncementPolicy(phrases: phrases, isPrivate: true))
        listener.handle(.key(.digit(4)))
        listener.handle(.key(.moveFocus(.up)))
        #expect(listener.texts.suffix(2) == ["1 von 6.", "fünf"])
    }

    @Test func askingAgainSaysWhereThePromptIs() {
        let prompt = Prompt(field: PasscodeField(boxCount: 6), message: "Door 3", clock: ManualClock())
        let listener = Listener(prompt)
        listener.handle(.key(.digit(8)))
        listener.handle(.key(.digit(9)))
        listener.handle(.key(.repeatAnnouncement))
        #expect(listener.texts.last == "Enter PIN. Door 3. 2 of 6.")
        listener.handle(.key(.moveFocus(.left)))
        listener.handle(.key(.repeatAnnouncement))
        #expect(listener.texts.last == "Enter PIN. Door 3. 2 of 6.", "on a public speaker the focus is never told")
        #expect(prompt.field.count == 2, "asking again types nothing")
    }

    @Test func askingAgainOnAPrivateOutputSaysTheFocusedKeyAndItsPlace() {
        let prompt = Prompt(field: PasscodeField(boxCount: 6), message: "Door 3", clock: ManualClock())
        let listener = Listener(prompt, policy: AnnouncementPolicy(isPrivate: true))
        listener.handle(.key(.moveFocus(.left)))
        listener.handle(.key(.moveFocus(.left)))
        listener.handle(.key(.repeatAnnouncement))
        #expect(listener.texts.last == "Enter PIN. Door 3. 0 of 6. four, row 2, left.", "the first arrow puts the focus on 5")
    }

    /// Right to left (Arabic), the bottom row is drawn OK, 0, Delete: the arrows move and the
    /// spoken side names the keys as they are seen, not in the row's left-to-right order.
    @Test func inARightToLeftLayoutTheArrowsAndTheSpokenSideFollowWhatIsSeen() {
        func session(_ language: String, _ moves: [FocusDirection]) -> (focus: Key?, said: String?) {
            Words.$scoped.withValue(WordTable(language: language, words: [:])) {
                let prompt = Prompt(field: PasscodeField(boxCount: 6), keypad: Keypad(showsClear: true), clock: ManualClock())
                let listener = Listener(prompt, policy: AnnouncementPolicy(isPrivate: true))
                for direction in moves { listener.handle(.key(.moveFocus(direction))) }
                listener.handle(.key(.repeatAnnouncement))
                return (prompt.keypadFocus, listener.texts.last)
            }
        }
        // The first arrow puts the focus on 5; down twice more is 0, in the bottom row's middle.
        let toZero: [FocusDirection] = [.down, .down, .down]
        #expect(session("en", toZero + [.left]).focus == .delete)
        #expect(session("en", toZero + [.left]).said?.hasSuffix("Delete, row 4, left.") == true)
        let left = session("ar", toZero + [.left])
        #expect(left.focus == .submit, "Left from 0 goes to the key seen on its left, OK")
        #expect(left.said?.hasSuffix("OK، row 4, left.") == true, "\(left.said ?? "")")
        let right = session("ar", toZero + [.right])
        #expect(right.focus == .delete && right.said?.hasSuffix("Delete، row 4, right.") == true, "\(right.said ?? "")")
        // Down from 7, seen on the left, is the key seen on the left below it; and down again.
        let seven: [FocusDirection] = [.down, .down, .left]
        #expect(session("ar", seven + [.down]).focus == .submit)
        #expect(session("ar", seven + [.down, .down]).focus == .clear, "the last row is drawn Clear, Cancel")
        #expect(session("ar", seven).said?.hasSuffix("seven، row 3, left.") == true, "a row of digits is not mirrored")
    }

    // MARK: The hint under the field

    /// Caps Lock turned on at a passphrase field: said once when the hint shows (on a public
    /// speaker too: it tells nothing of the secret), not again at each letter, and again with
    /// keypad `*`.
    @Test func theCapsLockHintIsSaidOnceAndAgainWhenAsked() {
        let prompt = Prompt(request: Request(title: "Passphrase", policy: .textInput), clock: ManualClock())
        let listener = Listener(prompt)
        prompt.isCapsLockOn = true
        listener.observe()
        #expect(listener.texts.last == "Caps Lock is on.", "\(listener.texts)")
        listener.handle(.text("A"))
        // A text field's press on a speaker is the same word whatever the key; the count when asked.
        #expect(listener.texts.last == "Key.", "\(listener.texts)")
        listener.handle(.key(.repeatAnnouncement))
        #expect(listener.texts.last == "Passphrase. 1 character. Caps Lock is on.", "\(listener.texts)")
        #expect(listener.texts.filter { $0.contains("Caps Lock") }.count == 2, "\(listener.texts)")
    }

    /// `text` typed into a passphrase prompt, Caps Lock turned on before each capital and off
    /// before each small letter, then OK (with Caps Lock left `onAtOK` or turned off first).
    /// - Returns: what was heard, in order.
    private func capsLockSession(_ text: String, isPrivate: Bool = false, onAtOK: Bool = false) -> [String] {
        let prompt = Prompt(request: Request(title: "Passphrase", policy: .textInput), clock: ManualClock())
        let listener = Listener(prompt, policy: AnnouncementPolicy(isPrivate: isPrivate))
        for character in text {
            if character.isUppercase != prompt.isCapsLockOn {
                prompt.isCapsLockOn = character.isUppercase
                listener.observe()
            }
            listener.handle(.text(String(character)))
        }
        if prompt.isCapsLockOn != onAtOK {
            prompt.isCapsLockOn = onAtOK
            listener.observe()
        }
        listener.handle(.key(.submit))
        return listener.texts
    }

    /// On a speaker nothing said depends on the secret: Caps Lock turned on mid-passphrase is
    /// not said then (it would tell where the capitals start), so passphrases that differ only
    /// in case sound the same. It is said where it tells nothing: with the field empty, and
    /// when OK is pressed with it on. With a private output it is said at once.
    @Test func onASpeakerCapsLockMidPassphraseIsNotSaid() {
        let one = capsLockSession("abCDef"), other = capsLockSession("aBCdef")
        #expect(one == other, "\(one) ≠ \(other)")
        #expect(!one.contains { $0.contains("Caps Lock") }, "\(one)")
        let startingWithCapitals = capsLockSession("ABcd")
        #expect(startingWithCapitals.contains("Caps Lock is on."), "said while the field is empty: \(startingWithCapitals)")
        let endingOn = capsLockSession("abcd", onAtOK: true)
        #expect(endingOn.last?.contains("Caps Lock is on") == true, "said at OK: \(endingOn)")
        let heardPrivately = capsLockSession("abCDef", isPrivate: true)
        #expect(heardPrivately.contains { $0.contains("Caps Lock is on") }, "\(heardPrivately)")
    }

    /// Another program holding the keyboard: the warning under the field is said when it shows,
    /// once, and again with keypad `*`; a prompt that appears with it says it too.
    @Test func theKeyboardHeldElsewhereIsSaidOnceAndAgainWhenAsked() {
        let prompt = Prompt(field: PasscodeField(boxCount: 4), clock: ManualClock())
        let listener = Listener(prompt)
        prompt.isKeyboardHeldElsewhere = true
        listener.observe()
        listener.observe()
        let warning = Prompt.defaultKeyboardHeldElsewhereWarning + "."
        #expect(listener.texts.filter { $0 == warning }.count == 1, "\(listener.texts)")
        listener.handle(.key(.repeatAnnouncement))
        #expect(listener.texts.last?.hasSuffix("0 of 4. " + warning) == true, "\(listener.texts)")
        let again = Prompt(field: PasscodeField(boxCount: 4), clock: ManualClock())
        again.isKeyboardHeldElsewhere = true
        #expect(Listener(again).texts.first?.hasSuffix(warning) == true)
    }

    // MARK: Keypad focus

    @Test func arrowKeysMoveTheFocusAndOnAPublicSpeakerAMoveMakesNoSound() {
        let prompt = Prompt(field: PasscodeField(boxCount: 6), clock: ManualClock())
        let listener = Listener(prompt)
        let appeared = listener.heard
        listener.handle(.key(.moveFocus(.down)))
        #expect(prompt.keypadFocus == .digit(5), "the first arrow puts the focus on 5")
        listener.handle(.key(.moveFocus(.right)))
        #expect(prompt.keypadFocus == .digit(6))
        listener.handle(.key(.moveFocus(.right)))
        #expect(prompt.keypadFocus == .digit(6), "the focus stops at the row's end")
        for _ in 0..<3 { listener.handle(.key(.moveFocus(.down))) }
        #expect(prompt.keypadFocus == .cancel)
        #expect(listener.heard == appeared, "a move on a speaker said \(listener.heard.dropFirst(appeared.count))")
    }

    /// What a public speaker says tells the number of presses and nothing else: 2580 (the first
    /// arrow on 5, Up, then Down three times: 5 moves), 4566 (the last move against the row's
    /// end) and 5555 (one move) sound the same, though the moves between two presses differ.
    @Test func onAPublicSpeakerPINsOfAsManyDigitsSoundTheSameWhateverTheMoves() {
        func session(_ moves: [[FocusDirection]]) -> ([Announcement], String) {
            let prompt = Prompt(field: PasscodeField(boxCount: 4, autoSubmitWhenFull: false), clock: ManualClock())
            let listener = Listener(prompt)
            for group in moves {
                for direction in group { listener.handle(.key(.moveFocus(direction))) }
                listener.handle(.key(.pressFocused))
            }
            listener.handle(.key(.repeatAnnouncement))
            return (listener.heard, prompt.field.text)
        }
        let first = session([[.up, .up], [.down], [.down], [.down]])
        let second = session([[.left, .left], [.right], [.right], [.right]])
        let third = session([[.down], [], [], []])
        #expect(first.1 == "2580" && second.1 == "4566" && third.1 == "5555")
        #expect(first.0 == second.0, "\(first.0) \(second.0)")
        #expect(first.0 == third.0, "\(first.0) \(third.0)")
    }

    @Test func onAPrivateOutputTheFocusedKeyIsNamed() {
        let prompt = Prompt(field: PasscodeField(boxCount: 6), clock: ManualClock())
        let listener = Listener(prompt, policy: AnnouncementPolicy(isPrivate: true))
        listener.handle(.key(.moveFocus(.up)))
        listener.handle(.key(.moveFocus(.left)))
        listener.handle(.key(.moveFocus(.up)))
        #expect(listener.texts.suffix(3) == ["five", "four", "one"])
    }

    @Test func spaceAndReturnPressTheFocusedKeyAndAPressIsAnnouncedByItsCount() {
        let prompt = Prompt(field: PasscodeField(boxCount: 4), clock: ManualClock())
        let listener = Listener(prompt, policy: AnnouncementPolicy(isPrivate: true))
        var pressed: [Key] = []
        prompt.onKeyPress = { pressed.append($0) }
        listener.handle(.key(.moveFocus(.up)))
        listener.handle(.key(.pressFocused))
        listener.handle(.key(.moveFocus(.left)))
        listener.handle(.key(.submit))
        #expect(prompt.field.text == "54")
        #expect(pressed == [.digit(5), .digit(4)])
        #expect(listener.texts == ["Enter PIN.", "five", "1 of 4.", "four", "2 of 4."])
    }

    @Test func returnWithoutAFocusStillSubmitsAndDisabledKeysAreNotPressed() {
        let prompt = Prompt(field: PasscodeField(boxCount: 4, minLength: 4, autoSubmitWhenFull: false), clock: ManualClock())
        prompt.handle(.key(.digit(1)))
        prompt.handle(.key(.submit))
        #expect(prompt.result == nil, "OK is disabled below the minimum length")
        for _ in 0..<3 { prompt.handle(.key(.digit(2))) }
        // The first arrow puts the focus on 5; then down to 0 and right onto OK, which Return presses.
        for direction in [FocusDirection.down, .down, .down, .right] { prompt.handle(.key(.moveFocus(direction))) }
        #expect(prompt.keypadFocus == .submit)
        prompt.handle(.key(.submit))
        #expect(prompt.result == .submitted)
    }

    @Test func typingDigitsLeavesTheKeypadFocusSoReturnSubmits() {
        let prompt = Prompt(field: PasscodeField(boxCount: 4, autoSubmitWhenFull: false), clock: ManualClock())
        prompt.handle(.key(.moveFocus(.up)))
        prompt.handle(.key(.pressFocused))
        #expect(prompt.keypadFocus == .digit(5))
        for digit in [1, 2, 3] { prompt.handle(.key(.digit(digit))) }
        #expect(prompt.keypadFocus == nil)
        prompt.handle(.key(.submit))
        #expect(prompt.result == .submitted)
        #expect(prompt.field.text == "5123")
    }

    @Test func aReshuffleKeepsTheFocusInItsPlace() throws {
        let prompt = Prompt(field: PasscodeField(boxCount: 4), keypad: Keypad(layout: .scrambled(seed: 7)), clock: ManualClock())
        prompt.handle(.key(.moveFocus(.up)))
        prompt.handle(.key(.moveFocus(.right)))
        let before = try #require(prompt.keypadFocus)
        prompt.reject(message: "Wrong PIN")
        let place = KeypadPosition(row: 1, column: 2, rowLength: 3)
        #expect(prompt.keypad.position(of: before) != place, "the focused digit moved away")
        #expect(prompt.keypad.position(of: try #require(prompt.keypadFocus)) == place)
    }

    @Test func theFocusRingIsDrawnAroundTheFocusedKeyOnly() throws {
        let prompt = Prompt(field: PasscodeField(boxCount: 6), clock: ManualClock())
        let rings = { prompt.scene(at: 0).primitives.filter { $0.role == .focusRing } }
        let before = rings().count
        prompt.handle(.key(.moveFocus(.up)))
        let ring = try #require(rings().count == before + 1 ? rings().last : nil)
        let five = try #require(prompt.layout.frame(of: .digit(5)))
        #expect(ring.bounds.contains(five))
        #expect(ring.bounds.width < five.width * 1.5)
    }

    // MARK: Tones

    @Test func tonesAreShortAndNotSilent() {
        for tone in [Tone.keyClick] {
            let samples = tone.samples(sampleRate: 22050)
            #expect(samples.count == 22050 * tone.duration / 1000)
            #expect(samples.map { abs(Int($0)) }.max()! > 8000)
        }
        for tone in [Tone.keyClick] {
            let samples = tone.samples(sampleRate: 22050)
            #expect(abs(Int(samples.suffix(20).map { abs(Int($0)) }.max()!)) < 2000, "\(tone) dies away")
        }
    }
}
