import PinPadCore

/// Anti-aliased rounded rectangles, circles and outlines as coverage masks, one per distinct
/// size, coloured when drawn (`TintedTextures`). `SDL_RenderGeometry` does not anti-alias, and
/// the software renderer snaps its vertices to half pixels; coverage computed per pixel does not
/// have either fault.
package final class ShapeMasks {
    private struct Entry: Hashable {
        var width: Int
        var height: Int
        var radius: Int
        var lineWidth: Int?
    }

    /// Most cached shapes before the cache is emptied (a prompt uses about ten).
    package static let limit = 128

    private var masks: [Entry: CoverageMask] = [:]

    package init() {}

    /// The mask of a `width` × `height` rectangle with corners of `radius` pixels, filled or,
    /// with `lineWidth`, outlined; sizes are rounded to whole pixels, radius and line width to
    /// quarter pixels (`ShapeCoverage`).
    package func mask(width: Double, height: Double, radius: Double, lineWidth: Double?) -> CoverageMask {
        let entry = Entry(
            width: max(Int(width.rounded()), 1), height: max(Int(height.rounded()), 1),
            radius: Int((radius * 4).rounded()), lineWidth: lineWidth.map { Int(($0 * 4).rounded()) })
        if let mask = masks[entry] { return mask }
        let mask = paint(entry)
        if masks.count >= ShapeMasks.limit { masks.removeAll() }
        masks[entry] = mask
        return mask
    }

    private func paint(_ entry: Entry) -> CoverageMask {
        let width = Double(entry.width)
        let height = Double(entry.height)
        let radius = Double(entry.radius) / 4
        let lineWidth = entry.lineWidth.map { Double($0) / 4 }
        var coverage = [UInt8](repeating: 0, count: entry.width * entry.height)
        // The shape is symmetric about both centre lines (pixel centres mirror exactly): the top
        // left quarter is computed, and copied into the other three.
        let lastRow = entry.height - 1
        let lastColumn = entry.width - 1
        for row in 0..<(entry.height + 1) / 2 {
            for column in 0..<(entry.width + 1) / 2 {
                let value = ShapeCoverage.value(
                    x: Double(column) + 0.5, y: Double(row) + 0.5, width: width, height: height, radius: radius, lineWidth: lineWidth)
                let byte = UInt8((value * 255).rounded())
                coverage[row * entry.width + column] = byte
                coverage[row * entry.width + lastColumn - column] = byte
                coverage[(lastRow - row) * entry.width + column] = byte
                coverage[(lastRow - row) * entry.width + lastColumn - column] = byte
            }
        }
        return CoverageMask(width: entry.width, height: entry.height, coverage: coverage)
    }
}
