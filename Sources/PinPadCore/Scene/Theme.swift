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
    /// Labels and letters on a pressed key; nil: `keyLabel`.
    public var keyPressedLabel: Color?
    /// Opacity of a disabled key's label (OK before enough digits, a locked keypad), 0…1: low
    /// enough to look unavailable, high enough that the label keeps 3:1; its fill and border are
    /// drawn at `Prompt.disabledFrameShare` of it, so the key reads as off.
    public var disabledOpacity = 0.35

    /// How keys are drawn.
    public var keyShape = KeyShape.rounded
    /// How large the keys and their labels are (`KeySize`).
    public var keySize = KeySize.normal
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
    /// How long the caret blinks after the last key, tap or focus change, milliseconds; then it
    /// stays shown and the prompt no longer wakes for it (as GTK's `gtk-cursor-blink-timeout`,
    /// 10 s). 0 blinks for as long as the prompt is shown.
    public var caretBlinkTimeout = 10_000

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

    /// Light text on a near-black background. The colours keep WCAG 2's 4.5:1 for every text in
    /// every state (`ContrastTests`).
    public static let dark: Theme = {
        var theme = Theme(
            background: Color(rgb: 0x12141A), titleColor: Color(rgb: 0xF2F4F8), messageColor: Color(rgb: 0x9AA3B2),
            errorColor: Color(rgb: 0xFF5C5C), boxFill: Color(rgb: 0x1E222B), boxBorder: Color(rgb: 0x3A4150),
            accent: Color(rgb: 0x2F6FE0), dotColor: Color(rgb: 0xF2F4F8), keyFill: Color(rgb: 0x252A35),
            keyPressedFill: Color(rgb: 0x46506A), keyLabel: Color(rgb: 0xF2F4F8), keyLetters: Color(rgb: 0x8E97A8),
            submitLabel: Color(rgb: 0xFFFFFF))
        theme.keyPressedLabel = Color(rgb: 0xFFFFFF)
        return theme
    }()

    /// Dark text on a light background; keys and boxes outlined, so they stand out 3:1 from it.
    public static let light: Theme = {
        var theme = Theme(
            background: Color(rgb: 0xF4F5F8), titleColor: Color(rgb: 0x15181E), messageColor: Color(rgb: 0x4F5665),
            errorColor: Color(rgb: 0xC62828), boxFill: Color(rgb: 0xFFFFFF), boxBorder: Color(rgb: 0x7D8697),
            accent: Color(rgb: 0x1F6FEB), dotColor: Color(rgb: 0x15181E), keyFill: Color(rgb: 0xFFFFFF),
            keyPressedFill: Color(rgb: 0xD5DBE6), keyLabel: Color(rgb: 0x15181E), keyLetters: Color(rgb: 0x4F5665),
            submitLabel: Color(rgb: 0xFFFFFF))
        theme.keyBorder = Color(rgb: 0x7D8697)
        theme.borderWidth = 1.5
        theme.disabledOpacity = 0.55
        return theme
    }()

    /// Black and white with yellow focus, for low vision and bright sunlight: 7:1 for every
    /// text, black on the yellow of a pressed key.
    public static let highContrast: Theme = {
        var theme = Theme(
            background: Color(rgb: 0x000000), titleColor: Color(rgb: 0xFFFFFF), messageColor: Color(rgb: 0xFFFFFF),
            errorColor: Color(rgb: 0xFF6666), boxFill: Color(rgb: 0x000000), boxBorder: Color(rgb: 0xFFFFFF),
            accent: Color(rgb: 0xFFD400), dotColor: Color(rgb: 0xFFFFFF), keyFill: Color(rgb: 0x000000),
            keyPressedFill: Color(rgb: 0xFFD400), keyLabel: Color(rgb: 0xFFFFFF), keyLetters: Color(rgb: 0xFFFFFF),
            submitLabel: Color(rgb: 0x000000))
        theme.borderWidth = 3
        theme.focusWidth = 4
        theme.keyBorder = Color(rgb: 0xFFFFFF)
        theme.keyPressedLabel = Color(rgb: 0x000000)
        theme.disabledOpacity = 0.45
        return theme
    }()
}
