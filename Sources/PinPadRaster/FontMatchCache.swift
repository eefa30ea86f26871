import PinPadPlatform

/// fontconfig's match for the default face, kept between runs so that a pad whose fonts and
/// font configuration have not changed starts without fontconfig parsing its XML configuration
/// (`FcInitLoadConfigAndFonts`, a third of the start-up's instructions).
///
/// The match is one small file, `font-match`, in `CacheDirectory` (`PrivateStateDirectory`:
/// made 0700, no symbolic link followed, a regular file of that user only):
/// `$XDG_CACHE_HOME/pinpad` or `~/.cache/pinpad` for a user, and `/var/cache/pinpad` for root,
/// who never reads a user's cache. It is used only while it was written for the same
/// language and font variables, while none of the font configuration's files and font
/// directories (and fontconfig's own cache) has changed since, and while the font file is there
/// unchanged; otherwise fontconfig is asked and the file replaced.
package struct FontMatchCache {
    /// The directory holding the cache file.
    package let directory: PrivateStateDirectory
    /// Files and directories whose change can change fontconfig's answer.
    package let watched: [String]
    /// The variables that steer fontconfig's answer (language, configuration), as `NAME=value`.
    package let variables: [String]

    static let fileName = "font-match"
    static let version = "pinpad font match 1"
    /// Largest cache file read, bytes.
    static let limit = 16 * 1024

    /// A cache in `directory`, valid while `watched` and `variables` are as they were.
    package init(directory: String, watched: [String], variables: [String]) {
        self.directory = PrivateStateDirectory(path: directory)
        self.watched = watched
        self.variables = variables
    }

    /// The cache of this process's user, in `CacheDirectory`: root's watches the system's font
    /// configuration only, a user's their own too. Nil when there is no cache directory.
    package static func forThisUser() -> FontMatchCache? {
        guard let directory = CacheDirectory.path() else { return nil }
        let variableNames = ["FC_LANG", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "LANGUAGE", "LANG", "FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT"]
        var variables = variableNames.map { "\($0)=\(Platform.environment($0) ?? "")" }
        var watched = [
            "/etc/fonts", "/etc/fonts/fonts.conf", "/etc/fonts/conf.d", "/etc/fonts/local.conf", "/usr/share/fonts",
            "/usr/local/share/fonts", "/var/cache/fontconfig",
        ]
        if !Platform.isPrivileged, let home = Platform.environment("HOME"), let cacheHome = CacheDirectory.userCacheHome() {
            let configHome = Platform.environment("XDG_CONFIG_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
            let dataHome = Platform.environment("XDG_DATA_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
            watched += [
                configHome + "/fontconfig", configHome + "/fontconfig/fonts.conf", configHome + "/fontconfig/conf.d",
                home + "/.fonts.conf", home + "/.fonts", dataHome + "/fonts", cacheHome + "/fontconfig",
            ]
            variables += ["HOME=\(home)", "XDG_CONFIG_HOME=\(configHome)", "XDG_DATA_HOME=\(dataHome)"]
        }
        return FontMatchCache(directory: directory, watched: watched, variables: variables)
    }

    /// The cached font file, or `match()`'s answer, which is then cached. A cache that cannot
    /// be read or written is passed over: fontconfig is asked as if there were none.
    package func fontPath(match: () -> String?) -> String? {
        let key = currentKey()
        if let bytes = try? directory.read(FontMatchCache.fileName, limit: FontMatchCache.limit) {
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.count >= 4, lines[0] == FontMatchCache.version, lines[1] == key, lines[2].hasPrefix("/"),
                lines[3] == FontMatchCache.stamp(lines[2]), Platform.isReadableFile(lines[2])
            {
                return lines[2]
            }
        }
        guard let path = match() else { return nil }
        if path.hasPrefix("/") && !path.contains("\n") {
            let record = [FontMatchCache.version, key, path, FontMatchCache.stamp(path)].joined(separator: "\n") + "\n"
            try? directory.write(FontMatchCache.fileName, Array(record.utf8))
        }
        return path
    }

    /// The variables and the change stamps of the watched paths, as one line.
    func currentKey() -> String {
        (variables + watched.map { "\($0)@\(FontMatchCache.stamp($0))" }).joined(separator: "\u{1F}")
    }

    /// `path`'s change stamp in nanoseconds, or `-` when it is not there.
    static func stamp(_ path: String) -> String {
        Platform.changeStamp(path).map { String($0) } ?? "-"
    }
}
