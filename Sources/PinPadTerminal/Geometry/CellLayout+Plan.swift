import PinPadCore

extension CellLayout {
    /// Whole-cell sizes and positions for a grid: the terminal's own layout decisions.
    ///
    /// Keys are 3 rows tall with a blank row between rows when there is room, else 1 row with a
    /// blank row, else 1 row packed; as wide as fits up to 11 columns, odd so labels centre.
    /// Boxes are 3×5 cells, else 3×3, else one row (`[●]`), else one cell each. Each field has a
    /// two rows (else one) under its boxes for the line under it (`Prompt.shownHint`) when the
    /// grid has room, worth less than taller keys. The header (title, message, fields) sits above the keypad (portrait) or beside it (landscape),
    /// whichever plan scores higher: taller and wider keys first, then larger boxes, then more
    /// blank rows between the parts (added while there is room).
    struct Plan: Hashable {
        /// Key height in rows.
        var keyHeight: Int
        /// Blank rows between key rows.
        var keyGap: Int
        /// Key width in columns (for rows of the widest kind; shorter rows are mapped through).
        var keyWidth = 0
        /// Blank columns between keys.
        var keyColumnGap = 0
        /// Box height in rows.
        var boxHeight: Int
        /// Box width in columns.
        var boxWidth: Int
        /// Blank columns between boxes.
        var boxGap: Int
        /// Whether the header sits beside the keypad (else above it).
        var isSideBySide = false
        /// The columns of the header and the rows from the title to the last box.
        var header = CellRect(column: 0, row: 0, width: 0, height: 0)
        /// The cells of the keypad.
        var keypad = CellRect(column: 0, row: 0, width: 0, height: 0)
        /// The title's first row.
        var titleRow = 0
        /// Rows of the title (its lines), from `titleRow`.
        var titleRows = 1
        /// The message row.
        var messageRow = 0
        /// Rows of the message (its lines), from `messageRow`.
        var messageRows = 1
        /// The top row of each field's boxes (a label, if any, is on the row above).
        var boxRows: [Int] = []
        /// Rows under each field's boxes for the line under it (`Prompt.shownHint`): 2 (a long
        /// line wraps), 1, or 0 when the grid has no room for them; more than 2 only when the
        /// longest line wraps onto more at the header's width and the grid has room.
        var hintRows = 0
        /// The column the box rows are centred on (twice the centre, to stay whole).
        var boxCenterTimesTwo = 0
        /// The rows the longest of `hints` wraps onto at `width` columns (one column a character).
        static func rowsNeeded(by hints: [String], width: Int) -> Int {
            let width = max(width, 1)
            return hints.map { TextWrapping.lines($0) { $0.count <= width }.count }.max() ?? 0
        }

        /// How good the plan looks; higher is better.
        var score = 0
        /// Blank rows placed between the parts (each adds a point: a plan that breathes wins a tie).
        var blankRows = 0

        /// The width of a row of `boxCount` boxes, in columns.
        func boxRowWidth(boxCount: Int) -> Int { boxCount == 0 ? 0 : boxCount * boxWidth + (boxCount - 1) * boxGap }
        /// The left column of the first of `boxCount` boxes.
        func firstBoxColumn(boxCount: Int) -> Int { (boxCenterTimesTwo - boxRowWidth(boxCount: boxCount)) / 2 }
        /// The left column of key `index` in a row of the widest kind.
        func keyColumn(_ index: Int) -> Int { keypad.column + index * (keyWidth + keyColumnGap) }
        /// The first row of the line under field `index`'s boxes.
        func hintRow(_ index: Int) -> Int { boxRows[index] + boxHeight }
        /// The top row of key row `index`.
        func keyRow(_ index: Int) -> Int { keypad.row + index * (keyHeight + keyGap) }

        /// Grids narrower than this wrap the line under the field onto two rows.
        static let narrowColumns = 60

        private static let keyShapes: [(height: Int, gap: Int, score: Int)] = [(3, 1, 30), (1, 1, 15), (1, 0, 5)]
        private static let boxShapes: [(height: Int, width: Int, gap: Int, score: Int)] = [
            (3, 5, 1, 18), (3, 3, 1, 15), (3, 3, 0, 12), (1, 3, 1, 5), (1, 3, 0, 2), (1, 1, 1, 0),
        ]

