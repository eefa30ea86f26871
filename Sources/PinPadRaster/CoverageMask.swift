internal import CSDL2
import PinPadCore
import Synchronization

/// What a shape or a run of text covers, pixel by pixel: one coverage byte a pixel, 0 (nothing)
/// … 255 (all), `width` × `height` pixels row by row. The colour comes later
/// (`tintedTexture(_:renderer:)`), so one mask serves every colour a primitive takes.
package final class CoverageMask {
    package let width: Int
    package let height: Int
    /// The coverage, row by row, `width` × `height` bytes.
    package let coverage: [UInt8]
    /// A number no other mask of this process has (masks are compared by it in
    /// `TintedTextures`, whose entries outlive the caches that made the masks).
    package let identity: Int

    private static let made = Atomic<Int>(0)

    /// A mask of `width` × `height` pixels (at least 1 × 1) with `coverage` (`width` × `height`
    /// bytes, row by row; missing bytes are 0).
    package init(width: Int, height: Int, coverage: [UInt8]) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        var bytes = coverage
        if bytes.count != self.width * self.height {
            bytes = Array(bytes.prefix(self.width * self.height))
            bytes += [UInt8](repeating: 0, count: self.width * self.height - bytes.count)
        }
        self.coverage = bytes
        identity = CoverageMask.made.add(1, ordering: .relaxed).newValue
    }

    /// The alpha channel of an ARGB8888 surface (SDL2_ttf's white text), as coverage.
    convenience init(alphaOf surface: UnsafeMutablePointer<SDL_Surface>) {
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        var coverage = [UInt8](repeating: 0, count: max(width, 0) * max(height, 0))
        if let base = surface.pointee.pixels, width > 0, height > 0 {
            for row in 0..<height {
                let line = (base + row * pitch).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width { coverage[row * width + column] = UInt8(truncatingIfNeeded: line[column] >> 24) }
            }
        }
        self.init(width: width, height: height, coverage: coverage)
    }

    /// Bytes an ARGB8888 picture of the mask takes.
    package var pictureBytes: Int { width * height * 4 }

    /// The mask in `color`, as a texture of `renderer`: every pixel `color`'s red, green and blue
    /// with alpha coverage × `color.alpha` / 255 (rounded down), the very pixels SDL's
    /// `SDL_SetTextureColorMod` and `SDL_SetTextureAlphaMod` make of a white texture, written
    /// straight into the texture (`Texture(renderer:width:height:streaming:fill:)`). Nil when SDL cannot
    /// make it.
    func tintedTexture(_ color: Color, renderer: Renderer) -> Texture? {
        let rgb = UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
        let alpha = UInt32(color.alpha)
        return try? Texture(renderer: renderer.pointer, width: width, height: height, streaming: renderer.isSoftware) { pixels, pitch in
            coverage.withUnsafeBufferPointer { coverage in
                for row in 0..<height {
                    let line = pixels + row * pitch
                    let start = row * width
                    for column in 0..<width {
                        line[column] = (UInt32(coverage[start + column]) * alpha / 255) << 24 | rgb
                    }
                }
            }
        }
    }
}
