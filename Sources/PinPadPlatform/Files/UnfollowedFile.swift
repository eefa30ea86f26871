import Glibc

/// A file opened by name in a directory without following a symbolic link at either step, as
/// systemd's agents open ask files (`xfopenat(dirfd, name, "re", O_NOFOLLOW)`): the directory's
/// and the file's status, each read from its own descriptor (`fstat(2)`), and, for a regular
/// file, its bytes. What was checked is what was read: the path is never looked up again.
package struct UnfollowedFile {
    /// The directory's status.
    package var directory: FileStatus
    /// The file's status; `.symbolicLink` when the name is a link (which is not opened).
    package var file: FileStatus
    /// The file's bytes; empty when it is not a regular file.
    package var bytes: [UInt8]

    /// Opens `directory` (`open(O_DIRECTORY | O_NOFOLLOW)`), then `name` in it
    /// (`openat(O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)`: a FIFO or device cannot stall
    /// the reader), reads both statuses from their descriptors and, when the file is regular, at
    /// most `limit` bytes of it. A name that is a symbolic link is reported with
    /// `fstatat(AT_SYMLINK_NOFOLLOW)` and not opened.
    /// - Throws: `SystemError` when the directory or the file cannot be opened (`ENOENT` when
    ///   either is gone; `ELOOP` when the directory is a symbolic link), read, or is larger than
    ///   `limit` bytes.
    package init(_ name: String, in directory: String, limit: Int) throws(SystemError) {
        let directoryDescriptor = Platform.retryingInterrupts { open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        guard directoryDescriptor >= 0 else { throw SystemError("cannot open \(directory)", errorNumber: errno) }
        defer { close(directoryDescriptor) }
        try self.init(name, in: directoryDescriptor, path: directory, limit: limit)
    }

    /// Opens `name` in the directory open as `directoryDescriptor` (its path `path`, for
    /// messages), as `init(_:in:limit:)` does after opening the directory.
    /// - Throws: `SystemError` as `init(_:in:limit:)`.
    init(_ name: String, in directoryDescriptor: Int32, path directory: String, limit: Int) throws(SystemError) {
        let path = directory + "/" + name
        self.directory = try UnfollowedFile.status(of: directoryDescriptor, path: directory)
        let descriptor = Platform.retryingInterrupts {
            openat(directoryDescriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            let reason = errno
            var status = stat()
            if reason == ELOOP, fstatat(directoryDescriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
                file = FileStatus(status)
                bytes = []
                return
            }
            throw SystemError("cannot open \(path)", errorNumber: reason)
        }
        defer { close(descriptor) }
        file = try UnfollowedFile.status(of: descriptor, path: path)
        bytes = []
        guard file.kind == .regular else { return }
        do throws(SystemCallError) { bytes = try FileDescriptor(borrowing: descriptor).readToEnd(limit: limit) } catch {
            throw SystemError("cannot read \(path)", error)
        }
        guard bytes.count <= limit else { throw SystemError(.larger(than: limit), path: path) }
    }

    private static func status(of descriptor: Int32, path: String) throws(SystemError) -> FileStatus {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError("cannot read \(path)", errorNumber: errno) }
        return FileStatus(status)
    }
}

extension FileStatus {
    /// The status `stat(2)` filled in.
    init(_ status: stat) {
        let kind: Kind
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFSOCK: kind = .socket
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        self.init(kind: kind, owner: status.st_uid, permissions: status.st_mode & 0o7777, linkCount: UInt64(status.st_nlink))
    }
}

extension Platform {
    /// The status of `path` itself, a symbolic link not followed (`lstat(2)`); nil when it
    /// cannot be read (it does not exist, say).
    package static func linkStatus(_ path: String) -> FileStatus? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileStatus(status)
    }

    /// Whether this process's real user may write `path` (`access(path, W_OK)`), as systemd's
    /// agent asks before it answers on a socket.
    package static func isWritable(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }

    /// The effective user id of this process (`geteuid`): the user whose files it trusts.
    package static var effectiveUserID: UInt32 { geteuid() }

    /// Whether `error` says a file was not there (`ENOENT`).
    package static func isMissing(_ error: SystemError) -> Bool {
        error.errorNumber == ENOENT
    }
}
