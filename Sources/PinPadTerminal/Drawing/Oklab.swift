import Glibc
import PinPadCore

/// A colour in Oklab (Björn Ottosson, 2020): perceptual lightness and two opponent axes, from
/// sRGB through linear light.
struct Oklab {
    /// Perceived lightness, 0 (black) … 1 (white).
    var lightness: Double
    /// Green (negative) to red (positive).
    var a: Double
    /// Blue (negative) to yellow (positive).
    var b: Double

    /// The Oklab coordinates of an sRGB colour (alpha ignored).
    init(_ color: Color) {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let (red, green, blue) = (linear(color.red), linear(color.green), linear(color.blue))
        let l = cbrt(0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue)
        let m = cbrt(0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue)
        let s = cbrt(0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    /// The squared distance to `other`, with the two colour axes multiplied by `chromaWeight`
    /// (2 makes hue count more than lightness, for palettes of few colours).
    func distance(to other: Oklab, chromaWeight: Double) -> Double {
        let dl = lightness - other.lightness
        let da = (a - other.a) * chromaWeight
        let db = (b - other.b) * chromaWeight
        return dl * dl + da * da + db * db
    }
}
