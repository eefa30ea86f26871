/// A colour with 8-bit sRGB channels and straight (not premultiplied) alpha.
public struct Color: Hashable, Sendable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
    public init(rgb: UInt32) {
        self.init(red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF))
    }

    /// The colour `fraction` of the way from `self` to `other` (0 gives `self`, 1 gives `other`),
    /// each channel interpolated linearly and rounded; `fraction` is clamped to 0…1.
    public func mixed(with other: Color, by fraction: Double) -> Color {
        let t = min(max(fraction, 0), 1)
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
        }
        return Color(
            red: channel(red, other.red), green: channel(green, other.green),
            blue: channel(blue, other.blue), alpha: channel(alpha, other.alpha))
    }
}
