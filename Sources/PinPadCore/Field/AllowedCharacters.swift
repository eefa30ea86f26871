/// Which characters a field keeps; everything else is dropped on insert.
public enum AllowedCharacters: Hashable, Sendable {
    /// Decimal digits only: any Unicode decimal digit (`１`, `٣`, `७`, …) is stored as its ASCII
    /// digit (the seed article's number pad).
    case digits
    /// Decimal digits as for `.digits`, plus ASCII letters, stored as typed (badge or user numbers).
    case alphanumeric
    /// Any printable ASCII character, space included, stored as typed and nothing stripped
    /// (passphrases and passwords).
    case text

    /// The ASCII byte stored for `scalar`, or nil when the scalar is dropped.
    /// Digits come from `Unicode.Scalar.Properties.numericType == .decimal` and `numericValue`.
    func storedByte(for scalar: Unicode.Scalar) -> UInt8? {
        let properties = scalar.properties
        if properties.numericType == .decimal, let value = properties.numericValue,
            value >= 0, value <= 9
        {
            return UInt8(ascii: "0") + UInt8(value)
        }
        if self == .text, scalar.value >= 0x20, scalar.value < 0x7F { return UInt8(scalar.value) }
        if self == .alphanumeric, scalar.isASCII,
            (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
        {
            return UInt8(scalar.value)
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
