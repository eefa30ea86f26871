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

    deinit { SDL_DestroyTexture(pointer) }
}
