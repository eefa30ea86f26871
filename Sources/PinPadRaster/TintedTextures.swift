internal import CSDL2
import PinPadCore

/// Textures of coverage masks in one colour each, kept while they are drawn again and again.
///
/// SDL's software renderer blends a texture drawn with a colour or alpha modulation through its
/// generic blitter, pixel by pixel with every channel multiplied (`SDL_Blit_*_Modulate_Blend`);
/// one drawn with neither goes through its per-pixel-alpha blitter (`BlitRGBtoRGBPixelAlpha`),
/// which skips transparent pixels and copies opaque ones: the first frame of the askpass pad took
/// 12.9 M instructions in `SDL_RenderPresent` tinted at draw time, 2.3 M with no modulation. So
/// on the software renderer each mask is drawn from a texture already in its colour; an
/// accelerated renderer tints for free, and gets one white texture a mask, tinted at draw time.
///
/// The textures of a static scene take little (one a label, one a shape size and colour); an
/// animated colour (a pressed key fading back) makes one a frame. The cache holds at most
/// `byteLimit` bytes of pictures and is emptied when the next would pass it. Released before the
/// renderer.
package final class TintedTextures {
    private struct Entry: Hashable {
        var mask: Int
        var color: Color
    }

    /// Most bytes of pictures held (4 MiB: a static pad holds a few hundred KiB).
    package static let byteLimit = 4 << 20

    private var textures: [Entry: Texture] = [:]
    private var bytes = 0

    package init() {}

    /// The texture of `mask` in `color`, made on first use.
    package func texture(_ mask: CoverageMask, color: Color, renderer: Renderer) -> Texture? {
        let entry = Entry(mask: mask.identity, color: color)
        if let texture = textures[entry] { return texture }
        guard let surface = mask.tintedSurface(color) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = try? Texture(renderer: renderer.pointer, surface: surface) else { return nil }
        if bytes + mask.pictureBytes > TintedTextures.byteLimit { removeAll() }
        textures[entry] = texture
        bytes += mask.pictureBytes
        return texture
    }

    /// How many textures are held.
    package var count: Int { textures.count }

    /// Drops every texture (before the renderer goes away).
    package func removeAll() {
        textures.removeAll()
        bytes = 0
    }
}
