/// Which characters a field keeps. A character it does not keep is refused (the prompt shakes
/// the field), never dropped without a sign; only the separators of a pasted number are
/// stripped from a field that is not `.text`.
public enum AllowedCharacters: Hashable, Sendable {
    /// Decimal digits only: any Unicode decimal digit (`１`, `٣`, `७`, …) is stored as its ASCII
    /// digit (the seed article's number pad).
    case digits
    /// Decimal digits as for `.digits`, plus ASCII letters, stored as typed (badge or user numbers).
    case alphanumeric
    /// Any Unicode text a keyboard or input method produces, stored as typed, as UTF-8, never
    /// normalised, nothing stripped (passphrases and passwords). Only control characters
    /// (Unicode general category Cc: C0, DEL, C1) are refused: a keyboard types them as keys.
    case text

    /// The scalar stored for `scalar`, or nil when the field refuses it. Digits of a `.digits`
    /// or `.alphanumeric` field come from `Unicode.Scalar.Properties.numericType == .decimal`
    /// and `numericValue`.
    func storedScalar(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if self == .text { return scalar.properties.generalCategory == .control ? nil : scalar }
        let properties = scalar.properties
        if properties.numericType == .decimal, let value = properties.numericValue, value >= 0, value <= 9 {
            return Unicode.Scalar(UInt8(ascii: "0") + UInt8(value))
        }
        if self == .alphanumeric, scalar.isASCII, (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") {
            return scalar
        }
        return nil
    }

    /// Separators stripped from pasted text: space, tab, '-', '.', '_' and no-break space.
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "-", ".", "_", "\u{00A0}": return true
        default: return false
        }
    }
}
