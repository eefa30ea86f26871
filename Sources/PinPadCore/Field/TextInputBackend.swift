/// The backend side of text input: the one switch for input methods and on-screen keyboards.
/// SDL implements it with `SDL_StartTextInput`/`SDL_StopTextInput` and `SDL_SetTextInputRect`.
public protocol TextInputBackend: AnyObject {
    /// Turns the platform's text input on or off; `rect` (pixels) is where a candidate window or
    /// on-screen keyboard should avoid covering, nil when off.
    func setTextInput(enabled: Bool, rect: Rect?)
}
