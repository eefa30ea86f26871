/// What a key press means for the prompt (`KeyBinding.action(for:policy:)`).
public enum KeyAction: Hashable, Sendable {
    /// A key of the pad: a digit, Delete, OK, Cancel, a focus move…
    case key(KeyCode)
    /// Text typed into a field that takes text (`KeyboardPolicy.textInput`).
    case text(String)
    /// Paste the clipboard (Ctrl+V): the surface reads it, the prompt filters it.
    case paste
    /// A chord that is not text (Alt or Super with a key that types): the focused field refuses
    /// it visibly (`Prompt.refuseInput()`), as a character it cannot take.
    case refused
}
