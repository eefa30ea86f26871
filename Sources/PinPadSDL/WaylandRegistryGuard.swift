internal import CSDL2
import PinPadRaster

// SDL 2.26 starts text input at the end of `SDL_VideoInit` whenever the Wayland seat has a
// keyboard (`Wayland_HasScreenKeyboardSupport` is false then), and that enables
// `zwp_text_input_v3` before the pad's window exists; sway 1.7 activates the input method for it,
// so an on-screen keyboard (squeekboard) flashed up over a keypad prompt for a few tenths of a
// second and the pad's first frame was laid out in the smaller space. Under an on-screen keyboard
// the seat always has a keyboard (its own virtual one). The program defines libwayland-client's
// `wl_proxy_add_listener` itself (exported: see the linker settings in Package.swift and
// KeymapGuard.swift), so that when no prompt of the process asks for the system's input method
// (`VideoSystem.keepsSystemInputMethod` false), SDL's registry never hears of the text-input
// manager: SDL binds none and has no text input to enable. Every other call is libwayland's.

/// libwayland-client's `wl_proxy_add_listener(proxy, implementation, data)`: returns 0, or -1
/// when `proxy` already has a listener. While `VideoSystem.keepsSystemInputMethod` is false, a
/// `wl_registry`'s listener hears every `global` but `zwp_text_input_manager_v3` and every
/// `global_remove` (`pinpad_wayland_add_listener`).
@usableFromInline @_cdecl("wl_proxy_add_listener")
func waylandProxyAddListener(
    _ proxy: OpaquePointer?, _ implementation: UnsafeMutablePointer<(@convention(c) () -> Void)?>?,
    _ data: UnsafeMutableRawPointer?
) -> Int32 {
    pinpad_wayland_add_listener(proxy, implementation, data, VideoSystem.keepsSystemInputMethod ? 0 : 1)
}
