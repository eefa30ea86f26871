/// A key as a backend can name it without knowing what it means: where it is on the keyboard,
/// layout-independent for everything but letters. Backends report these (SDL key symbols,
/// Linux key codes, terminal bytes); only `KeyBinding` gives them a meaning.
public enum PhysicalKey: Hashable, Sendable {
    /// A digit of the main row, 0…9.
    case digit(Int)
    /// A digit of the numeric keypad, 0…9.
    case keypadDigit(Int)
    /// A letter key, a…z (lower case), for Control combinations.
    case letter(Character)
    /// Backspace.
    case backspace
    /// Delete (forward delete).
    case deleteForward
    /// Return.
    case enter
    /// The numeric keypad's Enter.
    case keypadEnter
    /// Escape.
    case escape
    /// Tab.
    case tab
    /// The space bar.
    case space
    /// An arrow key (or a physical keypad's navigation key).
    case arrow(FocusDirection)
    /// The numeric keypad's `*`.
    case keypadMultiply
    /// Page Up (`.up`) or Page Down (`.down`).
    case page(FocusDirection)

    /// Whether the key types a character of its own (a digit, a letter, a space, a `*`): in a field that
    /// takes text instead of key events (`KeyboardPolicy.acceptsKeyEvents` false) such a key is
    /// the character it types, never a key press.
    public var typesCharacter: Bool {
        switch self {
        case .digit, .keypadDigit, .space, .keypadMultiply, .letter: return true
        default: return false
        }
    }
}
