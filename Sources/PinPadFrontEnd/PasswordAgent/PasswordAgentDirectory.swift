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

    /// The names of the request files there now, oldest first (by modification time, then name).
    package func requestNames() -> [String] {
        let files = Platform.directoryEntries(path).filter(Self.isRequestName).compactMap { name in
            Platform.modificationTime(path + "/" + name).map { (name: name, time: $0) }
        }
        return Self.oldestFirst(files)
    }

    /// `files` ordered oldest first; files of the same time by name.
    package static func oldestFirst(_ files: [(name: String, time: Int64)]) -> [String] {
        files.sorted { $0.time != $1.time ? $0.time < $1.time : $0.name < $1.name }.map(\.name)
    }
}
