import Glibc

/// Who may have written a file or directory, for a process that must not take another user's
/// word: root's (login(1)'s and sudo's rule for their own configuration), checked on what was
/// opened or resolved, never on a name alone.
extension Platform {
    /// Whether this process runs with rights its invoker may not have: the effective user is root,
    /// or the effective user or group differs from the real one (set-user-ID or set-group-ID).
    /// Such a process reads no user's file and no user's setting (`ProcessEnvironment`), and keeps
    /// none of a user's variables for its libraries (`PrivilegedEnvironment`). The
    /// corresponding C calls are `geteuid`, `getuid`, `getegid` and `getgid`.
    package static var isPrivileged: Bool {
        geteuid() == 0 || geteuid() != getuid() || getegid() != getgid()
    }

    /// Whether the effective user is root (`geteuid() == 0`).
    package static var isRoot: Bool { geteuid() == 0 }

    /// Whether this build holds the test hooks (`EnvironmentVariable.Reader.testBuild`): debug
    /// builds define `PINPAD_TEST_HOOKS` (Package.swift); a release build, the one installed,
    /// has none.
    package static var hasTestHooks: Bool {
        #if PINPAD_TEST_HOOKS
            return true
        #else
            return false
        #endif
    }

    /// Whether `path` is a regular file and not a link (`lstat`).
    package static func isRegularFileNotLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// `ENOENT`: no such file (or a link to nothing).
    package static let noSuchFile = ENOENT

    /// Whether a status (`stat`) is root's and no one else may write to it: owned by uid 0, not
    /// writable by its group or by others.
    static func isRootsAlone(_ status: stat) -> Bool {
        status.st_uid == 0 && status.st_mode & 0o022 == 0
    }

    /// Whether directory `path` and every directory above it are root's:
    /// `directoryNotRootsAlone(_:)` finds none that is not.
    package static func isRootsDirectory(_ path: String) -> Bool {
        directoryNotRootsAlone(path) == nil
    }

