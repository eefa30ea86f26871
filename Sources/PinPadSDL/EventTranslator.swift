internal import CSDL2
import PinPadCore

/// Turns SDL events into prompt inputs: the only place that knows SDL's event layout.
///
/// Touch is handled through finger events only; mouse events synthesised from touch
/// (`which == SDL_TOUCH_MOUSEID`) are dropped so one touch gives one digit. Holding a key types
/// one digit: key repeat types nothing. `SDL_TEXTINPUT` and `SDL_TEXTEDITING` become `.text` and `.composition` inputs, which
/// the prompt takes only for a `.textInput` field; the keypad route never acts on them.
struct EventTranslator {
    /// Drawable pixels per window point, horizontally and vertically.
    var pixelRatio = (x: 1.0, y: 1.0)
    /// The drawable size in pixels, for normalised finger positions.
    var outputSize = Size(width: 1, height: 1)

    /// What the window loop should do with one event.
    enum Action {
        case input(PromptInput)
        case paste
        case quit
        case resized
        case exposed
        case focus(Bool)
        case none
    }

    /// Pointer id of the mouse; fingers get ids from their SDL finger id, never this one.
    static let mousePointer = -1

    /// A key press that SDL marks as a repeat within this many milliseconds of the last press
    /// taken for that key is a new press. X11 reports a release followed at once by a press of
    /// the same key (a badge reader, a script) as auto-repeat; real auto-repeat starts only after
    /// a delay of 250 ms or more and then never comes within this span of a taken press.
    static let quickPressSpan: UInt32 = 150

    /// When each key's last press was taken, SDL milliseconds, by key symbol.
    private var lastPress: [Int32: UInt32] = [:]

    mutating func translate(_ event: SDL_Event) -> Action {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED: return .resized
            case SDL_WINDOWEVENT_EXPOSED: return .exposed
            case SDL_WINDOWEVENT_FOCUS_GAINED: return .focus(true)
            case SDL_WINDOWEVENT_FOCUS_LOST: return .focus(false)
            default: return .none
            }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != PINPAD_SDL_TOUCH_MOUSEID, button.button == UInt8(SDL_BUTTON_LEFT) else { return .none }
            let phase: TapPhase = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
            return .input(.tap(point(x: button.x, y: button.y), phase, pointer: Self.mousePointer))
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != PINPAD_SDL_TOUCH_MOUSEID, motion.state & pinpad_sdl_button_mask(SDL_BUTTON_LEFT) != 0 else {
                return .none
            }
            return .input(.tap(point(x: motion.x, y: motion.y), .moved, pointer: Self.mousePointer))
        case SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION:
            let finger = event.tfinger
            let phase: TapPhase
            switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN: phase = .down
            case SDL_FINGERUP: phase = .up
            default: phase = .moved
            }
            let location = Point(x: Double(finger.x) * outputSize.width, y: Double(finger.y) * outputSize.height)
            return .input(.tap(location, phase, pointer: Int(truncatingIfNeeded: finger.fingerId & 0x3FFF_FFFF)))
        case SDL_KEYDOWN:
            return key(event.key)
        case SDL_TEXTINPUT:
            return .input(.text(text(event.text.text)))
        case SDL_TEXTEDITING:
            return .input(.composition(text(event.edit.text)))
        default:
            return .none
        }
    }

    /// The UTF-8 text of a fixed-size, NUL-terminated event buffer.
    private func text<Buffer>(_ buffer: Buffer) -> String {
        withUnsafeBytes(of: buffer) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    private func point(x: Int32, y: Int32) -> Point {
        Point(x: (Double(x) + 0.5) * pixelRatio.x, y: (Double(y) + 0.5) * pixelRatio.y)
    }

    private mutating func key(_ event: SDL_KeyboardEvent) -> Action {
        if event.repeat != 0 {
            guard let last = lastPress[event.keysym.sym], event.timestamp &- last < EventTranslator.quickPressSpan else {
                return .none
            }
        }
        lastPress[event.keysym.sym] = event.timestamp
        let symbol = UInt32(bitPattern: event.keysym.sym)
        let modifiers = UInt32(event.keysym.mod)
        let control = modifiers & (KMOD_LCTRL.rawValue | KMOD_RCTRL.rawValue) != 0
        let alt = modifiers & (KMOD_LALT.rawValue | KMOD_RALT.rawValue | KMOD_LGUI.rawValue | KMOD_RGUI.rawValue) != 0
        if control {
            switch symbol {
            case SDLK_u.rawValue: return .input(.key(.clear))
            case SDLK_v.rawValue: return .paste
            case SDLK_c.rawValue: return .input(.key(.cancel))
            default: return .none
            }
        }
        guard !alt else { return .none }
        switch symbol {
        case SDLK_0.rawValue...SDLK_9.rawValue: return .input(.key(.digit(Int(symbol - SDLK_0.rawValue))))
        case SDLK_KP_1.rawValue...SDLK_KP_9.rawValue: return .input(.key(.digit(Int(symbol - SDLK_KP_1.rawValue) + 1)))
        case SDLK_KP_0.rawValue: return .input(.key(.digit(0)))
        case SDLK_BACKSPACE.rawValue, SDLK_KP_BACKSPACE.rawValue: return .input(.key(.delete))
        case SDLK_RETURN.rawValue, SDLK_RETURN2.rawValue, SDLK_KP_ENTER.rawValue: return .input(.key(.submit))
        case SDLK_ESCAPE.rawValue: return .input(.key(.cancel))
        case SDLK_TAB.rawValue:
            let shift = modifiers & (KMOD_LSHIFT.rawValue | KMOD_RSHIFT.rawValue) != 0
            return .input(.key(shift ? .previousField : .nextField))
        default: return .none
        }
    }
}
