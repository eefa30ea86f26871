import PinPadPlatform

/// Which password requests an agent may show and answer: systemd's own agents take only regular
/// `ask.*` files, opened without following a link (`tty-ask-password-agent.c`: `DT_REG`, then
/// `O_NOFOLLOW`), of the root-owned directory its asker writes (`ask-password-api.c`:
/// `mkdir_p_label(…, 0755)`, files `fchmod(0644)`, sockets bound with umask 0177), and answer on
/// a socket only when they may write it (`access(socket, W_OK)`); the asker takes answers only
/// from root or its own user (`SO_PASSCRED`). pinpad checks each of these itself, before a
/// request is shown, so that a request planted by another user is neither shown (its words
/// could pose as the system's) nor answered (a PIN typed for it would go to that user):
///
/// - the directory is owned by root or by the agent's user and writable by no one else (a
///   directory others may write could hold files swapped under the agent);
/// - so is every directory above it, up to `/`, but for a sticky one (`/tmp`): whoever may
///   write one of them could move the request directory away and put one of theirs in its
///   place (the rule of the configuration's directories, `Platform.isRootsDirectory`);
/// - the file is a regular file, not a symbolic link, with one name (not a hard link to a file
///   elsewhere), owned by root or by the agent's user, writable by no one else;
/// - its `Socket=` lies in that same directory, under a plain name (no other place on the system
///   receives a secret), is a socket itself (not a link), owned by root or the agent's user (the
///   user who receives what is typed), and writable by the agent.
///
/// A request refused here gets no answer, not even `-`: another agent, trusted by its asker,
/// may still answer it.
package struct RequestTrust: Equatable {
    /// The user the agent runs as (its effective id): files and sockets of root or of this user
    /// are taken.
    package var agentUser: UInt32
    /// The directory of the requests, as the agent opens it; sockets must lie directly in it.
    package var directory: String

    /// Trusts the files of root and of `agentUser` in `directory`.
    package init(agentUser: UInt32, directory: String) {
        self.agentUser = agentUser
        self.directory = directory
    }

    /// Why a request is not taken: one reason, said in `message(for:)`.
    package enum Refusal: Error, Equatable {
        /// A directory above the request directory (its path) is not a directory, cannot be
        /// read (nil), belongs to another user or may be written by others without being sticky.
        case above(String, FileStatus?)
        /// The request directory itself (`checkDirectory`) is not a directory (a symbolic link,
        /// which is not followed), belongs to another user or may be written by others.
        case requestDirectory(FileStatus)
        /// The directory is not a directory (a symbolic link, say).
        case directoryKind(FileStatus)
        /// The directory belongs to another user (its id).
        case directoryOwner(UInt32)
        /// Users other than its owner may write the directory (its permission bits).
        case directoryWritable(UInt32)
        /// The file is not a regular file.
        case fileKind(FileStatus)
        /// The file has more than one name (a hard link; the count).
        case fileLinks(UInt64)
        /// The file belongs to another user (its id).
        case fileOwner(UInt32)
        /// Users other than its owner may write the file (its permission bits).
        case fileWritable(UInt32)
        /// The socket is not directly in the directory (its path).
        case socketPlace(String)
        /// The socket does not exist, or is not a socket (nil: gone).
        case socketKind(FileStatus?)
        /// The socket belongs to another user (its id).
        case socketOwner(UInt32)
        /// The agent may not write to the socket.
        case socketNotWritable

        /// One line for stderr about the request in the file at `path` answering on `socket`.
        package func message(for path: String, socket: String = "") -> String {
            let left = "; left to other agents"
            switch self {
            case .above(let above, let status):
                let why: String
                if let status, status.kind != .directory {
                    why = "is \(status.kindName)"
                } else if let status, status.isWritableByOthers && status.permissions & 0o1000 == 0 {
                    why = "may be written by others (mode \(octal(status.permissions)))"
                } else if let status {
                    why = "belongs to user \(status.owner), not root or this agent's user"
                } else {
                    why = "cannot be read"
                }
                return "\(above) \(why): no request in \(path) is answered"
            case .requestDirectory(let status):
                switch status.kind {
                case .directory where status.isWritableByOthers:
                    return "\(path) may be written by others (mode \(octal(status.permissions))): no request in it is answered"
                case .directory: return "\(path) belongs to user \(status.owner), not root or this agent's user: no request in it is answered"
                case .symbolicLink: return "\(path) is a symbolic link, which the agent does not follow: no request in it is answered"
                default: return "\(path) is not a directory"
                }
            case .directoryKind(let status): return "\(path): its directory is \(status.kindName)\(left)"
            case .directoryOwner(let owner): return "\(path): its directory belongs to user \(owner), not root or this agent's user\(left)"
            case .directoryWritable(let mode): return "\(path): its directory may be written by others (mode \(octal(mode)))\(left)"
            case .fileKind(let status): return "\(path) is \(status.kindName), not a regular file\(left)"
            case .fileLinks(let count): return "\(path) has \(count) hard links\(left)"
            case .fileOwner(let owner): return "\(path) belongs to user \(owner), not root or this agent's user\(left)"
            case .fileWritable(let mode): return "\(path) may be written by others (mode \(octal(mode)))\(left)"
            case .socketPlace(let socket): return "\(path): its socket \(socket) is not in the request's directory\(left)"
            case .socketKind(let status):
                return "\(path): its socket \(socket) \(status.map { "is \($0.kindName)" } ?? "does not exist")\(left)"
            case .socketOwner(let owner): return "\(path): its socket \(socket) belongs to user \(owner), not root or this agent's user\(left)"
            case .socketNotWritable: return "\(path): this agent may not write to its socket \(socket)\(left)"
            }
        }

        private func octal(_ mode: UInt32) -> String {
            let digits = String(mode, radix: 8)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }

    /// Whether user `owner` is one whose files are taken: root or the agent's user.
    private func isTrusted(_ owner: UInt32) -> Bool {
        owner == 0 || owner == agentUser
    }

    /// Checks the directories above the request directory, nearest first
    /// (`HeldDirectory.statusesAbove`): each a directory owned by root or the agent's user,
    /// writable by no one else unless it is sticky (`S_ISVTX`).
    /// - Throws: `Refusal.above` for the first that is not.
    package func checkAbove(_ statuses: [(path: String, status: FileStatus?)]) throws(Refusal) {
        for (path, status) in statuses {
            guard let status, status.kind == .directory, isTrusted(status.owner),
                !status.isWritableByOthers || status.permissions & 0o1000 != 0
            else { throw .above(path, status) }
        }
    }

    /// Checks the request directory itself, before its requests are read (as `lstat` or, held,
    /// `fstat` reports it): a directory, not a symbolic link, owned by root or the agent's user,
    /// writable by no one else (sticky or not: a request of another user could be put in it).
    /// A directory no request of which would be taken is refused at once, not request by request.
    /// - Throws: `Refusal.requestDirectory` when it is not.
    package func checkDirectory(_ status: FileStatus) throws(Refusal) {
        guard status.kind == .directory, isTrusted(status.owner), !status.isWritableByOthers else { throw .requestDirectory(status) }
    }

    /// Checks the directory and the file of a request, as opened (`UnfollowedFile`).
    /// - Throws: the first `Refusal` that applies.
    package func check(directory: FileStatus, file: FileStatus) throws(Refusal) {
        guard directory.kind == .directory else { throw .directoryKind(directory) }
        guard isTrusted(directory.owner) else { throw .directoryOwner(directory.owner) }
        guard !directory.isWritableByOthers else { throw .directoryWritable(directory.permissions) }
        guard file.kind == .regular else { throw .fileKind(file) }
        guard file.linkCount == 1 else { throw .fileLinks(file.linkCount) }
        guard isTrusted(file.owner) else { throw .fileOwner(file.owner) }
        guard !file.isWritableByOthers else { throw .fileWritable(file.permissions) }
    }

    /// Checks the socket a request answers on.
    /// - Parameters:
    ///   - socket: the request's `Socket=` (absolute).
    ///   - status: the socket's own status (`lstat`); nil when it does not exist.
    ///   - isWritable: whether the agent may write it (`access(W_OK)`).
    /// - Throws: the first `Refusal` that applies.
    package func check(socket: String, status: FileStatus?, isWritable: Bool) throws(Refusal) {
        guard isInDirectory(socket) else { throw .socketPlace(socket) }
        guard let status, status.kind == .socket else { throw .socketKind(status) }
        guard isTrusted(status.owner) else { throw .socketOwner(status.owner) }
        guard isWritable else { throw .socketNotWritable }
    }

    /// Checks the socket `request` answers on, as it is now in the held request directory
    /// (`fstatat(AT_SYMLINK_NOFOLLOW)`, `faccessat`).
    /// - Throws: the first `Refusal` that applies.
    package func checkSocket(of request: PasswordRequest, in held: HeldDirectory) throws(Refusal) {
        guard let name = socketName(request.socket) else { throw .socketPlace(request.socket) }
        try check(socket: request.socket, status: held.linkStatus(name), isWritable: held.isWritable(name))
    }

    /// The name of `socket` in the directory; nil when it is not directly in it.
    package func socketName(_ socket: String) -> String? {
        guard isInDirectory(socket), let slash = socket.lastIndex(of: "/") else { return nil }
        return String(socket[socket.index(after: slash)...])
    }

    /// Why the socket of status `status` is not one to send to (a socket of root or the agent's
    /// user), in words; nil when it is. Asked again when the answer is sent.
    package func socketRefusal(_ status: FileStatus) -> String? {
        guard status.kind == .socket else { return "it is \(status.kindName), not a socket" }
        guard isTrusted(status.owner) else { return "it belongs to user \(status.owner), not root or this agent's user" }
        return nil
    }

    /// Whether `path` names an entry directly in the directory: the directory's path (trailing
    /// slashes aside), one slash, and a name that is not `.` or `..`. Compared as written:
    /// no link is followed to make them match.
    package func isInDirectory(_ path: String) -> Bool {
        var base = Substring(directory)
        while base.count > 1 && base.hasSuffix("/") { base = base.dropLast() }
        let prefix = base == "/" ? "/" : base + "/"
        guard path.hasPrefix(prefix) else { return false }
        let name = path.dropFirst(prefix.count)
        return !name.isEmpty && !name.contains("/") && name != "." && name != ".."
    }
}
