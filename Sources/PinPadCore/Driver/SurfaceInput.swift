/// What a surface (the window, the framebuffer, the terminal, a test's script) saw, handed to the
/// `PromptDriver` as it happened: physical keys and text, pointers, focus, and the surface going
/// away. A surface never says what a key means; `KeyBinding` does, in the driver.
public enum SurfaceInput: Hashable, Sendable {
    /// A pointer at `point` (pixels, content coordinates) in `phase`; `pointer` tells fingers
    /// apart (the mouse is one pointer).
    case tap(Point, TapPhase, pointer: Int)
    /// A key pressed (never an auto-repeat).
    case key(KeyStroke)
    /// Text committed by the platform's text input (SDL's `SDL_TEXTINPUT`, a terminal's letters):
    /// taken only by a `.textInput` field.
    case text(String)
    /// Characters typed on keys that the surface reads together with the keys (a terminal's
    /// bytes): unlike `.text`, no input method made them, so every field takes them through its
    /// rules (`Prompt.typeCharacters(_:)`: a digit of any script in a PIN field, a letter refused
    /// there visibly).
    case typed(String)
    /// Input the surface could not read as text (bytes that are not UTF-8, Unicode §3.9): the
    /// focused field refuses it and shakes; nothing enters, never a U+FFFD.
    case refused
    /// Text being composed in an input method (SDL's `SDL_TEXTEDITING`): a preview in a
    /// `.textInput` field; an empty string ends it.
    case composition(String)
    /// Caps Lock is locked (true) or not (false) on the surface's keyboard, reported when it
    /// changes: the "Caps Lock is on" notice under a text field follows it
    /// (`Prompt.shownCapsLockHint`).
    case capsLock(Bool)
    /// A mouse wheel turned by `lines` notches: positive away from the person (the text scrolls
    /// back up, as a page does), negative towards them. The description scrolls a line a notch
    /// (`KeyCode.scrollText`); SDL's `SDL_MOUSEWHEEL`, a terminal's SGR wheel buttons 64 and 65.
    case wheel(lines: Int)
    /// The surface gained (true) or lost (false) the input focus: the caret blinks only with it.
    case focus(Bool)
    /// The surface is going away (its window closed, SIGINT or SIGTERM, the terminal hung up):
    /// the prompt is cancelled.
    case close
}
