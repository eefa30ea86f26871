internal import CSDL2

/// SDL's video subsystem and SDL2_ttf, initialised once per process and shut down last
/// (`SDL_Init(SDL_INIT_VIDEO)`, `TTF_Init`, `SDL_Quit`, `TTF_Quit`).
///
/// The custom-keypad route needs `SDL_StopTextInput()` at once: SDL 2.26 turns text input on
/// during video initialisation on desktop drivers.
final class VideoSystem {
    private let hasVideo: Bool

    /// Starts SDL2_ttf and, when `video` is true, SDL's video subsystem.
    /// - Throws: `SDLError.noDisplay` when no video driver starts; `.noFont` when SDL2_ttf fails.
    init(video: Bool) throws {
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_IME_SHOW_UI, "0")
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        if video {
            guard SDL_Init(Uint32(PINPAD_SDL_INIT_VIDEO)) == 0 else {
                throw SDLError.current(.noDisplay, "cannot open a display (SDL video driver)")
            }
            SDL_StopTextInput()
        }
        hasVideo = video
        guard TTF_Init() == 0 else {
            if video { SDL_Quit() }
            throw SDLError.current(.noFont, "cannot start SDL2_ttf")
        }
    }

    deinit {
        TTF_Quit()
        if hasVideo { SDL_Quit() }
    }

    /// Whether SDL's text input (input methods, on-screen keyboards) is on (`SDL_IsTextInputActive`).
    static var isTextInputActive: Bool { SDL_IsTextInputActive() == SDL_TRUE }
}
