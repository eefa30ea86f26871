internal import CSDL2
import PinPadRaster

/// Caps Lock as the X server holds it: XKB's locked modifiers. SDL's modifier state
/// (`SDL_GetModState`) follows only the keys SDL reads, so Caps Lock locked by another client
/// (`XkbLockModifiers`, as Barrier, x2x or a VNC server do) went unseen while letters came out
/// as capitals. The pad's connection asks for XKB's state-notify events on the lock modifiers;
/// SDL queues them as window-manager events (`SDL_SYSWMEVENT`) and each one reads the state again.
final class ServerCapsLock {
    private let display: OpaquePointer
    /// The event code of XKB's events on this connection (`XkbQueryExtension`).
    private let eventBase: Int32
    /// Whether Caps Lock is locked on the server's core keyboard, as last read.
    private(set) var isOn = false

    /// Starts following the lock state of `window`'s display: `XkbQueryExtension`,
    /// `XkbSelectEventDetails` for `XkbStateNotify` on the modifier locks, then one `XkbGetState`.
    /// - Returns: nil on any other video driver, or when the server has no XKB.
    init?(window: PinPadRaster.Window) {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION), patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(window.pointer, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11,
            let display = info.info.x11.display
        else { return nil }
        var opcode: Int32 = 0
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major = Int32(XkbMajorVersion)
        var minor = Int32(XkbMinorVersion)
        guard XkbQueryExtension(display, &opcode, &eventBase, &errorBase, &major, &minor) != 0 else { return nil }
        self.display = display
        self.eventBase = eventBase
        let locks = PINPAD_XKB_MODIFIER_LOCK_MASK
        XkbSelectEventDetails(display, PINPAD_XKB_USE_CORE_KEYBOARD, PINPAD_XKB_STATE_NOTIFY, locks, locks)
        read()
    }

    /// Reads the state again when `message` is one of XKB's events. The corresponding C call is
    /// `XkbGetState`.
    func observe(_ message: UnsafeMutablePointer<SDL_SysWMmsg>?) {
        guard let message, message.pointee.subsystem == SDL_SYSWM_X11, message.pointee.msg.x11.event.type == eventBase else { return }
        read()
    }

    private func read() {
        var state = XkbStateRec()
        guard XkbGetState(display, PINPAD_XKB_USE_CORE_KEYBOARD, &state) == Success else { return }
        isOn = UInt32(state.locked_mods) & PINPAD_X11_LOCK_MASK != 0
    }
}
