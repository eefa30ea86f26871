import PinPadCore

/// One thing the person did at the terminal, decoded from bytes by `InputDecoder`.
package enum InputEvent: Hashable {
    /// A key the pad names (a digit, Space, Backspace, Enter, Escape, an arrow, ^U…), with the
    /// character it types; `KeyBinding` says what it means.
    case key(KeyStroke)
    /// Any other typed character (letters for a text field), inserted through the field's
    /// filtering.
    case text(String)
    /// Bytes that are not UTF-8 (a terminal set to Latin-1): nothing is typed, and the field
    /// shakes (`Prompt.refuseInput()`), as for a character it does not take.
    case refused
    /// Text between the bracketed-paste markers, inserted through the field's filtering.
    case paste(PastedText)
    /// The left mouse button went down, moved or went up over the cell at `column`, `row`
    /// (0-based).
    case mouse(column: Int, row: Int, phase: TapPhase)
    /// The mouse wheel turned a notch away from the person (1) or towards them (-1): SGR buttons
    /// 64 and 65.
    case wheel(lines: Int)
    /// Ctrl+Z (byte 0x1A, with the terminal's signals off): the person asks the shell's job
    /// control to stop the program, as SIGTSTP does.
    case suspend
}
