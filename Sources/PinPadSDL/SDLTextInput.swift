internal import CSDL2
import PinPadCore
import PinPadRaster

/// SDL's text input as a `TextInputBackend`: `SDL_StartTextInput` with `SDL_SetTextInputRect`
/// at the focused box, or `SDL_StopTextInput`; for a field that pinpad's letters keyboard types
/// into, `SDL_StopTextInput` then `SDL_EventState(SDL_TEXTINPUT, SDL_ENABLE)`: the keys' text
/// without the input method. Only the `TextInputArbiter` calls it.
///
/// SDL 2.26, measured here: `SDL_StartTextInput` is what asks for the input method (Wayland:
/// `zwp_text_input_v3.enable`, which makes sway activate the input method, an on-screen
/// keyboard). Whether SDL makes `SDL_TEXTINPUT` of a key is only `SDL_TEXTINPUT`'s event
/// state: on Wayland from the keymap with xkbcommon's compose (a dead key and its letter give
/// the accented letter), on X11 from `Xutf8LookupString`. But when a window gains the keyboard
/// focus while that state is on, SDL starts text input itself (`SDL_SetKeyboardFocus`): the
/// input method came up at every focus. So the keys' text is on only while the window has
/// the focus: off when it loses it, on again when `focusChanged` hears it came back.
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

    /// Whether the keys' text is on without the input method (`setKeyboardTextOnly`).
    private var isKeyboardTextOnly = false

    func setKeyboardTextOnly() {
        // The input method lets go (SDL_StopTextInput), and the keys' text comes back alone
        // while the window has the focus.
        if VideoSystem.isTextInputActive && !isKeyboardTextOnly { SDL_StopTextInput() }
        isKeyboardTextOnly = true
        if SDL_GetKeyboardFocus() != nil {
            startKeysText()
        } else {
            SDL_EventState(UInt32(SDL_TEXTINPUT.rawValue), SDL_DISABLE)
        }
    }

    /// The window gained or lost the keyboard focus (`SDL_WINDOWEVENT_FOCUS_GAINED`/`_LOST`):
    /// with the keys' text only, it is on while the focus is here.
    func focusChanged(gained: Bool) {
        guard isKeyboardTextOnly else { return }
        if gained {
            startKeysText()
        } else {
            SDL_EventState(UInt32(SDL_TEXTINPUT.rawValue), SDL_DISABLE)
        }
    }

    /// `SDL_TEXTINPUT` events on, without `SDL_StartTextInput`, and the marker behind the keys
    /// already queued without text.
    private func startKeysText() {
        guard !VideoSystem.isTextInputActive else { return }
        SDL_EventState(UInt32(SDL_TEXTINPUT.rawValue), SDL_ENABLE)
        queueMarker()
    }

    func setTextInput(enabled: Bool, rect: Rect?) {
        setTextInput(enabled: enabled, rect: rect, content: .plain)
    }

    /// Text input on at `rect` for a field holding `content`, or off. `content` is told before
    /// `SDL_StartTextInput` (the Wayland text input says it from the commit that enables it), or
    /// at once to a text input already on (`tellTextInputContent`).
    func setTextInput(enabled: Bool, rect: Rect?, content: TextInputContent) {
        let wasKeyboardTextOnly = isKeyboardTextOnly
        isKeyboardTextOnly = false
        guard enabled else {
            SDL_StopTextInput()
            return
        }
        tellTextInputContent(content)
        if let rect {
            var area = SDL_Rect(
                x: Int32(rect.x / pixelRatio.x), y: Int32(rect.y / pixelRatio.y),
                w: Int32(rect.width / pixelRatio.x), h: Int32(rect.height / pixelRatio.y))
            SDL_SetTextInputRect(&area)
        }
        let wasOn = VideoSystem.isTextInputActive
        guard !wasOn || wasKeyboardTextOnly else { return }
        tellHeldTextInputManager()
        SDL_StartTextInput()
        if !wasOn { queueMarker() }
    }

    /// Queues the marker behind the key events that came without text.
    private func queueMarker() {
        var marker = SDL_Event()
        marker.type = startMarker
        awaitsMarker = SDL_PushEvent(&marker) == 1
    }
}
