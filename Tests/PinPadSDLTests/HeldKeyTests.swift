import CSDL2
import PinPadCore
import Testing

@testable import PinPadSDL

/// A key the X server has down when the window gains focus or a prompt starts: the server
/// repeats it as raw presses with no release between them, which SDL 2.26 passes on as new
/// presses (no repeat flag). Such a press, its repeats and their text do nothing until the key
/// is released; a key typed meanwhile acts. Raw key events name the X display they came from
/// (the translator looks their symbol up): the tests' own (`DISPLAY`, xvfb-run).
final class HeldKeyTests {
    private let display: OpaquePointer?

    init() {
        display = XOpenDisplay(nil)
    }

    deinit {
        if let display { XCloseDisplay(display) }
    }

    private let returnKeycode: UInt32 = 36
    private let fourKeycode: UInt32 = 13
    private let fiveKeycode: UInt32 = 14

    private func raw(_ type: Int32, keycode: UInt32 = 0, keysDown: [UInt32] = [], into message: UnsafeMutablePointer<SDL_SysWMmsg>) -> SDL_Event {
        rawKeyEvent(type, keycode: keycode, keysDown: keysDown, display: display, into: message)
    }

    private func key(_ type: SDL_EventType, _ symbol: SDL_KeyCode, _ scancode: SDL_Scancode, repeat isRepeat: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.key.keysym.sym = Int32(bitPattern: symbol.rawValue)
        event.key.keysym.scancode = scancode
        event.key.repeat = isRepeat ? 1 : 0
        return event
    }

