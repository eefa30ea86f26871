/// Which keyboards may type into a field while it edits: the per-field flag of the second seed
/// article (`shared/seeds/002_…txt`), which blocks third-party keyboards for one field instead
/// of the whole app. On Linux the "third-party keyboard" is an input method (IBus, Fcitx) or an
/// on-screen keyboard that the platform brings up when text input starts.
public enum KeyboardPolicy: String, Hashable, Sendable, CaseIterable {
    /// The on-screen keypad and raw hardware digit keys only; text input, input methods and
    /// on-screen keyboards are never requested while the field edits. The default for PINs.
    case keypadOnly = "keypad"
    /// Raw key events only (the article's "system keyboard"): digits come from key symbols,
    /// never from composed text; input methods are bypassed.
    case hardwareKeys = "hardware"
    /// The field takes text from the platform's text input (input method, on-screen keyboard):
    /// the first seed's route with `editable = true`.
    case textInput = "text"

    /// Whether a field with this policy needs the platform's text input on while it edits.
    public var wantsTextInput: Bool { self == .textInput }

    /// Whether a field with this policy takes digits from raw key events (key symbols).
    public var acceptsKeyEvents: Bool { self != .textInput }
}
