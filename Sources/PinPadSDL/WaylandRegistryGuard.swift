internal import CSDL2
import PinPadRaster

// SDL 2.26 starts text input at the end of `SDL_VideoInit` whenever the Wayland seat has a
// keyboard (`Wayland_HasScreenKeyboardSupport` is false then), and that enables
// `zwp_text_input_v3` before the pad's window exists; sway 1.7 activates the input method for it,
// so an on-screen keyboard (squeekboard) flashed up over a keypad prompt for a few tenths of a
// second and the pad's first frame was laid out in the smaller space. Under an on-screen keyboard
// the seat always has a keyboard (its own virtual one). The program defines libwayland-client's
// `wl_proxy_add_listener` itself (exported: see the linker settings in Package.swift and
// KeymapGuard.swift), so that SDL's registry hears of the text-input manager only after
// `SDL_Init` has stopped text input again (`VideoSystem.init(video:)`), and never in a process
// none of whose prompts can ask for the system's input method (`VideoSystem.keepsSystemInputMethod`
// false): SDL has no text input to enable in `SDL_Init`, so the on-screen keyboard never flashes
// up over a keypad prompt, and its text input, made then, is there before the window gets the
// keyboard focus (sway 1.7 gives a text input the focus only when the keyboard focus changes).
// Every other call is libwayland's.

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

/// Tells SDL's registry of the text-input manager held back in `SDL_Init`, once, in a process
/// whose prompts may ask for the system's input method (`VideoSystem.keepsSystemInputMethod`):
/// SDL binds it, and its next `SDL_StartTextInput` enables text input. `VideoSystem` tells it
/// right after `SDL_Init`; here it is nothing more than a guard. Nothing on X11, or once told.
func tellHeldTextInputManager() {
    guard VideoSystem.keepsSystemInputMethod else { return }
    _ = pinpad_wayland_tell_text_input()
}
