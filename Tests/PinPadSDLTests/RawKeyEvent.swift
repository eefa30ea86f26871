import CSDL2

/// The raw X11 event SDL queues before the key event it makes of it (`SDL_SYSWMEVENT`), written
/// into `message`: a key press or release of `keycode`, or a `KeymapNotify` listing
/// `keysDown`. Key events name `display`, whose keymap the translator looks their symbol up in.
func rawKeyEvent(
    _ type: Int32, keycode: UInt32 = 0, keysDown: [UInt32] = [], display: OpaquePointer?, into message: UnsafeMutablePointer<SDL_SysWMmsg>
) -> SDL_Event {
    message.initialize(to: SDL_SysWMmsg())
    message.pointee.subsystem = SDL_SYSWM_X11
    if type == PINPAD_X11_KEYMAP_NOTIFY {
        withUnsafeMutableBytes(of: &message.pointee.msg.x11.event.xkeymap.key_vector) { bits in
            for key in keysDown { bits[Int(key) / 8] |= UInt8(1 << (key % 8)) }
        }
    } else {
        message.pointee.msg.x11.event.xkey.keycode = keycode
        message.pointee.msg.x11.event.xkey.display = display
    }
    message.pointee.msg.x11.event.type = type
    var event = SDL_Event()
    event.type = SDL_SYSWMEVENT.rawValue
    event.syswm.msg = message
    return event
}
