import CSDL2
import PinPadCore
import Testing

@testable import PinPadSDL

/// Keys queued when a text field takes the focus (text input started, its marker still queued:
/// SDL made no text for them) type only what is certain: a key with no modifier, its own
/// character. A key whose text depends on Shift, AltGr, Caps Lock or a dead key (which the
/// keyboard layout, not the key's symbol, decides) is refused visibly, never replaced by a
/// guess (`1` for Shift+1 on a German layout, where it types `!`).
struct QueuedTextTests {
    /// SDL's key press of `symbol` (a Unicode scalar or an SDL key code) with `modifiers`.
    private func keyDown(_ symbol: UInt32, _ modifiers: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(bitPattern: symbol)
        event.key.keysym.mod = UInt16(modifiers)
        event.key.state = UInt8(SDL_PRESSED)
        return event
    }

    /// What the window's loop gets for `symbol` with `modifiers`, queued before a text field's marker.
    private func queued(_ symbol: UInt32, _ modifiers: UInt32 = 0) -> SurfaceInput? {
        var translator = EventTranslator()
        guard case .input(let input) = translator.translate(keyDown(symbol, modifiers), typesText: true, textIsQueued: true) else { return nil }
        return input
    }

    private func scalar(_ character: Unicode.Scalar) -> UInt32 { character.value }

    @Test func aKeyWithNoModifierTypesItsOwnCharacter() {
        #expect(queued(scalar("q")) == .key(KeyStroke(.letter("q"), text: "q")))
        #expect(queued(scalar("1")) == .key(KeyStroke(.digit(1), text: "1")))
        // A key the pad does not name is typed text the field takes or refuses, never input-method
        // text a PIN field drops without a word.
        #expect(queued(scalar("ß")) == .typed("ß"))
        #expect(queued(scalar(" ")) == .key(KeyStroke(.space, text: " ")))
        #expect(queued(SDLK_KP_7.rawValue, KMOD_NUM.rawValue) == .key(KeyStroke(.keypadDigit(7), text: "7")))
    }

    @Test func aKeyWhoseTextTheLayoutDecidesIsRefused() {
        #expect(queued(scalar("1"), KMOD_LSHIFT.rawValue) == .refused, "Shift+1: ! on a German layout")
        #expect(queued(scalar("ß"), KMOD_LSHIFT.rawValue) == .refused, "Shift+ß: ?")
        #expect(queued(scalar("q"), KMOD_MODE.rawValue) == .refused, "AltGr+q: @")
        #expect(queued(scalar("q"), KMOD_RALT.rawValue) == .refused, "AltGr as right Alt")
        #expect(queued(scalar("a"), KMOD_CAPS.rawValue) == .refused, "Caps Lock and a letter")
        #expect(queued(scalar("a"), KMOD_LSHIFT.rawValue) == .refused)
        #expect(queued(scalar("´")) == .refused, "a dead accent waiting for its letter")
        #expect(queued(SDLK_KP_7.rawValue) == .refused, "keypad 7 without Num Lock: Home")
    }

    /// Outside that moment Shift and a digit is still the digit's key, without a text (the
    /// layout's character there is unknown: `KeyBinding` refuses it in a PIN field, as every
    /// backend does), and keys that type nothing stay keys.
    @Test func keysThatTypeNothingAndPINFieldsAreUnchanged() {
        var translator = EventTranslator()
        guard case .input(let input) = translator.translate(keyDown(scalar("1"), KMOD_LSHIFT.rawValue), typesText: true) else {
            Issue.record("nothing")
            return
        }
        #expect(input == .key(KeyStroke(.digit(1), modifiers: .shift)))
        #expect(KeyBinding.action(for: KeyStroke(.digit(1), modifiers: .shift), policy: .keypadOnly) == .refused)
        #expect(queued(SDLK_RETURN.rawValue) == .key(KeyStroke(.enter)))
        #expect(queued(SDLK_BACKSPACE.rawValue) == .key(KeyStroke(.backspace)))
    }
}
