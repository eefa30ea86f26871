import Glibc

/// Every process-level call of the program: standard streams, environment, files, exit.
enum Platform {
    /// Writes `text` to standard output unbuffered (`write(2)`), so nothing waits in a buffer at exit.
    static func writeOutput(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes one line, prefixed `pinpad: `, to standard error.
    static func complain(_ message: String) {
        write("pinpad: \(message)\n", to: STDERR_FILENO)
    }

    /// Exits with `code`.
    static func exit(_ code: ExitCode) -> Never {
        Glibc.exit(code.rawValue)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { break }
            offset += written
        }
        for index in bytes.indices { bytes[index] = 0 }
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

    /// Whether `path` names a file this process can read.
    static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
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

    /// 64 random bits from the system generator.
    static func randomSeed() -> UInt64 {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }
}
