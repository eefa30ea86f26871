import PinPadCore

/// Textures of coverage masks in the colour they are drawn in (or white, tinted when drawn, for
/// an accelerated renderer).
///
/// SDL's software renderer blends a texture drawn with a colour or alpha modulation through its
/// generic blitter, pixel by pixel with every channel multiplied (`SDL_Blit_*_Modulate_Blend`);
/// one drawn with neither goes through its per-pixel-alpha blitter (`BlitRGBtoRGBPixelAlpha`),
/// which skips transparent pixels and copies opaque ones: the first frame of the askpass pad took
/// 12.9 M instructions in `SDL_RenderPresent` tinted at draw time, 2.3 M with no modulation. So
/// on the software renderer every mask is drawn from a texture in its colour (the two blitters
/// round differently: one way for every draw keeps a redrawn area equal to the picture drawn
/// whole). The still colours are kept: the first colour a mask is drawn in, and any colour it is
/// drawn in again in a later frame (a label, a key at rest, a key held down), at most
/// `colorsPerMask` a mask (the oldest used goes first). A colour new in a frame (a key fading back
/// after a press takes one every frame) gets a texture for that frame alone, dropped at the next
/// (`beginFrame()`): making it costs less than the modulated blit it replaces, and keeping it
/// would fill memory with colours never drawn again. An accelerated renderer tints for nothing:
/// it gets one white texture a mask.
///
/// All kept together hold at most `byteLimit` bytes of pictures (emptied when the next would pass
/// it). Released before the renderer.
package final class TintedTextures {
    private struct Baked {
        var color: Color
        var texture: Texture
        var lastUse: Int
    }

    /// Most bytes of pictures held (4 MiB: a static pad holds a few hundred KiB).
    package static let byteLimit = 4 << 20
    /// Most colours a mask keeps: a key's at rest, the OK key's, one held down.
    package static let colorsPerMask = 3
    /// Most bytes of one mask's kept colours beyond its first: a key of a 4K pad (480 × 320
    /// pixels, 614 KB a colour) keeps one colour, as its white texture was one.
    package static let bytesPerMask = 512 << 10

    /// How many colours `mask` keeps: `colorsPerMask`, fewer for a large mask, at least one.
    package static func colorsKept(by mask: CoverageMask) -> Int {
        max(1, min(colorsPerMask, bytesPerMask / max(mask.pictureBytes, 1)))
    }
    /// Colours a mask was drawn in for one frame, remembered to keep on their next frame.
    private static let colorsRemembered = 4

    private var baked: [Int: [Baked]] = [:]
    private var whites: [Int: Texture] = [:]
    /// Per mask, colours drawn in one frame only so far, and that frame.
    private var seen: [Int: [(color: Color, frame: Int)]] = [:]
    /// This frame's textures of colours not kept.
    private var transient: [Texture] = []
    private var bytes = 0
    private var uses = 0
    private var frame = 0

    package init() {}

    /// Starts a frame: the last frame's textures of colours not kept are dropped (the renderer
    /// has drawn them: SDL runs a texture's queued copies before it destroys it), and a colour
    /// drawn again in this frame after an earlier one is a still one.
    package func beginFrame() {
        transient.removeAll()
        frame += 1
    }

    /// The texture to draw `mask` in `color` with, and the tint to draw it with: white for a
    /// texture in `color`; `color` itself for the white texture of an accelerated renderer
    /// (`bakes` false). Nil when SDL cannot make the texture.
    package func texture(_ mask: CoverageMask, color: Color, renderer: Renderer, bakes: Bool) -> (texture: Texture, tint: Color)? {
        let white = Color(red: 255, green: 255, blue: 255)
        guard bakes else { return whiteTexture(mask, renderer: renderer).map { ($0, color) } }
        uses += 1
        var colors = baked[mask.identity] ?? []
        if let index = colors.firstIndex(where: { $0.color == color }) {
            colors[index].lastUse = uses
            baked[mask.identity] = colors
            return (colors[index].texture, white)
        }
        guard let texture = mask.tintedTexture(color, renderer: renderer) else { return nil }
        var recent = seen[mask.identity] ?? []
        let earlier = recent.firstIndex { $0.color == color }
        if !colors.isEmpty && earlier.map({ recent[$0].frame == frame }) ?? true {
            // New in this frame (or drawn twice in it, under two redrawn areas): for this frame.
            if earlier == nil {
                recent.append((color, frame))
                if recent.count > TintedTextures.colorsRemembered { recent.removeFirst() }
                seen[mask.identity] = recent
            }
            transient.append(texture)
            return (texture, white)
        }
        if let earlier {
            recent.remove(at: earlier)
            seen[mask.identity] = recent
        }
        if colors.count >= TintedTextures.colorsKept(by: mask), let oldest = colors.indices.min(by: { colors[$0].lastUse < colors[$1].lastUse }) {
            colors.remove(at: oldest)
            bytes -= mask.pictureBytes
        }
        if bytes + mask.pictureBytes > TintedTextures.byteLimit {
            removeAll()
            colors = []
        }
        colors.append(Baked(color: color, texture: texture, lastUse: uses))
        baked[mask.identity] = colors
        bytes += mask.pictureBytes
        return (texture, white)
    }

    /// The mask in white, made on first use.
    private func whiteTexture(_ mask: CoverageMask, renderer: Renderer) -> Texture? {
        if let texture = whites[mask.identity] { return texture }
        guard let texture = mask.tintedTexture(Color(red: 255, green: 255, blue: 255), renderer: renderer) else { return nil }
        if bytes + mask.pictureBytes > TintedTextures.byteLimit { removeAll() }
        whites[mask.identity] = texture
        bytes += mask.pictureBytes
        return texture
    }

    /// How many textures are kept (this frame's alone aside).
    package var count: Int { baked.values.reduce(0) { $0 + $1.count } + whites.count }

    /// Drops every texture (before the renderer goes away).
    package func removeAll() {
        baked.removeAll()
        whites.removeAll()
        seen.removeAll()
        transient.removeAll()
        bytes = 0
    }
}
