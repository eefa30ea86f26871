/// A physical key, already translated by a backend (SDL key symbols, terminal bytes).
public enum KeyCode: Hashable, Sendable {
    /// A digit key, 0…9 (main row or numeric keypad).
    case digit(Int)
    /// Backspace.
    case delete
    /// Return or keypad Enter.
    case submit
    /// Escape.
    case cancel
    /// Ctrl+U.
    case clear
    /// Tab: focus the next field of a form.
    case nextField
    /// Shift+Tab: focus the previous field of a form.
    case previousField
    /// An arrow key (or a physical keypad's navigation key): moves the keypad focus
    /// (`Prompt.keypadFocus`) one key that way; the first one puts it on the centre key.
    case moveFocus(FocusDirection)
    /// Space: presses the key the keypad focus is on (Return does too while there is a focus).
    case pressFocused
    /// Keypad `*`: asks for the prompt to be announced again (`Prompt.announcementRequests`).
    case repeatAnnouncement
    /// Page Up or Page Down (Ctrl with an arrow key: a line): scrolls a description that does
    /// not fit (`Prompt.textScroll`) by a page, or by one line when `byPage` is false; only up
    /// and down mean anything.
    case scrollText(FocusDirection, byPage: Bool)
}
