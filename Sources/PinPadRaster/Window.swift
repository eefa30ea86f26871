internal import CSDL2

/// An SDL window (`SDL_CreateWindow`), destroyed with its owner, before the video system it
/// holds on to.
package final class Window {
    package let pointer: OpaquePointer
    private let video: VideoSystem
    /// The size asked for when it was larger than the display's usable area and the window was
    /// made smaller to fit, in points; nil when it fitted.
    package let reducedFrom: (width: Int, height: Int)?
    /// Runs each SDL call of a window that waits for the display server's answer
    /// (`SDL_CreateWindow`, `SDL_DestroyWindow`: a Wayland window's roundtrips, which wait for
    /// ever on a compositor that is stopped): set by the window's owner to watch them
    /// (`PresentWatch` on Wayland); nil: the call runs as is.
    package nonisolated(unsafe) static var watchingAnswer: ((() -> Void) -> Void)?

    /// Opens a window of `width` × `height` points, centred, resizable, HiDPI-aware (made
    /// smaller, in the same shape, when the first display's usable area is smaller:
    /// `reducedFrom`); or, with `fullscreen`, one covering the first display
    /// (`SDL_GetDesktopDisplayMode`) and marked fullscreen, so it fills the screen with or
    /// without a window manager.
    /// - Throws: `SDLError.noDisplay` when SDL cannot create it.
    package init(video: VideoSystem, title: String, width: Int, height: Int, fullscreen: Bool) throws {
        self.video = video
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        var size = (width: Int32(width), height: Int32(height))
        var position = (x: PINPAD_SDL_WINDOWPOS_CENTERED, y: PINPAD_SDL_WINDOWPOS_CENTERED)
        var mode = SDL_DisplayMode()
        var reduced: (width: Int, height: Int)?
        var usable = SDL_Rect()
        if fullscreen {
            flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue | SDL_WINDOW_BORDERLESS.rawValue
            if SDL_GetDesktopDisplayMode(0, &mode) == 0 && mode.w > 0 && mode.h > 0 {
                size = (mode.w, mode.h)
                position = (0, 0)
            }
        } else if SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0, size.width > usable.w || size.height > usable.h {
            // Larger than the screen's usable area (SDL_GetDisplayUsableBounds): the same shape,
            // as large as fits, so the title and Cancel stay on screen.
            let factor = min(Double(usable.w) / Double(size.width), Double(usable.h) / Double(size.height))
            reduced = (width, height)
            size = (Int32((Double(size.width) * factor).rounded(.down)), Int32((Double(size.height) * factor).rounded(.down)))
        }
        reducedFrom = reduced
        var created: OpaquePointer?
        Window.watched { created = SDL_CreateWindow(title, position.x, position.y, size.width, size.height, flags) }
        guard let window = created else { throw SDLError.current(.noDisplay, "cannot create a window") }
        pointer = window
    }

    deinit {
        let pointer = pointer
        Window.watched { SDL_DestroyWindow(pointer) }
    }

    /// Runs `call` under `watchingAnswer`, or as is when none is set.
    private static func watched(_ call: () -> Void) {
        guard let watchingAnswer else { return call() }
        watchingAnswer(call)
    }

    /// The window's size in points (`SDL_GetWindowSize`).
    package var size: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(pointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// The X11 window (XID) behind it, or nil on another video driver (`SDL_GetWindowWMInfo`).
    package var x11Window: UInt? {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION), patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(pointer, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11 else { return nil }
        return UInt(info.info.x11.window)
    }

    /// Whether the window is a Wayland one whose connection to the compositor failed: the
    /// compositor ended or closed it (`SDL_GetWindowWMInfo`, `pinpad_wayland_connection_broken`:
    /// what the socket holds is read now, without waiting, for SDL reads it only when its queue
    /// asks). SDL 2.26 queues `SDL_QUIT` for a failure it reads, as for a window closed by its
    /// user.
    package var hasLostWaylandConnection: Bool {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION), patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(pointer, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_WAYLAND, let display = info.info.wl.display else {
            return false
        }
        return pinpad_wayland_connection_broken(display) != 0
    }

    /// The title window managers show (`SDL_GetWindowTitle`, `SDL_SetWindowTitle`).
    package var title: String {
        get { String(cString: SDL_GetWindowTitle(pointer)) }
        set { SDL_SetWindowTitle(pointer, newValue) }
    }

    /// The pixel density of the window's display, diagonal pixels per inch
    /// (`SDL_GetDisplayDPI`), or nil when the display does not say or says something no screen
    /// has (outside 50…600: a missing or made-up EDID size).
    package var pixelsPerInch: Double? {
        var diagonal: Float = 0
        let display = SDL_GetWindowDisplayIndex(pointer)
        guard display >= 0, SDL_GetDisplayDPI(display, &diagonal, nil, nil) == 0, (50...600).contains(diagonal) else { return nil }
        return Double(diagonal)
    }

    /// The window's id, to match events (`SDL_GetWindowID`).
    package var id: UInt32 { SDL_GetWindowID(pointer) }
}
