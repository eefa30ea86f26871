import PinPadCore
import PinPadSDL

extension SDLError {
    /// The one line on stderr for this error, in the language of `Words` when pinpad can say it
    /// in its own words (a file that is not a font: `cannot open font PATH: it is not a font
    /// pinpad can read`); otherwise `message`, SDL's English.
    var localizedMessage: String {
        if let path = unreadableFont {
            // TRANSLATORS: one line on stderr: {file} is the path given to --font (or a theme's
            // font), a file in which no font was found.
            return Words.filled(Words.localized("cannot open font {file}: it is not a font pinpad can read"), ["file": path])
        }
        return message
    }
}
