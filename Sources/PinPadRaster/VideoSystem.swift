internal import CSDL2
import PinPadPlatform

/// SDL's video subsystem and SDL2_ttf, initialised once per process and shut down last
/// (`SDL_Init(SDL_INIT_VIDEO)`, `TTF_Init`, `SDL_Quit`, `TTF_Quit`).
///
/// The custom-keypad route needs `SDL_StopTextInput()` at once: SDL 2.26 turns text input on
/// during video initialisation on desktop drivers.
package final class VideoSystem {
    private let hasVideo: Bool

    /// Starts SDL2_ttf and, when `video` is true, SDL's video subsystem.
    /// - Throws: `SDLError.noDisplay` when no video driver starts; `.noFont` when SDL2_ttf fails.
    package init(video: Bool) throws {
        // SDL_EVENT_LOGGING in the environment would print every key press, the PIN's among them.
        SDL_SetHintWithPriority(SDL_HINT_EVENT_LOGGING, "0", SDL_HINT_OVERRIDE)
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_IME_SHOW_UI, "0")
        // A tap that gives the pad the focus is a tap: SDL's X11 driver drops a click that comes
        // within 10 ms of the window's focus (a keyboard grab's, or a first touch's) without it.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        // SDL 2.26 unmaps its Wayland window to switch to libdecor when the compositor asks for
        // client-side decorations (cage, weston) and never maps it again: the pad stayed black.
        // A pad needs no title bar; SDL_VIDEO_WAYLAND_ALLOW_LIBDECOR=1 in the environment wins.
        SDL_SetHint(SDL_HINT_VIDEO_WAYLAND_ALLOW_LIBDECOR, "0")
        if video {
            // libwayland prints its own line ("error: XDG_RUNTIME_DIR is invalid …") when SDL
            // tries a Wayland display that is not there; the failure is reported as pinpad's.
            wl_log_set_handler_client { _, _ in }
            VideoSystem.chooseDriver()
            let seats = WaylandCompositor.isTriedFirst ? try WaylandCompositor.seatCount() : nil
            if seats == 0 {
                throw SDLError(.noDisplay, "the Wayland compositor offers no seat (no keyboard, pointer or touch) to type on")
            }
            let waylandAnswered = !WaylandCompositor.isTriedFirst || seats != nil
            SessionBus.keepSDLFromStartingOne()
            // SDL's registry, made in SDL_Init, hears of the text-input manager only after it
            // (`isStartingVideo`, PinPadSDL's WaylandRegistryGuard.swift).
            VideoSystem.isStartingVideo = true
            let started = SDL_Init(Uint32(PINPAD_SDL_INIT_VIDEO)) == 0
            VideoSystem.isStartingVideo = false
            guard started else {
                throw SDLError.current(.noDisplay, "cannot open a display (SDL video driver)")
            }
            let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
            // SDL_Init started text input unless SDL counts on a screen keyboard; on Wayland it
            // had no text-input manager to enable yet (held back), so the compositor was sent
            // no enable, and this sends no disable.
            SDL_StopTextInput()
            // SDL falls back to its invisible offscreen or dummy driver when no display answers
            // (a stale DISPLAY, say): a pad nobody can see must fail, unless that driver was asked for.
            let requested = SDL_getenv("SDL_VIDEODRIVER").map { String(cString: $0) } ?? ""
            if ["offscreen", "dummy", "evdev"].contains(driver) && requested != driver {
                SDL_Quit()
                if !waylandAnswered, let name = SDL_getenv("WAYLAND_DISPLAY").map({ String(cString: $0) }) {
                    throw SDLError(.noDisplay, "cannot open a display: the Wayland compositor \(name) is gone or does not answer (WAYLAND_DISPLAY)")
                }
                throw SDLError(.noDisplay, "cannot open a display: SDL found no usable video driver (only \(driver))")
            }
        }
        hasVideo = video
        guard TTF_Init() == 0 else {
            if video { SDL_Quit() }
            throw SDLError.current(.noFont, "cannot start SDL2_ttf")
        }
    }

    /// Unless `SDL_VIDEODRIVER` says otherwise, tries only the drivers the environment can
    /// serve: X11 when `DISPLAY` is set (SDL's own first choice, so a Wayland compositor beside
    /// it, an Xwayland desktop's, is never tried unprobed), Wayland when only `WAYLAND_DISPLAY`
    /// is, KMS/DRM when neither is. Trying a Wayland that is not there makes libwayland print
    /// to stderr.
    private static func chooseDriver() {
        guard SDL_getenv("SDL_VIDEODRIVER") == nil else { return }
        if SDL_getenv("DISPLAY") != nil {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
        } else if SDL_getenv("WAYLAND_DISPLAY") == nil {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "kmsdrm")
        }
    }

    deinit {
        TTF_Quit()
        if hasVideo { SDL_Quit() }
    }

    /// Whether a prompt of this process may ask for the system's input method (a text field
    /// without pinpad's letters keyboard); set before `init(video: true)`. SDL's Wayland registry
    /// hears of `zwp_text_input_manager_v3` only after `SDL_Init` stopped text input again
    /// (PinPadSDL's WaylandRegistryGuard.swift); false: never, so no on-screen keyboard comes up.
    nonisolated(unsafe) package static var keepsSystemInputMethod = true

    /// Whether `SDL_Init` runs now: the Wayland registry SDL makes then is the one whose
    /// text-input manager is held back (not the seat count's, made before).
    nonisolated(unsafe) package static var isStartingVideo = false

    /// Whether SDL's text input (input methods, on-screen keyboards) is on (`SDL_IsTextInputActive`).
    package static var isTextInputActive: Bool { SDL_IsTextInputActive() == SDL_TRUE }
}
