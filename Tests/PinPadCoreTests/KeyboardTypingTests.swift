import PinPadCore
import PinPadTestSupport
import Testing

/// Every key of every shipped keyboard layout, tapped on pinpad's letters keyboard through the
/// driver, types its exact character into a passphrase field: the secret delivered is those
/// characters' UTF-8 and nothing else.
struct KeyboardTypingTests {
    /// A passphrase prompt showing `layout`'s keyboard at `viewport`, on `surface`'s clock.
    private func passphrasePrompt(_ layout: KeyboardLayout, surface: ScriptedSurface, viewport: Size = Size(width: 480, height: 800)) -> Prompt {
        let request = Request(title: "Passphrase", entry: .freeLength(minimum: 1, maximum: 512), policy: .textInput)
        return Prompt(request: request, viewport: viewport, clock: surface.clock, keyboard: layout)
    }

    /// Taps the keys of `page` (capitals held with Shift pressed twice when `capitals`), then
    /// Space, then OK; returns what was delivered and what the file says the keys are.
    private func typePage(
        _ name: String, _ page: KeyboardPage, capitals: Bool, viewport: Size = Size(width: 480, height: 800)
    ) -> (delivered: OutcomeValue, expected: String) {
        let layout = ShippedKeyboards.layout(name)
        let characters = layout.pages[page]!.joined()
        var steps: [ScriptStep] = page == .letters ? [] : [.tap(.page(page))]
        if capitals { steps += [.tap(.shift), .tap(.shift)] }
        // The file's characters, their capitals the ones the file names after a slash (Turkish
        // i/İ), else worked out here from Unicode's one-character ones.
        let named = Self.namedCapitals(ShippedKeyboards.bytes(name))
        let expected = characters.map { character -> Character in
            guard capitals else { return character }
            if let capital = named[character] { return capital }
            let upper = String(character).uppercased()
            return upper.count == 1 ? Character(upper) : character
        }
        steps += expected.map { .tap(.character($0)) }
        steps += [.tap(.character(" ")), .tap(.submit)]
        let surface = ScriptedSurface(script: steps)
        let outcome = surface.run(passphrasePrompt(layout, surface: surface, viewport: viewport))
        return (outcome.value, String(expected) + " ")
    }

    /// The capitals a layout file names after a slash in its rows (`i/İ`), read here from its text.
    static func namedCapitals(_ bytes: [UInt8]) -> [Character: Character] {
        var result: [Character: Character] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("row ") {
            for word in line.split(separator: " ").dropFirst() where word.count == 3 && Array(word)[1] == "/" {
                result[Array(word)[0]] = Array(word)[2]
            }
        }
        return result
    }

    /// Turkish: Shift of i types İ and Shift of ı types I, and ş, ğ, ü, ö, ç their capitals.
    @Test func theTurkishKeyboardTypesDottedAndDotlessCapitals() {
        let surface = ScriptedSurface(script: [
            .tap(.shift), .tap(.character("İ")), .tap(.character("ı")), .tap(.shift), .tap(.character("I")), .tap(.character("i")),
            .tap(.shift), .tap(.shift), .tap(.character("Ş")), .tap(.character("Ğ")), .tap(.character("Ü")), .tap(.character("Ö")), .tap(.character("Ç")),
            .tap(.shift), .tap(.character("ş")), .tap(.character("ğ")),
            .tap(.submit),
        ])
        let outcome = surface.run(passphrasePrompt(ShippedKeyboards.layout("tr"), surface: surface))
        #expect(outcome.value == .submitted("İıIiŞĞÜÖÇşğ"))
    }

