/// How a field is laid out: a row of boxes, or one wide box holding a row of dots that grows.
public enum FieldShape: Hashable, Sendable {
    /// `count` boxes, 1…32.
    case boxes(Int)
    /// One box the width of the content (at most 320 px × scale) for a free-length secret.
    case freeLength
}
