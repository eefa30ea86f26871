internal import CSDL2
import PinPadCore
import PinPadRaster

/// SDL's text input as a `TextInputBackend`: `SDL_StartTextInput` with `SDL_SetTextInputRect`
/// at the focused box, or `SDL_StopTextInput`. Only the `TextInputArbiter` calls it.
///
/// SDL makes `SDL_TEXTINPUT` events only while text input is on, when it reads the key events
/// from the display; key events already queued when text input starts have none. So each start
/// queues a marker event (`startMarker`) behind them: the window types the key presses it meets
/// before the marker into a text field itself.
final class SDLTextInput: TextInputBackend {
    /// Drawable pixels per window point; SDL wants the rectangle in window points.
    var pixelRatio = (x: 1.0, y: 1.0)
    /// The event type of the marker queued when text input starts (`SDL_RegisterEvents`).
    let startMarker = SDL_RegisterEvents(1)
    /// Whether a marker is queued and not yet met.
    var awaitsMarker = false

    /// Whether `releaseEarlyEnable` has run for this window.
    private var hasReleasedEarlyEnable = false

    /// SDL 2.26 enables Wayland's text input (`zwp_text_input_v3.enable`) in `SDL_Init`, before
    /// the window exists, and the `SDL_StopTextInput` right after disables it before the window
    /// has the focus too; sway 1.7 activates the input method (an on-screen keyboard) for the
    /// first and ignores the second, so the keyboard stayed up over a keypad. Called when the
    /// window gains the focus: while text input is off, an enable and a disable now let the input
    /// method go. Once per window, only when `SDL_Init` sent that enable (the seat had a keyboard).
    func releaseEarlyEnable() {
        guard !hasReleasedEarlyEnable else { return }
        hasReleasedEarlyEnable = true
        guard VideoSystem.enabledWaylandTextInputEarly, !VideoSystem.isTextInputActive else { return }
        SDL_StartTextInput()
        SDL_StopTextInput()
    }

    func setTextInput(enabled: Bool, rect: Rect?) {
        guard enabled else {
            SDL_StopTextInput()
            return
        }
        if let rect {
            var area = SDL_Rect(
                x: Int32(rect.x / pixelRatio.x), y: Int32(rect.y / pixelRatio.y),
                w: Int32(rect.width / pixelRatio.x), h: Int32(rect.height / pixelRatio.y))
            SDL_SetTextInputRect(&area)
        }
        guard !VideoSystem.isTextInputActive else { return }
        SDL_StartTextInput()
        var marker = SDL_Event()
        marker.type = startMarker
        awaitsMarker = SDL_PushEvent(&marker) == 1
    }
}
