/// A key as a backend can name it without knowing what it means: where it is on the keyboard,
/// layout-independent for everything but letters. Backends report these (SDL key symbols,
/// Linux key codes, terminal bytes); only `KeyBinding` gives them a meaning.
public enum PhysicalKey: Hashable, Sendable {
    /// A digit key of the main row, 0…9, by its place whatever the layout types on it (on AZERTY
    /// the key that types `&` is 1): a backend that knows places reports it so (SDL's scancode,
    /// the Linux key code), with the layout's character as the stroke's text.
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
    /// A key of the numeric keypad that types a symbol and has no key of the pad's: `-`, `+`,
    /// `.`, `/`, and on keypads that have them `,` and `=`. It types its character (a PIN field
    /// refuses it visibly, as the main row's `-`).
    case keypadSymbol(Character)
    /// Page Up (`.up`) or Page Down (`.down`).
    case page(FocusDirection)

    /// Whether the key types a character of its own (a digit, a letter, a space, a keypad
    /// symbol or `*`): in a field that
    /// takes text instead of key events (`KeyboardPolicy.acceptsKeyEvents` false) such a key is
    /// the character it types, never a key press.
    public var typesCharacter: Bool {
        switch self {
        case .digit, .keypadDigit, .space, .keypadMultiply, .keypadSymbol, .letter: return true
        default: return false
        }
    }

    /// The character a keypad symbol key types, whatever the layout: a keypad's `-` is `-`
    /// everywhere; nil for every other key (a main-row key's character is the layout's).
    public var keypadCharacter: Character? {
        guard case .keypadSymbol(let character) = self else { return nil }
        return character
    }
}