    private func text(_ character: Character) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        event.text.text.0 = CChar(bitPattern: character.asciiValue!)
        return event
    }

    private func isKey(_ action: EventTranslator.Action, _ expected: PhysicalKey) -> Bool {
        if case .input(.key(let stroke)) = action { return stroke.key == expected }
        return false
    }

    private func isNone(_ action: EventTranslator.Action) -> Bool {
        if case .none = action { return true }
        return false
    }

    /// A typed press: its raw KeyPress, then SDL's key event.
    private func press(
        _ translator: inout EventTranslator, _ keycode: UInt32, _ symbol: SDL_KeyCode, _ scancode: SDL_Scancode,
        into message: UnsafeMutablePointer<SDL_SysWMmsg>
    ) -> EventTranslator.Action {
        _ = translator.translate(raw(PINPAD_X11_KEY_PRESS, keycode: keycode, into: message))
        return translator.translate(key(SDL_KEYDOWN, symbol, scancode))
    }

    @Test func aKeyDownAtFocusActsOnlyWhenPressedAgain() throws {
        try #require(display != nil, "no X display: run under xvfb-run")
        var translator = EventTranslator()
        translator.readsRawKeyEvents = true
        let message = UnsafeMutablePointer<SDL_SysWMmsg>.allocate(capacity: 1)
        defer { message.deallocate() }
        _ = translator.translate(raw(PINPAD_X11_FOCUS_IN, into: message))
        _ = translator.translate(raw(PINPAD_X11_KEYMAP_NOTIFY, keysDown: [returnKeycode], into: message))
        // The server's repeats of the held Return, which SDL flags as no repeat.
        #expect(isNone(press(&translator, returnKeycode, SDLK_RETURN, SDL_SCANCODE_RETURN, into: message)), "the held Return acted")
        #expect(isNone(press(&translator, returnKeycode, SDLK_RETURN, SDL_SCANCODE_RETURN, into: message)), "its repeat acted")
        // Another key typed meanwhile acts.
        #expect(isKey(press(&translator, fourKeycode, SDLK_4, SDL_SCANCODE_4, into: message), .digit(4)))
        // Released and pressed again, Return acts.
        _ = translator.translate(raw(PINPAD_X11_KEY_RELEASE, keycode: returnKeycode, into: message))
        _ = translator.translate(key(SDL_KEYUP, SDLK_RETURN, SDL_SCANCODE_RETURN))
        #expect(isKey(press(&translator, returnKeycode, SDLK_RETURN, SDL_SCANCODE_RETURN, into: message), .enter))
    }

    @Test func aDigitDownAtTheStartTypesNoTextUntilPressedAgain() throws {
        try #require(display != nil, "no X display: run under xvfb-run")
        var translator = EventTranslator()
        translator.readsRawKeyEvents = true
        let message = UnsafeMutablePointer<SDL_SysWMmsg>.allocate(capacity: 1)
        defer { message.deallocate() }
        // As `XQueryKeymap` gives it when a prompt starts.
        var keymap = [UInt8](repeating: 0, count: 32)
        keymap[Int(fiveKeycode) / 8] |= UInt8(1 << (fiveKeycode % 8))
        keymap.withUnsafeBytes { translator.holdOver(keymap: $0) }
        #expect(isNone(press(&translator, fiveKeycode, SDLK_5, SDL_SCANCODE_5, into: message)))
        #expect(isNone(translator.translate(text("5"))), "the held 5's repeat typed")
        _ = translator.translate(raw(PINPAD_X11_KEY_RELEASE, keycode: fiveKeycode, into: message))
        #expect(isKey(press(&translator, fiveKeycode, SDLK_5, SDL_SCANCODE_5, into: message), .digit(5)))
        guard case .input(.text("5")) = translator.translate(text("5")) else {
            Issue.record("the 5 pressed again typed nothing")
            return
        }
    }

    /// A key held in a text field: SDL flags its repeats and still sends their text, which
    /// typed `aaaaaaaa` for one held `a`. Holding a key types once, as in a PIN field; pressed
    /// again, it types again.
    @Test func aHeldKeysRepeatsTypeNoTextInATextField() {
        var translator = EventTranslator()
        _ = translator.translate(key(SDL_KEYDOWN, SDLK_a, SDL_SCANCODE_A))
        guard case .input(.text("a")) = translator.translate(text("a")) else {
            Issue.record("the press typed nothing")
            return
        }
        for _ in 0..<3 {
            _ = translator.translate(key(SDL_KEYDOWN, SDLK_a, SDL_SCANCODE_A, repeat: true))
            #expect(isNone(translator.translate(text("a"))), "a repeat typed")
        }
        _ = translator.translate(key(SDL_KEYUP, SDLK_a, SDL_SCANCODE_A))
        _ = translator.translate(key(SDL_KEYDOWN, SDLK_a, SDL_SCANCODE_A))
        guard case .input(.text("a")) = translator.translate(text("a")) else {
            Issue.record("pressed again, the key typed nothing")
            return
        }
    }

    /// SDL's own press for a key it finds down on focus (`X11_ReconcileKeyboardState`) comes
    /// with no raw KeyPress: it does nothing. A key down when only the pointer entered was
    /// maybe pressed in the window: it is not held over.
    @Test func aPressSDLMakesOnFocusDoesNothingAndEnteringHoldsNoKey() throws {
        try #require(display != nil, "no X display: run under xvfb-run")
        var translator = EventTranslator()
        translator.readsRawKeyEvents = true
        let message = UnsafeMutablePointer<SDL_SysWMmsg>.allocate(capacity: 1)
        defer { message.deallocate() }
        _ = translator.translate(raw(PINPAD_X11_FOCUS_IN, into: message))
        #expect(isNone(translator.translate(key(SDL_KEYDOWN, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE))), "SDL's reconciling press acted")
        _ = translator.translate(raw(PINPAD_X11_ENTER_NOTIFY, into: message))
        _ = translator.translate(raw(PINPAD_X11_KEYMAP_NOTIFY, keysDown: [fourKeycode], into: message))
        #expect(isKey(press(&translator, fourKeycode, SDLK_4, SDL_SCANCODE_4, into: message), .digit(4)))
    }

    /// The rule itself: found down, a key is refused until released.
    @Test func theRuleHoldsAKeyOverUntilItsRelease() {
        var held = HeldKeys<UInt32>()
        #expect(held.admits(40))
        held.holdOver(40)
        #expect(!held.admits(40))
        #expect(held.admits(41))
        held.release(41)
        #expect(!held.admits(40))
        held.release(40)
        #expect(held.admits(40))
        #expect(held.isEmpty)
    }
}
