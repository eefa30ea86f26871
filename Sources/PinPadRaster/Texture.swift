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

    /// A texture of `width` × `height` ARGB8888 pixels written by `fill` in place
    /// (`SDL_TEXTUREACCESS_STREAMING`, `SDL_LockTexture`): no surface is made and copied first.
    /// `fill` gets the first pixel and the pitch in pixels.
    /// - Throws: `SDLError.other` when SDL cannot create or lock the texture.
    init(renderer: OpaquePointer, width: Int, height: Int, fill: (UnsafeMutablePointer<UInt32>, Int) -> Void) throws {
        guard let texture = SDL_CreateTexture(
            renderer, PINPAD_SDL_PIXELFORMAT_ARGB8888, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
        else {
            throw SDLError.current(.other, "cannot create a texture")
        }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else {
            SDL_DestroyTexture(texture)
            throw SDLError.current(.other, "cannot write a texture")
        }
        fill(pixels.assumingMemoryBound(to: UInt32.self), Int(pitch) / 4)
        SDL_UnlockTexture(texture)
        pointer = texture
        self.width = width
        self.height = height
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    }

    deinit { SDL_DestroyTexture(pointer) }
}
