internal import CPlatform
import Glibc

/// Running a command as another user, for a sign-in's session (`pinpad login --exec`), as
/// login(1) and `su --pty` do: in a session of its own, on a terminal of its own.
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

    /// The terminal of standard input as PAM names it (`PAM_TTY`): `ttyname(3)` without `/dev/`
    /// (`tty1`, `pts/3`), as login(1) gives it; nil when standard input is no terminal.
    package static func terminalName() -> String? {
        guard isatty(STDIN_FILENO) == 1, let name = ttyname(STDIN_FILENO) else { return nil }
        let path = String(cString: name)
        return path.hasPrefix("/dev/") ? String(path.dropFirst(5)) : path
    }

    /// The text of `/etc/login.defs` (at most 1 MiB, a regular file), or nil.
    package static func loginDefinitions() -> String? {
        (try? readRegularFile("/etc/login.defs", limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Gives this process the supplementary groups of `user` (`initgroups(3)`), before
    /// `pam_setcred` adds the stack's (`pam_group`): the command inherits them.
    /// - Throws: `SystemError` when they cannot be set.
    package static func takeGroups(of user: String, groupID: UInt32) throws(SystemError) {
        guard initgroups(user, groupID) == 0 else { throw SystemError("cannot set the groups of \(user)", errorNumber: errno) }
    }

    /// Sets the file mode creation mask (`umask(2)`), which the command inherits, to `mask`
    /// (0–0o777).
    package static func setFileCreationMask(_ mask: UInt32) {
        _ = pinpad_set_umask(mask & 0o777)
    }

    /// Puts back the core-file limit the process started with (`setrlimit(RLIMIT_CORE)`), before
    /// the session opens: `pam_limits` may then set its own, which the command inherits. pinpad
    /// itself stays non-dumpable (`protectSecrets`), so it still leaves no core file.
    package static func restoreCoreLimit() {
        var limit = originalCoreLimit
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
    }

    /// Holds SIGINT, SIGTERM and SIGHUP back (`sigprocmask(SIG_BLOCK)`) from the sign-in until
    /// the command runs, so a stop meanwhile cannot end pinpad with the session open.
    package static func holdEndingSignals() {
        var held = sigset_t()
        sigemptyset(&held)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&held, signal) }
        _ = sigprocmask(SIG_BLOCK, &held, nil)
    }

    /// The first of SIGINT, SIGTERM and SIGHUP that arrived while held (`sigpending`), or nil.
    package static func heldEndingSignal() -> Int32? {
        var pending = sigset_t()
        guard sigpending(&pending) == 0 else { return nil }
        return [SIGTERM, SIGINT, SIGHUP].first { sigismember(&pending, $0) == 1 }
    }

    /// Runs `command` as `user` and waits for it (`pinpad_spawn_as`: fork, setsid, setgid,
    /// setuid, execve; `waitpid`), as login(1) does: a new session; with this process's groups
    /// (`takeGroups`), umask and limits; in the home directory, with `environment`
    /// (`NAME=value`); every signal at its default. When a standard stream is a terminal, the
    /// command gets a pseudo-terminal of its own instead (`PseudoTerminal`, relayed by
    /// `TerminalRelay`), never the terminal pinpad was started on: nothing it does can type into
    /// the invoker's shell (TIOCSTI) or read what the next person types. It dies with pinpad
    /// (`PR_SET_PDEATHSIG`, SIGKILL: a session that cannot be closed must not go on). SIGINT,
    /// SIGTERM and SIGHUP go on to it. When it ends, its terminal is hung up and whatever is left
    /// of its session, and of the logind `scope` pam_systemd made, is killed (`endSession`),
    /// before pinpad goes on. Meanwhile every other child that ends (an orphan of the command's
    /// tree, which comes to pinpad, the subreaper) is reaped at once, so none holds a process id.
    /// - Returns: its exit status, or 128 plus the signal that ended it; and whether everything
    ///   of the session ended (`endSession`: false when processes of the user were still there
    ///   after `sessionEndLimit` seconds).
    /// - Throws: `SystemError` when the user has no account, the command is not found in the
    ///   environment's `PATH`, or no process or terminal can be made.
    package static func run(
        _ command: [String], as user: String, environment: [String], scope: String?
    ) throws(SystemError) -> (status: Int32, ended: Bool) {
        guard let account = account(user) else { throw SystemError("no account for \(user)") }
        guard let name = command.first, let path = executablePath(name, environment: environment) else {
            throw SystemError("cannot run \(command.first ?? ""): not found")
        }
        let terminalStreams = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO].filter { isatty($0) == 1 }
        var pseudoTerminal: PseudoTerminal?
        if let model = terminalStreams.first { pseudoTerminal = try PseudoTerminal(like: model, owner: account.userID) }
        let arguments = command.map { strdup($0) } + [nil]
        let variables = environment.map { strdup($0) } + [nil]
        defer { (arguments + variables).forEach { free($0) } }
        guard let wake = try? makePipe() else { throw SystemError("cannot create a pipe", errorNumber: errno) }
        defer {
            Glibc.close(wake.read)
            Glibc.close(wake.write)
        }
        sessionWakeWriteEnd = wake.write
        forwardSignals()
        _ = pinpad_set_child_subreaper()
        let streams = terminalStreams.reduce(Int32(0)) { $0 | (1 << $1) }
        let child = pinpad_spawn_as(
            account.userID, account.groupID, account.home, path, arguments, variables, pseudoTerminal?.secondary ?? -1, streams, SIGKILL)
        guard child > 0 else { throw SystemError("cannot start \(name)", errorNumber: errno) }
        sessionChild = child
        releaseEndingSignals()
        pseudoTerminal?.releaseSecondary()
        let status: Int32
        if let pseudoTerminal {
            var relay = TerminalRelay(terminal: pseudoTerminal, streams: terminalStreams, wake: wake.read)
            status = relay.run(until: child)
        } else {
            status = wait(for: child)
        }
        sessionChild = 0
        sessionWakeWriteEnd = -1
        pseudoTerminal?.hangUp()
        let ended = endSession(child, scope: scope, user: account)
        return (status, ended)
    }

    /// `sessionChild` and `sessionWakeWriteEnd`, in memory of their own: the session's signal
    /// handler reads them through a pointer, not as Swift variables, whose write the handler can
    /// interrupt (`sessionChild = 0` when the command ends, a SIGTERM then), and a variable read
    /// during its write is an access conflict that traps (status 134 under load).
    nonisolated(unsafe) private static let sessionSlots: UnsafeMutablePointer<Int32> = {
        let slots = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
        slots.initialize(to: 0)
        (slots + 1).initialize(to: -1)
        return slots
    }()
    /// The command running as the user while pinpad waits for it; 0 for none.
    static var sessionChild: pid_t {
        get { sessionSlots[0] }
        set { sessionSlots[0] = newValue }
    }
    /// Where the session's signal handler writes, to wake the relay; -1 for nowhere.
    static var sessionWakeWriteEnd: Int32 {
        get { sessionSlots[1] }
        set { sessionSlots[1] = newValue }
    }

    /// SIGINT, SIGTERM and SIGHUP go on to the command; they, SIGCHLD and SIGWINCH wake the
    /// relay (one byte, the signal's number, into `sessionWakeWriteEnd`).
    private static func forwardSignals() {
        // Made now (a lazy global's first use runs `swift_once`, no thing for a handler to do).
        _ = sessionSlots
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGCHLD, SIGWINCH] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                let savedErrorNumber = errno
                if signal != SIGCHLD && signal != SIGWINCH && Platform.sessionChild > 0 { _ = kill(Platform.sessionChild, signal) }
                var byte = UInt8(truncatingIfNeeded: signal)
                _ = Glibc.write(Platform.sessionWakeWriteEnd, &byte, 1)
                errno = savedErrorNumber
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            _ = sigaction(signal, &action, nil)
        }
    }

    /// Lets SIGINT, SIGTERM and SIGHUP in again (`holdEndingSignals`): one that came meanwhile
    /// goes on to the command now.
    private static func releaseEndingSignals() {
        var held = sigset_t()
        sigemptyset(&held)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&held, signal) }
        _ = sigprocmask(SIG_UNBLOCK, &held, nil)
    }

    /// Waits for `child` to end, retrying after signals, and leaves it unreaped: its process id,
    /// which is its session's id, stays its own until `endSession` is done. Every other child
    /// that ends meanwhile is reaped (`pinpad_reap_others`).
    /// - Returns: its exit status, or 128 plus the signal that ended it.
    static func wait(for child: pid_t) -> Int32 {
        (try? SystemCall.retrying("waitid") { pinpad_reap_others(child, 1) }) ?? 128 + SIGKILL
    }

    /// Whether `child` has ended, without reaping it: its status (as `wait(for:)` gives it), or
    /// nil while it runs. Every other child that has ended is reaped (`pinpad_reap_others`).
    static func exitStatus(of child: pid_t) -> Int32? {
        let status = pinpad_reap_others(child, 0)
        return status >= 0 ? status : nil
    }

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
