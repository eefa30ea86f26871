/// Turns screens into terminal output: the whole screen the first time or after a resize, then
/// only the cells that changed, each run of changes reached with one cursor move (CUP) and each
/// change of style with one SGR that starts from a reset (`CSI 0 ; … m`).
struct ScreenWriter {
    private let palette: Palette
    private var renditions: [CellStyle: String] = [:]

    /// A writer for a terminal that shows `colors`.
    init(colors: TerminalColors) {
        palette = Palette(colors: colors)
    }

    /// The bytes that change what the terminal shows from `previous` (nil when unknown: the
    /// screen is cleared and drawn whole) to `screen`.
    mutating func update(from previous: Screen?, to screen: Screen) -> [UInt8] {
        let previous = previous.flatMap { $0.columns == screen.columns && $0.rows == screen.rows ? $0 : nil }
        var output = previous == nil ? ControlSequence.graphicRendition(["0"]) + ControlSequence.clearScreen : ""
        var style: CellStyle?
        for row in 0..<screen.rows {
            let changed = changedColumns(in: row, from: previous, to: screen)
            var cursor: Int?
            for column in 0..<screen.columns where changed[column] {
                let cell = screen[column, row]
                guard !cell.text.isEmpty else { continue }
                if cursor != column { output += ControlSequence.moveCursor(row: row, column: column) }
                if style != cell.style {
                    output += rendition(of: cell.style)
                    style = cell.style
                }
                output += cell.text
                let next = column + max(TextWidth.of(cell.text), 1)
                cursor = next < screen.columns ? next : nil
            }
        }
        return Array(output.utf8)
    }

    /// Which columns of `row` to write: the changed cells, widened so that both halves of a wide
    /// character are written together.
    private func changedColumns(in row: Int, from previous: Screen?, to screen: Screen) -> [Bool] {
        var changed = (0..<screen.columns).map { previous?[$0, row] != screen[$0, row] }
        for column in 1..<max(screen.columns, 1) where changed[column] && screen[column, row].text.isEmpty {
            changed[column - 1] = true
        }
        return changed
    }

    private mutating func rendition(of style: CellStyle) -> String {
        if let known = renditions[style] { return known }
        if renditions.count >= 1024 { renditions.removeAll(keepingCapacity: true) }  // fades make many colours
        var parameters = ["0"]
        if style.isBold { parameters.append("1") }
        if style.isFaint { parameters.append("2") }
        if style.isReversed { parameters.append("7") }
        parameters += palette.parameters(foreground: style.foreground, background: style.background)
        let sequence = ControlSequence.graphicRendition(parameters)
        renditions[style] = sequence
        return sequence
    }
}
