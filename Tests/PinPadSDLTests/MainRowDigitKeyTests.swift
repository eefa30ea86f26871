import CSDL2
import PinPadCore
import Testing

@testable import PinPadSDL

/// The main row's digit keys are digits by their place, whatever the layout types on them, as
/// on the framebuffer: on AZERTY the key that types `&` (SDL's scancode 1) is the digit 1 in a
/// PIN field and `&` in a passphrase field. SDL 2.26 names these keys by their digit on every
/// layout (`SDL_SetKeymap`); the place is read from the scancode all the same, so a key symbol
/// that names the layout's character (`&`) changes nothing. Shift, Alt and AltGr keep their
/// rules (`KeyBinding`).
struct MainRowDigitKeyTests {
    /// SDL's press of the key at `scancode`, whose symbol the layout makes `symbol`, with `modifiers`.
    private func keyDown(_ symbol: Unicode.Scalar, _ scancode: SDL_Scancode, _ modifiers: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(bitPattern: symbol.value)
        event.key.keysym.scancode = scancode
        event.key.keysym.mod = UInt16(modifiers)
        event.key.state = UInt8(SDL_PRESSED)
        return event
    }

    /// What a field of `policy` makes of the press, as the window gets it (a PIN field: text
    /// input off, the press carries its text; a passphrase field: its text comes on its own).
    private func action(_ event: SDL_Event, policy: KeyboardPolicy) -> KeyAction? {
        var translator = EventTranslator()
        let typesText = EventTranslator.keyPressesTypeText(textInputOn: policy.wantsTextInput, awaitingStart: false)
        switch translator.translate(event, typesText: typesText) {
        case .input(.key(let stroke)): return KeyBinding.action(for: stroke, policy: policy)
        case .input(.refused), .input(.typed): return .refused
        default: return nil
        }
    }

    @Test func anAZERTYNumberRowKeyIsItsDigitInAPINField() {
        let row: [(Unicode.Scalar, SDL_Scancode, Int)] = [
            ("&", SDL_SCANCODE_1, 1), ("é", SDL_SCANCODE_2, 2), ("\"", SDL_SCANCODE_3, 3), ("'", SDL_SCANCODE_4, 4),
            ("(", SDL_SCANCODE_5, 5), ("-", SDL_SCANCODE_6, 6), ("è", SDL_SCANCODE_7, 7), ("_", SDL_SCANCODE_8, 8),
            ("ç", SDL_SCANCODE_9, 9), ("à", SDL_SCANCODE_0, 0),
        ]
        for (symbol, scancode, digit) in row {
            #expect(action(keyDown(symbol, scancode), policy: .keypadOnly) == .key(.digit(digit)), "\(symbol)")
            #expect(action(keyDown(symbol, scancode), policy: .hardwareKeys) == .key(.digit(digit)), "\(symbol)")
        }
    }

    @Test func aPassphraseFieldTakesTheLayoutsText() {
        var translator = EventTranslator()
        // Its text comes as SDL_TEXTINPUT: the press itself means nothing there.
        guard case .input(.key(let stroke)) = translator.translate(keyDown("&", SDL_SCANCODE_1)) else {
            Issue.record("no key")
            return
        }
        #expect(KeyBinding.action(for: stroke, policy: .textInput) == nil)
        // Queued before text input started: SDL names the main row's keys by their digits on
        // every layout, so the key's symbol cannot tell its character; without the X key press
        // that typed it (`WindowEndToEndTests.azertyKeysTypedAheadIntoATextFieldTypeTheirCharacters`)
        // it is refused, never taken for its digit.
        for symbol: Unicode.Scalar in ["&", "1"] {
            guard case .input(.refused) = translator.translate(keyDown(symbol, SDL_SCANCODE_1), typesText: true, textIsQueued: true) else {
                Issue.record("the queued key of \(symbol) was not refused")
                continue
            }
        }
    }

    @Test func shiftAltAndAltGrKeepTheirRules() {
        // Shift: the layout's character there, which the window does not know: refused, never guessed.
        #expect(action(keyDown("&", SDL_SCANCODE_1, KMOD_LSHIFT.rawValue), policy: .keypadOnly) == .refused)
        #expect(action(keyDown("1", SDL_SCANCODE_1, KMOD_LSHIFT.rawValue), policy: .keypadOnly) == .refused, "QWERTY Shift+1: !")
        #expect(action(keyDown("&", SDL_SCANCODE_1, KMOD_LALT.rawValue), policy: .keypadOnly) == .refused, "Alt: a chord")
        #expect(action(keyDown("&", SDL_SCANCODE_1, KMOD_LGUI.rawValue), policy: .keypadOnly) == .refused, "Super: a chord")
        #expect(action(keyDown("&", SDL_SCANCODE_1, KMOD_RALT.rawValue), policy: .keypadOnly) == .refused, "AltGr: the third level")
        // A letter key is still its letter (Ctrl+A where the layout puts A).
        #expect(action(keyDown("a", SDL_SCANCODE_Q, KMOD_LCTRL.rawValue), policy: .keypadOnly) == nil)
    }
}
