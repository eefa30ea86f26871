internal import CSDL2
import PinPadCore
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

    /// Sets HarfBuzz's direction and script for one run of `text` (`TTF_SetFontDirection`,
    /// `TTF_SetFontScriptName`, SDL2_ttf 2.20): right to left with the Hebrew or Arabic script
    /// for a right-to-left run, else left to right in the common script. Combining marks are
    /// shaped in either.
    private func shape(_ run: DirectionalRuns.Run) {
        let script = run.isRightToLeft ? (Font.rightToLeftScript(of: run.text) ?? "Arab") : nil
        TTF_SetFontDirection(pointer, script == nil ? TTF_DIRECTION_LTR : TTF_DIRECTION_RTL)
        TTF_SetFontScriptName(pointer, script ?? "Zyyy")
    }

    /// `Hebr` or `Arab` when the first letter of `text` with a strong direction is Hebrew or
    /// Arabic (or Syriac, Thaana, N'Ko: set as Arabic is), nil when it is left to right.
    package static func rightToLeftScript(of text: String) -> String? {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "Hebr"
            case _ where DirectionalRuns.isRightToLeft(scalar): return "Arab"
            default:
                if scalar.properties.isAlphabetic { return nil }
            }
        }
        return nil
    }

    /// The size of `text` in pixels (`TTF_SizeUTF8` of each run of one direction,
    /// `DirectionalRuns`), shaped as it is drawn.
    package func measure(_ text: String) -> (width: Int, height: Int) {
        var total = (width: 0, height: 0)
        for run in DirectionalRuns.visual(text) {
            shape(run)
            var width: Int32 = 0
            var height: Int32 = 0
            TTF_SizeUTF8(pointer, run.text, &width, &height)
            total = (total.width + Int(width), max(total.height, Int(height)))
        }
        return total
    }

    /// White anti-aliased text on a transparent surface (`TTF_RenderUTF8_Blended`), its runs of
    /// one direction side by side in drawing order (`DirectionalRuns`); the caller frees it. Nil
    /// when the text is empty or cannot be rendered.
    func renderWhite(_ text: String) -> UnsafeMutablePointer<SDL_Surface>? {
        let runs = DirectionalRuns.visual(text)
        guard !runs.isEmpty else { return nil }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        if runs.count == 1 {
            shape(runs[0])
            return TTF_RenderUTF8_Blended(pointer, runs[0].text, white)
        }
        // A run SDL2_ttf draws nothing for (spaces alone) keeps its width, empty.
        var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>?, width: Int32)] = []
        defer { pieces.forEach { SDL_FreeSurface($0.surface) } }
        for run in runs {
            shape(run)
            if let piece = TTF_RenderUTF8_Blended(pointer, run.text, white) {
                pieces.append((piece, piece.pointee.w))
            } else {
                var width: Int32 = 0
                TTF_SizeUTF8(pointer, run.text, &width, nil)
                pieces.append((nil, width))
            }
        }
        let width = pieces.reduce(Int32(0)) { $0 + $1.width }
        let height = pieces.compactMap { $0.surface?.pointee.h }.max() ?? 0
        guard width > 0, height > 0, let line = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            return nil
        }
        var x: Int32 = 0
        for piece in pieces {
            if let surface = piece.surface {
                // Copied, alpha and all, onto the transparent line: no blending.
                SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
                var place = SDL_Rect(x: x, y: 0, w: surface.pointee.w, h: surface.pointee.h)
                SDL_UpperBlit(surface, nil, line, &place)
            }
            x += piece.width
        }
        return line
    }

    /// Distance from the top of the line to the baseline, pixels (`TTF_FontAscent`).
    package var ascent: Int { Int(TTF_FontAscent(pointer)) }
    /// Line height, pixels (`TTF_FontHeight`).
    package var height: Int { Int(TTF_FontHeight(pointer)) }
}