        /// The best plan for a grid, or nil when none fits.
        /// - Parameters:
        ///   - columns: grid width.
        ///   - rows: grid height.
        ///   - boxCounts: the number of boxes of each field, top to bottom.
        ///   - isLabeled: whether each field has a label line above its boxes.
        ///   - keyRows: the number of keys in each keypad row, top to bottom.
        ///   - messageLines: rows of the message.
        ///   - titleLines: rows of the title.
        ///   - hints: the lines that may show under a field (a refusal, Caps Lock): rows past 2 are
        ///     kept only as many as the longest of them wraps onto at the header's width.
        ///   - arrangements: the arrangements tried: false for the header above the keypad, true
        ///     for beside it.
        static func best(
            columns: Int, rows: Int, boxCounts: [Int], isLabeled: Bool, messageLines: Int = 1, titleLines: Int = 1, keyRows: [Int],
            hints: [String] = [], arrangements: [Bool] = [false, true]
        ) -> Plan? {
            var best: Plan?
            // The hints wrapped once for each header width: the candidate plans share a few
            // widths, and wrapping them again for each took nine tenths of drawing the prompt.
            var rowsNeeded: [Int: Int] = [:]
            for isLandscape in arrangements {
                for key in keyShapes {
                    for (box, hint) in boxShapes.flatMap({ box in [6, 5, 4, 3, 2, 1, 0].map { (box, $0) } }) {
                        var plan = Plan(keyHeight: key.height, keyGap: key.gap, boxHeight: box.height, boxWidth: box.width, boxGap: box.gap)
                        plan.isSideBySide = isLandscape
                        plan.hintRows = hint
                        plan.messageRows = max(messageLines, 0)
                        plan.titleRows = max(titleLines, 1)
                        let shape = Shape(columns: columns, rows: rows, boxCounts: boxCounts, isLabeled: isLabeled, keyRows: keyRows)
                        guard isLandscape ? plan.placeSideBySide(shape) : plan.placeStacked(shape) else { continue }
                        if hint > 2 {
                            let needed = rowsNeeded[plan.header.width] ?? Plan.rowsNeeded(by: hints, width: plan.header.width)
                            rowsNeeded[plan.header.width] = needed
                            guard hint <= needed else { continue }
                        }
                        // On a narrow grid the line under the field wraps: its second row is worth
                        // taller keys, so that it is never cut.
                        let wholeHint = columns < Plan.narrowColumns && plan.hintRows == 2 ? 16 : 0
                        plan.score = key.score + box.score + 3 * plan.keyWidth + plan.blankRows + (plan.hintRows > 0 ? 8 + 2 * plan.hintRows : 0) + wholeHint
                        if plan.score > best?.score ?? -1 { best = plan }
                    }
                }
            }
            return best
        }

        /// What is placed: the grid and the prompt's parts.
        private struct Shape {
            var columns: Int
            var rows: Int
            var boxCounts: [Int]
            var isLabeled: Bool
            var keyRows: [Int]
        }

        /// Header above keypad, each centred.
        private mutating func placeStacked(_ shape: Shape) -> Bool {
            let boxesWidth = boxRowWidth(boxCount: shape.boxCounts.max() ?? 0)
            guard boxesWidth <= shape.columns - 2, chooseKeyWidth(room: shape.columns - 2, keyRows: shape.keyRows) else {
                return false
            }
            let keypadHeight = height(of: shape.keyRows)
            var spare = shape.rows - headerHeight(shape) - keypadHeight
            guard spare >= 0 else { return false }
            let sectionGap = take(1, from: &spare)
            blankRows += sectionGap
            placeHeader(shape, spare: &spare, top: 0)
            header = CellRect(column: 1, row: titleRow, width: shape.columns - 2, height: header.height)
            boxCenterTimesTwo = shape.columns
            let keypadWidth = width(of: shape.keyRows)
            keypad = CellRect(
                column: (shape.columns - keypadWidth) / 2, row: header.endRow + sectionGap, width: keypadWidth, height: keypadHeight)
            shiftDown(by: spare / 2)
            return true
        }

