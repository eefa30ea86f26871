/// A monotone, piecewise-linear map from pixels to cells along one axis, through chosen pairs
/// (pixel, cell): the cell positions may bunch up (a pixel gap can take no cells) but never go
/// backwards. Outside the first and last pair it continues with the average slope.
struct AxisMap: Hashable {
    private var pixels: [Double] = []
    private var cells: [Double] = []

    /// Creates a map through `points` (pixel, cell). Pairs are sorted by pixel; of pairs with the
    /// same pixel the first is kept; a cell position smaller than an earlier one is raised to it.
    init(_ points: [(pixel: Double, cell: Double)]) {
        var seen = Set<Double>()
        for point in points.sorted(by: { $0.pixel < $1.pixel }) where seen.insert(point.pixel).inserted {
            pixels.append(point.pixel)
            cells.append(max(point.cell, cells.last ?? -.infinity))
        }
        precondition(pixels.count >= 2, "AxisMap: needs two distinct pixel positions")
    }

    /// The cell position of `pixel`.
    func cell(at pixel: Double) -> Double {
        guard let segment = segment(in: pixels, containing: pixel) else { return extrapolate(pixel, from: pixels, to: cells) }
        return interpolate(pixel, pixels[segment], pixels[segment + 1], cells[segment], cells[segment + 1])
    }

    /// The pixel position of `cell` (the inverse of `cell(at:)` where the map is not flat).
    func pixel(at cell: Double) -> Double {
        guard let segment = segment(in: cells, containing: cell) else { return extrapolate(cell, from: cells, to: pixels) }
        return interpolate(cell, cells[segment], cells[segment + 1], pixels[segment], pixels[segment + 1])
    }

    /// The first segment `i` with `values[i] <= value <= values[i + 1]` and a positive length.
    private func segment(in values: [Double], containing value: Double) -> Int? {
        values.indices.dropLast().first { values[$0] <= value && value <= values[$0 + 1] && values[$0] < values[$0 + 1] }
    }

    private func interpolate(_ value: Double, _ from0: Double, _ from1: Double, _ to0: Double, _ to1: Double) -> Double {
        to0 + (value - from0) * (to1 - to0) / (from1 - from0)
    }

    private func extrapolate(_ value: Double, from: [Double], to: [Double]) -> Double {
        let span = from.last! - from.first!
        let slope = span > 0 ? (to.last! - to.first!) / span : 1
        if value < from.first! { return to.first! - (from.first! - value) * slope }
        return to.last! + (value - from.last!) * slope
    }
}
