/// The backend side of text input: the one switch for input methods and on-screen keyboards.
/// SDL implements it with `SDL_StartTextInput`/`SDL_StopTextInput` and `SDL_SetTextInputRect`.
public protocol TextInputBackend: AnyObject {
    /// Turns the platform's text input on or off; `rect` (pixels) is where a candidate window or
    /// on-screen keyboard should avoid covering, nil when off.
    func setTextInput(enabled: Bool, rect: Rect?)

    /// Turns the platform's text input on or off as `setTextInput(enabled:rect:)` does, and
    /// tells its input method what the field holds (`content`: whether it may suggest and learn
    /// what is typed; Wayland's `zwp_text_input_v3.set_content_type`). By default,
    /// `setTextInput(enabled:rect:)`, `content` left unsaid.
    func setTextInput(enabled: Bool, rect: Rect?, content: TextInputContent)

    /// Turns on the text of a physical keyboard's keys (its layout, dead keys and compose, as
    /// the platform gives them) without the platform's input method or on-screen keyboard: for
    /// a field that pinpad's own letters keyboard types into. `setTextInput` ends it. By
    /// default, text input off (the backend then types keys from their symbols).
    func setKeyboardTextOnly()
}

extension TextInputBackend {
    public func setTextInput(enabled: Bool, rect: Rect?, content: TextInputContent) { setTextInput(enabled: enabled, rect: rect) }
    public func setKeyboardTextOnly() { setTextInput(enabled: false, rect: nil) }
}
