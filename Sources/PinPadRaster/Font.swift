internal import CSDL2
import PinPadCore
import PinPadPlatform

/// One font file opened at one pixel size from its mapped bytes, closed with its owner; must be
/// released before `TTF_Quit`.
package final class Font {
    package let pointer: OpaquePointer
    /// The mapped file SDL2_ttf reads from while the font is open.
    private let file: MappedFile
    /// The face that draws a character this one lacks (DejaVu Sans beside a Chinese or Japanese
    /// face that has no ⌫; fontconfig's face for a script, 山田 beside Lato), at this size; nil
    /// when no installed face has it. Asked once per character.
    package var fallbackFace: ((Unicode.Scalar) -> Font?)?
    private var fallbacks: [UInt32: Font?] = [:]
    /// What is drawn for a character no installed face has: the replacement character (a
    /// question mark in a diamond), visible where the character would be an empty box.
    package static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Opens the font in `file`, mapped once and shared by every size, at `pixelSize`
    /// (`SDL_RWFromConstMem`, `TTF_OpenFontRW`): no file is opened or read again.
    /// - Throws: `SDLError.noFont` when SDL2_ttf cannot read a font from the bytes, with
    ///   `unreadableFont` set to `name`.
    package init(file: MappedFile, name: String, pixelSize: Int) throws {
        guard let stream = SDL_RWFromConstMem(file.bytes.baseAddress, Int32(clamping: file.bytes.count)),
            let font = TTF_OpenFontRW(stream, 1, Int32(max(pixelSize, 1)))
        else {
            var error = SDLError.current(.noFont, "cannot open font \(name)")
            error.unreadableFont = name
            throw error
        }
        pointer = font
        self.file = file
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
    }

    deinit { TTF_CloseFont(pointer) }

    /// Whether the face has a glyph for `scalar` (`TTF_GlyphIsProvided32`).
    package func provides(_ scalar: Unicode.Scalar) -> Bool { TTF_GlyphIsProvided32(pointer, scalar.value) != 0 }

    /// The face that draws `scalar` when this one does not, opened on first use; nil when there
    /// is none.
    package func fallback(for scalar: Unicode.Scalar) -> Font? {
        if let known = fallbacks[scalar.value] { return known }
        let found = fallbackFace?(scalar).flatMap { $0.provides(scalar) ? $0 : nil }
        fallbacks[scalar.value] = .some(found)
        return found
    }

    /// Whether `scalar` takes no glyph of its own (a space, a control or format character, a
    /// combining mark): it stays with the face of the character before it.
    package static func followsItsNeighbour(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .nonspacingMark, .enclosingMark, .spacingMark: true
        default: false
        }
    }

    /// `run` cut where the face changes, in drawing order: each character this face lacks and the
    /// fallback face has is drawn by the fallback, every other by this face.
    private func pieces(_ run: DirectionalRuns.Run) -> [(font: Font, run: DirectionalRuns.Run)] {
        var pieces: [(font: Font, run: DirectionalRuns.Run)] = []
        var current: Font = self
        var text = String.UnicodeScalarView()
        for scalar in run.text.unicodeScalars {
            var face: Font = current
            var drawn = scalar
            if !Font.followsItsNeighbour(scalar) {
                face = self
                if !provides(scalar) {
                    if let fallback = fallback(for: scalar) {
                        face = fallback
                    } else {
                        // No installed face has it: the replacement character, not an empty box.
                        drawn = Font.replacement
                        if !provides(drawn), let fallback = fallback(for: drawn) { face = fallback }
                    }
                }
            }
            if face !== current, !text.isEmpty {
                pieces.append((current, DirectionalRuns.Run(text: String(text), isRightToLeft: run.isRightToLeft)))
                text = String.UnicodeScalarView()
            }
            current = face
            text.append(drawn)
        }
        if !text.isEmpty { pieces.append((current, DirectionalRuns.Run(text: String(text), isRightToLeft: run.isRightToLeft))) }
        return run.isRightToLeft ? pieces.reversed() : pieces
    }

    /// Every run of `text` in drawing order, each cut where the face changes.
    private func pieces(_ text: String) -> [(font: Font, run: DirectionalRuns.Run)] {
        DirectionalRuns.visual(text).flatMap { pieces($0) }
    }

    /// The scalars of `text` that neither this face nor a fallback draws (spaces, controls and
    /// marks aside): each is drawn as `replacement`.
    package func missing(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { !Font.followsItsNeighbour($0) && !provides($0) && fallback(for: $0) == nil }
    }

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

    /// The size of `text` in pixels (`TTF_SizeUTF8` of each run of one direction and one face,
    /// `DirectionalRuns`), shaped as it is drawn; faces share one baseline.
    package func measure(_ text: String) -> (width: Int, height: Int) {
        let pieces = pieces(text)
        let ascent = pieces.map(\.font.ascent).max() ?? self.ascent
        var total = (width: 0, height: 0)
        for piece in pieces {
            piece.font.shape(piece.run)
            var width: Int32 = 0
            var height: Int32 = 0
            TTF_SizeUTF8(piece.font.pointer, piece.run.text, &width, &height)
            total = (total.width + Int(width), max(total.height, ascent - piece.font.ascent + Int(height)))
        }
        return total
    }

    /// White anti-aliased text on a transparent surface (`TTF_RenderUTF8_Blended`), its runs of
    /// one direction side by side in drawing order (`DirectionalRuns`); the caller frees it. Nil
    /// when the text is empty or cannot be rendered.
    func renderWhite(_ text: String) -> UnsafeMutablePointer<SDL_Surface>? {
        let runs = pieces(text)
        guard !runs.isEmpty else { return nil }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        if runs.count == 1 {
            runs[0].font.shape(runs[0].run)
            return TTF_RenderUTF8_Blended(runs[0].font.pointer, runs[0].run.text, white)
        }
        // A run SDL2_ttf draws nothing for (spaces alone) keeps its width, empty; the runs of
        // each face stand on one baseline.
        let ascent = runs.map(\.font.ascent).max() ?? self.ascent
        var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>?, width: Int32, top: Int32)] = []
        defer { pieces.forEach { SDL_FreeSurface($0.surface) } }
        for (font, run) in runs {
            font.shape(run)
            let top = Int32(ascent - font.ascent)
            if let piece = TTF_RenderUTF8_Blended(font.pointer, run.text, white) {
                pieces.append((piece, piece.pointee.w, top))
            } else {
                var width: Int32 = 0
                TTF_SizeUTF8(font.pointer, run.text, &width, nil)
                pieces.append((nil, width, top))
            }
        }
        let width = pieces.reduce(Int32(0)) { $0 + $1.width }
        let height = pieces.compactMap { piece in piece.surface.map { piece.top + $0.pointee.h } }.max() ?? 0
        guard width > 0, height > 0, let line = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            return nil
        }
        var x: Int32 = 0
        for piece in pieces {
            if let surface = piece.surface {
                // Copied, alpha and all, onto the transparent line: no blending.
                SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
                var place = SDL_Rect(x: x, y: piece.top, w: surface.pointee.w, h: surface.pointee.h)
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
