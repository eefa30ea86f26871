/// Which characters a field keeps. A character it does not keep is refused (the prompt shakes
/// the field), never dropped without a sign; only the separators of a pasted number are
/// stripped from a field that is not `.text`.
public enum AllowedCharacters: Hashable, Sendable {
    /// Decimal digits only: any Unicode decimal digit (`１`, `٣`, `७`, …) is stored as its ASCII
    /// digit (a PIN, as typed on the keypad or a number pad).
    case digits
    /// Decimal digits as for `.digits`, plus ASCII letters, stored as typed (badge or user numbers).
    case alphanumeric
    /// Any Unicode text a keyboard or input method produces, stored as typed, as UTF-8, never
    /// normalised, nothing stripped (passphrases and passwords). Only control characters
    /// (Unicode general category Cc: C0, DEL, C1) are refused: a keyboard types them as keys.
    case text
    /// Text as for `.text`, less the characters that show nothing: the format characters
    /// (Unicode general category Cf: zero-width spaces and joiners U+200B–U+200D, the bidi
    /// controls U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, U+061C, the byte order mark
    /// U+FEFF, soft hyphen U+00AD, …) are refused as control characters are. For a name the
    /// person must see whole as it is delivered (a user name: `pam_start`'s user).
    case visibleText

    /// Whether the field takes text (`.text`, `.visibleText`): stored as typed, no separator
    /// stripped.
    public var isText: Bool { self == .text || self == .visibleText }

    /// The scalar stored for `scalar`, or nil when the field refuses it. Digits of a `.digits`
    /// or `.alphanumeric` field come from `Unicode.Scalar.Properties.numericType == .decimal`
    /// and `numericValue`.
    func storedScalar(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if self == .text { return scalar.properties.generalCategory == .control ? nil : scalar }
        if self == .visibleText {
            let category = scalar.properties.generalCategory
            return category == .control || category == .format ? nil : scalar
        }
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
