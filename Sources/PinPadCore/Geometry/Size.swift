/// A width and height in pixels.
public struct Size: Hashable, Sendable {
    /// Width in pixels.
    public var width: Double
    /// Height in pixels.
    public var height: Double

    /// Creates a size of `width` × `height` pixels.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
