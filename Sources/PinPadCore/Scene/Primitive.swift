/// One drawing command of a `Scene`. Backends draw primitives in order, each with its colour
/// multiplied by `opacity` and its geometry changed by `transform`.
public struct Primitive: Hashable, Sendable {
    /// The shape or text to draw.
    public enum Shape: Hashable, Sendable {
        /// A rounded rectangle filled with the colour; `radius` in pixels.
        case fill(Rect, radius: Double)
        /// The outline of a rounded rectangle; `lineWidth` in pixels, drawn inside the rectangle.
        case stroke(Rect, radius: Double, lineWidth: Double)
        /// A filled circle; `center` and `radius` in pixels.
        case circle(center: Point, radius: Double)
        /// A run of text of `size` pixels (the font's pixel size), placed in `frame` by
        /// `alignment` and centred vertically.
        case text(String, frame: Rect, size: Double, alignment: TextAlignment)
        /// A named image (a PNG path for SDL) scaled to `frame`.
        case image(String, frame: Rect)
    }

    /// What a primitive is in the prompt, so a backend that cannot draw shapes (the terminal)
    /// draws the thing rather than guessing from its geometry.
    public enum Role: Hashable, Sendable {
        /// The fill behind everything.
        case background
        /// The title, the message, an error, a field's label.
        case text
        /// A box's (or a free-length field's) fill.
        case box
        /// A box's outline.
        case boxBorder
        /// A dot or a shown character in a box.
        case character
        /// The caret.
        case caret
        /// The ring around the focused box or field.
        case focusRing
        /// A key's fill.
        case key
        /// A key's outline.
        case keyBorder
        /// The label or letters on a key.
        case keyLabel
        /// Anything else (an underline under composed text).
        case decoration
    }

    /// The shape.
    public var shape: Shape
    /// What it is.
    public var role: Role
    /// The colour (text and shapes); images ignore it except for alpha.
    public var color: Color
    /// 0 (invisible) … 1 (as the colour says).
    public var opacity: Double
    /// Offset and scale about the shape's centre.
    public var transform: Transform

    /// Creates a primitive.
    public init(_ shape: Shape, role: Role = .decoration, color: Color, opacity: Double = 1, transform: Transform = .identity) {
        self.shape = shape
        self.role = role
        self.color = color
        self.opacity = opacity
        self.transform = transform
    }

    /// The rectangle the shape occupies before its transform, in pixels.
    public var bounds: Rect {
        switch shape {
        case .fill(let rect, _), .stroke(let rect, _, _): return rect
        case .circle(let center, let radius):
            return Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        case .text(_, let frame, _, _), .image(_, let frame): return frame
        }
    }
}