        /// Header on the left, keypad on the right, each centred vertically.
        private mutating func placeSideBySide(_ shape: Shape) -> Bool {
            let boxesWidth = boxRowWidth(boxCount: shape.boxCounts.max() ?? 0)
            let keypadHeight = height(of: shape.keyRows)
            guard keypadHeight <= shape.rows else { return false }
            var spacer = 4
            if !chooseKeyWidth(room: shape.columns - 2 - spacer - boxesWidth, keyRows: shape.keyRows) || keyWidth < 11 {
                spacer = 2
                guard chooseKeyWidth(room: shape.columns - 2 - spacer - boxesWidth, keyRows: shape.keyRows) else { return false }
            }
            var spare = shape.rows - headerHeight(shape)
            guard spare >= 0 else { return false }
            placeHeader(shape, spare: &spare, top: 0)
            shiftDown(by: spare / 2)
            let keypadWidth = width(of: shape.keyRows)
            let left = (shape.columns - (boxesWidth + spacer + keypadWidth)) / 2
            let keypadColumn = left + boxesWidth + spacer
            boxCenterTimesTwo = 2 * left + boxesWidth
            let halfWidth = max(min(boxCenterTimesTwo / 2 - 1, keypadColumn - 2 - boxCenterTimesTwo / 2), (boxesWidth + 1) / 2)
            header.column = boxCenterTimesTwo / 2 - halfWidth
            header.width = 2 * halfWidth
            keypad = CellRect(column: keypadColumn, row: (shape.rows - keypadHeight) / 2, width: keypadWidth, height: keypadHeight)
            return true
        }

        /// Rows for title, message and fields with no blank rows.
        private func headerHeight(_ shape: Shape) -> Int {
            titleRows + messageRows + shape.boxCounts.count * (boxHeight + hintRows + (shape.isLabeled ? 1 : 0))
        }

        /// Title, message and field rows from `top`, taking blank rows from `spare`: one under
        /// the message, one between fields, one under the title, in that order.
        private mutating func placeHeader(_ shape: Shape, spare: inout Int, top: Int) {
            let messageGap = take(1, from: &spare)
            let fieldGap = take(shape.boxCounts.count - 1, from: &spare) > 0 ? 1 : 0
            let titleGap = take(1, from: &spare)
            blankRows += messageGap + fieldGap + titleGap
            titleRow = top
            messageRow = titleRow + titleRows + titleGap
            var row = messageRow + messageRows + messageGap
            boxRows = []
            for _ in shape.boxCounts {
                if shape.isLabeled { row += 1 }
                boxRows.append(row)
                row += boxHeight + hintRows + fieldGap
            }
            header = CellRect(
                column: 0, row: titleRow, width: 0, height: (boxRows.last.map { $0 + boxHeight + hintRows } ?? messageRow + messageRows) - titleRow)
        }

        private mutating func shiftDown(by rows: Int) {
            titleRow += rows
            messageRow += rows
            boxRows = boxRows.map { $0 + rows }
            header.row += rows
            keypad.row += rows
        }

        /// Picks the widest odd key width up to 11 that fits `room` columns, with two columns
        /// between keys when they are at least 7 wide, else one.
        private mutating func chooseKeyWidth(room: Int, keyRows: [Int]) -> Bool {
            let perRow = keyRows.max() ?? 1
            for gap in [2, 1] {
                var width = min(11, (room - (perRow - 1) * gap) / perRow)
                if width % 2 == 0 { width -= 1 }
                if width >= 3 && (gap == 1 || width >= 7) {
                    keyWidth = width
                    keyColumnGap = gap
                    return true
                }
            }
            return false
        }

        private func width(of keyRows: [Int]) -> Int {
            let perRow = keyRows.max() ?? 1
            return perRow * keyWidth + (perRow - 1) * keyColumnGap
        }

        private func height(of keyRows: [Int]) -> Int {
            keyRows.count * keyHeight + (keyRows.count - 1) * keyGap
        }

        /// `count` rows from `spare` if it holds them, else none.
        private func take(_ count: Int, from spare: inout Int) -> Int {
            guard count > 0, spare >= count else { return 0 }
            spare -= count
            return count
        }
    }
}
