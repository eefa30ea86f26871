import PinPadCore

/// A part of the prompt (the header with title, message and boxes; the keypad; or the whole
/// viewport) with its pixel bounds, the cells it occupies, and the maps between the two.
struct CellRegion: Hashable {
    /// The pixel rectangle the region's elements occupy.
    var pixelBounds: Rect
    /// The cells the region occupies.
    var cellBounds: CellRect
    /// Pixels to cells, horizontally.
    var horizontal: AxisMap
    /// Pixels to cells, vertically.
    var vertical: AxisMap

    /// The cells a pixel rectangle covers (centre sampling), after the maps.
    func cells(of rect: Rect) -> CellRect {
        CellRect.sampling(
            left: horizontal.cell(at: rect.x), right: horizontal.cell(at: rect.maxX),
            top: vertical.cell(at: rect.y), bottom: vertical.cell(at: rect.maxY))
    }

    /// The size of a pixel rectangle after the maps, in cells (fractions kept).
    func cellSize(of rect: Rect) -> (width: Double, height: Double) {
        (horizontal.cell(at: rect.maxX) - horizontal.cell(at: rect.x), vertical.cell(at: rect.maxY) - vertical.cell(at: rect.y))
    }

    /// The cell holding a pixel point.
    func cell(at point: Point) -> (column: Int, row: Int) {
        (Int(horizontal.cell(at: point.x).rounded(.down)), Int(vertical.cell(at: point.y).rounded(.down)))
    }

    /// The pixel point at the centre of a cell.
    func point(column: Int, row: Int) -> Point {
        Point(x: horizontal.pixel(at: Double(column) + 0.5), y: vertical.pixel(at: Double(row) + 0.5))
    }
}
