internal import CSDL2

/// An SDL window (`SDL_CreateWindow`), destroyed with its owner.
final class Window {
    let pointer: OpaquePointer

    /// Opens a window of `width` × `height` points, centred, resizable, HiDPI-aware.
    /// - Throws: `SDLError.noDisplay` when SDL cannot create it.
    init(title: String, width: Int, height: Int, fullscreen: Bool) throws {
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        guard let window = SDL_CreateWindow(
            title, PINPAD_SDL_WINDOWPOS_CENTERED, PINPAD_SDL_WINDOWPOS_CENTERED, Int32(width), Int32(height), flags)
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

    /// The window's id, to match events (`SDL_GetWindowID`).
    var id: UInt32 { SDL_GetWindowID(pointer) }
}
