internal import CSDL2

/// A GPU or software texture (`SDL_CreateTextureFromSurface`), destroyed with its owner; must be
/// released before its renderer.
package final class Texture {
    package let pointer: OpaquePointer
    package let width: Int
    package let height: Int

    /// Uploads `surface` to `renderer`.
    /// - Throws: `SDLError.other` when SDL cannot create the texture.
    init(renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>) throws {
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            throw SDLError.current(.other, "cannot create a texture")
        }
        pointer = texture
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    }

    /// A texture of `width` × `height` ARGB8888 pixels written by `fill`, which gets the first
    /// pixel and the pitch in pixels. `streaming` (for SDL's software renderer, whose streaming
    /// texture is its one surface): written in place (`SDL_TEXTUREACCESS_STREAMING`,
    /// `SDL_LockTexture`), no copy made first; else a static texture filled from a buffer
    /// (`SDL_UpdateTexture`), as an accelerated renderer keeps a streaming texture's pixels twice.
    /// - Throws: `SDLError.other` when SDL cannot create or write the texture.
    init(renderer: OpaquePointer, width: Int, height: Int, streaming: Bool, fill: (UnsafeMutablePointer<UInt32>, Int) -> Void) throws {
        let access = streaming ? SDL_TEXTUREACCESS_STREAMING : SDL_TEXTUREACCESS_STATIC
        guard let texture = SDL_CreateTexture(renderer, PINPAD_SDL_PIXELFORMAT_ARGB8888, Int32(access.rawValue), Int32(width), Int32(height)) else {
            throw SDLError.current(.other, "cannot create a texture")
        }
        var written = false
        if streaming {
            var pixels: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            if SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels {
                fill(pixels.assumingMemoryBound(to: UInt32.self), Int(pitch) / 4)
                SDL_UnlockTexture(texture)
                written = true
            }
        } else {
            let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width * height, 1))
            defer { buffer.deallocate() }
            fill(buffer, width)
            written = SDL_UpdateTexture(texture, nil, buffer, Int32(width * 4)) == 0
        }
        guard written else {
            SDL_DestroyTexture(texture)
            throw SDLError.current(.other, "cannot write a texture")
        }
        pointer = texture
        self.width = width
        self.height = height
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    }

    deinit { SDL_DestroyTexture(pointer) }
}
