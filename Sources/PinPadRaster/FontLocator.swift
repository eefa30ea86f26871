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

    /// The file of the face fontconfig ranks first for `pattern` among those with a glyph for
    /// `scalar`, or nil when no installed face has one.
    /// The corresponding fontconfig calls are `FcNameParse`, `FcCharSetAddChar`,
    /// `FcPatternAddCharSet(FC_CHARSET)`, `FcConfigSubstitute`, `FcDefaultSubstitute`,
    /// `FcFontSort` and `FcCharSetHasChar` on each face's `FC_CHARSET`.
    public static func path(covering scalar: Unicode.Scalar, like pattern: String = "sans-serif") -> String? {
        // The process's configuration, loaded once (`FcInit`): asked once per missing character.
        guard FcInit() != 0, let config = FcConfigGetCurrent() else { return nil }
        guard let query = pattern.withCString({ FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }) else {
            return nil
        }
        defer { FcPatternDestroy(query) }
        guard let wanted = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(wanted) }
        FcCharSetAddChar(wanted, scalar.value)
        FcPatternAddCharSet(query, "charset", wanted)
        FcConfigSubstitute(config, query, FcMatchPattern)
        FcDefaultSubstitute(query)
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(config, query, 0, nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        for index in 0..<Int(sorted.pointee.nfont) {
            guard let face = sorted.pointee.fonts[index] else { continue }
            var characters: OpaquePointer?
            guard FcPatternGetCharSet(face, "charset", 0, &characters) == FcResultMatch, let characters,
                FcCharSetHasChar(characters, scalar.value) != 0
            else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(face, "file", 0, &file) == FcResultMatch, let file else { continue }
            return String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
        }
        return nil
    }
}
