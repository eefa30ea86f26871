extension Color {
    /// The relative luminance of the colour's RGB, 0 (black) … 1 (white), as WCAG 2.x defines it
    /// (sRGB channels linearised, weighted 0.2126, 0.7152, 0.0722); alpha is ignored.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : Color.power(of: (value + 0.055) / 1.055)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2.x contrast ratio of the two colours' RGB, 1 … 21 (`(L1 + 0.05) / (L2 + 0.05)`,
    /// the lighter over the darker).
    public func contrastRatio(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The opaque colour seen when this one, at its alpha times `opacity`, is drawn over
    /// `backdrop` (which is taken as opaque): source-over blending per channel.
    public func composited(over backdrop: Color, opacity: Double = 1) -> Color {
        backdrop.mixed(with: Color(red: red, green: green, blue: blue), by: Double(alpha) / 255 * opacity)
    }

    /// `value` to the power 2.4 for `value` in 0…1, from the standard library alone (no libm):
    /// the root `y` of `y⁵ = value¹²` by Newton's method, from `value²` above it.
    static func power(of value: Double) -> Double {
        guard value > 0 else { return 0 }
        let target = value * value * value * value * value * value * value * value * value * value * value * value
        var y = value * value
        for _ in 0..<60 {
            let y4 = y * y * y * y
            let next = y - (y4 * y - target) / (5 * y4)
            if abs(next - y) <= 1e-15 { return next }
            y = next
        }
        return y
    }
}