    /// The directory that keeps `path` from being root's, nil when none does: `path` itself must
    /// be owned by root and not writable by group or others; a directory above it must be owned
    /// by root, and may be world-writable only if it is sticky (`/tmp`), where no one else can
    /// rename or remove root's entries. The path is resolved first (`realpath`), so a link is
    /// judged by where it leads. A directory that is not there is judged by the nearest one above
    /// it that is (only who may write there can make it).
    /// - Returns: the resolved path of the first directory, from `path` up, that is not root's
    ///   alone (or is no directory); `path` as given when it cannot be resolved.
    package static func directoryNotRootsAlone(_ path: String) -> String? {
        var existing = path
        var resolved = resolvedPath(existing)
        while resolved == nil, errno == ENOENT, let slash = existing.lastIndex(of: "/") {
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
            resolved = resolvedPath(existing)
        }
        guard let resolved else { return path }
        var status = stat()
        guard stat(resolved, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR, isRootsAlone(status) else { return resolved }
        var parent = resolved
        while parent != "/" {
            parent = parent.lastIndex(of: "/").map { $0 == parent.startIndex ? "/" : String(parent[..<$0]) } ?? "/"
            guard stat(parent, &status) == 0, status.st_uid == 0 else { return parent }
            if status.st_mode & 0o022 != 0 && status.st_mode & UInt32(S_ISVTX) == 0 { return parent }
        }
        return nil
    }

    /// Why the file `name` in `directory` may not be trusted by a privileged process that hands
    /// it to a library reading it again by name (a PAM service file under `--pam-confdir`); nil
    /// when it may. As sudo judges its includedir, on the path as written (the library opens
    /// that path, not where it resolved to once): no `.` or `..` in it, and every component of
    /// it, from `/` on, root's alone (`untrustedReason(pathAsWritten:)`); then the file itself
    /// opened without following a link at its end (`O_NOFOLLOW`), a regular file, owned by root
    /// and writable by no one else (`fstat`).
    /// - Returns: one phrase naming what is wrong, or nil.
    package static func untrustedReason(file name: String, in directory: String) -> String? {
        let written = directory.split(separator: "/", omittingEmptySubsequences: true)
        if written.contains(where: { $0 == "." || $0 == ".." }) { return "\(directory) holds a . or .. component" }
        var absolute = directory
        if !absolute.hasPrefix("/") {
            guard let current = getcwd(nil, 0) else { return "\(directory) cannot be resolved" }
            absolute = String(cString: current) + "/" + absolute
            free(current)
        }
        if let reason = untrustedReason(pathAsWritten: absolute) { return reason }
        let path = absolute + "/" + name
        let descriptor = retryingInterrupts { Glibc.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else {
            return errno == ELOOP ? "\(path) is a link" : "\(path) cannot be opened: \(String(cString: strerror(errno)))"
        }
        defer { Glibc.close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return "\(path) is not a regular file" }
        guard isRootsAlone(status) else { return "\(path) is not root's alone (another owner, or writable by group or others)" }
        return nil
    }

    /// Why the directory at the absolute path `path` may be changed by someone else than root,
    /// judged component by component as written, never following a link without judging it
    /// (`lstat`): `/` and every directory on the way root's and not writable by group or others
    /// (one on the way, not the last, may be world-writable if it is sticky, as `/tmp`: no one
    /// else can rename or remove root's entries in it); a link on the way root's, and the path
    /// it leads to judged the same way (`readlink`, `..` in it taken from the directory it is
    /// in, at most 40 links, `SYMLOOP_MAX`'s usual value). Nil when no one else can.
    /// - Returns: one phrase naming what is wrong, or nil.
    static func untrustedReason(pathAsWritten path: String) -> String? {
        var pending = path.split(separator: "/").map(String.init).reversed() as [String]
        var current: [String] = []
        var links = 0
        var status = stat()
        guard lstat("/", &status) == 0, isRootsAlone(status) else { return "/ is not root's alone" }
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                _ = current.popLast()
                continue
            }
            let candidate = "/" + (current + [component]).joined(separator: "/")
            guard lstat(candidate, &status) == 0 else { return "\(candidate) cannot be examined: \(String(cString: strerror(errno)))" }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                guard status.st_uid == 0 else { return "\(candidate) is a link another user than root owns" }
                links += 1
                guard links <= 40 else { return "\(path) goes through more than 40 links" }
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let count = readlink(candidate, &buffer, buffer.count - 1)
                guard count > 0 else { return "\(candidate) cannot be read as a link" }
                let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if target.hasPrefix("/") { current = [] }
                pending += target.split(separator: "/").map(String.init).reversed()
            case S_IFDIR:
                let isLast = pending.allSatisfy { $0 == "." }
                let sticky = status.st_mode & UInt32(S_ISVTX) != 0 && !isLast
                guard status.st_uid == 0, status.st_mode & 0o022 == 0 || sticky else {
                    return "\(candidate) is not root's alone (another owner, or writable by group or others)"
                }
                current.append(component)
            default:
                return "\(candidate) is not a directory"
            }
        }
        return nil
    }

    /// Why the directory `path` may not give files to read (a drop-in directory, as sudo's
    /// includedir); nil when it may. In a privileged run it must be root's with every directory
    /// above it (`isRootsDirectory`); otherwise owned by root or by this process's effective
    /// user, and not writable by group or others (`stat`): no one else can add a file or a link
    /// to it.
    /// - Returns: one phrase naming what is wrong, or nil.
    package static func untrustedReason(directory path: String, isPrivileged: Bool) -> String? {
        if isPrivileged {
            return isRootsDirectory(path) ? nil : "it or a directory above it is not root's alone (another owner, or writable by group or others)"
        }
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }  // nothing to read from it
        guard status.st_uid == 0 || status.st_uid == geteuid(), status.st_mode & 0o022 == 0 else {
            return "another user than root or you owns it, or its group or others may write to it"
        }
        return nil
    }

    /// Why the drop-in `path` may not be read; nil when it may (or when it is not there, which
    /// reading it tells). A link must be owned by root (`lstat`), since only root's link may lead
    /// to a file of root's choosing (another's to /etc/shadow or /proc/self/environ would have
    /// root read it out); what it leads to, or the file itself, must be a regular file (`stat`:
    /// a FIFO would block, a device could act on being opened).
    /// - Returns: one phrase naming what is wrong, or nil.
    package static func untrustedReason(dropIn path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        if (status.st_mode & S_IFMT) == S_IFLNK {
            guard status.st_uid == 0 else { return "a link another user than root owns" }
            guard stat(path, &status) == 0 else { return nil }
        }
        return (status.st_mode & S_IFMT) == S_IFREG ? nil : "not a regular file"
    }

    /// `path` with links, `.` and `..` resolved (`realpath`); nil when it does not resolve.
    package static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The path of what `descriptor` has open (`/proc/self/fd/N`); nil when it cannot be read.
    static func openedPath(_ descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The bytes of the regular file at `path`, at most `limit` of them, as `readRegularFile`
    /// reads them, and whether the file is root's alone: owned by root and not writable by group or
    /// others (judged on the open file, `fstat`), in a directory that is root's
    /// (`isRootsDirectory`, judged where the open file is).
    /// - Throws: `SystemError` as `readRegularFile`.
    package static func readRegularFileAndOwner(_ path: String, limit: Int) throws(SystemError) -> (bytes: [UInt8], isRoots: Bool) {
        let read = try readRegularFileAndWriters(path, limit: limit)
        return (read.bytes, read.isRoots)
    }

    /// As `readRegularFileAndOwner`, and whether others than the running user and root may
    /// change the file (`othersMayWrite`, judged where the open file is); and, for a file that is
    /// root's alone itself, the directory (its own or one above it, resolved) that is not
    /// (`directoryNotRootsAlone`, nil when there is none or the file itself is not root's alone).
    /// - Throws: `SystemError` as `readRegularFile`.
    package static func readRegularFileAndWriters(_ path: String, limit: Int) throws(SystemError) -> (
        bytes: [UInt8], isRoots: Bool, othersMayWrite: Bool, directoryNotRootsAlone: String?
    ) {
        var isRoots = false
        var othersMayWrite = true
        var directory: String?
        let bytes = try readRegularFile(path, limit: limit) { descriptor, status in
            guard let opened = openedPath(descriptor), let slash = opened.lastIndex(of: "/") else { return }
            othersMayWrite = Platform.othersMayWrite(status, openedAt: opened)
            guard isRootsAlone(status) else { return }
            directory = directoryNotRootsAlone(slash == opened.startIndex ? "/" : String(opened[..<slash]))
            isRoots = directory == nil
        }
        return (bytes, isRoots, othersMayWrite, directory)
    }

    /// Whether someone else than the running user (effective id) and root may change the file
    /// `status` describes, opened at the resolved `path`: it, or a directory above it, is owned
    /// by another user, or writable by others (`o+w`; a directory above may be, if it is sticky,
    /// as `/tmp`, where no one else can rename or remove another's entries). A group's write is
    /// left alone: Debian gives each user a group of their own (and `umask 002` for it).
    static func othersMayWrite(_ status: stat, openedAt path: String) -> Bool {
        let user = geteuid()
        func isOwned(_ status: stat) -> Bool { status.st_uid == user || status.st_uid == 0 }
        guard isOwned(status), status.st_mode & 0o002 == 0 else { return true }
        var directory = path
        while directory != "/" {
            directory = directory.lastIndex(of: "/").map { $0 == directory.startIndex ? "/" : String(directory[..<$0]) } ?? "/"
            var above = stat()
            guard lstat(directory, &above) == 0, (above.st_mode & S_IFMT) == S_IFDIR, isOwned(above) else { return true }
            if above.st_mode & 0o002 != 0 && above.st_mode & UInt32(S_ISVTX) == 0 { return true }
        }
        return false
    }

    /// Replaces the contents of the regular file at `path` with `text`, without following a link
    /// at its end (`open(2)` with `O_NOFOLLOW`, then `fstat`: a link, a FIFO or a device is
    /// refused) and, unless `creating`, without making a file that is not there (no `O_CREAT`):
    /// what pinpad writes as root cannot be turned onto another file.
    /// - Parameters:
    ///   - creating: make the file (mode 0600) when it is not there; only in a directory no one
    ///     else can write to (the caller's check).
    ///   - appending: add `text` at the end (`O_APPEND`) instead of replacing (`O_TRUNC`).
    /// - Returns: false when it cannot be opened or written (errno says why).
    package static func writeFile(_ path: String, _ text: String, creating: Bool = false, appending: Bool = false) -> Bool {
        let flags = O_WRONLY | O_NOFOLLOW | O_NOCTTY | O_NONBLOCK | O_CLOEXEC | (appending ? O_APPEND : O_TRUNC) | (creating ? O_CREAT : 0)
        let descriptor = retryingInterrupts { Glibc.open(path, flags, 0o600) }
        guard descriptor >= 0 else { return false }
        defer { Glibc.close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            errno = EINVAL
            return false
        }
        return write(text, to: descriptor)
    }

    /// Opens `path` to be written a new (`O_TRUNC`, made with mode 0644 when it is not there), for
    /// a file the command line names (`--screenshot`). In a privileged run a link at its end is
    /// not followed (`O_NOFOLLOW`): a link someone planted in `/tmp` cannot turn root's write onto
    /// another file. The caller closes the descriptor.
    /// - Throws: `SystemError` naming the path and the system's reason.
    package static func openNewFile(_ path: String) throws(SystemError) -> Int32 {
        let flags = O_WRONLY | O_CREAT | O_TRUNC | O_NOCTTY | O_CLOEXEC | (isPrivileged ? O_NOFOLLOW : 0)
        let descriptor = retryingInterrupts { Glibc.open(path, flags, 0o644) }
        guard descriptor >= 0 else {
            let error = errno
            if error == ELOOP && isPrivileged { throw SystemError("cannot write \(path): it is a link, not followed when running as root") }
            throw SystemError("cannot write \(path)", errorNumber: error)
        }
        return descriptor
    }

    /// Adds `line` and a line feed at the end of the regular file at `path`, as
    /// `writeFile(_:_:creating:appending:)` does with `appending`.
    package static func appendLine(_ path: String, _ line: String, creating: Bool = false) -> Bool {
        writeFile(path, line + "\n", creating: creating, appending: true)
    }
}
