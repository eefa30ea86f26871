import Glibc

/// A directory of small state files that only this process's effective user (root, for a
/// sign-in) may read or write, such as `/var/lib/pinpad`: made mode 0700 when missing (its
/// parent must exist), reached from `/` through directories of root's or that user's that no one
/// else may write and no symbolic link, and used only when it is a directory of that user that
/// no one else may read, write or enter. Its files are opened by name in it without following a symbolic link
/// (`openat(O_NOFOLLOW)`), taken only as regular files of that user with one name and no
/// permission for others, and replaced atomically: a new file (`O_CREAT | O_EXCL`, mode 0600)
/// is written, flushed (`fsync`) and renamed over the old one (`renameat`), so a reader sees the
/// old or the new state, never half of one, even across a crash.
package struct PrivateStateDirectory {
    /// The directory's path.
    package let path: String

    /// The directory at `path` (nothing is opened yet).
    package init(path: String) {
        self.path = path
    }

    /// The bytes of file `name`, at most `limit` of them; nil when there is no such file.
    /// - Throws: `SystemError` when the directory cannot be made or opened, or is not private,
    ///   or the file is not a private regular file (a link, another user's, readable by others),
    ///   cannot be read or is larger than `limit`.
    package func read(_ name: String, limit: Int) throws(SystemError) -> [UInt8]? {
        try withDirectory { (descriptor: Int32) throws(SystemError) -> [UInt8]? in
            let file = Platform.retryingInterrupts { openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
            guard file >= 0 else {
                if errno == ENOENT { return nil }
                if errno == ELOOP { throw SystemError("\(path)/\(name) is a symbolic link") }
                throw SystemError("cannot open \(path)/\(name)", errorNumber: errno)
            }
            defer { close(file) }
            var status = stat()
            guard fstat(file, &status) == 0 else { throw SystemError("cannot read \(path)/\(name)", errorNumber: errno) }
            try check(FileStatus(status), of: "\(path)/\(name)", kind: .regular)
            guard status.st_nlink == 1 else { throw SystemError("\(path)/\(name) has \(status.st_nlink) hard links") }
            let bytes: [UInt8]
            do throws(SystemCallError) { bytes = try FileDescriptor(borrowing: file).readToEnd(limit: limit) } catch {
                throw SystemError("cannot read \(path)/\(name)", error)
            }
            guard bytes.count <= limit else { throw SystemError("\(path)/\(name) is larger than \(limit) bytes") }
            return bytes
        }
    }

    /// Replaces file `name` with `bytes` atomically (a new file, `fsync`, `renameat`, and an
    /// `fsync` of the directory).
    /// - Throws: `SystemError` when the directory cannot be made, opened or is not private, or
    ///   the file cannot be written.
    package func write(_ name: String, _ bytes: [UInt8]) throws(SystemError) {
        try withDirectory { (descriptor: Int32) throws(SystemError) in
            // A name of this writer's own: another process, or thread, may write the same file.
            let temporary = ".\(name).\(getpid()).\(String(UInt64.random(in: 0...UInt64.max), radix: 16)).new"
            let file = Platform.retryingInterrupts {
                openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            }
            guard file >= 0 else { throw SystemError("cannot write \(path)/\(name)", errorNumber: errno) }
            var failure: Int32 = 0
            do throws(SystemCallError) { try FileDescriptor(borrowing: file).writeAll(bytes) } catch { failure = error.errorNumber }
            if failure == 0 && fsync(file) != 0 { failure = errno }
            close(file)
            if failure == 0 && renameat(descriptor, temporary, descriptor, name) != 0 { failure = errno }
            guard failure == 0 else {
                _ = unlinkat(descriptor, temporary, 0)
                throw SystemError("cannot write \(path)/\(name)", errorNumber: failure)
            }
            _ = fsync(descriptor)
        }
    }

    /// Makes the directory when it is missing and checks that it is private.
    /// - Throws: `SystemError` when it cannot be made or opened, or is not private.
    package func make() throws(SystemError) {
        close(try openDirectory())
    }

    /// Removes file `name`; nothing when it is not there.
    /// - Throws: `SystemError` when the directory cannot be made, opened or is not private, or
    ///   the file cannot be removed.
    package func remove(_ name: String) throws(SystemError) {
        try withDirectory { (descriptor: Int32) throws(SystemError) in
            guard unlinkat(descriptor, name, 0) == 0 || errno == ENOENT else {
                throw SystemError("cannot remove \(path)/\(name)", errorNumber: errno)
            }
            _ = fsync(descriptor)
        }
    }

    /// Runs `body` holding the directory's exclusive lock (`flock(LOCK_EX)` on it): other
    /// processes that lock it wait, so a read and the write that follows it are one step. When
    /// the directory cannot be used, `body` runs without the lock (its reads and writes then
    /// fail on their own and say why).
    package func exclusively<Result>(_ body: () -> Result) -> Result {
        guard let descriptor = try? openDirectory() else { return body() }
        defer { close(descriptor) }
        _ = try? SystemCall.retrying("flock") { flock(descriptor, LOCK_EX) }
        return body()
    }

    /// Runs `body` with the directory open (`openDirectory`).
    private func withDirectory<Result>(_ body: (Int32) throws(SystemError) -> Result) throws(SystemError) -> Result {
        let descriptor = try openDirectory()
        defer { close(descriptor) }
        return try body(descriptor)
    }

    /// The directory opened (`O_DIRECTORY | O_NOFOLLOW`), made (mode 0700) when missing, and
    /// checked to be private. It is reached from `/` one component at a time (`openat` with
    /// `O_DIRECTORY | O_NOFOLLOW`, judged on what was opened, `fstat`): no link on the way, and
    /// every directory on it root's or the effective user's and writable by no one else, so no one
    /// else can move one aside and put another in its place (a directory above may be
    /// world-writable if it is sticky, as `/tmp`: no one else can rename root's entries in it;
    /// the parent may not: a directory in `/tmp` could be replaced by another, fresh one). A
    /// relative path is taken from the working directory's path (`getcwd`); `.` and `..` are
    /// refused. The caller closes it.
    private func openDirectory() throws(SystemError) -> Int32 {
        var absolute = path
        if !absolute.hasPrefix("/") {
            guard let current = getcwd(nil, 0) else { throw SystemError("cannot use \(path)", errorNumber: errno) }
            absolute = String(cString: current) + "/" + absolute
            free(current)
        }
        let components = absolute.split(separator: "/").map(String.init)
        guard let name = components.last else { throw SystemError("\(path) is not a directory of its own") }
        if components.contains(where: { $0 == "." || $0 == ".." }) { throw SystemError("\(path) holds a . or .. component") }
        let parent = try openAbove(components.dropLast())
        defer { close(parent) }
        var descriptor = Platform.retryingInterrupts { openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        if descriptor < 0 && errno == ENOENT {
            guard mkdirat(parent, name, 0o700) == 0 || errno == EEXIST else { throw SystemError("cannot make \(path)", errorNumber: errno) }
            descriptor = Platform.retryingInterrupts { openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        }
        guard descriptor >= 0 else {
            if errno == ELOOP || errno == ENOTDIR { throw SystemError("\(path) is not a directory (or is a symbolic link)") }
            throw SystemError("cannot open \(path)", errorNumber: errno)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = errno
            close(descriptor)
            throw SystemError("cannot read \(path)", errorNumber: reason)
        }
        do {
            try check(FileStatus(status), of: path, kind: .directory)
        } catch {
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// The directory `components` name from `/`, opened one at a time (`openat(O_DIRECTORY |
    /// O_NOFOLLOW)`), each judged on what was opened (`fstat`): root's or the effective user's,
    /// not writable by group or others, except one above the last that is sticky. The caller
    /// closes it.
    private func openAbove(_ components: ArraySlice<String>) throws(SystemError) -> Int32 {
        var descriptor = Platform.retryingInterrupts { open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw SystemError("cannot open /", errorNumber: errno) }
        var reached = "/"
        var remaining = components.count
        while true {
            var status = stat()
            let judged = fstat(descriptor, &status) == 0 ? Self.untrustedReason(status, isParent: remaining == 0) : "which cannot be read"
            if let judged {
                close(descriptor)
                throw SystemError("\(path) lies in \(reached), \(judged)")
            }
            guard remaining > 0 else { return descriptor }
            let component = components[components.endIndex - remaining]
            remaining -= 1
            reached += (reached == "/" ? "" : "/") + component
            let next = Platform.retryingInterrupts { openat(descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            let failure = errno
            close(descriptor)
            guard next >= 0 else {
                if failure == ELOOP || failure == ENOTDIR { throw SystemError("\(path) lies in \(reached), which is a symbolic link or no directory") }
                throw SystemError("cannot use \(path)", errorNumber: failure)
            }
            descriptor = next
        }
    }

    /// Why a directory on the way (its `status`) could be changed by someone else than root and
    /// the effective user; nil when it cannot. Above the parent, a world-writable directory
    /// that is sticky is taken.
    private static func untrustedReason(_ status: stat, isParent: Bool) -> String? {
        guard status.st_uid == 0 || status.st_uid == geteuid() else { return "which user \(status.st_uid) owns" }
        let sticky = status.st_mode & UInt32(S_ISVTX) != 0 && !isParent
        guard status.st_mode & 0o022 == 0 || sticky else { return "which others may write" }
        return nil
    }

    /// Checks that `status` is of `kind`, owned by the effective user, with no permission for
    /// its group or others.
    private func check(_ status: FileStatus, of path: String, kind: FileStatus.Kind) throws(SystemError) {
        guard status.kind == kind else { throw SystemError("\(path) is \(status.kindName)") }
        guard status.owner == geteuid() else { throw SystemError("\(path) belongs to user \(status.owner), not \(geteuid())") }
        guard status.permissions & 0o077 == 0 else {
            throw SystemError("\(path) is open to others (mode \(String(status.permissions, radix: 8))); it must be 0700 or 0600")
        }
    }
}

extension Platform {
    /// The wall-clock time in whole seconds since 1970 (`clock_gettime(CLOCK_REALTIME)`): the
    /// clock that goes on across a reboot.
    package static func wallClockSeconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec)
    }
}
