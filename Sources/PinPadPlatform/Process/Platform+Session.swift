internal import CPlatform
import Glibc

/// Running a command as another user, for a sign-in's session (`pinpad login --exec`).
extension Platform {
    /// A user's account (`getpwnam(3)`).
    package struct Account {
        /// The user id.
        package var userID: UInt32
        /// The primary group id.
        package var groupID: UInt32
        /// The home directory.
        package var home: String
        /// The login shell.
        package var shell: String
    }

    /// The account of `user`, or nil when there is none.
    package static func account(_ user: String) -> Account? {
        guard let entry = getpwnam(user) else { return nil }
        return Account(
            userID: entry.pointee.pw_uid, groupID: entry.pointee.pw_gid, home: String(cString: entry.pointee.pw_dir),
            shell: String(cString: entry.pointee.pw_shell))
    }

    /// Runs `command` as `user`, with the user's groups (`getgrouplist(3)`, as `initgroups`
    /// would set them), in the home directory, with `environment` (`NAME=value`), and waits
    /// for it (`pinpad_spawn_as`: fork, setgroups, setgid, setuid, execve; `waitpid`).
    /// - Returns: its exit status, or 128 plus the signal that ended it.
    /// - Throws: `SystemError` when the user has no account, the command is not found in the
    ///   environment's `PATH`, or no process can be made.
    package static func run(_ command: [String], as user: String, environment: [String]) throws(SystemError) -> Int32 {
        guard let account = account(user) else { throw SystemError("no account for \(user)") }
        guard let name = command.first, let path = executablePath(name, environment: environment) else {
            throw SystemError("cannot run \(command.first ?? ""): not found")
        }
        var count: Int32 = 64
        var groups = [gid_t](repeating: 0, count: Int(count))
        while getgrouplist(user, account.groupID, &groups, &count) < 0 {
            groups = [gid_t](repeating: 0, count: Int(count) + 1)
            count = Int32(groups.count)
        }
        let arguments = command.map { strdup($0) } + [nil]
        let variables = environment.map { strdup($0) } + [nil]
        defer { (arguments + variables).forEach { free($0) } }
        _ = sessionChild
        let child = pinpad_spawn_as(
            account.userID, account.groupID, groups, Int(count), account.home, path, arguments, variables, originalCoreLimit)
        guard child > 0 else { throw SystemError("cannot start \(name)", errorNumber: errno) }
        // SIGINT, SIGTERM and SIGHUP go on to the command: it ends, and then the session closes.
        sessionChild = child
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                if Platform.sessionChild > 0 { _ = kill(Platform.sessionChild, signal) }
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            _ = sigaction(signal, &action, nil)
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { throw SystemError("cannot wait for \(name)", errorNumber: errno) }
        }
        sessionChild = 0
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// The command running as the user while pinpad waits for it; 0 for none.
    nonisolated(unsafe) static var sessionChild: pid_t = 0

    /// `name` when it holds a slash, else the first `DIR/name` of the `PATH` in `environment`
    /// (or `/usr/local/bin:/usr/bin:/bin`) that exists; whether the user may run it is the
    /// child's to find out (as the user, not as root).
    private static func executablePath(_ name: String, environment: [String]) -> String? {
        if name.contains("/") { return name }
        let path = environment.last { $0.hasPrefix("PATH=") }.map { String($0.dropFirst(5)) } ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if isReadableFile(candidate) || access(candidate, F_OK) == 0 && !isDirectory(candidate) { return candidate }
        }
        return nil
    }
}
