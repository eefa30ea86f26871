/// Colours, sizes and durations of a prompt: a plain value. Sizes are pixels at scale 1 and are
/// multiplied by the layout's scale; durations are milliseconds.
public struct Theme: Hashable, Sendable {
    /// Window background.
    public var background: Color
    /// Title text.
    public var titleColor: Color
    /// Message text.
    public var messageColor: Color
    /// Error message text and box borders during the shake.
    public var errorColor: Color
    /// Box fill.
    public var boxFill: Color
    /// Box border.
    public var boxBorder: Color
    /// Focus ring, caret, success fill and the OK key.
    public var accent: Color
    /// Dots and digits in the boxes.
    public var dotColor: Color
    /// Key fill.
    public var keyFill: Color
    /// Key fill while pressed.
    public var keyPressedFill: Color
    /// Key label.
    public var keyLabel: Color
    /// Letters under the digits.
    public var keyLetters: Color
    /// Label of the OK key.
    public var submitLabel: Color

    /// Key border, drawn when not nil.
    public var keyBorder: Color?

    /// Corner radius of boxes, pixels.
    public var boxRadius: Double = 10
    /// Corner radius of keys, pixels.
    public var keyRadius: Double = 14
    /// Box border width, pixels.
    public var borderWidth: Double = 2
    /// Focus ring width, pixels.
    public var focusWidth: Double = 3
    /// Dot radius, pixels.
    public var dotRadius: Double = 8
    /// Title font size, pixels.
    public var titleSize: Double = 24
    /// Message font size, pixels.
    public var messageSize: Double = 17
    /// Digit size in boxes, pixels.
    public var boxDigitSize: Double = 28
    /// Digit key label size, pixels.
    public var keyLabelSize: Double = 30
    /// Letters and word key (Cancel, Clear, OK) label size, pixels.
    public var keyWordSize: Double = 18
    /// Letters size, pixels.
    public var lettersSize: Double = 11

    /// Dot or digit pop-in after an insert, milliseconds.
    public var popInDuration = 150
    /// Shrink and fade after a delete, milliseconds.
    public var shrinkDuration = 120
    /// Focus ring move to the next box, milliseconds.
    public var focusDuration = 140
    /// Pressed-key highlight fade after release, milliseconds.
    public var keyReleaseDuration = 100
    /// Error shake, milliseconds.
    public var shakeDuration = 400
    /// Largest shake offset, pixels.
    public var shakeAmplitude: Double = 14
    /// Success fill, milliseconds.
    public var successDuration = 180
    /// Delayed-dot morph from digit to dot, milliseconds.
    public var morphDuration = 120
    /// Caret on and off half-period, milliseconds; 0 disables the blink (a steady caret).
    public var caretBlinkInterval = 530

    /// Creates a theme from its colours; sizes and durations take their defaults.
    public init(
        background: Color, titleColor: Color, messageColor: Color, errorColor: Color, boxFill: Color,
        boxBorder: Color, accent: Color, dotColor: Color, keyFill: Color, keyPressedFill: Color,
        keyLabel: Color, keyLetters: Color, submitLabel: Color
    ) {
        self.background = background
        self.titleColor = titleColor
        self.messageColor = messageColor
        self.errorColor = errorColor
        self.boxFill = boxFill
        self.boxBorder = boxBorder
        self.accent = accent
        self.dotColor = dotColor
        self.keyFill = keyFill
        self.keyPressedFill = keyPressedFill
        self.keyLabel = keyLabel
        self.keyLetters = keyLetters
        self.submitLabel = submitLabel
    }

    /// Light text on a near-black background.
    public static let dark = Theme(
        background: Color(rgb: 0x12141A), titleColor: Color(rgb: 0xF2F4F8), messageColor: Color(rgb: 0x9AA3B2),
        errorColor: Color(rgb: 0xFF5C5C), boxFill: Color(rgb: 0x1E222B), boxBorder: Color(rgb: 0x3A4150),
        accent: Color(rgb: 0x4C8DFF), dotColor: Color(rgb: 0xF2F4F8), keyFill: Color(rgb: 0x252A35),
        keyPressedFill: Color(rgb: 0x46506A), keyLabel: Color(rgb: 0xF2F4F8), keyLetters: Color(rgb: 0x8E97A8),
        submitLabel: Color(rgb: 0xFFFFFF))

    /// Dark text on a light background.
    public static let light = Theme(
        background: Color(rgb: 0xF4F5F8), titleColor: Color(rgb: 0x15181E), messageColor: Color(rgb: 0x5B6474),
        errorColor: Color(rgb: 0xD32F2F), boxFill: Color(rgb: 0xFFFFFF), boxBorder: Color(rgb: 0xC5CAD3),
        accent: Color(rgb: 0x1F6FEB), dotColor: Color(rgb: 0x15181E), keyFill: Color(rgb: 0xFFFFFF),
        keyPressedFill: Color(rgb: 0xD5DBE6), keyLabel: Color(rgb: 0x15181E), keyLetters: Color(rgb: 0x6B7383),
        submitLabel: Color(rgb: 0xFFFFFF))

    /// Black and white with yellow focus, for low vision and bright sunlight.
    public static let highContrast: Theme = {
        var theme = Theme(
            background: Color(rgb: 0x000000), titleColor: Color(rgb: 0xFFFFFF), messageColor: Color(rgb: 0xFFFFFF),
            errorColor: Color(rgb: 0xFF4040), boxFill: Color(rgb: 0x000000), boxBorder: Color(rgb: 0xFFFFFF),
            accent: Color(rgb: 0xFFD400), dotColor: Color(rgb: 0xFFFFFF), keyFill: Color(rgb: 0x000000),
            keyPressedFill: Color(rgb: 0xFFD400), keyLabel: Color(rgb: 0xFFFFFF), keyLetters: Color(rgb: 0xFFFFFF),
            submitLabel: Color(rgb: 0x000000))
        theme.borderWidth = 3
        theme.focusWidth = 4
        theme.keyBorder = Color(rgb: 0xFFFFFF)
        return theme
    }()
}
