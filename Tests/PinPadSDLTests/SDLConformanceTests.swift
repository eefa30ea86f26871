import CSDL2
import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadSDL

/// The backend conformance suite with keys as SDL reports them to the window: key events
/// through the window's `EventTranslator`, played on the scripted surface through the one
/// `PromptDriver`. No display is needed: the translator reads the events alone.
@Suite struct SDLConformanceTests {
    /// The SDL key symbols the translator names.
    static let symbols: [SDL_KeyCode] =
        (SDLK_0.rawValue...SDLK_9.rawValue).map { SDL_KeyCode(rawValue: $0) } + (SDLK_a.rawValue...SDLK_z.rawValue).map { SDL_KeyCode(rawValue: $0) }
        + [
            SDLK_KP_0, SDLK_KP_1, SDLK_KP_2, SDLK_KP_3, SDLK_KP_4, SDLK_KP_5, SDLK_KP_6, SDLK_KP_7, SDLK_KP_8, SDLK_KP_9, SDLK_BACKSPACE,
            SDLK_DELETE, SDLK_RETURN, SDLK_KP_ENTER, SDLK_ESCAPE, SDLK_TAB, SDLK_SPACE, SDLK_UP, SDLK_DOWN, SDLK_LEFT, SDLK_RIGHT,
            SDLK_KP_MULTIPLY, SDLK_KP_MINUS, SDLK_KP_PLUS, SDLK_KP_PERIOD, SDLK_KP_DIVIDE,
        ]

    /// A key press as SDL queues it (`SDL_KEYDOWN`, no repeat).
    static func keyDown(_ key: PhysicalKey, _ modifiers: KeyModifiers) -> SDL_Event? {
        guard let symbol = symbols.first(where: { EventTranslator.physicalKey($0.rawValue) == key }) else { return nil }
        var mod: UInt32 = 0
        if modifiers.contains(.control) { mod |= KMOD_LCTRL.rawValue }
        if modifiers.contains(.shift) { mod |= KMOD_LSHIFT.rawValue }
        if modifiers.contains(.alt) { mod |= KMOD_LALT.rawValue }
        if case .keypadSymbol = key { mod |= KMOD_NUM.rawValue }
        if case .keypadDigit = key { mod |= KMOD_NUM.rawValue }
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(bitPattern: symbol.rawValue)
        event.key.keysym.mod = UInt16(mod)
        event.key.state = UInt8(SDL_PRESSED)
        return event
    }

    /// A press of a key the translator does not name, as SDL queues it: its key symbol is the
    /// character it types (`SDLK_MINUS` is `-`).
    static func symbolDown(_ character: Character) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(bitPattern: character.unicodeScalars.first?.value ?? 0)
        event.key.state = UInt8(SDL_PRESSED)
        return event
    }

    /// The text a key press makes while text input is on (`SDL_TEXTINPUT`, after its key event).
    static func textInput(_ text: String) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            for (index, byte) in text.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
        }
        return event
    }

    /// The character a key types with no modifier on a US layout, for its `SDL_TEXTINPUT`.
    static func typedText(_ key: PhysicalKey) -> String? {
        switch key {
        case .digit(let value), .keypadDigit(let value): return String(value)
        case .letter(let letter): return String(letter)
        case .space: return " "
        case .keypadMultiply: return "*"
        case .keypadSymbol(let symbol): return String(symbol)
        default: return nil
        }
    }

    /// Caps Lock's press as SDL queues it: `SDL_KEYDOWN` of `SDLK_CAPSLOCK`, with `KMOD_CAPS` in
    /// its modifiers once SDL has toggled the lock (`locked`).
    static func capsLockDown(locked: Bool) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(bitPattern: SDLK_CAPSLOCK.rawValue)
        event.key.keysym.mod = UInt16(locked ? KMOD_CAPS.rawValue : 0)
        event.key.state = UInt8(SDL_PRESSED)
        return event
    }

    /// A session step as the window's loop gets it; a paste is Ctrl+V with the text on the
    /// clipboard. Key presses carry their text as the window decides (`keyPressesTypeText`):
    /// with text input on for a session whose first field takes text (its text input started),
    /// off for a PIN field.
    static func encoder(textInputOn: Bool = false) -> (SessionStep) -> [ScriptStep]? {
        var translator = EventTranslator()
        let typesText = EventTranslator.keyPressesTypeText(textInputOn: textInputOn, awaitingStart: false)
        var capsLock = false
        func translated(_ key: PhysicalKey, _ modifiers: KeyModifiers) -> [ScriptStep]? {
            guard let event = keyDown(key, modifiers) else { return nil }
            var steps: [ScriptStep] = []
            if case .input(let input) = translator.translate(event, typesText: typesText) { steps.append(.input(input)) }
            // With text input on, SDL sends the key's text after it (X11 sends it with Alt too).
            if textInputOn, !modifiers.contains(.control), let text = typedText(key),
                case .input(let input) = translator.translate(textInput(text), typesText: typesText)
            {
                steps.append(.input(input))
            }
            return steps
        }
        return { step in
            switch step {
            case .press(let key, let modifiers): return translated(key, modifiers)
            case .tap(let key): return [.tap(key)]
            case .paste(let text): return translated(.letter("v"), .control).map { [.copy(text)] + $0 }
            case .wait(let milliseconds): return [.wait(milliseconds)]
            case .typeSymbol(let character):
                guard case .input(let input) = translator.translate(symbolDown(character), typesText: typesText) else { return [] }
                return [.input(input)]
            case .pressCapsLock:
                capsLock.toggle()
                guard case .input(let input) = translator.translate(capsLockDown(locked: capsLock), typesText: typesText) else { return [] }
                return [.input(input)]
            }
        }
    }

    @Test(arguments: ConformanceSession.all + ConformanceSession.capsLock + ConformanceSession.refusedCharacters + ConformanceSession.passphrases)
    func session(_ session: ConformanceSession) {
        #expect(session.run(encoding: Self.encoder(textInputOn: session.fields.first?.policy == .textInput)) == session.expected)
    }
}
