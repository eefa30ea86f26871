internal import CSDL2

/// SDL's audio could not start or open its output: what was being done, then SDL's reason
/// (`SDL_GetError`), the text said on stderr ("no sound: …").
struct AudioError: Error, CustomStringConvertible, Sendable {
    let message: String

    var description: String { message }

    /// The error of the SDL call that just failed while `doing`.
    static func current(_ doing: String) -> AudioError {
        let reason = String(cString: SDL_GetError())
        return AudioError(message: reason.isEmpty ? doing : "\(doing): \(reason)")
    }
}
