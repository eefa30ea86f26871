/// The phase of a pointer (mouse button or finger) in a tap.
public enum TapPhase: Hashable, Sendable {
    /// The pointer went down.
    case down
    /// The pointer moved while down.
    case moved
    /// The pointer went up: commits the key if it is still over the key it went down on.
    case up
    /// The system took the pointer away (window lost focus, touch cancelled): commits nothing.
    case cancelled
}
