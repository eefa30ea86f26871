import PinPadCore

/// How a cell is drawn: colours as the scene gave them (quantised only when written) and the
/// attributes the terminal adds.
struct CellStyle: Hashable {
    /// Text colour; nil is the terminal's default.
    var foreground: Color?
    /// Background colour; nil is the terminal's default.
    var background: Color?
    /// Bold text (SGR 1).
    var isBold = false
    /// Faint text (SGR 2): a disabled key's label where colours cannot dim it.
    var isFaint = false
    /// Foreground and background swapped (SGR 7): the highlight of a pressed key without colours.
    var isReversed = false
}
