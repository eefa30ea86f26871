internal import CSDL2
import PinPadRaster

// SDL 2.26 starts text input at the end of `SDL_VideoInit` whenever the Wayland seat has a
// keyboard (`Wayland_HasScreenKeyboardSupport` is false then), and that enables
// `zwp_text_input_v3` before the pad's window exists; sway 1.7 activates the input method for it,
// so an on-screen keyboard (squeekboard) flashed up over a keypad prompt for a few tenths of a
// second and the pad's first frame was laid out in the smaller space. Under an on-screen keyboard
// the seat always has a keyboard (its own virtual one). The program defines libwayland-client's
// `wl_proxy_add_listener` itself (exported: see the linker settings in Package.swift and
// KeymapGuard.swift), so that SDL's registry hears of the text-input manager only when a prompt
// asks for the system's input method (a text field without pinpad's letters keyboard starting
// text input), and never in a process none of whose prompts can (`VideoSystem.keepsSystemInputMethod`
// false): until then SDL has no text input to enable, not even in `SDL_Init`, so the on-screen
// keyboard never flashes up over a keypad prompt. Every other call is libwayland's.

/// libwayland-client's `wl_proxy_add_listener(proxy, implementation, data)`: returns 0, or -1
/// when `proxy` already has a listener. The `wl_registry` SDL makes in `SDL_Init`
/// (`VideoSystem.isStartingVideo`) has its `zwp_text_input_manager_v3` global held back until
/// `tellHeldTextInputManager` (`pinpad_wayland_add_listener`).
@usableFromInline @_cdecl("wl_proxy_add_listener")
func waylandProxyAddListener(
    _ proxy: OpaquePointer?, _ implementation: UnsafeMutablePointer<(@convention(c) () -> Void)?>?,
    _ data: UnsafeMutableRawPointer?
) -> Int32 {
    pinpad_wayland_add_listener(proxy, implementation, data, VideoSystem.isStartingVideo ? 1 : 0)
}

/// Tells SDL's registry of the text-input manager held back in `SDL_Init`, once, when a prompt
/// asks for the system's input method (`VideoSystem.keepsSystemInputMethod`): SDL binds it, and
/// its next `SDL_StartTextInput` enables text input. Nothing on X11, or once told.
func tellHeldTextInputManager() {
    guard VideoSystem.keepsSystemInputMethod else { return }
    _ = pinpad_wayland_tell_text_input()
}
