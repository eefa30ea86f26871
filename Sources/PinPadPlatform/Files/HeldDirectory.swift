import Glibc
internal import CPlatform

/// A directory held open by its descriptor, so that what is read from it and sent into it later
/// is in the directory that was opened and checked, whatever happens to its name meanwhile: its
/// entries are looked up relative to the descriptor (`openat(2)`, `fstatat(2)`), never
/// following a symbolic link at their end, and a socket in it is reached through
/// `/proc/self/fd` (as systemd's `connect_unix_path` does). The descriptor is closed when the
/// value goes.
package final class HeldDirectory {
    /// The directory's path, as opened (links resolved).
    package let path: String
    private let descriptor: Int32

    /// Opens the directory at `path`: the directory above it resolved (`realpath(3)`), its own
    /// name not followed (`open(O_DIRECTORY | O_NOFOLLOW)`: a link there is `ELOOP`).
    /// - Throws: `SystemError` when it cannot be resolved or opened, or is not a directory.
    package init(_ path: String) throws(SystemError) {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let slash = trimmed.lastIndex(of: "/")
        let above = slash.map { $0 == trimmed.startIndex ? "/" : String(trimmed[..<$0]) } ?? "."
        let name = slash.map { String(trimmed[trimmed.index(after: $0)...]) } ?? String(trimmed)
        guard let parent = Platform.resolvedPath(above) else { throw SystemError("cannot open \(path)", errorNumber: errno) }
        let resolved = name == "/" ? "/" : (parent == "/" ? "" : parent) + "/" + name
        let descriptor = Platform.retryingInterrupts { open(resolved, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        guard descriptor >= 0 else { throw SystemError("cannot open \(path)", errorNumber: errno) }
        self.path = resolved
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The statuses of the directories above the held one, nearest first, up to `/`, each as
    /// `stat(2)` reports it; nil for one that cannot be read.
    package var statusesAbove: [(path: String, status: FileStatus?)] {
        var found: [(path: String, status: FileStatus?)] = []
        var parent = path
        while parent != "/" {
            parent = parent.lastIndex(of: "/").map { $0 == parent.startIndex ? "/" : String(parent[..<$0]) } ?? "/"
            var status = stat()
            found.append((parent, stat(parent, &status) == 0 ? FileStatus(status) : nil))
        }
        return found
    }

    /// The held directory's own status (`fstat(2)`).
    /// - Throws: `SystemError` when it cannot be read.
    package func status() throws(SystemError) -> FileStatus {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError("cannot read \(path)", errorNumber: errno) }
        return FileStatus(status)
    }

    /// The names in the directory now, `.` and `..` left out; empty when it cannot be read.
    package func entries() -> [String] {
        let own = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard own >= 0 else { return [] }
        guard let directory = fdopendir(own) else {
            close(own)
            return []
        }
        defer { closedir(directory) }
        return Platform.entries(of: directory)
    }

    /// The status of entry `name` itself, a link not followed (`fstatat(AT_SYMLINK_NOFOLLOW)`);
    /// nil when it is not there. `name` is a plain name (no `/`).
    package func linkStatus(_ name: String) -> FileStatus? {
        var status = stat()
        guard !name.contains("/"), fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileStatus(status)
    }

    /// Whether this process's real user may write entry `name` (`faccessat(W_OK)`).
    package func isWritable(_ name: String) -> Bool {
        !name.contains("/") && faccessat(descriptor, name, W_OK, 0) == 0
    }

    /// The modification time of entry `name` itself, nanoseconds since the epoch; nil when it is
    /// not there.
    package func modificationTime(_ name: String) -> Int64? {
        var status = stat()
        guard !name.contains("/"), fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    }

    /// A path that reaches entry `name` of the held directory, whatever its name is now
    /// (`/proc/self/fd/N/name`), for calls that take a path only (inotify).
    package func reachingPath(_ name: String) -> String {
        "/proc/self/fd/\(descriptor)/\(name)"
    }

    /// Reads entry `name` as `UnfollowedFile` does, from the held directory.
    /// - Throws: `SystemError` as `UnfollowedFile.init(_:in:limit:)`.
    package func read(_ name: String, limit: Int) throws(SystemError) -> UnfollowedFile {
        try UnfollowedFile(name, in: descriptor, path: path, limit: limit)
    }

    /// Sends one datagram to the socket that is entry `name` (a plain name) now, as
    /// `Platform.sendDatagram` does, after `accept` took its status: the entry is opened without
    /// following a link (`openat(O_PATH | O_NOFOLLOW)`), its status read from that descriptor
    /// (`fstat(2)`) and the datagram sent to that very socket (`/proc/self/fd/M`): what was
    /// checked is what receives.
    /// - Throws: `SystemError` when the entry is gone, is not taken by `accept` (its words), or
    ///   the datagram cannot be sent.
    package func sendDatagram(
        _ prefix: UInt8, _ body: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0), toSocketNamed name: String,
        accept: (FileStatus) -> String?
    ) throws(SystemError) {
        guard !name.contains("/"), name != ".", name != ".." else { throw SystemError("cannot answer on \(name): not a name in \(path)") }
        let socket = Platform.retryingInterrupts { openat(descriptor, name, pinpad_open_path_only() | O_NOFOLLOW | O_CLOEXEC) }
        guard socket >= 0 else { throw SystemError("cannot answer on \(path)/\(name)", errorNumber: errno) }
        defer { close(socket) }
        var status = stat()
        guard fstat(socket, &status) == 0 else { throw SystemError("cannot answer on \(path)/\(name)", errorNumber: errno) }
        if let refusal = accept(FileStatus(status)) { throw SystemError("cannot answer on \(path)/\(name): \(refusal)") }
        do throws(SystemError) {
            try Platform.sendDatagram(prefix, body, to: "/proc/self/fd/\(socket)")
        } catch {
            throw SystemError("cannot answer on \(path)/\(name)", errorNumber: error.errorNumber)
        }
    }
}
