internal import CSDL2
import PinPadCore
import PinPadPlatform
import Synchronization

/// Rendered text runs, one coverage mask per (text, pixel size), coloured when drawn
/// (`TintedTextures`); the font file mapped once and opened from memory once per pixel size.
/// Released before `TTF_Quit`.
package final class TextCache {
    private struct Entry: Hashable {
        var text: String
        var size: Int
    }

    /// Most cached runs before the cache is emptied (labels, digits and a few messages fit easily).
    package static let limit = 256

    private let fontPath: String
    /// The font file, mapped once for every size.
    private let fontFile: MappedFile
    /// Largest font file mapped, bytes (the largest CJK collections are about 30 MB).
    package static let fontFileLimit = 256 << 20
    /// SDL2_ttf, which must outlive every font (`TTF_Quit` last).
    private let video: VideoSystem
    private var fonts: [Int: Font] = [:]
    /// fontconfig's pattern of the face that draws what the chosen face lacks: pinpad's Latin
    /// face, which has every symbol the pad draws (⌫, ⌦, ⇧, ↵...).
    package static let fallbackPattern = "DejaVu Sans:lang=en"
    /// The fallback face's file, mapped on the first character the chosen face lacks; nil when
    /// fontconfig has none or only the chosen face.
    private lazy var fallbackFile: MappedFile? = {
        guard let path = FontLocator.path(matching: TextCache.fallbackPattern), path != fontPath else { return nil }
        return try? MappedFile(path, limit: TextCache.fontFileLimit)
    }()
    private var fallbacks: [Int: Font] = [:]
    /// The file of fontconfig's face for each character neither face has (`FontLocator.path(covering:)`),
    /// nil when no installed face has it.
    private var coveringPaths: [UInt32: String?] = [:]
    /// Those faces' files, mapped once, and each opened once per size.
    private var coveringFiles: [String: MappedFile] = [:]
    private var coveringFonts: [String: Font] = [:]
    /// The characters no installed face has, said once each on stderr for the whole process.
    private static let toldMissing = Mutex<Set<UInt32>>([])
    private var masks: [Entry: CoverageMask] = [:]
    private var measurements: [Entry: Size] = [:]

    /// Uses the font file at `fontPath`.
    /// - Throws: `SDLError.noFont` when the file cannot be opened.
    package init(fontPath: String, video: VideoSystem) throws {
        self.video = video
        self.fontPath = fontPath
        do {
            fontFile = try MappedFile(fontPath, limit: TextCache.fontFileLimit)
        } catch {
            throw SDLError(.noFont, "cannot open the font: \(error)")
        }
        _ = try font(size: 16)
    }

    /// The size of `text` at `size` pixels, in pixels.
    package func measure(_ text: String, size: Double) -> Size {
        let entry = Entry(text: text, size: pixelSize(size))
        if let known = measurements[entry] { return known }
        guard let font = try? font(size: entry.size) else { return Size(width: 0, height: 0) }
        let measured = font.measure(text)
        let result = Size(width: Double(measured.width), height: Double(measured.height))
        if measurements.count >= TextCache.limit { measurements.removeAll() }
        measurements[entry] = result
        return result
    }

    /// The coverage mask of `text` at `size` pixels, rendered on first use
    /// (`TTF_RenderUTF8_Blended` in white, its alpha kept); nil when the text is empty or cannot
    /// be rendered.
    package func mask(_ text: String, size: Double) -> CoverageMask? {
        let entry = Entry(text: text, size: pixelSize(size))
        if let mask = masks[entry] { return mask }
        guard let font = try? font(size: entry.size), let surface = font.renderWhite(text) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let mask = CoverageMask(alphaOf: surface)
        if masks.count >= TextCache.limit { masks.removeAll() }
        masks[entry] = mask
        return mask
    }

    /// The scalars of `text` no face draws at `size` pixels (spaces, controls and marks aside):
    /// each would show as an empty box.
    package func missing(in text: String, size: Double) -> [Unicode.Scalar] {
        (try? font(size: pixelSize(size)))?.missing(in: text) ?? Array(text.unicodeScalars)
    }

    private func pixelSize(_ size: Double) -> Int { max(Int(size.rounded()), 1) }

    private func font(size: Int) throws -> Font {
        if let font = fonts[size] { return font }
        let font = try Font(file: fontFile, name: fontPath, pixelSize: size)
        font.fallbackFace = { [unowned self] in fallback(for: $0, size: size) }
        fonts[size] = font
        return font
    }

    /// DejaVu Sans when it has `scalar`, else fontconfig's first face with it (the language's
    /// script beside a configured Latin face, a user ID's Han or emoji); nil, and one line on
    /// stderr once per character, when no installed face has it.
    private func fallback(for scalar: Unicode.Scalar, size: Int) -> Font? {
        if let font = fallback(size: size), font.provides(scalar) { return font }
        // A face already opened for another character often has this one too (a script's).
        for (key, font) in coveringFonts where key.hasPrefix("\(size) ") && font.provides(scalar) { return font }
        let path: String?
        if let known = coveringPaths[scalar.value] {
            path = known
        } else {
            path = FontLocator.path(covering: scalar)
            coveringPaths[scalar.value] = .some(path)
        }
        guard let path, path != fontPath else {
            if scalar != Font.replacement, TextCache.toldMissing.withLock({ $0.insert(scalar.value).inserted }) {
                let code = String(scalar.value, radix: 16, uppercase: true)
                Platform.complain("no installed font has the character U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code): it is drawn as \u{FFFD}")
            }
            return nil
        }
        let key = "\(size) \(path)"
        if let font = coveringFonts[key] { return font }
        if coveringFiles[path] == nil { coveringFiles[path] = try? MappedFile(path, limit: TextCache.fontFileLimit) }
        guard let file = coveringFiles[path], let font = try? Font(file: file, name: path, pixelSize: size) else { return nil }
        coveringFonts[key] = font
        return font
    }

    private func fallback(size: Int) -> Font? {
        if let font = fallbacks[size] { return font }
        guard let file = fallbackFile, let font = try? Font(file: file, name: TextCache.fallbackPattern, pixelSize: size) else { return nil }
        fallbacks[size] = font
        return font
    }
}
