/// An axis-aligned rectangle in pixels: origin at the top-left corner, y grows downwards.
public struct Rect: Hashable, Sendable {
    /// Left edge in pixels.
    public var x: Double
    /// Top edge in pixels.
    public var y: Double
    /// Width in pixels (never negative for rectangles made by `Layout`).
    public var width: Double
    /// Height in pixels (never negative for rectangles made by `Layout`).
    public var height: Double

    /// Creates the rectangle whose top-left corner is `x`, `y` and whose size is `width` × `height` pixels.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Right edge in pixels (`x + width`).
    public var maxX: Double { x + width }
    /// Bottom edge in pixels (`y + height`).
    public var maxY: Double { y + height }
    /// The centre point in pixels.
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

    /// Whether `point` lies inside; the left and top edges are inside, the right and bottom edges are not.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// Whether the two rectangles share any area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether `other` lies wholly inside this rectangle, edges included.
    public func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// This rectangle shrunk by `amount` pixels on every side (grown when negative).
    public func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
