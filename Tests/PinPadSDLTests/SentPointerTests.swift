import CSDL2
import PinPadCore
import Testing

@testable import PinPadSDL

/// Pointer events another program sends (`XSendEvent`: the raw event's `send_event` flag) are
/// ignored; touch, which comes through XInput 2 with no raw event SDL passes on and which no
/// program can send, is never blocked by one.
struct SentPointerTests {
    /// The raw X11 event SDL queues before the mouse event it makes of it (`SDL_SYSWMEVENT`).
    private func raw(_ type: Int32, sent: Bool, into message: UnsafeMutablePointer<SDL_SysWMmsg>) -> SDL_Event {
        message.pointee.subsystem = SDL_SYSWM_X11
        message.pointee.msg.x11.event.type = type
        message.pointee.msg.x11.event.xany.send_event = sent ? 1 : 0
        var event = SDL_Event()
        event.type = SDL_SYSWMEVENT.rawValue
        event.syswm.msg = message
        return event
    }

    private func button(_ type: SDL_EventType) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.x = 10
        event.button.y = 10
        return event
    }

    private func finger(_ type: SDL_EventType) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.x = 0.5
        event.tfinger.y = 0.5
        return event
    }

    @Test func aSentClickIsIgnoredAndATouchAfterItIsNot() {
        var translator = EventTranslator()
        translator.readsRawKeyEvents = true
        let message = UnsafeMutablePointer<SDL_SysWMmsg>.allocate(capacity: 1)
        defer { message.deallocate() }
        message.initialize(to: SDL_SysWMmsg())
        _ = translator.translate(raw(PINPAD_X11_BUTTON_PRESS, sent: true, into: message))
        guard case .none = translator.translate(button(SDL_MOUSEBUTTONDOWN)) else {
            Issue.record("a sent click was taken")
            return
        }
        guard case .input(.tap(_, .down, _)) = translator.translate(finger(SDL_FINGERDOWN)) else {
            Issue.record("a touch after a sent click was dropped")
            return
        }
        _ = translator.translate(raw(PINPAD_X11_BUTTON_PRESS, sent: false, into: message))
        guard case .input(.tap(_, .down, _)) = translator.translate(button(SDL_MOUSEBUTTONDOWN)) else {
            Issue.record("a real click was dropped")
            return
        }
    }
}
