internal import CSDL2

/// A look at the Wayland compositor before SDL starts on it: SDL 2.26 crashes in `SDL_Init`
/// (`SDL_waylandmouse.c`, fixed in SDL 2.30) on a compositor that offers no seat, as weston's
/// headless backend does.
package enum WaylandCompositor {
    /// Whether SDL's video initialisation will try Wayland first: `SDL_VIDEODRIVER` names
    /// `wayland` first (in any case, in a comma-separated list: `VideoDriverRequest`), or it is
    /// unset and `WAYLAND_DISPLAY` is set, `DISPLAY` or not: pinpad then asks SDL for Wayland
    /// when the compositor answers with a seat, and for X11 only when it does not
    /// (`VideoSystem`), so that a kiosk compositor's Xwayland (cage and sway set `DISPLAY` for
    /// their clients) is never started for the pad.
    package static var isTriedFirst: Bool {
        if let driver = SDL_getenv("SDL_VIDEODRIVER") { return VideoDriverRequest(String(cString: driver)).names.first == "wayland" }
        return SDL_getenv("WAYLAND_DISPLAY") != nil
    }

    /// How long the compositor is given to answer, in milliseconds: as long as a lost display's
    /// compositor is given (`DisplayConnection`, `pinpad_wayland_answers`).
    static let answerLimit: Int32 = 500

    /// The number of seats (`wl_seat` globals) the compositor offers; nil when no compositor is
    /// at `WAYLAND_DISPLAY` (SDL then tries its next driver). Connects once and disconnects
    /// (`wl_display_connect`, `wl_registry`, `wl_display_sync` awaited for `answerLimit`
    /// milliseconds at most).
    /// - Throws: `SDLError` `.noDisplay` when a compositor takes the connection and does not
    ///   answer in time (hung, or stopped): SDL's own first roundtrip would wait for ever.
    static func seatCount() throws(SDLError) -> Int? {
        let count = pinpad_wayland_seat_count(answerLimit)
        if count == -2 {
            let name = SDL_getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? ""
            throw SDLError(.noDisplay, "cannot open a display: the Wayland compositor \(name) is gone or does not answer (WAYLAND_DISPLAY)")
        }
        return count < 0 ? nil : Int(count)
    }
}
