/// Where pinpad keeps what it can work out again but would rather not on every start (the font
/// fontconfig matched, Xlib's compiled Compose table): a directory only the effective user may
/// use (`PrivateStateDirectory`). Root's is `/var/cache/pinpad`, whatever the environment says;
/// a user's is `$XDG_CACHE_HOME/pinpad` or `$HOME/.cache/pinpad`, used only when that cache
/// home exists (pinpad makes no `~/.cache` of its own). None for a set-user-ID run.
package enum CacheDirectory {
    /// Root's cache directory.
    package static let roots = "/var/cache/pinpad"

    /// The cache directory's path for this process's user; nil when there is none to use.
    package static func path() -> String? {
        if Platform.isPrivileged { return Platform.isRoot ? roots : nil }
        guard let home = userCacheHome(), Platform.isDirectory(home) else { return nil }
        return home + "/pinpad"
    }

    /// `$XDG_CACHE_HOME` when it is absolute, else `$HOME/.cache`; nil without a home.
    package static func userCacheHome() -> String? {
        if let cache = Platform.environment("XDG_CACHE_HOME"), cache.hasPrefix("/") { return cache }
        guard let home = Platform.environment("HOME"), home.hasPrefix("/") else { return nil }
        return home + "/.cache"
    }

    /// The cache directory, made (mode 0700) when missing and checked to be the user's alone;
    /// nil when there is none or it cannot be used.
    package static func made() -> String? {
        guard let path = path(), (try? PrivateStateDirectory(path: path).make()) != nil else { return nil }
        return path
    }
}
