internal import CSDL2

/// Changes of the X keyboard mapping waiting to be read, for `EventTranslator`: a key press read
/// after its key's mapping changed is read with the new mapping (Xlib fetches the server's
/// mapping when it looks a symbol up after a change's notice came), so what it typed is unknown.
enum KeyMappingChange {
    /// Whether a `MappingNotify` for `keycode` waits after the event being translated: in SDL's
    /// queue (its window-manager events, peeked with `SDL_PeepEvents`, up to 256 of them) or in
    /// Xlib's queue of `display` (`pinpad_x11_mapping_change_queued`). Takes no event.
    static func isQueued(keycode: UInt32, display: OpaquePointer?) -> Bool {
        var events = [SDL_Event](repeating: SDL_Event(), count: 256)
        let count = SDL_PeepEvents(&events, Int32(events.count), SDL_PEEKEVENT, SDL_SYSWMEVENT.rawValue, SDL_SYSWMEVENT.rawValue)
        for event in events.prefix(max(0, Int(count))) {
            guard let message = event.syswm.msg, message.pointee.subsystem == SDL_SYSWM_X11 else { continue }
            if withUnsafePointer(to: message.pointee.msg.x11.event, { pinpad_x11_is_mapping_change_of($0, keycode) }) != 0 { return true }
        }
        return pinpad_x11_mapping_change_queued(display, keycode) != 0
    }
}
