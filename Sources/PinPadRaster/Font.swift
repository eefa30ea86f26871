internal import CSDL2
import PinPadPlatform

/// One font file opened at one pixel size from its mapped bytes, closed with its owner; must be
/// released before `TTF_Quit`.
package final class Font {
    package let pointer: OpaquePointer
    /// The mapped file SDL2_ttf reads from while the font is open.
    private let file: MappedFile

    /// Opens the font in `file`, mapped once and shared by every size, at `pixelSize`
    /// (`SDL_RWFromConstMem`, `TTF_OpenFontRW`): no file is opened or read again.
    /// - Throws: `SDLError.noFont` when SDL2_ttf cannot read a font from the bytes.
    package init(file: MappedFile, name: String, pixelSize: Int) throws {
        guard let stream = SDL_RWFromConstMem(file.bytes.baseAddress, Int32(clamping: file.bytes.count)),
            let font = TTF_OpenFontRW(stream, 1, Int32(max(pixelSize, 1)))
        else {
            throw SDLError.current(.noFont, "cannot open font \(name)")
        }
        pointer = font
        self.file = file
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
    }

    deinit { TTF_CloseFont(pointer) }

    /// Sets HarfBuzz's direction and script for `text` (`TTF_SetFontDirection`,
    /// `TTF_SetFontScriptName`, SDL2_ttf 2.20): right to left with the Hebrew or Arabic script
    /// when its first letter of a strong direction is one of theirs, else left to right in the
    /// common script. Combining marks are shaped in either. A line that mixes the directions is
    /// set in the direction of its first letter (no bidirectional reordering).
    private func shape(for text: String) {
        let script = Font.rightToLeftScript(of: text)
        TTF_SetFontDirection(pointer, script == nil ? TTF_DIRECTION_LTR : TTF_DIRECTION_RTL)
        TTF_SetFontScriptName(pointer, script ?? "Zyyy")
    }

    /// `Hebr` or `Arab` when the first letter of `text` with a strong direction is Hebrew or
    /// Arabic (or Syriac, Thaana, N'Ko: set as Arabic is), nil when it is left to right.
    package static func rightToLeftScript(of text: String) -> String? {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "Hebr"
            case 0x0600...0x07FF, 0x0860...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return "Arab"
            default:
                if scalar.properties.isAlphabetic { return nil }
            }
        }
        return nil
    }

    /// The size of `text` in pixels (`TTF_SizeUTF8`), shaped as it is drawn.
    package func measure(_ text: String) -> (width: Int, height: Int) {
        shape(for: text)
        var width: Int32 = 0
        var height: Int32 = 0
        TTF_SizeUTF8(pointer, text, &width, &height)
        return (Int(width), Int(height))
    }

    /// White anti-aliased text on a transparent surface (`TTF_RenderUTF8_Blended`); the caller
    /// frees it. Nil when the text is empty or cannot be rendered.
    func renderWhite(_ text: String) -> UnsafeMutablePointer<SDL_Surface>? {
        guard !text.isEmpty else { return nil }
        shape(for: text)
        return TTF_RenderUTF8_Blended(pointer, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
    }

    /// Distance from the top of the line to the baseline, pixels (`TTF_FontAscent`).
    package var ascent: Int { Int(TTF_FontAscent(pointer)) }
    /// Line height, pixels (`TTF_FontHeight`).
    package var height: Int { Int(TTF_FontHeight(pointer)) }
}
