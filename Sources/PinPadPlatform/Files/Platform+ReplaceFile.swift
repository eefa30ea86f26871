import Glibc

extension Platform {
    /// Replaces the file at `path` with `text` in one step, so that a reader sees the old
    /// contents or the new, never an empty or half-written file: `text` goes into `path.new`
    /// (`writeFile(_:_:creating:)`: `O_NOFOLLOW`, a regular file only, made with mode 0600),
    /// which is then renamed over `path` (`rename(2)`, which replaces a link at `path` rather
    /// than follow it). Only in a directory no one else can write to (the caller's check).
    /// - Returns: false when it cannot be written or renamed (errno says why); `path.new` is
    ///   then removed.
    package static func replaceFile(_ path: String, _ text: String) -> Bool {
        let staging = path + ".new"
        guard writeFile(staging, text, creating: true), Glibc.rename(staging, path) == 0 else {
            let error = errno
            _ = Glibc.unlink(staging)
            errno = error
            return false
        }
        return true
    }
}
