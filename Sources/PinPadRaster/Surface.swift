internal import CSDL2
import Glibc
import PinPadPlatform

/// A 32-bit ARGB pixel surface in memory (`SDL_CreateRGBSurfaceWithFormat`), for offscreen
/// rendering and PNG files (`IMG_SavePNG`, `IMG_Load`).
package final class Surface {
    let pointer: UnsafeMutablePointer<SDL_Surface>

    /// Creates a transparent surface of `width` × `height` pixels.
    /// - Throws: `SDLError.other` when SDL cannot allocate it.
    package init(width: Int, height: Int) throws {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, PINPAD_SDL_PIXELFORMAT_ARGB8888) else {
            throw SDLError.current(.other, "cannot create a \(width)x\(height) surface")
        }
        pointer = surface
    }

    /// Loads a PNG and converts it to ARGB8888.
    /// - Throws: `SDLError.image` when the file cannot be read or decoded.
    package init(png path: String) throws {
        do {
            try SharedLibrary.sdlImage.load(functions: ["IMG_Load"])
        } catch {
            throw SDLError(.image, "cannot read \(path): \(error)")
        }
        guard let loaded = pinpad_IMG_Load()(path) else { throw SDLError.current(.image, "cannot read \(path)") }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, PINPAD_SDL_PIXELFORMAT_ARGB8888, 0) else {
            throw SDLError.current(.image, "cannot convert \(path)")
        }
        pointer = converted
    }

    /// Creates an opaque surface of `width` × `height` pixels, black, with no alpha channel
    /// (`SDL_PIXELFORMAT_RGB888`, 32 bits a pixel): what a window's surface is, so SDL's blitters
    /// leave no alpha below 255 in it (the per-pixel-alpha blitter blends a destination's alpha
    /// too); `pixels()` gives its pixels opaque.
    /// - Throws: `SDLError.other` when SDL cannot allocate it.
    package init(opaqueWidth width: Int, height: Int) throws {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, PINPAD_SDL_PIXELFORMAT_RGB888) else {
            throw SDLError.current(.other, "cannot create a \(width)x\(height) surface")
        }
        pointer = surface
    }

    deinit { SDL_FreeSurface(pointer) }

    package var width: Int { Int(pointer.pointee.w) }
    package var height: Int { Int(pointer.pointee.h) }

    /// Writes the surface as a PNG file, opened by `Platform.openNewFile` (as root, not through a
    /// link) and handed to SDL_image as a stream (`fdopen`, `SDL_RWFromFP`, `IMG_SavePNG_RW`).
    /// - Throws: `SystemError` when the file cannot be opened, `SDLError.image` when it cannot
    ///   be written.
    package func savePNG(_ path: String) throws {
        do {
            try SharedLibrary.sdlImage.load(functions: ["IMG_SavePNG_RW"])
        } catch {
            throw SDLError(.image, "cannot write \(path): \(error)")
        }
        let descriptor = try Platform.openNewFile(path)
        guard let file = fdopen(descriptor, "wb") else {
            Platform.close(descriptor)
            throw SDLError.current(.image, "cannot write \(path)")
        }
        guard let stream = SDL_RWFromFP(file, SDL_TRUE) else {
            fclose(file)
            throw SDLError.current(.image, "cannot write \(path)")
        }
        // IMG_SavePNG_RW closes the stream (and with it the file) in every case.
        guard pinpad_IMG_SavePNG_RW()(pointer, stream, 1) == 0 else { throw SDLError.current(.image, "cannot write \(path)") }
    }

    /// The pixels, row by row, as `0xAARRGGBB` (alpha 255 on an opaque surface).
    package func pixels() -> [UInt32] {
        let surface = pointer.pointee
        let pitch = Int(surface.pitch)
        let opaque: UInt32 = surface.format.pointee.Amask == 0 ? 0xFF00_0000 : 0
        var result = [UInt32](repeating: 0, count: width * height)
        guard let base = surface.pixels else { return result }
        for row in 0..<height {
            let line = (base + row * pitch).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width { result[row * width + column] = line[column] | opaque }
        }
        return result
    }
}
