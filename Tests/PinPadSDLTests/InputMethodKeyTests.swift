import CSDL2
import PinPadCore
import Testing

@testable import PinPadSDL

/// Keys typed ahead into a text field (queued before its text input started) that the input
/// method took: a dead key and its letter, a Compose sequence. The input method filters their
/// raw presses (`XFilterEvent`), so SDL's key event comes without the raw event it otherwise
/// queues just before it, and the character it makes (a press of keycode 0 put back) came while
/// text input was off: lost. Both are refused, never typed as the bare letter (`o` for `^ o`).
/// Raw key events name the X display they came from: the tests' own (`DISPLAY`, xvfb-run).
final class InputMethodKeyTests {
    private let display: OpaquePointer?

    init() {
        display = XOpenDisplay(nil)
    }

    deinit {
        if let display { XCloseDisplay(display) }
    }

    private let oKeycode: UInt32 = 32
    private let xKeycode: UInt32 = 53

    private func raw(_ type: Int32, keycode: UInt32, into message: UnsafeMutablePointer<SDL_SysWMmsg>) -> SDL_Event {
        rawKeyEvent(type, keycode: keycode, display: display, into: message)
    }

    private func keyDown(_ symbol: SDL_KeyCode, _ scancode: SDL_Scancode) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = Int32(bitPattern: symbol.rawValue)
        event.key.keysym.scancode = scancode
        return event
    }

    private func input(_ action: EventTranslator.Action) -> SurfaceInput? {
        if case .input(let input) = action { return input }
        return nil
    }

    @Test func aQueuedKeyTheInputMethodTookIsRefusedAndATypedOneTypes() throws {
        try #require(display != nil, "no X display: run under xvfb-run")
        var translator = EventTranslator()
        translator.readsRawKeyEvents = true
        let message = UnsafeMutablePointer<SDL_SysWMmsg>.allocate(capacity: 1)
        defer { message.deallocate() }
        // `o` after a dead circumflex: its raw press filtered, SDL's key event alone.
        #expect(input(translator.translate(keyDown(SDLK_o, SDL_SCANCODE_O), typesText: true, textIsQueued: true)) == .refused)
        _ = translator.translate(raw(PINPAD_X11_KEY_RELEASE, keycode: oKeycode, into: message), typesText: true, textIsQueued: true)
        // `x`, typed: its raw press, then its key event.
        _ = translator.translate(raw(PINPAD_X11_KEY_PRESS, keycode: xKeycode, into: message), typesText: true, textIsQueued: true)
        #expect(input(translator.translate(keyDown(SDLK_x, SDL_SCANCODE_X), typesText: true, textIsQueued: true)) == .key(KeyStroke(.letter("x"), text: "x")))
        // The raw press is used up by its key event: a filtered key after it is refused.
        #expect(input(translator.translate(keyDown(SDLK_o, SDL_SCANCODE_O), typesText: true, textIsQueued: true)) == .refused)
    }

    @Test func theInputMethodsCharacterQueuedIsRefused() throws {
        try #require(display != nil, "no X display: run under xvfb-run")
        var translator = EventTranslator()
        translator.readsRawKeyEvents = true
        let message = UnsafeMutablePointer<SDL_SysWMmsg>.allocate(capacity: 1)
        defer { message.deallocate() }
        #expect(input(translator.translate(raw(PINPAD_X11_KEY_PRESS, keycode: 0, into: message), typesText: true, textIsQueued: true)) == .refused)
        // With text input on, the same press brings its text after it (`SDL_TEXTINPUT`).
        #expect(input(translator.translate(raw(PINPAD_X11_KEY_PRESS, keycode: 0, into: message))) == nil)
        // And a key event after it has no raw press of its own: the input method's.
        #expect(input(translator.translate(keyDown(SDLK_o, SDL_SCANCODE_O), typesText: true, textIsQueued: true)) == .refused)
    }

    /// A dead key SDL has no character for (its key code is its scancode's, `SDLK_SCANCODE_MASK`)
    /// typed nothing and was passed over: the letter after it, read once text input had
    /// started, came bare. It is refused too, whatever its symbol.
    @Test func aQueuedDeadKeyWithNoCharacterIsRefused() throws {
        try #require(display != nil, "no X display: run under xvfb-run")
        var translator = EventTranslator()
        translator.readsRawKeyEvents = true
        let deadKey = keyDown(SDL_KeyCode(rawValue: 0x4000_0000), SDL_SCANCODE_APOSTROPHE)
        #expect(input(translator.translate(deadKey, typesText: true, textIsQueued: true)) == .refused)
    }

    /// A key `xdotool` mapped for a moment (keycode 8, which has no symbol here: its mapping is
    /// undone by the time the press is read), which SDL made no key event of: no text came of
    /// it either, so it was lost without a word, even in a text field with text input on. It is
    /// refused; when the input method did make text of it, it is not.
    @Test func aPressWithNoSymbolThatNoTextCameOfIsRefused() throws {
        try #require(display != nil, "no X display: run under xvfb-run")
        let unmapped: UInt32 = 8
        var translator = EventTranslator()
        translator.readsRawKeyEvents = true
        let message = UnsafeMutablePointer<SDL_SysWMmsg>.allocate(capacity: 1)
        defer { message.deallocate() }
        _ = translator.translate(raw(PINPAD_X11_KEY_PRESS, keycode: unmapped, into: message))
        #expect(input(translator.translate(raw(PINPAD_X11_KEY_RELEASE, keycode: unmapped, into: message))) == .refused)
        // The same press with the input method's text after it.
        _ = translator.translate(raw(PINPAD_X11_KEY_PRESS, keycode: unmapped, into: message))
        var text = SDL_Event()
        text.type = SDL_TEXTINPUT.rawValue
        text.text.text.0 = CChar(bitPattern: UInt8(ascii: "n"))
        #expect(input(translator.translate(text)) == .text("n"))
        #expect(input(translator.translate(raw(PINPAD_X11_KEY_RELEASE, keycode: unmapped, into: message))) == nil)
    }

    /// Text input on, at a normal pace: a dead key then a letter it makes nothing with (`´`
    /// then `q` on US international): the input method takes both and makes no character, so
    /// they were lost without a word (`ax` for `a ´ q x`). The next key it lets through is
    /// refused: the field marks the loss. A sequence that makes its character, one ended with
    /// Backspace, and Shift for the next letter lose nothing.
    @Test func aSequenceTheInputMethodMadeNothingOfIsRefusedAtTheNextKey() throws {
        try #require(display != nil, "no X display: run under xvfb-run")
        let message = UnsafeMutablePointer<SDL_SysWMmsg>.allocate(capacity: 1)
        defer { message.deallocate() }
        let deadAcute = keyDown(SDL_KeyCode(rawValue: 0x4000_0000), SDL_SCANCODE_APOSTROPHE)
        let shiftKeycode: UInt32 = 50
        func typeX(_ translator: inout EventTranslator) -> SurfaceInput? {
            input(translator.translate(raw(PINPAD_X11_KEY_PRESS, keycode: xKeycode, into: message)))
        }
        // ´ q: nothing made.
        var lost = EventTranslator()
        lost.readsRawKeyEvents = true
        _ = lost.translate(deadAcute)
        _ = lost.translate(keyDown(SDLK_q, SDL_SCANCODE_Q))
        #expect(typeX(&lost) == .refused)
        #expect(typeX(&lost) == nil, "refused once")
        // ´ e: é made (the input method's press of keycode 0, then its text).
        var made = EventTranslator()
        made.readsRawKeyEvents = true
        _ = made.translate(deadAcute)
        _ = made.translate(keyDown(SDLK_e, SDL_SCANCODE_E))
        _ = made.translate(raw(PINPAD_X11_KEY_PRESS, keycode: 0, into: message))
        #expect(typeX(&made) == nil)
        // ´ Backspace: ended on purpose.
        var ended = EventTranslator()
        ended.readsRawKeyEvents = true
        _ = ended.translate(deadAcute)
        _ = ended.translate(keyDown(SDLK_BACKSPACE, SDL_SCANCODE_BACKSPACE))
        #expect(typeX(&ended) == nil)
        // ´ Left, ´ Tab: a key that types nothing ends the sequence on purpose.
        for key in [(SDLK_LEFT, SDL_SCANCODE_LEFT), (SDLK_TAB, SDL_SCANCODE_TAB)] {
            var moved = EventTranslator()
            moved.readsRawKeyEvents = true
            _ = moved.translate(deadAcute)
            _ = moved.translate(keyDown(key.0, key.1))
            #expect(typeX(&moved) == nil, "refused after \(key.0)")
        }
        // ´ Shift: still waiting for its letter.
        var shifted = EventTranslator()
        shifted.readsRawKeyEvents = true
        _ = shifted.translate(deadAcute)
        #expect(input(shifted.translate(raw(PINPAD_X11_KEY_PRESS, keycode: shiftKeycode, into: message))) == nil)
        _ = shifted.translate(keyDown(SDLK_e, SDL_SCANCODE_E))
        _ = shifted.translate(raw(PINPAD_X11_KEY_PRESS, keycode: 0, into: message))
        #expect(typeX(&shifted) == nil)
    }

    /// A key that types nothing, taken by the input method to end a dead key (its key event
    /// without a raw press), only ends it: Backspace deleted the character before the dead key
    /// too, Escape cancelled the pad. Without a sequence held, such a key (one a program pushes)
    /// acts.
    @Test func aKeyThatEndsADeadKeyDoesNothingElse() throws {
        try #require(display != nil, "no X display: run under xvfb-run")
        let deadAcute = keyDown(SDL_KeyCode(rawValue: 0x4000_0000), SDL_SCANCODE_APOSTROPHE)
        for key in [(SDLK_BACKSPACE, SDL_SCANCODE_BACKSPACE), (SDLK_ESCAPE, SDL_SCANCODE_ESCAPE), (SDLK_RETURN, SDL_SCANCODE_RETURN)] {
            var translator = EventTranslator()
            translator.readsRawKeyEvents = true
            _ = translator.translate(deadAcute)
            #expect(input(translator.translate(keyDown(key.0, key.1))) == nil, "\(key.0) after a dead key")
            #expect(input(translator.translate(keyDown(key.0, key.1))) != nil, "\(key.0) with no sequence held")
        }
    }

    /// A chord the input method took while a dead key waited (Ctrl+U: Xlib's Compose table
    /// matches `u` whatever the modifiers, and makes `ú`) cleared the field and typed `ú`: it is
    /// refused, and the character made of it dropped. Alt and Super alike.
    @Test func aChordTakenAfterADeadKeyIsRefusedAndItsCharacterDropped() throws {
        try #require(display != nil, "no X display: run under xvfb-run")
        let message = UnsafeMutablePointer<SDL_SysWMmsg>.allocate(capacity: 1)
        defer { message.deallocate() }
        let deadAcute = keyDown(SDL_KeyCode(rawValue: 0x4000_0000), SDL_SCANCODE_APOSTROPHE)
        for modifier in [KMOD_LCTRL, KMOD_LALT, KMOD_LGUI] {
            var translator = EventTranslator()
            translator.readsRawKeyEvents = true
            _ = translator.translate(deadAcute)
            var chord = keyDown(SDLK_u, SDL_SCANCODE_U)
            chord.key.keysym.mod = UInt16(modifier.rawValue)
            #expect(input(translator.translate(chord)) == .refused, "\(modifier)")
            _ = translator.translate(raw(PINPAD_X11_KEY_PRESS, keycode: 0, into: message))
            var text = SDL_Event()
            text.type = SDL_TEXTINPUT.rawValue
            text.text.text.0 = CChar(bitPattern: 0xC3)
            text.text.text.1 = CChar(bitPattern: 0xBA)
            #expect(input(translator.translate(text)) == nil, "the ú made of \(modifier)+U")
            // The next key's text types.
            _ = translator.translate(raw(PINPAD_X11_KEY_PRESS, keycode: xKeycode, into: message))
            #expect(input(translator.translate(text)) == .text("ú"))
        }
    }

    /// Compose twice cancels the sequence: the key the input method lets through after it is not
    /// refused. Compose, a letter, Compose: the letter may be lost, so the next key is.
    @Test func composeTwiceEndsTheSequenceOnPurpose() throws {
        try #require(display != nil, "no X display: run under xvfb-run")
        let message = UnsafeMutablePointer<SDL_SysWMmsg>.allocate(capacity: 1)
        defer { message.deallocate() }
        let compose = keyDown(SDL_KeyCode(rawValue: 0x4000_0000), SDL_SCANCODE_RALT)
        var cancelled = EventTranslator()
        cancelled.readsRawKeyEvents = true
        _ = cancelled.translate(compose)
        _ = cancelled.translate(compose)
        #expect(input(cancelled.translate(raw(PINPAD_X11_KEY_PRESS, keycode: xKeycode, into: message))) == nil)
        var lost = EventTranslator()
        lost.readsRawKeyEvents = true
        _ = lost.translate(compose)
        _ = lost.translate(keyDown(SDLK_q, SDL_SCANCODE_Q))
        _ = lost.translate(compose)
        #expect(input(lost.translate(raw(PINPAD_X11_KEY_PRESS, keycode: xKeycode, into: message))) == .refused)
    }

    /// A press whose key's mapping changed after it (a change queued behind it): its symbol
    /// read now may be the new mapping's, so it is refused at its raw press, and its key event
    /// and SDL's text do nothing. The next press, with no change behind it, types.
    @Test func aPressWhoseKeyWasRemappedAfterItIsRefused() throws {
        try #require(display != nil, "no X display: run under xvfb-run")
        let message = UnsafeMutablePointer<SDL_SysWMmsg>.allocate(capacity: 1)
        defer { message.deallocate() }
        var remapped: Set<UInt32> = [xKeycode]
        var translator = EventTranslator()
        translator.readsRawKeyEvents = true
        translator.keyMappingChangeQueued = { keycode, _ in remapped.contains(keycode) }
        var text = SDL_Event()
        text.type = SDL_TEXTINPUT.rawValue
        text.text.text.0 = CChar(bitPattern: UInt8(ascii: "x"))
        #expect(input(translator.translate(raw(PINPAD_X11_KEY_PRESS, keycode: xKeycode, into: message))) == .refused)
        #expect(input(translator.translate(keyDown(SDLK_x, SDL_SCANCODE_X))) == nil)
        #expect(input(translator.translate(text)) == nil)
        #expect(input(translator.translate(raw(PINPAD_X11_KEY_RELEASE, keycode: xKeycode, into: message))) == nil)
        remapped = []
        #expect(input(translator.translate(raw(PINPAD_X11_KEY_PRESS, keycode: xKeycode, into: message))) == nil)
        #expect(input(translator.translate(text)) == .text("x"))
    }

    /// With text input on, a press whose key had no symbol left when it was read (mapped for a
    /// moment) that SDL made a key event of but no text: refused at its release, not lost.
    @Test func aPressWithNoSymbolThatSDLMadeAKeyEventOfButNoTextIsRefused() throws {
        try #require(display != nil, "no X display: run under xvfb-run")
        let unmapped: UInt32 = 8
        let message = UnsafeMutablePointer<SDL_SysWMmsg>.allocate(capacity: 1)
        defer { message.deallocate() }
        var translator = EventTranslator()
        translator.readsRawKeyEvents = true
        _ = translator.translate(raw(PINPAD_X11_KEY_PRESS, keycode: unmapped, into: message))
        _ = translator.translate(keyDown(SDL_KeyCode(rawValue: 0x4000_0000), SDL_SCANCODE_INTERNATIONAL1))
        #expect(input(translator.translate(raw(PINPAD_X11_KEY_RELEASE, keycode: unmapped, into: message))) == .refused)
    }

    /// With text input on (not queued), the input method's keys come as SDL's key events alone
    /// and its text follows: the keys stay keys that type nothing themselves.
    @Test func keysTheInputMethodTakesWithTextInputOnAreUnchanged() throws {
        try #require(display != nil, "no X display: run under xvfb-run")
        var translator = EventTranslator()
        translator.readsRawKeyEvents = true
        #expect(input(translator.translate(keyDown(SDLK_o, SDL_SCANCODE_O))) == .key(KeyStroke(.letter("o"))))
    }
}
