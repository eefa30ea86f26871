internal import CSDL2

/// An SDL window (`SDL_CreateWindow`), destroyed with its owner, before the video system it
/// holds on to.
final class Window {
    let pointer: OpaquePointer
    private let video: VideoSystem

    /// Opens a window of `width` × `height` points, centred, resizable, HiDPI-aware; or, with
    /// `fullscreen`, one covering the first display (`SDL_GetDesktopDisplayMode`) and marked
    /// fullscreen, so it fills the screen with or without a window manager.
    /// - Throws: `SDLError.noDisplay` when SDL cannot create it.
    init(video: VideoSystem, title: String, width: Int, height: Int, fullscreen: Bool) throws {
        self.video = video
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        var size = (width: Int32(width), height: Int32(height))
        var position = (x: PINPAD_SDL_WINDOWPOS_CENTERED, y: PINPAD_SDL_WINDOWPOS_CENTERED)
        var mode = SDL_DisplayMode()
        if fullscreen {
            flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue | SDL_WINDOW_BORDERLESS.rawValue
            if SDL_GetDesktopDisplayMode(0, &mode) == 0 && mode.w > 0 && mode.h > 0 {
                size = (mode.w, mode.h)
                position = (0, 0)
            }
        }
        guard let window = SDL_CreateWindow(title, position.x, position.y, size.width, size.height, flags)
        else { throw SDLError.current(.noDisplay, "cannot create a window") }
        pointer = window
    }

    deinit { SDL_DestroyWindow(pointer) }

    /// The window's size in points (`SDL_GetWindowSize`).
    var size: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(pointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// The X11 window (XID) behind it, or nil on another video driver (`SDL_GetWindowWMInfo`).
    var x11Window: UInt? {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION), patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(pointer, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11 else { return nil }
        return UInt(info.info.x11.window)
    }

    /// The window's id, to match events (`SDL_GetWindowID`).
    var id: UInt32 { SDL_GetWindowID(pointer) }
}
