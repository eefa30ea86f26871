/// How a key is drawn and whether it reacts.
public enum KeyState: Hashable, Sendable {
    /// Ready for a tap.
    case normal
    /// A finger or the mouse is down on it.
    case pressed
    /// It does nothing now (OK while fewer than `minLength` characters are held).
    case disabled
}