    @Test(arguments: KeyboardLayout.shippedNames)
    func everyKeyOfEveryPageTypesItsCharacter(name: String) {
        for page in ShippedKeyboards.layout(name).pageOrder {
            let (delivered, expected) = typePage(name, page, capitals: false)
            #expect(delivered == .submitted(expected), "\(name) \(page)")
            if case .submitted(let text) = delivered { #expect(Array(text.utf8) == Array(expected.utf8), "\(name) \(page): UTF-8") }
        }
    }

    /// On a 320×480 screen, where rows of eleven keys make their keys narrower, every key still
    /// types its character, and with Caps its capital.
    @Test(arguments: KeyboardLayout.shippedNames)
    func everyKeyTypesItsCharacterOnANarrowScreen(name: String) {
        for page in ShippedKeyboards.layout(name).pageOrder {
            for capitals in [false, true] {
                let (delivered, expected) = typePage(name, page, capitals: capitals, viewport: Size(width: 320, height: 480))
                #expect(delivered == .submitted(expected), "\(name) \(page)\(capitals ? " with Caps" : "")")
            }
        }
    }

    @Test(arguments: KeyboardLayout.shippedNames)
    func everyLetterKeyTypesItsCapitalWithCaps(name: String) {
        for page in [KeyboardPage.letters, .accents] where ShippedKeyboards.layout(name).pages[page] != nil {
            let (delivered, expected) = typePage(name, page, capitals: true)
            #expect(delivered == .submitted(expected), "\(name) \(page)")
            let caseless = ["he", "ar"].contains(name)
            #expect(expected != expected.lowercased() || page == .accents || caseless, "\(name) \(page) has capitals")
        }
    }

    @Test func shiftGivesOneCapitalAndCapsHoldsThem() {
        let surface = ScriptedSurface(script: [
            .tap(.shift), .tap(.character("P")), .tap(.character("a")),
            .tap(.shift), .tap(.shift), .tap(.character("S")), .tap(.character("S")), .tap(.shift), .tap(.character("w")),
            .tap(.submit),
        ])
        let outcome = surface.run(passphrasePrompt(ShippedKeyboards.layout("us"), surface: surface))
        #expect(outcome.value == .submitted("PaSSw"))
    }

    @Test func aMixedPassphraseTypedByTapsAlone() {
        // An uppercase letter, a digit, a symbol and an accented letter, on the German layout.
        let surface = ScriptedSurface(script: [
            .tap(.shift), .tap(.character("G")), .tap(.character("r")), .tap(.character("ü")), .tap(.character("ß")),
            .tap(.page(.symbols)), .tap(.character("4")), .tap(.character("!")),
            .tap(.page(.accents)), .tap(.character("é")), .tap(.delete), .tap(.character("è")),
            .tap(.page(.letters)), .tap(.character("x")), .tap(.submit),
        ])
        let outcome = surface.run(passphrasePrompt(ShippedKeyboards.layout("de"), surface: surface))
        #expect(outcome.value == .submitted("Grüß4!èx"))
    }

    @Test func aPINRequestKeepsTheNumericKeypad() {
        let request = Request(entry: .boxes(4))
        let prompt = Prompt(request: request, keyboard: ShippedKeyboards.layout("us"))
        #expect(!prompt.keypad.isKeyboard)
        #expect(prompt.keypad.digitOrder == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0])
    }

    @Test func theFocusRingWalksTheKeyboardAndReturnPressesTheFocusedKey() {
        let surface = ScriptedSurface(script: [
            .input(.key(KeyStroke(.arrow(.down)))), .input(.key(KeyStroke(.arrow(.left)))), .input(.key(KeyStroke(.enter))),
            .tap(.submit),
        ])
        let prompt = passphrasePrompt(ShippedKeyboards.layout("us"), surface: surface)
        let outcome = surface.run(prompt)
        // The first arrow puts the focus on the second row's middle key (g), left of it is f.
        #expect(outcome.value == .submitted("f"))
    }

    /// A page key pressed from the focus ring keeps the focus on the bottom row, on the key where
    /// the pressed one stood, on every page of every layout: a second Return changes the page
    /// again, never types a character (the row index alone put it on a symbol: the letters page
    /// has 3 rows above the bottom row, the symbols and accents pages 4). On headphones the new
    /// page and the focused key are said; on a speaker only the word every press says.
    @Test(arguments: KeyboardLayout.shippedNames)
    func aPageKeyPressedFromTheFocusKeepsTheFocusOnTheBottomRowAndTheNewPageIsSaid(name: String) {
        let layout = ShippedKeyboards.layout(name)
        for isPrivate in [true, false] {
            let request = Request(title: "Passphrase", entry: .freeLength(minimum: 1, maximum: 512), policy: .textInput)
            let prompt = Prompt(request: request, clock: ManualClock(), keyboard: layout)
            let policy = AnnouncementPolicy(isPrivate: isPrivate)
            for _ in 0..<6 { prompt.handle(.key(.moveFocus(.down))) }
            for _ in 0..<6 { prompt.handle(.key(.moveFocus(.left))) }
            // Return on each bottom-row page key in turn, from every page.
            for _ in 0..<6 {
                let before = prompt.reading
                let pageBefore = prompt.keypad.page
                guard case .page(let next) = prompt.keypadFocus else {
                    Issue.record("\(name): the focus is on \(String(describing: prompt.keypadFocus)), not a page key")
                    break
                }
                prompt.handle(.key(.pressFocused))
                #expect(prompt.keypad.page == next && prompt.keypad.page != pageBefore, "\(name): \(pageBefore) → \(next)")
                let place = prompt.keypadFocus.flatMap { prompt.keypad.position(of: $0) }
                #expect(place?.row == prompt.keypad.rows.count - 1, "\(name) \(next): the focus left the bottom row for \(String(describing: prompt.keypadFocus))")
                #expect(prompt.field.text.isEmpty, "\(name) \(next): typed \(prompt.field.text)")
                let said = policy.announcement(from: before, to: prompt.reading)?.text
                let pageName = policy.phrases.name(of: .page(next))
                if isPrivate {
                    let focusName = prompt.keypadFocus.map { policy.phrases.name(of: $0) } ?? ""
                    #expect(said == "0 characters. \(pageName). \(focusName).", "\(name) \(next)")
                } else {
                    #expect(said == "\(policy.phrases.textKeyPress).", "\(name) \(next): a speaker said \(said ?? "nothing")")
                }
            }
        }
    }

    @Test func speechNamesAKeyboardKeyOnlyOnAPrivateOutput() {
        let reading = PromptReading(title: "Passphrase", focus: .character("q"))
        var moved = reading
        moved.focusMoves += 1
        moved.focus = .character("ä")
        let speaker = AnnouncementPolicy(isPrivate: false).announcement(from: reading, to: moved)
        let headphones = AnnouncementPolicy(isPrivate: true).announcement(from: reading, to: moved)
        // On a speaker a move says nothing at all: not the key, not a tick to count.
        #expect(speaker == nil)
        #expect(headphones?.text == "ä")
    }

    /// Clicks and haptics follow `onKeyPress`: every keyboard key pressed is told, never with
    /// the field's text.
    @Test func everyKeyboardKeyPressIsToldForClicksAndHaptics() {
        let request = Request(entry: .freeLength(minimum: 1, maximum: 64), policy: .textInput)
        let prompt = Prompt(request: request, clock: ManualClock(), keyboard: ShippedKeyboards.layout("us"))
        var pressed: [Key] = []
        prompt.onKeyPress = { pressed.append($0) }
        for key in [Key.shift, .character("Q"), .page(.symbols), .character("#"), .character(" "), .delete] {
            let frame = prompt.layout.frame(of: key)!
            prompt.handle(.tap(frame.center, .down, pointer: 0))
            prompt.handle(.tap(frame.center, .up, pointer: 0))
        }
        #expect(pressed == [.shift, .character("Q"), .page(.symbols), .character("#"), .character(" "), .delete])
        #expect(prompt.keyPressCount == 6 && prompt.field.text == "Q#")
    }

    @Test func theKeyboardsOwnKeysHaveNamesAConfigurationCanTranslate() {
        var phrases = Phrases()
        #expect(phrases.set("shift", to: "Umschalt") && phrases.set("symbols", to: "Zeichen"))
        let policy = AnnouncementPolicy(phrases: phrases, isPrivate: true)
        let reading = PromptReading(title: "Passphrase")
        for (key, name) in [(Key.shift, "Umschalt"), (.page(.symbols), "Zeichen"), (.page(.accents), "Accents"), (.character(" "), "Space")] {
            var moved = reading
            moved.focus = key
            moved.focusMoves = 1
            #expect(policy.announcement(from: reading, to: moved)?.text == name)
        }
    }
}

/// A form of a text field above a PIN field (the sign-in's user and PIN): the letters keyboard
/// while the text field has the focus, the numeric keypad while the PIN field has it.
struct KeyboardFormTests {
    @Test func theKeyboardFollowsTheFocusBetweenATextAndAPINField() {
        let user = FormField(label: "User", policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text, mask: .digits))
        let pin = FormField(label: "PIN", policy: .keypadOnly, field: PasscodeField(freeLength: 1...64, isEditable: true))
        let surface = ScriptedSurface(script: [
            .tap(.shift), .tap(.character("B")), .tap(.character("o")), .tap(.page(.accents)), .tap(.character("é")),
            .input(.key(KeyStroke(.tab))),
            .tap(.digit(1)), .tap(.digit(2)), .tap(.digit(3)), .tap(.digit(4)),
            .tap(.submit),
        ])
        let prompt = Prompt(fields: [user, pin], keypad: Keypad(layout: .calculator), clock: surface.clock, keyboard: ShippedKeyboards.layout("us"))
        #expect(prompt.keypad.isKeyboard)
        let outcome = surface.run(prompt)
        #expect(outcome.value == .submitted("Boé\n1234"))
        #expect(!prompt.keypad.isKeyboard && prompt.keypad.digitOrder == [7, 8, 9, 4, 5, 6, 1, 2, 3, 0], "the PIN's own keypad")
    }

    @Test func aFormWithoutAKeyboardLayoutKeepsTheKeypad() {
        let user = FormField(label: "User", policy: .textInput, field: PasscodeField(freeLength: 1...64, isEditable: true, allowedCharacters: .text))
        let prompt = Prompt(fields: [user], clock: ManualClock())
        #expect(!prompt.keypad.isKeyboard)
    }
}
