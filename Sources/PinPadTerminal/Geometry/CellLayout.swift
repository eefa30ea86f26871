import PinPadCore

/// Where a prompt's layout lands on a grid of cells, and the maps between pixels and cells.
///
/// A terminal cell is far coarser than the gaps of `Layout`, so scaling pixels uniformly gives
/// keys of uneven height. Instead the terminal chooses whole-cell sizes itself (see
/// `CellLayout.Plan`: keys three rows tall with a row between them when there is room, boxes
/// three rows by five columns, …) for a few regions — the title and message lines, each field
/// (its label and boxes), the line under each field (`Prompt.shownHint`, on a row of its own
/// when the grid has one), the keypad — and maps each region's pixels to its cells
/// piecewise-linearly through its elements' edges. Drawing a scene and hit testing a mouse
/// report use the same maps (a cell is covered when its centre is), so a cell drawn as a key
/// taps that key.
struct CellLayout: Hashable {
    /// Grid width in columns.
    let columns: Int
    /// Grid height in rows.
    let rows: Int
    /// The title and message lines, each field, the line under each field (when the plan has a
    /// row for it), and the keypad.
    let regions: [CellRegion]
    /// The whole viewport scaled uniformly onto the grid, for primitives outside every region
    /// (the background).
    let whole: CellRegion

    /// Rows kept under each field for the line under it (`Prompt.shownHint`): 0, 1 or 2, or
    /// more when the longest of the lines that may show there wraps onto more.
    let hintRows: Int
    /// Whether the header sits beside the keypad rather than above it.
    let isSideBySide: Bool
    /// The header's width in columns: the title's and the description's lines.
    let headerColumns: Int
    /// How good the plan looks (`Plan.score`); higher is better.
    let score: Int

