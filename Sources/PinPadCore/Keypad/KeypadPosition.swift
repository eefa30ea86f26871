/// Where a key sits on the keypad, counted as a person counts: rows from the top, keys from the
/// left, both from 0 here (phrases add 1).
public struct KeypadPosition: Hashable, Sendable {
    /// The row, 0 at the top.
    public var row: Int
    /// The key's place in its row, 0 at the left.
    public var column: Int
    /// How many keys the row has.
    public var rowLength: Int

    /// Creates a position.
    public init(row: Int, column: Int, rowLength: Int) {
        self.row = row
        self.column = column
        self.rowLength = rowLength
    }
}
