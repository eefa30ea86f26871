import PinPadPlatform

/// Where password requests are dropped (systemd's `docs/PASSWORD_AGENTS.md`): the system's
/// `/run/systemd/ask-password` for root, and `$XDG_RUNTIME_DIR/systemd/ask-password` for
/// another user (the per-user directory systemd's asker uses with `--user`, systemd ≥ 257).
package struct PasswordAgentDirectory {
    /// The system's directory.
    package static let system = "/run/systemd/ask-password"

    /// The directory's path.
    package let path: String

    /// The directory at `path`.
    package init(path: String) {
        self.path = path
    }

    /// The standard directory for user `userID`: the system's for root, otherwise the one in
    /// `runtimeDirectory` (`$XDG_RUNTIME_DIR`); nil when a user has no runtime directory.
    package static func standard(userID: UInt32, runtimeDirectory: String?) -> PasswordAgentDirectory? {
        if userID == 0 { return PasswordAgentDirectory(path: system) }
        guard let runtimeDirectory, runtimeDirectory.hasPrefix("/") else { return nil }
        return PasswordAgentDirectory(path: runtimeDirectory + "/systemd/ask-password")
    }

    /// Whether `name` is a request's file (`ask.*`; the asker writes `tmp.*` first, and its
    /// sockets are `sck.*`).
    package static func isRequestName(_ name: String) -> Bool {
        name.hasPrefix("ask.") && name.count > 4 && !name.contains("/")
    }

    /// Opens the directory (`HeldDirectory`), whose requests are then read and answered through
    /// that descriptor, and checks the directories above it (`RequestTrust.checkAbove`).
    /// - Throws: `Rejection.gone` when it is not there, `.unreadable` when it cannot be opened,
    ///   `.untrusted` when a directory above is not one `trust` takes.
    package func hold(trust: RequestTrust) throws(Rejection) -> HeldDirectory {
        let held = try open()
        do {
            try trust.checkAbove(held.statusesAbove)
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
