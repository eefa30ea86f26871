/// One press of a key, as a backend saw it (never an auto-repeat): the key, the modifiers held,
/// and the character it types when the backend has no separate text stream for it.
public struct KeyStroke: Hashable, Sendable {
    /// The key pressed.
    public var key: PhysicalKey
    /// The modifiers held.
    public var modifiers: KeyModifiers
    /// The character the press types, for a backend whose text comes with its keys (a terminal;
    /// the framebuffer's digits; an SDL press queued before text input started); nil where the
    /// text arrives on its own (SDL's `SDL_TEXTINPUT`) or the key types nothing.
    public var text: String?

    /// Creates a stroke.
    public init(_ key: PhysicalKey, modifiers: KeyModifiers = [], text: String? = nil) {
        self.key = key
        self.modifiers = modifiers
        self.text = text
    }
}
