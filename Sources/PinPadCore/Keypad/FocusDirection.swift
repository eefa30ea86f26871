/// Which way an arrow key moves the keypad focus over the on-screen keys.
public enum FocusDirection: Hashable, Sendable {
    /// One row up.
    case up
    /// One row down.
    case down
    /// One key to the left in the row.
    case left
    /// One key to the right in the row.
    case right
}
