/// Sine of `x` radians for animation curves, from the standard library alone (no libm): reduced
/// to -π…π, then a Taylor polynomial to x¹³. Error below 1e-9 over the whole range.
func sine(_ x: Double) -> Double {
    let twoPi = 2 * Double.pi
    var r = x - twoPi * (x / twoPi).rounded()
    if r > Double.pi / 2 { r = Double.pi - r } else if r < -Double.pi / 2 { r = -Double.pi - r }
    let r2 = r * r
    var term = r
    var sum = r
    for n in stride(from: 2, through: 12, by: 2) {
        term *= -r2 / Double(n * (n + 1))
        sum += term
    }
    return sum
}
