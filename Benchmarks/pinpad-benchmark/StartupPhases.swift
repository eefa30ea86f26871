internal import CSDL2
import PinPadSDL

/// Where start-up time goes: the SDL calls `PinPadWindow` makes, with the same hints, timed one
/// by one from the start of `main` (fontconfig lookup, `SDL_Init`, `TTF_Init`, `SDL_CreateWindow`,
/// `SDL_CreateRenderer`, `TTF_OpenFont`, a cleared frame presented). One sample per process.
struct StartupPhases {
    var renderer: RendererChoice
    var processStart: Int

    func run() {
        var marks: [(String, Int)] = []
        func mark(_ name: String) { marks.append((name, Monotonic.nanoseconds())) }
        guard let fontPath = FontLocator.path() else { Report.fail("no font (install fonts-dejavu-core)") }
        mark("fontconfig")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        SDL_SetHint(SDL_HINT_IME_SHOW_UI, "0")
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        if renderer == .software { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
        guard SDL_Init(Uint32(PINPAD_SDL_INIT_VIDEO)) == 0 else { Report.fail("SDL_Init failed") }
        SDL_StopTextInput()
        mark("sdl_init")
        guard TTF_Init() == 0 else { Report.fail("TTF_Init failed") }
        mark("ttf_init")
        let flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow(
            "pinpad", PINPAD_SDL_WINDOWPOS_CENTERED, PINPAD_SDL_WINDOWPOS_CENTERED, 480, 800, flags)
        else { Report.fail("SDL_CreateWindow failed") }
        mark("create_window")
        let kind = renderer == .software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
        guard let sdlRenderer = SDL_CreateRenderer(window, -1, kind) else { Report.fail("SDL_CreateRenderer failed") }
        mark("create_renderer")
        guard let font = TTF_OpenFont(fontPath, 16) else { Report.fail("TTF_OpenFont failed") }
        mark("open_font")
        SDL_SetRenderDrawColor(sdlRenderer, 18, 20, 26, 255)
        SDL_RenderClear(sdlRenderer)
        SDL_RenderPresent(sdlRenderer)
        mark("first_present")
        TTF_CloseFont(font)
        SDL_DestroyRenderer(sdlRenderer)
        SDL_DestroyWindow(window)
        TTF_Quit()
        SDL_Quit()
        var previous = processStart
        for (name, time) in marks {
            Report.figure("phase_\(renderer.rawValue)_\(name)_ms", Monotonic.milliseconds(from: previous, to: time))
            previous = time
        }
    }
}
