/// A position in pixels, with the origin at the top-left corner and y growing downwards.
public struct Point: Hashable, Sendable {
    /// Horizontal position in pixels.
    public var x: Double
    /// Vertical position in pixels.
    public var y: Double

    /// Creates a point at `x`, `y` pixels.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
