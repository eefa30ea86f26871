/// Everything a backend can feed a prompt. Backends translate their events into these and
/// decide nothing else.
public enum PromptInput: Hashable, Sendable {
    /// A pointer at `point` (pixels, viewport coordinates) in `phase`; `pointer` tells fingers
    /// apart (the mouse is one pointer).
    case tap(Point, TapPhase, pointer: Int)
    /// A physical key.
    case key(KeyCode)
    /// Pasted text, inserted through `PasscodeField.insertText` and its filtering.
    case paste(String)
    /// Committed text from the platform's text input (SDL's `SDL_TEXTINPUT`): inserted only into
    /// a `.textInput` field, ignored by every other policy.
    case text(String)
    /// Text being composed in an input method (SDL's `SDL_TEXTEDITING`): shown as a preview in a
    /// `.textInput` field, never inserted; an empty string ends the preview.
    case composition(String)
}
