internal import CSDL2

/// One font file opened at one pixel size (`TTF_OpenFont`), closed with its owner; must be
/// released before `TTF_Quit`.
final class Font {
    let pointer: OpaquePointer

    /// Opens `path` at `pixelSize`.
    /// - Throws: `SDLError.noFont` when SDL2_ttf cannot open the file.
    init(path: String, pixelSize: Int) throws {
        guard let font = TTF_OpenFont(path, Int32(max(pixelSize, 1))) else {
            throw SDLError.current(.noFont, "cannot open font \(path)")
        }
        pointer = font
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
    }

    deinit { TTF_CloseFont(pointer) }

    /// The size of `text` in pixels (`TTF_SizeUTF8`).
    func measure(_ text: String) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        TTF_SizeUTF8(pointer, text, &width, &height)
        return (Int(width), Int(height))
    }

    /// White anti-aliased text on a transparent surface (`TTF_RenderUTF8_Blended`); the caller
    /// frees it. Nil when the text is empty or cannot be rendered.
    func renderWhite(_ text: String) -> UnsafeMutablePointer<SDL_Surface>? {
        guard !text.isEmpty else { return nil }
        return TTF_RenderUTF8_Blended(pointer, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
    }

    /// Distance from the top of the line to the baseline, pixels (`TTF_FontAscent`).
    var ascent: Int { Int(TTF_FontAscent(pointer)) }
    /// Line height, pixels (`TTF_FontHeight`).
    var height: Int { Int(TTF_FontHeight(pointer)) }
}
