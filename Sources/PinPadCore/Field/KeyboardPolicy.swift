/// Which keyboards may type into a field while it edits: a setting of each field, not of the
/// whole program, so that a PIN field keeps input methods and on-screen keyboards out while a
/// name field of the same form takes them. The input method (IBus, Fcitx) or on-screen keyboard
/// is the one the platform brings up when text input starts; `TextInputArbiter` turns text input
/// on and off as the editing field's policy asks.
public enum KeyboardPolicy: String, Hashable, Sendable, CaseIterable {
    /// The on-screen keypad and raw hardware digit keys only; text input, input methods and
    /// on-screen keyboards are never requested while the field edits. The default for PINs.
    case keypadOnly = "keypad"
    /// Raw key events only (a physical keyboard's keys): digits come from key symbols,
    /// never from composed text; input methods are bypassed.
    case hardwareKeys = "hardware"
    /// The field takes text from the platform's text input (input method, on-screen keyboard):
    /// the field is then editable by the platform's keyboard, as a text field is.
    case textInput = "text"

    /// Whether a field with this policy needs the platform's text input on while it edits.
    public var wantsTextInput: Bool { self == .textInput }

    /// Whether a field with this policy takes digits from raw key events (key symbols).
    public var acceptsKeyEvents: Bool { self != .textInput }
}
