import PinPadPlatform

/// Where password requests are dropped (systemd's `docs/PASSWORD_AGENTS.md`): the system's
/// `/run/systemd/ask-password` for root, and `$XDG_RUNTIME_DIR/systemd/ask-password` for
/// another user (the per-user directory systemd's asker uses with `--user`, systemd ≥ 257).
package struct PasswordAgentDirectory {
    /// The system's directory.
    package static let system = "/run/systemd/ask-password"

    /// The directory's path.
    package let path: String
    /// Whether `--watch` makes the directory when it is not there, and `--query` and `--list` find
    /// nothing pending in it: systemd's own directories (the standard one, and the system's), as
    /// systemd's agents make theirs (`tty-ask-password-agent`: `mkdir_p_label(…, 0755)`) and read
    /// a missing one as empty. Any other directory given that is not there is an error: a path
    /// mistyped would otherwise be made and watched for requests that never come.
    package let isMadeWhenMissing: Bool

    /// The directory at `path`, made when missing only when `isMadeWhenMissing`.
    package init(path: String, isMadeWhenMissing: Bool = false) {
        self.path = path
        self.isMadeWhenMissing = isMadeWhenMissing
    }

    /// The standard directory for user `userID`: the system's for root, otherwise the one in
    /// `runtimeDirectory` (`$XDG_RUNTIME_DIR`); nil when a user has no runtime directory.
    package static func standard(userID: UInt32, runtimeDirectory: String?) -> PasswordAgentDirectory? {
        if userID == 0 { return PasswordAgentDirectory(path: system, isMadeWhenMissing: true) }
        guard let runtimeDirectory, runtimeDirectory.hasPrefix("/") else { return nil }
        return PasswordAgentDirectory(path: runtimeDirectory + "/systemd/ask-password", isMadeWhenMissing: true)
    }

    /// The directory `path` given (`--directory`): made when missing only when it is systemd's
    /// (the system's, or `standard`'s path).
    package static func given(_ path: String, standard: PasswordAgentDirectory?) -> PasswordAgentDirectory {
        PasswordAgentDirectory(path: path, isMadeWhenMissing: path == system || path == standard?.path)
    }

    /// The line for a directory given that is not there (`isMadeWhenMissing` false).
    package var missingMessage: String {
        "\(path) does not exist: the agent makes no directory but systemd's own"
    }

    /// Whether `name` is a request's file (`ask.*`; the asker writes `tmp.*` first, and its
    /// sockets are `sck.*`).
    package static func isRequestName(_ name: String) -> Bool {
        name.hasPrefix("ask.") && name.count > 4 && !name.contains("/")
    }

    /// Opens the directory (`HeldDirectory`), whose requests are then read and answered through
    /// that descriptor, and checks it (`RequestTrust.checkDirectory`: not a symbolic link, which
    /// is not followed) and the directories above it (`RequestTrust.checkAbove`).
    /// - Throws: `Rejection.gone` when it is not there, `.unreadable` when it cannot be opened,
    ///   `.untrusted` when it or a directory above is not one `trust` takes.
    package func hold(trust: RequestTrust) throws(Rejection) -> HeldDirectory {
        if let status = Platform.linkStatus(path), status.kind != .directory {
            throw .untrusted(.requestDirectory(status))
        }
        let held = try open()
        do {
            try trust.checkAbove(held.statusesAbove)
        } catch {
            throw .untrusted(error)
        }
        let status: FileStatus
        do {
            status = try held.status()
        } catch {
            throw .unreadable(error.errorNumber.map(Platform.errorMessage) ?? error.operation)
        }
        do {
            try trust.checkDirectory(status)
        } catch {
            throw .untrusted(error)
        }
        return held
    }

    /// Checks, before the directory is made, the nearest directory above it that is there and
    /// those above that, as `hold` checks those above the directory: nothing is made where
    /// another user could have put a link or could move it away.
    /// - Throws: `Rejection.unreadable` when none can be opened, `.untrusted` when one is not
    ///   one `trust` takes.
    package func checkBeforeMaking(trust: RequestTrust) throws(Rejection) {
        var existing = path
        while !Platform.exists(existing), let slash = existing.lastIndex(of: "/") {
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
        let held: HeldDirectory
        do {
            held = try HeldDirectory(existing)
        } catch {
            throw .unreadable(error.errorNumber.map(Platform.errorMessage) ?? error.operation)
        }
        let own = try? held.status()
        do {
            try trust.checkAbove([(held.path, own)] + held.statusesAbove)
        } catch {
            throw .untrusted(error)
        }
    }

    /// The names of the request files in `held` now, oldest first (by modification time, then
    /// name); a symbolic link by its own time (it is not followed), so that it is seen and refused.
    package func requestNames(in held: HeldDirectory) -> [String] {
        let files = held.entries().filter(Self.isRequestName).compactMap { name in
            held.modificationTime(name).map { (name: name, time: $0) }
        }
        return Self.oldestFirst(files)
    }

    /// Why a file of the directory is not a request to show.
    package enum Rejection: Error, Equatable {
        /// The file went away before it was read: nothing to say.
        case gone
        /// The file or the directory could not be opened or read (the system's words).
        case unreadable(String)
        /// The file or the directory is not one a request is taken from.
        case untrusted(RequestTrust.Refusal)
        /// The file is not a request.
        case malformed(PasswordRequest.Failure)

        /// One line for stderr naming the file at `path`; nil for a file that went away.
        package func message(for path: String) -> String? {
            switch self {
            case .gone: return nil
            case .unreadable(let why): return "cannot read \(path): \(why)"
            case .untrusted(let refusal): return refusal.message(for: path)
            case .malformed(let failure): return failure.message(for: path)
            }
        }
    }

    /// Opens the directory (`HeldDirectory`).
    /// - Throws: `Rejection.gone` when it is not there, `.unreadable` when it cannot be opened.
    private func open() throws(Rejection) -> HeldDirectory {
        do {
            return try HeldDirectory(path)
        } catch {
            if Platform.isMissing(error) { throw .gone }
            throw .unreadable(error.errorNumber.map(Platform.errorMessage) ?? error.operation)
        }
    }

    /// Reads the request in file `name`, opened without following links (`UnfollowedFile`),
    /// after `trust` took the directory and the file.
    /// - Throws: `Rejection`.
    package func request(named name: String, trust: RequestTrust) throws(Rejection) -> PasswordRequest {
        let held = try open()
        return try request(named: name, in: held, trust: trust)
    }

    /// Reads the request in file `name` of `held`, as `request(named:trust:)` does.
    /// - Throws: `Rejection`.
    package func request(named name: String, in held: HeldDirectory, trust: RequestTrust) throws(Rejection) -> PasswordRequest {
        let file: UnfollowedFile
        do {
            file = try held.read(name, limit: IniFile.sizeLimit)
        } catch {
            if Platform.isMissing(error) { throw .gone }
            throw .unreadable(error.errorNumber.map(Platform.errorMessage) ?? error.operation)
        }
        do {
            try trust.check(directory: file.directory, file: file.file)
        } catch {
            throw .untrusted(error)
        }
        do {
            return try PasswordRequest(bytes: file.bytes)
        } catch {
            throw .malformed(error)
        }
    }

    /// `files` ordered oldest first; files of the same time by name.
    package static func oldestFirst(_ files: [(name: String, time: Int64)]) -> [String] {
        files.sorted { $0.time != $1.time ? $0.time < $1.time : $0.name < $1.name }.map(\.name)
    }
}
