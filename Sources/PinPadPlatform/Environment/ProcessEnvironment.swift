/// The environment as pinpad may take it: each `EnvironmentVariable` read by the rule of its
/// `reader`. A privileged run (root, or set-user-ID: `Platform.isPrivileged`) reads no user's
/// configuration and no user's directory, as login(1), sudo and systemd's agents do; a release
/// build has no test hooks at all.
package struct ProcessEnvironment: Sendable {
    private let lookup: @Sendable (String) -> String?
    /// Whether the run is privileged: the variables a user could set against it are refused.
    package let isPrivileged: Bool
    /// Whether the build holds the test hooks.
    package let hasTestHooks: Bool
    private let isRootsDirectory: @Sendable (String) -> Bool

    /// This process's environment.
    package static let process = ProcessEnvironment(
        lookup: { Platform.environment($0) }, isPrivileged: Platform.isPrivileged, hasTestHooks: Platform.hasTestHooks,
        isRootsDirectory: { Platform.isRootsDirectory($0) })

    /// An environment of `lookup` (unset and empty values are nil), for tests and for this process.
    /// - Parameter isRootsDirectory: whether a directory and those above it are root's alone.
    package init(
        lookup: @escaping @Sendable (String) -> String?, isPrivileged: Bool, hasTestHooks: Bool = Platform.hasTestHooks,
        isRootsDirectory: @escaping @Sendable (String) -> Bool = { Platform.isRootsDirectory($0) }
    ) {
        self.lookup = { lookup($0).flatMap { $0.isEmpty ? nil : $0 } }
        self.isPrivileged = isPrivileged
        self.hasTestHooks = hasTestHooks
        self.isRootsDirectory = isRootsDirectory
    }

    /// An environment holding `values`, as an unprivileged run reads it (tests).
    package init(_ values: [String: String], isPrivileged: Bool = false) {
        self.init(lookup: { values[$0] }, isPrivileged: isPrivileged)
    }

    /// The value of `variable`, or nil when it is unset, empty, or not to be read by this run.
    package func value(_ variable: EnvironmentVariable) -> String? {
        guard let value = lookup(variable.rawValue) else { return nil }
        return refusal(variable, value) == nil ? value : nil
    }

    /// One line saying why `variable` is set but not read, or nil when it is read or unset.
    package func refusal(_ variable: EnvironmentVariable) -> String? {
        lookup(variable.rawValue).flatMap { refusal(variable, $0) }
    }

    private func refusal(_ variable: EnvironmentVariable, _ value: String) -> String? {
        let name = variable.rawValue
        switch variable.reader {
        case .anyone:
            return nil
        case .unprivileged:
            return isPrivileged ? "\(name) is not read when running as root (or set-user-ID)" : nil
        case .directory:
            guard isPrivileged else { return nil }
            if !hasTestHooks { return "\(name) is not read when running as root (or set-user-ID)" }
            return isRootsDirectory(value) ? nil : "\(name) is not read as root: \(value) is not a directory only root can write to"
        case .testHook(let namesFile):
            guard hasTestHooks else { return "\(name) is a test hook, not in this build" }
            guard isPrivileged, namesFile else { return nil }
            let slash = value.lastIndex(of: "/")
            let directory = slash.map { $0 == value.startIndex ? "/" : String(value[..<$0]) } ?? "."
            return isRootsDirectory(directory) ? nil : "\(name) is not read as root: \(directory) is not a directory only root can write to"
        }
    }

    /// Lines for stderr, one for each variable that is set and not read.
    package var refusals: [String] {
        EnvironmentVariable.allCases.compactMap { refusal($0) }
    }
}
