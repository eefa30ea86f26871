/// What a key press means for the prompt (`KeyBinding.action(for:policy:)`).
public enum KeyAction: Hashable, Sendable {
    /// A key of the pad: a digit, Delete, OK, Cancel, a focus move…
    case key(KeyCode)
    /// Text typed into a field that takes text (`KeyboardPolicy.textInput`).
    case text(String)
    /// Paste the clipboard (Ctrl+V): the surface reads it, the prompt filters it.
    case paste
}
