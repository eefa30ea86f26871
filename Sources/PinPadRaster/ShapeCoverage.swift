/// Anti-aliased coverage of rounded rectangles and their outlines, from the signed distance to a
/// rounded box (Inigo Quilez's `sdRoundBox`): each pixel's coverage is its distance to the edge,
/// clamped to one pixel. Pure arithmetic, made into masks by `ShapeMasks`.
package enum ShapeCoverage {
    /// Coverage 0…1 of the pixel whose centre is `x`, `y` (pixels from the top-left of a
    /// `width` × `height` box with corners of `radius`); an outline of `lineWidth` when given,
    /// else a fill.
    package static func value(x: Double, y: Double, width: Double, height: Double, radius: Double, lineWidth: Double?) -> Double {
        let distance = signedDistance(x: x, y: y, width: width, height: height, radius: radius)
        let inside = min(max(0.5 - distance, 0), 1)
        guard let lineWidth else { return inside }
        let outsideInner = min(max(0.5 + distance + lineWidth, 0), 1)
        return inside * outsideInner
    }

    /// Distance in pixels from `x`, `y` to the edge of the rounded box: negative inside.
    package static func signedDistance(x: Double, y: Double, width: Double, height: Double, radius: Double) -> Double {
        let r = max(0, min(radius, min(width, height) / 2))
        let qx = abs(x - width / 2) - (width / 2 - r)
        let qy = abs(y - height / 2) - (height / 2 - r)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - r
    }
}