    /// Places `layout` on a grid of `columns` × `rows` cells, with rows under each field for the
    /// longest of `hints` (the lines that may show there) when the grid has room.
    /// - Parameter sideBySide: true places the header beside the keypad, false above it, nil
    ///   whichever plan scores higher.
    /// - Returns: nil when the grid is too small for the smallest plan (the terminal then shows
    ///   a one-line request to enlarge it).
    init?(columns: Int, rows: Int, layout: Layout, hints: [String] = [], sideBySide: Bool? = nil) {
        let keyRows = CellLayout.keyRows(of: layout)
        let fields = layout.fields.filter { !$0.boxes.isEmpty }
        guard columns > 0, rows > 0, !keyRows.isEmpty,
            let plan = Plan.best(
                columns: columns, rows: rows, boxCounts: fields.map(CellLayout.cellBoxCount), isLabeled: fields.contains { $0.label != nil },
                messageLines: layout.messageLines, titleLines: layout.titleLines, keyRows: keyRows.map(\.count), hints: hints,
                arrangements: sideBySide.map { [$0] } ?? [false, true])
        else { return nil }
        self.columns = columns
        self.rows = rows
        hintRows = plan.hintRows
        isSideBySide = plan.isSideBySide
        headerColumns = plan.header.width
        score = plan.score
        regions = [CellLayout.lineRegion(layout: layout, fields: fields, plan: plan)]
            + fields.indices.map { CellLayout.fieldRegion(fields[$0], index: $0, plan: plan) }
            + layout.fields.indices.compactMap { CellLayout.hintRegion(layout: layout, field: $0, fields: fields, plan: plan) }
            + [CellLayout.keypadRegion(keyRows: keyRows, plan: plan)]
        let viewport = layout.viewport
        whole = CellRegion(
            pixelBounds: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height),
            cellBounds: CellRect(column: 0, row: 0, width: columns, height: rows),
            horizontal: AxisMap([(0, 0), (max(viewport.width, 1), Double(columns))]),
            vertical: AxisMap([(0, 0), (max(viewport.height, 1), Double(rows))]))
    }

    /// Text measured in cells of the title and message lines, in pixels: the columns its
    /// characters take (`TextWidth`: two for an ideograph, a kana or a Hangul syllable) whatever
    /// the size (a terminal has one), so the prompt wraps its title and message to the columns
    /// the header has.
    var measureText: Prompt.TextMeasure {
        let lines = regions[0]
        let pixelsPerColumn = lines.pixelBounds.width / Double(max(lines.cellBounds.width, 1))
        return { text, _ in Size(width: Double(TextWidth.of(text)) * pixelsPerColumn, height: 0) }
    }

    /// The region whose elements contain `rect` (pixels, before any transform), or the whole
    /// viewport.
    func region(for rect: Rect) -> CellRegion {
        regions.first { $0.pixelBounds.insetBy(-0.5).contains(rect) } ?? whole
    }

    /// The region whose elements hold `point` (pixels, before any transform), or the whole
    /// viewport: where a focus ring, larger than what it surrounds, is placed.
    func region(around point: Point) -> CellRegion {
        regions.first { $0.pixelBounds.insetBy(-0.5).contains(point) } ?? whole
    }

    /// The pixel point a tap on the cell at `column`, `row` goes to: the cell's centre mapped
    /// back through its region, or a point outside the viewport for a cell outside every region.
    func point(column: Int, row: Int) -> Point {
        guard let region = regions.first(where: { $0.cellBounds.contains(column: column, row: row) }) else {
            return Point(x: -1, y: -1)
        }
        return region.point(column: column, row: row)
    }

    // MARK: Regions

    /// The keys grouped into rows (keys of a row share their top edge), top to bottom.
    private static func keyRows(of layout: Layout) -> [[KeyFrame]] {
        var rows: [[KeyFrame]] = []
        for key in layout.keys {
            if let last = rows.last?.last, last.frame.y == key.frame.y {
                rows[rows.count - 1].append(key)
            } else {
                rows.append([key])
            }
        }
        return rows
    }

    /// The title and message lines across the header.
    private static func lineRegion(layout: Layout, fields: [FieldFrames], plan: Plan) -> CellRegion {
        let lines = [layout.title, layout.message]
        let left = lines.map(\.x).min()!
        let right = lines.map(\.maxX).max()!
        var vertical: [(pixel: Double, cell: Double)] = [
            (layout.title.y, Double(plan.titleRow)), (layout.title.maxY, Double(plan.titleRow + plan.titleRows)),
        ]
        // A message of no lines has no height: its edges would repeat the title's.
        if plan.messageRows > 0 {
            vertical += [(layout.message.y, Double(plan.messageRow)), (layout.message.maxY, Double(plan.messageRow + plan.messageRows))]
        }
        return CellRegion(
            pixelBounds: Rect(x: left, y: layout.title.y, width: right - left, height: layout.message.maxY - layout.title.y),
            cellBounds: CellRect(
                column: plan.header.column, row: plan.titleRow, width: plan.header.width, height: plan.messageRow + plan.messageRows - plan.titleRow),
            horizontal: AxisMap([(left, Double(plan.header.column)), (right, Double(plan.header.endColumn))]),
            vertical: AxisMap(vertical))
    }

    /// Boxes' worth of columns a field takes: its boxes, or for a free-length field as many as
    /// six boxes (room for a row of dots).
    private static func cellBoxCount(_ field: FieldFrames) -> Int {
        field.isFreeLength ? 6 : field.boxes.count
    }

    /// One field: its label line, if any, and its boxes (a free-length field's one box spans
    /// the width of six).
    private static func fieldRegion(_ field: FieldFrames, index: Int, plan: Plan) -> CellRegion {
        let row = field.row
        let boxRow = plan.boxRows[index]
        let count = cellBoxCount(field)
        let firstColumn = plan.firstBoxColumn(boxCount: count)
        var horizontal: [(pixel: Double, cell: Double)] = []
        if field.isFreeLength {
            horizontal = [(row.x, Double(firstColumn)), (row.maxX, Double(firstColumn + plan.boxRowWidth(boxCount: count)))]
        } else {
            // Left to right on the screen, whichever box is first (right to left: the last).
            for (position, box) in field.boxes.sorted(by: { $0.x < $1.x }).enumerated() {
                let column = Double(firstColumn + position * (plan.boxWidth + plan.boxGap))
                horizontal += [(box.x, column), (box.maxX, column + Double(plan.boxWidth))]
            }
        }
        var vertical: [(pixel: Double, cell: Double)] = [(row.y, Double(boxRow)), (row.maxY, Double(boxRow + plan.boxHeight))]
        var bounds = row
        var cells = CellRect(
            column: firstColumn, row: boxRow, width: plan.boxRowWidth(boxCount: count), height: plan.boxHeight)
        if let label = field.label {
            horizontal += [(label.x, Double(plan.header.column)), (label.maxX, Double(plan.header.endColumn))]
            vertical += [(label.y, Double(boxRow - 1)), (label.maxY, Double(boxRow))]
            bounds = Rect(x: min(label.x, row.x), y: label.y, width: max(label.maxX, row.maxX) - min(label.x, row.x), height: row.maxY - label.y)
            cells = CellRect(column: plan.header.column, row: boxRow - 1, width: plan.header.width, height: plan.boxHeight + 1)
        }
        return CellRegion(pixelBounds: bounds, cellBounds: cells, horizontal: AxisMap(horizontal), vertical: AxisMap(vertical))
    }

    /// The line under a field (`Prompt.shownHint`) across the header, on the rows the plan
    /// keeps under the field's boxes; nil when it keeps none or the field has no boxes.
    private static func hintRegion(layout: Layout, field index: Int, fields: [FieldFrames], plan: Plan) -> CellRegion? {
        guard plan.hintRows > 0, let line = layout.hintLine(under: index), line.width > 0, line.height > 0,
            let position = fields.firstIndex(of: layout.fields[index])
        else { return nil }
        let row = plan.hintRow(position)
        return CellRegion(
            pixelBounds: line,
            cellBounds: CellRect(column: plan.header.column, row: row, width: plan.header.width, height: plan.hintRows),
            horizontal: AxisMap([(line.x, Double(plan.header.column)), (line.maxX, Double(plan.header.endColumn))]),
            vertical: AxisMap([(line.y, Double(row)), (line.maxY, Double(row + plan.hintRows))]))
    }

    private static func keypadRegion(keyRows: [[KeyFrame]], plan: Plan) -> CellRegion {
        let widest = keyRows.max { $0.count < $1.count }!
        var horizontal: [(pixel: Double, cell: Double)] = []
        for (index, key) in widest.enumerated() {
            let column = Double(plan.keyColumn(index))
            horizontal += [(key.frame.x, column), (key.frame.maxX, column + Double(plan.keyWidth))]
        }
        var vertical: [(pixel: Double, cell: Double)] = []
        for (index, row) in keyRows.enumerated() {
            let top = Double(plan.keyRow(index))
            vertical += [(row[0].frame.y, top), (row[0].frame.maxY, top + Double(plan.keyHeight))]
        }
        let frames = keyRows.flatMap { $0.map(\.frame) }
        let left = frames.map(\.x).min()!
        let top = frames.map(\.y).min()!
        let right = frames.map(\.maxX).max()!
        let bottom = frames.map(\.maxY).max()!
        return CellRegion(
            pixelBounds: Rect(x: left, y: top, width: right - left, height: bottom - top),
            cellBounds: plan.keypad, horizontal: AxisMap(horizontal), vertical: AxisMap(vertical))
    }
}
