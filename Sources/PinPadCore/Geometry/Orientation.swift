/// Which way the content is arranged.
public enum Orientation: Hashable, Sendable {
    /// Title, message, boxes and keypad stacked top to bottom.
    case portrait
    /// Title, message and boxes on the left, keypad on the right.
    case landscape

    /// `.landscape` when `size` is wider than tall, else `.portrait`.
    public init(for size: Size) {
        self = size.width > size.height ? .landscape : .portrait
    }
}
