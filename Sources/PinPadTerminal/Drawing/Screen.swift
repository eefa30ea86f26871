/// A grid of cells, row by row: what the terminal shows.
struct Screen: Hashable {
    /// Width in columns.
    let columns: Int
    /// Height in rows.
    let rows: Int
    /// The cells, `rows` rows of `columns` cells.
    private(set) var cells: [Cell]

    /// A grid of blank cells with `style`.
    init(columns: Int, rows: Int, style: CellStyle = CellStyle()) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Array(repeating: Cell(text: " ", style: style), count: self.columns * self.rows)
    }

    /// The cell at `column`, `row`; setting a cell outside the grid does nothing, reading one
    /// gives a blank cell.
    subscript(column: Int, row: Int) -> Cell {
        get { contains(column: column, row: row) ? cells[row * columns + column] : Cell() }
        set { if contains(column: column, row: row) { cells[row * columns + column] = newValue } }
    }

    /// Whether `column`, `row` lies on the grid.
    func contains(column: Int, row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    /// The characters, one line per row, trailing blanks kept.
    var text: String {
        (0..<rows).map { row in (0..<columns).map { self[$0, row].text }.joined() }.joined(separator: "\n")
    }
}
