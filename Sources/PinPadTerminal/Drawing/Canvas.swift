import PinPadCore

/// The screen being painted by `ScreenPainter`, with the size of the text in each cell (so that
/// smaller text does not cover larger text) and the scene's background colour.
struct Canvas {
    /// The cells so far.
    var screen: Screen
    /// Text size in pixels per cell, row by row; 0 where no text stands.
    var textSizes: [Double]
    /// The scene's background colour.
    let background: Color
    /// The frames drawn so far.
    var frames: [CellRect] = []
    /// The last frame drawn, where the scene put it and where it was drawn (they differ when
    /// it was snapped onto an earlier frame).
    private(set) var lastFrame: (placed: CellRect, drawn: CellRect)?

    /// The size of the text at `column`, `row`, or 0.
    func textSize(column: Int, row: Int) -> Double {
        screen.contains(column: column, row: row) ? textSizes[row * screen.columns + column] : 0
    }

    /// Writes `text` into one cell in `color` blended over the cell's background by `alpha`,
    /// keeping the background and reverse video. A wide character also claims the next cell.
    mutating func put(
        _ text: String, column: Int, row: Int, color: Color, alpha: Double, textSize: Double = 0, isBold: Bool = false, isFaint: Bool = false
    ) {
        guard screen.contains(column: column, row: row) else { return }
        var cell = screen[column, row]
        cell.text = text
        cell.style.foreground = blend(color, alpha: alpha, over: cell.style.background)
        cell.style.isBold = isBold
        cell.style.isFaint = isFaint
        screen[column, row] = cell
        textSizes[row * screen.columns + column] = textSize
        if TextWidth.of(text) == 2, screen.contains(column: column + 1, row: row) {
            screen[column + 1, row].text = ""
            textSizes[row * screen.columns + column + 1] = textSize
        }
    }

    /// Colours the background of `cells` with `color` blended by `alpha`, blanking them; sets or
    /// clears reverse video.
    mutating func paint(_ cells: CellRect, color: Color, alpha: Double, reversed: Bool) {
        for row in cells.row..<cells.endRow {
            for column in cells.column..<cells.endColumn where screen.contains(column: column, row: row) {
                var cell = screen[column, row]
                cell.text = " "
                cell.style = CellStyle(background: blend(color, alpha: alpha, over: cell.style.background), isReversed: reversed)
                screen[column, row] = cell
                textSizes[row * screen.columns + column] = 0
            }
        }
    }

    /// `cells`, or when it overlaps earlier frames without matching one, the earlier frame it
    /// overlaps most; remembered as drawn.
    mutating func snap(_ cells: CellRect) -> CellRect {
        var chosen = cells
        if !frames.contains(cells) {
            let overlaps = frames.map { ($0, cells.overlap(with: $0)) }.filter { $0.1 > 0 }
            if let best = overlaps.max(by: { $0.1 < $1.1 }) { chosen = best.0 }
        }
        frames.append(chosen)
        lastFrame = (cells, chosen)
        return chosen
    }

    /// A cell inside the last frame, moved as that frame was snapped.
    func followingLastFrame(column: Int, row: Int) -> (column: Int, row: Int) {
        guard let (placed, drawn) = lastFrame, placed.contains(column: column, row: row) else { return (column, row) }
        return (column + drawn.column - placed.column, row + drawn.row - placed.row)
    }

    /// Blanks the characters of `cells`, keeping their colours.
    mutating func clearText(in cells: CellRect) {
        for row in cells.row..<cells.endRow {
            for column in cells.column..<cells.endColumn where screen.contains(column: column, row: row) {
                screen[column, row].text = " "
                textSizes[row * screen.columns + column] = 0
            }
        }
    }

    private func blend(_ color: Color, alpha: Double, over background: Color?) -> Color {
        var opaque = color
        opaque.alpha = 255
        guard let background, alpha < 1 else { return opaque }
        return background.mixed(with: opaque, by: alpha)
    }
}
