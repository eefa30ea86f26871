internal import CSDL2

/// A look at the Wayland compositor before SDL starts on it: SDL 2.26 crashes in `SDL_Init`
/// (`SDL_waylandmouse.c`, fixed in SDL 2.30) on a compositor that offers no seat, as weston's
/// headless backend does.
enum WaylandCompositor {
    /// Whether SDL's video initialisation will try Wayland first: `SDL_VIDEODRIVER` is
    /// `wayland`, or it is unset and `WAYLAND_DISPLAY` is set.
    static var isTriedFirst: Bool {
        if let driver = SDL_getenv("SDL_VIDEODRIVER") { return String(cString: driver) == "wayland" }
        return SDL_getenv("WAYLAND_DISPLAY") != nil
    }

    /// The number of seats (`wl_seat` globals) the compositor offers; nil when no compositor
    /// answers at `WAYLAND_DISPLAY` (SDL then tries its next driver). Connects once and
    /// disconnects (`wl_display_connect`, one `wl_display_roundtrip` over `wl_registry`).
    static func seatCount() -> Int? {
        let count = pinpad_wayland_seat_count()
        return count < 0 ? nil : Int(count)
    }
}
