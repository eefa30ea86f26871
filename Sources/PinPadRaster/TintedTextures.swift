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
/// A static pad holds one texture a label and one a shape size and colour. An animated colour (a
/// pressed key fading back) asks for a new colour every frame: each mask keeps its
/// `colorsPerMask` colours used last and drops the oldest, so a long session holds no more than
/// a still one plus those few; and all together hold at most `byteLimit` bytes of pictures (the
/// cache is emptied when the next would pass it). Released before the renderer.
package final class TintedTextures {
    private struct Held {
        var color: Color
        var texture: Texture
        var lastUse: Int
    }

    /// Most bytes of pictures held (4 MiB: a static pad holds a few hundred KiB).
    package static let byteLimit = 4 << 20
    /// Most colours a mask keeps a texture of: its still colour and the one it is fading through.
    package static let colorsPerMask = 2

    private var held: [Int: [Held]] = [:]
    private var bytes = 0
    private var uses = 0

    package init() {}

    /// The texture of `mask` in `color`, made on first use.
    package func texture(_ mask: CoverageMask, color: Color, renderer: Renderer) -> Texture? {
        uses += 1
        var colors = held[mask.identity] ?? []
        if let index = colors.firstIndex(where: { $0.color == color }) {
            colors[index].lastUse = uses
            held[mask.identity] = colors
            return colors[index].texture
        }
        guard let texture = mask.tintedTexture(color, renderer: renderer) else { return nil }
        if colors.count >= TintedTextures.colorsPerMask, let oldest = colors.indices.min(by: { colors[$0].lastUse < colors[$1].lastUse }) {
            colors.remove(at: oldest)
            bytes -= mask.pictureBytes
        }
        if bytes + mask.pictureBytes > TintedTextures.byteLimit {
            removeAll()
            colors = []
        }
        colors.append(Held(color: color, texture: texture, lastUse: uses))
        held[mask.identity] = colors
        bytes += mask.pictureBytes
        return texture
    }

    /// How many textures are held.
    package var count: Int { held.values.reduce(0) { $0 + $1.count } }

    /// Drops every texture (before the renderer goes away).
    package func removeAll() {
        held.removeAll()
        bytes = 0
    }
}
