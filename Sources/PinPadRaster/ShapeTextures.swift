internal import CSDL2
import PinPadCore

/// White, anti-aliased rounded rectangles, circles and outlines as textures, one per distinct
/// size, tinted at draw time (`SDL_SetTextureColorMod`). `SDL_RenderGeometry` does not
/// anti-alias, and the software renderer snaps its vertices to half pixels; coverage computed
/// per pixel does not have either fault. Released before the renderer.
package final class ShapeTextures {
    private struct Entry: Hashable {
        var width: Int
        var height: Int
        var radius: Int
        var lineWidth: Int?
    }

    /// Most cached shapes before the cache is emptied (a prompt uses about ten).
    package static let limit = 128

    private var textures: [Entry: Texture] = [:]

    /// The texture for a `width` × `height` rectangle with corners of `radius` pixels, filled or,
    /// with `lineWidth`, outlined; sizes are rounded to whole pixels, radius and line width to
    /// quarter pixels.
    package func texture(width: Double, height: Double, radius: Double, lineWidth: Double?, renderer: Renderer) -> Texture? {
        let entry = Entry(
            width: max(Int(width.rounded()), 1), height: max(Int(height.rounded()), 1),
            radius: Int((radius * 4).rounded()), lineWidth: lineWidth.map { Int(($0 * 4).rounded()) })
        if let texture = textures[entry] { return texture }
        guard let surface = try? Surface(width: entry.width, height: entry.height) else { return nil }
        paint(surface, entry)
        guard let texture = try? Texture(renderer: renderer.pointer, surface: surface.pointer) else { return nil }
        if textures.count >= ShapeTextures.limit { textures.removeAll() }
        textures[entry] = texture
        return texture
    }

    /// Drops every texture (before the renderer goes away).
    package func removeAll() { textures.removeAll() }

    private func paint(_ surface: Surface, _ entry: Entry) {
        let pitch = Int(surface.pointer.pointee.pitch)
        guard let base = surface.pointer.pointee.pixels else { return }
        let width = Double(entry.width)
        let height = Double(entry.height)
        let radius = Double(entry.radius) / 4
        let lineWidth = entry.lineWidth.map { Double($0) / 4 }
        for row in 0..<entry.height {
            let line = (base + row * pitch).assumingMemoryBound(to: UInt32.self)
            for column in 0..<entry.width {
                let coverage = ShapeCoverage.value(
                    x: Double(column) + 0.5, y: Double(row) + 0.5, width: width, height: height, radius: radius, lineWidth: lineWidth)
                line[column] = UInt32((coverage * 255).rounded()) << 24 | 0x00FF_FFFF
            }
        }
    }
}
