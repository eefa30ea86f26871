/// The description's and error's lines as the last scene set them, with everything they were
/// set from: the next scene takes them again while nothing of it changed, instead of wrapping and
/// measuring the description on every frame (a typed character's animation draws about a dozen).
struct TextAreaMemo {
    /// What the lines depend on: the texts, colours, frame, sizes, reserved and lock lines,
    /// scroll, writing direction, whether lines sit on a grid (`setsTextOnGrid`), and the
    /// measurement (whether there is one, and the description's width with it at the largest
    /// size, which changes with the font).
    struct Key: Hashable {
        var message: String
        var error: String?
        var messageColor: Color
        var errorColor: Color
        var frame: Rect
        var scale: Double
        var messageSize: Double
        var messageLines: Int
        var reservedLines: Int
        var scroll: Int
        var direction: WritingDirection
        var measuredWidth: Double?
        var setsTextOnGrid: Bool
        var showsErrorsLastParagraph: Bool
    }

    var key: Key
    var primitives: [Primitive]
    var scrollLimit: Int
    var first: Int
    var crowdsReservedLines: Bool
}
