/// An image in memory: `width` × `height` pixels, row by row, each `0xAARRGGBB`. Used to
/// compare snapshots.
public struct Image: Equatable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Pixels, row by row, `0xAARRGGBB`.
    public var pixels: [UInt32]

    /// Creates an image from its pixels (`pixels.count` must be `width * height`).
    public init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Reads a PNG file (`IMG_Load`), converted to ARGB.
    /// - Throws: `SDLError.image` when the file cannot be read or decoded.
    public init(png path: String) throws {
        let surface = try Surface(png: path)
        self.init(width: surface.width, height: surface.height, pixels: surface.pixels())
    }

    /// The number of pixels where any channel differs from `other` by more than `tolerance`
    /// (0…255); every pixel counts as different when the sizes differ.
    public func differingPixels(from other: Image, tolerance: UInt8) -> Int {
        guard width == other.width, height == other.height else { return max(pixels.count, other.pixels.count) }
        var count = 0
        for (a, b) in zip(pixels, other.pixels) where a != b {
            for shift in stride(from: 0, to: 32, by: 8) {
                let x = Int((a >> UInt32(shift)) & 0xFF)
                let y = Int((b >> UInt32(shift)) & 0xFF)
                if abs(x - y) > Int(tolerance) {
                    count += 1
                    break
                }
            }
        }
        return count
    }

    /// The pixel at column `x`, row `y`, as `0xAARRGGBB`.
    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
}
