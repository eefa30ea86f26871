/// A rectangle of whole cells: columns `column..<column + width`, rows `row..<row + height`,
/// 0-based from the top-left cell.
struct CellRect: Hashable {
    /// The leftmost column.
    var column: Int
    /// The top row.
    var row: Int
    /// Width in columns.
    var width: Int
    /// Height in rows.
    var height: Int

    /// The column after the rightmost one.
    var endColumn: Int { column + width }
    /// The row after the bottom one.
    var endRow: Int { row + height }
    /// Whether the rectangle holds no cell.
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the cell at `column`, `row` lies inside.
    func contains(column: Int, row: Int) -> Bool {
        column >= self.column && column < endColumn && row >= self.row && row < endRow
    }

    /// How many cells this rectangle shares with `other`.
    func overlap(with other: CellRect) -> Int {
        let width = min(endColumn, other.endColumn) - max(column, other.column)
        let height = min(endRow, other.endRow) - max(row, other.row)
        return width > 0 && height > 0 ? width * height : 0
    }

    /// The cells whose centres lie in the half-open span `left..<right` × `top..<bottom`, given
    /// in cell units (1 = one cell): the rule that makes drawing and hit testing agree.
    static func sampling(left: Double, right: Double, top: Double, bottom: Double) -> CellRect {
        func first(_ edge: Double) -> Int { Int((edge - 0.5).rounded(.up)) }
        let column = first(left)
        let row = first(top)
        return CellRect(column: column, row: row, width: max(first(right) - column, 0), height: max(first(bottom) - row, 0))
    }
}
