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
            let waylandAnswered = try VideoSystem.chooseDriver()
            SessionBus.keepSDLFromStartingOne()
            // SDL's registry, made in SDL_Init, hears of the text-input manager only after it
            // (`isStartingVideo`, PinPadSDL's WaylandRegistryGuard.swift).
            VideoSystem.isStartingVideo = true
            let started = SDL_Init(Uint32(PINPAD_SDL_INIT_VIDEO)) == 0
            VideoSystem.isStartingVideo = false
            guard started else {
                let error = SDLError.current(.noDisplay, "cannot open a display (SDL video driver)")
                pinpad_wayland_forget_registries()
                throw error
            }
            let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
            // SDL_Init started text input unless SDL counts on a screen keyboard; on Wayland it
            // had no text-input manager to enable yet (held back), so the compositor was sent
            // no enable, and this sends no disable.
            SDL_StopTextInput()
            // SDL falls back to its invisible offscreen or dummy driver when no display answers
            // (a stale DISPLAY, say): a pad nobody can see must fail, unless that driver was asked for.
            let requested = VideoDriverRequest(SDL_getenv("SDL_VIDEODRIVER").map { String(cString: $0) } ?? "")
            if ["offscreen", "dummy", "evdev"].contains(driver) && !requested.tries(driver) {
                VideoSystem.quitVideo()
                if !waylandAnswered, let name = SDL_getenv("WAYLAND_DISPLAY").map({ String(cString: $0) }) {
                    throw SDLError(.noDisplay, "cannot open a display: the Wayland compositor \(name) is gone or does not answer (WAYLAND_DISPLAY)")
                }
                throw SDLError(.noDisplay, "cannot open a display: SDL found no usable video driver (only \(driver))")
            }
        }
        hasVideo = video
        guard TTF_Init() == 0 else {
            if video { VideoSystem.quitVideo() }
            throw SDLError.current(.noFont, "cannot start SDL2_ttf")
        }
    }

    /// Chooses the drivers SDL tries. Unless `SDL_VIDEODRIVER` says otherwise: Wayland when
    /// `WAYLAND_DISPLAY`'s compositor answers with a seat, `DISPLAY` set or not (cage and sway
    /// set it for their clients, and SDL 2.26, which tries X11 first, would start their Xwayland
    /// and show the pad through it); X11 when it does not answer or offers no seat and `DISPLAY`
    /// is set; X11 when only `DISPLAY` is set; KMS/DRM when neither is. Trying a Wayland that is
    /// not there makes libwayland print to stderr. When `SDL_VIDEODRIVER` names `wayland` (in
    /// any case, in a list: `VideoDriverRequest`), the compositor is looked at too, and left out
    /// of the list when it has no seat or does not answer (SDL 2.26 crashes, or waits for ever).
    /// - Returns: false when a Wayland compositor that SDL would try is not there (no socket, a
    ///   refused connection), for the line that says why no display opened.
    /// - Throws: `SDLError` `.noDisplay` when the compositor SDL would have to use offers no seat
    ///   or does not answer (`WaylandCompositor.seatCount`).
    private static func chooseDriver() throws(SDLError) -> Bool {
        let noSeat = SDLError(.noDisplay, "the Wayland compositor offers no seat (no keyboard, pointer or touch) to type on")
        let hasDisplay = SDL_getenv("DISPLAY") != nil
        if let variable = SDL_getenv("SDL_VIDEODRIVER") {
            let request = VideoDriverRequest(String(cString: variable))
            guard request.tries("wayland") else { return true }
            let seats: Int?
            do {
                seats = try WaylandCompositor.seatCount()
            } catch {
                guard let others = request.without("wayland") else { throw error }
                SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, others.text, SDL_HINT_OVERRIDE)
                return true
            }
            if seats == 0 {
                guard let others = request.without("wayland") else { throw noSeat }
                SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, others.text, SDL_HINT_OVERRIDE)
            }
            return seats != nil
        }
        guard SDL_getenv("WAYLAND_DISPLAY") != nil else {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, hasDisplay ? "x11" : "kmsdrm")
            return true
        }
        let seats = try WaylandCompositor.seatCount()
        if let seats, seats > 0 {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "wayland")
            return true
        }
        if hasDisplay {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
            return true
        }
        if seats == 0 { throw noSeat }
        return false
    }

    deinit {
        TTF_Quit()
        if hasVideo { VideoSystem.quitVideo() }
    }

    /// `SDL_Quit`, then the filters of the Wayland registries SDL made forgotten
    /// (`pinpad_wayland_forget_registries`): SDL destroyed those registries, and its next start
    /// (a password agent's next batch of requests) makes a new one, filtered as the first was.
    private static func quitVideo() {
        SDL_Quit()
        pinpad_wayland_forget_registries()
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
