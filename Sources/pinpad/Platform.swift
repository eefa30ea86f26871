import Glibc

/// Every process-level call of the program: standard streams, environment, files, exit.
enum Platform {
    /// Writes `text` to standard output unbuffered (`write(2)`), so nothing waits in a buffer at
    /// exit; exits with `ExitCode.output` and one line on stderr when it cannot all be written.
    static func writeOutput(_ text: String) {
        guard write(text, to: STDOUT_FILENO) else {
            complain("cannot write to standard output: \(String(cString: strerror(errno)))")
            exit(.output)
        }
    }

    /// Writes one line, prefixed `pinpad: `, to standard error. Control characters in the message
    /// (a newline or an escape inside an argument) are shown as `?`, so it stays one line.
    static func complain(_ message: String) {
        let line = String(String.UnicodeScalarView(message.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
        _ = write("pinpad: \(line)\n", to: STDERR_FILENO)
    }

    /// Makes the standard streams safe before anything else opens a file: a closed standard input
    /// or error gets `/dev/null`, so a later descriptor (the X11 connection, say) cannot take its
    /// number. Returns false when standard output is closed: the PIN would have nowhere to go.
    static func checkStandardStreams() -> Bool {
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
    /// PIN may be) to stderr, with the default actions; and turns SIGQUIT into SIGTERM, which SDL
    /// and the terminal backend answer by cancelling and restoring the screen.
    static func installSignalDefaults() {
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT] { Glibc.signal(signal, SIG_DFL) }
        Glibc.signal(SIGQUIT) { _ in _ = kill(getpid(), SIGTERM) }
    }

    /// Exits with `code`.
    static func exit(_ code: ExitCode) -> Never {
        Glibc.exit(code.rawValue)
    }

    /// Writes every byte of `text` to `descriptor`, then zeroes the copy; false when a write fails.
    private static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)
        defer { for index in bytes.indices { bytes[index] = 0 } }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// The environment variable `name`, or nil when unset or empty.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let string = String(cString: value)
        return string.isEmpty ? nil : string
    }

    /// Sets the environment variable `name` to `value` unless it is already set.
    static func setEnvironmentDefault(_ name: String, _ value: String) {
        setenv(name, value, 0)
    }

    /// Whether `path` names a regular file this process can read (not a directory, device or
    /// pipe, which a font loader would misread or block on).
    static func isReadableFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG && access(path, R_OK) == 0
    }

    /// Whether any DRM card device (`/dev/dri/card*`) can be opened read/write, as SDL's KMS/DRM
    /// driver needs.
    static func hasUsableDRMDevice() -> Bool {
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
    static func monotonicMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
}
