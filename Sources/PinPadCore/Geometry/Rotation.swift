/// How the pad is turned on the screen, clockwise: for a panel mounted sideways or upside down
/// (a portrait panel on a landscape framebuffer). The prompt is laid out for the content size
/// and drawn turned; taps on the screen map back into it.
public enum Rotation: Int, Hashable, Sendable, CaseIterable {
    /// Upright.
    case none = 0
    /// A quarter turn clockwise: the content's top is at the screen's right.
    case quarter = 90
    /// Upside down.
    case half = 180
    /// Three quarters clockwise: the content's top is at the screen's left.
    case threeQuarters = 270

    /// Whether width and height trade places.
    public var swapsSides: Bool { self == .quarter || self == .threeQuarters }

    /// The size the content is laid out in for a screen of `screen` pixels.
    public func contentSize(onScreen screen: Size) -> Size {
        swapsSides ? Size(width: screen.height, height: screen.width) : screen
    }

    /// Where the content point `point` appears on a screen of `screen` pixels.
    public func screenPoint(_ point: Point, onScreen screen: Size) -> Point {
        switch self {
        case .none: return point
        case .quarter: return Point(x: screen.width - point.y, y: point.x)
        case .half: return Point(x: screen.width - point.x, y: screen.height - point.y)
        case .threeQuarters: return Point(x: point.y, y: screen.height - point.x)
        }
    }

    /// The content point under the screen point `point` of a screen of `screen` pixels: the
    /// inverse of `screenPoint(_:onScreen:)`.
    public func contentPoint(_ point: Point, onScreen screen: Size) -> Point {
        switch self {
        case .none: return point
        case .quarter: return Point(x: point.y, y: screen.width - point.x)
        case .half: return Point(x: screen.width - point.x, y: screen.height - point.y)
        case .threeQuarters: return Point(x: screen.height - point.y, y: point.x)
        }
    }
}
