/// Horizontal placement of a text run inside its frame; it is always centred vertically.
public enum TextAlignment: Hashable, Sendable {
    /// Against the left edge.
    case leading
    /// Centred.
    case center
    /// Against the right edge.
    case trailing
}
