/// Which way the content is arranged.
public enum Orientation: Hashable, Sendable {
    /// Title, message, boxes and keypad stacked top to bottom.
    case portrait
    /// Title, message and boxes on the left, keypad on the right.
    case landscape

    /// `.landscape` when `size` is at least 1.4 times as wide as tall (800×480, 1024×600,
    /// 1920×1080), else `.portrait`: near-square screens (5:4, 4:3, 1:1) stack the keypad
    /// under the header, which fills them better than two half-empty columns.
    public init(for size: Size) {
        self = size.width >= 1.4 * size.height ? .landscape : .portrait
    }
}
