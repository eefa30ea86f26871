import PinPadCore

/// A key of a theme file (`themes/NAME.conf`, `theme-file`): what it sets on the `Theme`. The
/// list is the theme files' parser and the THEMES part of `pinpad.conf(5)`.
package struct ThemeKey: Sendable {
    /// The key.
    package var key: String
    /// The value's name in the manual (`COLOUR`, `PIXELS`).
    package var placeholder: String
    /// What it sets.
    package var help: String
    /// Sets it on a theme.
    /// - Throws: `InvalidValue` when the text is not such a value.
    package var apply: @Sendable (inout Theme, String) throws(InvalidValue) -> Void

    /// Every key, in the manual's order; `base`, `font` and `key-shape` are read by `ThemeFile`
    /// itself.
    package static let all: [ThemeKey] = colours + sizes

    private static func colour(_ key: String, _ help: String, _ path: WritableKeyPath<Theme, Color> & Sendable) -> ThemeKey {
        ThemeKey(key: key, placeholder: "COLOUR", help: help) { (theme: inout Theme, text: String) throws(InvalidValue) in
            theme[keyPath: path] = try color(text)
        }
    }

    private static func size(_ key: String, _ help: String, _ range: ClosedRange<Double>, _ path: WritableKeyPath<Theme, Double> & Sendable) -> ThemeKey {
        ThemeKey(key: key, placeholder: "PIXELS", help: help) { (theme: inout Theme, text: String) throws(InvalidValue) in
            theme[keyPath: path] = try ValueParsing.number(text, in: range)
        }
    }

    private static let colours: [ThemeKey] = [
        colour("background", "the window's background", \.background),
        colour("title", "the title", \.titleColor),
        colour("message", "the message, form labels, Cancel and Clear", \.messageColor),
        colour("error", "the error text and the boxes' border while they shake", \.errorColor),
        colour("box", "the boxes' fill", \.boxFill),
        colour("box-border", "the boxes' border", \.boxBorder),
        colour("accent", "the focus ring, the caret, the OK key", \.accent),
        colour("dot", "the dots and digits in the boxes", \.dotColor),
        colour("key", "the keys' fill", \.keyFill),
        colour("key-pressed", "a pressed key's fill", \.keyPressedFill),
        colour("key-label", "the keys' labels", \.keyLabel),
        colour("key-letters", "the letters under the digits", \.keyLetters),
        colour("ok-label", "the OK key's word", \.submitLabel),
        ThemeKey(key: "key-border", placeholder: "COLOUR|none", help: "the keys' outline, or none") { (theme: inout Theme, text: String) throws(InvalidValue) in
            theme.keyBorder = text == "none" ? nil : try color(text)
        },
        ThemeKey(key: "key-pressed-label", placeholder: "COLOUR", help: "a pressed key's label (default: key-label)") {
            (theme: inout Theme, text: String) throws(InvalidValue) in theme.keyPressedLabel = try color(text)
        },
    ]

    private static let sizes: [ThemeKey] = [
        size("box-radius", "the boxes' corner radius", 0...64, \.boxRadius),
        size("key-radius", "the keys' corner radius (rounded keys)", 0...64, \.keyRadius),
        size("border-width", "the boxes' and keys' border width", 0...16, \.borderWidth),
        size("focus-width", "the focus ring's width", 0...16, \.focusWidth),
        size("dot-radius", "the dots' radius", 1...32, \.dotRadius),
        size("title-size", "the title's font size", 8...96, \.titleSize),
        size("message-size", "the message's font size", 8...96, \.messageSize),
        size("key-label-size", "the digits' font size", 8...96, \.keyLabelSize),
        size("key-word-size", "the font size of OK, Cancel and Clear", 8...96, \.keyWordSize),
        ThemeKey(key: "disabled-opacity", placeholder: "0-1", help: "how opaque a disabled key's label is drawn (its fill and outline\nat two fifths of that)") {
            (theme: inout Theme, text: String) throws(InvalidValue) in theme.disabledOpacity = try ValueParsing.number(text, in: 0.05...1)
        },
    ]

    /// `#RRGGBB` or `#RRGGBBAA`.
    package static func color(_ text: String) throws(InvalidValue) -> Color {
        let digits = text.dropFirst()
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else {
            throw InvalidValue(Words.localized("a colour #RRGGBB or #RRGGBBAA"))
        }
        if digits.count == 6 { return Color(rgb: value) }
        return Color(red: UInt8(value >> 24), green: UInt8((value >> 16) & 0xFF), blue: UInt8((value >> 8) & 0xFF), alpha: UInt8(value & 0xFF))
    }
}
