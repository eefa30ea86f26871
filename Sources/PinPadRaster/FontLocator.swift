internal import CFontconfig

/// Finds font files through fontconfig (`FcFontMatch`).
public enum FontLocator {
    /// The file of fontconfig's best match for `pattern` (default: the default sans-serif face),
    /// or nil when fontconfig has no font at all.
    /// The corresponding fontconfig calls are `FcNameParse`, `FcConfigSubstitute`,
    /// `FcDefaultSubstitute`, `FcFontMatch` and `FcPatternGetString(FC_FILE)`.
    public static func path(matching pattern: String = "sans-serif") -> String? {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        defer { FcConfigDestroy(config) }
        guard let query = pattern.withCString({ FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }) else {
            return nil
        }
        defer { FcPatternDestroy(query) }
        FcConfigSubstitute(config, query, FcMatchPattern)
        FcDefaultSubstitute(query)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, query, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "file", 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
    }
}
