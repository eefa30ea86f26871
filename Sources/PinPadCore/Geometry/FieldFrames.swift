/// Where one field of a prompt is drawn: its label line (nil for an unlabeled field) and its
/// boxes, in pixels.
public struct FieldFrames: Hashable, Sendable {
    /// The label line above the boxes, or nil.
    public var label: Rect?
    /// The boxes, first to last: left to right, or right to left in a right-to-left layout;
    /// one wide box for a free-length field.
    public var boxes: [Rect]
    /// Whether the field is of free length (`FieldShape.freeLength`): one box holding a row of
    /// dots.
    public var isFreeLength: Bool

    /// Creates the frames of one field.
    public init(label: Rect?, boxes: [Rect], isFreeLength: Bool = false) {
        self.label = label
        self.boxes = boxes
        self.isFreeLength = isFreeLength
    }

    /// The smallest rectangle holding every box.
    public var row: Rect {
        guard let first = boxes.first, let left = boxes.map(\.x).min(), let right = boxes.map(\.maxX).max() else {
            return Rect(x: 0, y: 0, width: 0, height: 0)
        }
        return Rect(x: left, y: first.y, width: right - left, height: first.height)
    }
}
