internal import CSDL2
import PinPadCore

/// SDL's text input as a `TextInputBackend`: `SDL_StartTextInput` with `SDL_SetTextInputRect`
/// at the focused box, or `SDL_StopTextInput`. Only the `TextInputArbiter` calls it.
final class SDLTextInput: TextInputBackend {
    /// Drawable pixels per window point; SDL wants the rectangle in window points.
    var pixelRatio = (x: 1.0, y: 1.0)

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
        SDL_StartTextInput()
    }
}
