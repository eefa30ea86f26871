internal import CSDL2

/// A failure reported by SDL, SDL2_ttf, SDL2_image or fontconfig, with the library's own message.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// No video driver could start (no display, no framebuffer).
        case noDisplay
        /// No renderer could be created for the window.
        case noRenderer
        /// No usable font was found or the font could not be opened.
        case noFont
        /// A PNG could not be read or written.
        case image
        /// Any other SDL failure.
        case other
    }

    /// The category, for mapping to exit codes.
    public var kind: Kind
    /// One line: what was attempted and the library's message.
    public var message: String
    /// The path of the file SDL2_ttf read no font from (`TTF_OpenFontRW` failed on its bytes),
    /// for a front end to say so in its own words; nil for every other failure.
    package var unreadableFont: String?

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// `message`.
    public var description: String { message }

    /// An error whose message ends with `SDL_GetError()`.
    package static func current(_ kind: Kind, _ doing: String) -> SDLError {
        let reason = String(cString: SDL_GetError())
        return SDLError(kind, reason.isEmpty ? doing : "\(doing): \(reason)")
    }
}
