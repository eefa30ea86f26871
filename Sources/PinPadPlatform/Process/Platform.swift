internal import CPlatform
import Glibc

/// Every process-level call of the front ends: standard streams, environment, files, exit,
/// secrets' memory. Only a front end's edge ends the process (`terminate(status:)`).
package enum Platform {
    /// Writes `text` to standard output unbuffered (`write(2)`), so nothing waits in a buffer at
    /// exit. Returns false when it cannot all be written (`lastError` says why).
    package static func writeOutput(_ text: String) -> Bool {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes one line, prefixed `pinpad: `, to standard error. Control characters in the message
    /// (a newline or an escape inside an argument) are shown as `?`, so it stays one line.
    package static func complain(_ message: String) {
        let line = String(String.UnicodeScalarView(message.unicodeScalars.map { isLineBreaking($0) ? "?" : $0 }))
        _ = write("pinpad: \(line)\n", to: STDERR_FILENO)
    }

    /// Whether `scalar` could break a line or start a control sequence on a terminal: C0, DEL,
    /// C1 (NEL, CSI, …) and the line and paragraph separators.
    private static func isLineBreaking(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Makes the standard streams safe before anything else opens a file: a closed standard input
    /// or error gets `/dev/null`, so a later descriptor (the X11 connection, say) cannot take its
    /// number. Returns false when standard output is closed: the PIN would have nowhere to go.
    package static func checkStandardStreams() -> Bool {
        for descriptor in [STDIN_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let null = open("/dev/null", O_RDWR)
            if null >= 0 && null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
        return fcntl(STDOUT_FILENO, F_GETFD) != -1
    }

    /// Replaces the Swift runtime's crash reporter, which prints registers and memory (where a
    /// PIN may be) to stderr, with the default actions; turns SIGQUIT into SIGTERM, which SDL
    /// and the terminal backend answer by cancelling and restoring the screen; and ignores
    /// SIGPIPE, so a closed reader of stdout is a write error (exit 7) instead of a silent death.
    package static func installSignalDefaults() {
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT] { Glibc.signal(signal, SIG_DFL) }
        Glibc.signal(SIGQUIT) { _ in _ = kill(getpid(), SIGTERM) }
        Glibc.signal(SIGPIPE, SIG_IGN)
    }

    /// The core-file limit the process started with, for the commands it runs in a session.
    nonisolated(unsafe) static var originalCoreLimit = rlimit(rlim_cur: 0, rlim_max: 0)

    /// Keeps typed secrets out of core files and away from other processes for the whole run:
    /// not dumpable (`prctl(PR_SET_DUMPABLE, 0)`, which also refuses `ptrace` and `gcore` to
    /// anyone but root), a core-file limit of 0 (`setrlimit(RLIMIT_CORE)`, the soft one: the hard
    /// one stays, so that a sign-in's session can have the limit back without
    /// `CAP_SYS_RESOURCE`). The front ends' `Platform.protectSecrets()` calls it, then has the
    /// pages of every secret locked and left out of dumps (`SecretPages`).
    package static func refuseCoreDumps() {
        _ = pinpad_set_dumpable(0)
        var original = rlimit()
        if getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &original) == 0 { originalCoreLimit = original }
        var none = rlimit(rlim_cur: 0, rlim_max: originalCoreLimit.rlim_max)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
    }

    /// Writes every byte of `bytes` to `descriptor`; false when a write fails.
    package static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        writeAll(bytes, to: descriptor)
    }

    /// The text of the last failed call's errno (`strerror`).
    package static var lastError: String { String(cString: strerror(errno)) }

    /// When `PINPAD_PAUSE_BEFORE_EXIT` is set (a test hook: `EnvironmentVariable`), the program,
    /// instead of exiting, closes its standard streams and waits for a signal, so a test can read
    /// its memory after the secret was delivered.
    package static let pausesBeforeExit = ProcessEnvironment.process.value(.pauseBeforeExit) != nil

    /// Ends the process with `status` (or, with `pausesBeforeExit`, closes the standard streams
    /// and waits for a signal to end it). For a front end's edge only.
    package static func terminate(status: Int32) -> Never {
        if pausesBeforeExit {
            for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] { close(descriptor) }
            while true { pause() }
        }
        Glibc.exit(status)
    }

    /// Writes every byte of `text` to `descriptor`, then zeroes the copy; false when a write fails.
    package static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)
        defer { for index in bytes.indices { bytes[index] = 0 } }
        return bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying after signals; false when a write
    /// fails (errno tells why).
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        do throws(SystemCallError) { try FileDescriptor(borrowing: descriptor).writeAll(bytes) } catch {
            errno = error.errorNumber  // for `lastError`
            return false
        }
        return true
    }

    /// The environment variable `name`, or nil when unset or empty.
    package static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let string = String(cString: value)
        return string.isEmpty ? nil : string
    }

    /// Sets the environment variable `name` to `value`, replacing what it was (`setenv`).
    package static func setEnvironment(_ name: String, _ value: String) {
        setenv(name, value, 1)
    }

    /// This process's id (`getpid`).
    package static var processID: Int32 { getpid() }

    /// Standard input, output and error.
    package static let standardInput = STDIN_FILENO, standardOutput = STDOUT_FILENO

    /// Sets the environment variable `name` to `value` unless it is already set.
    package static func setEnvironmentDefault(_ name: String, _ value: String) {
        setenv(name, value, 0)
    }

    /// Whether `path` names a regular file this process can read (not a directory, device or
    /// pipe, which a font loader would misread or block on).
    package static func isReadableFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG && access(path, R_OK) == 0
    }

    /// Why `path` is not a readable regular file, in words for a line on stderr: `stat(2)`'s or
    /// `access(2)`'s errno (`strerror`, "No such file or directory"), or "not a regular file";
    /// nil when it is one.
    package static func whyNotReadableFile(_ path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return lastError }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return "not a regular file" }
        guard access(path, R_OK) == 0 else { return lastError }
        return nil
    }

    /// Whether any DRM card device (`/dev/dri/card*`) can be opened read/write, as SDL's KMS/DRM
    /// driver needs.
    package static func hasUsableDRMDevice() -> Bool {
        for index in 0..<8 {
            let descriptor = open("/dev/dri/card\(index)", O_RDWR | O_CLOEXEC)
            if descriptor >= 0 {
                close(descriptor)
                return true
            }
        }
        return false
    }

    /// Monotonic time in milliseconds (`clock_gettime(CLOCK_MONOTONIC)`), comparable across
    /// processes on one machine.
    package static func monotonicMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
}
