internal import CPlatform
import Glibc

/// Processes, users, clocks and file times, wrapped once for the password agent.
extension Platform {
    /// Whether process `id` is running: `kill(id, 0)` succeeds, or fails only for want of
    /// permission (`EPERM`: it exists but belongs to someone else), and it is not a zombie
    /// (state `Z` in `/proc/ID/stat`: it has ended and waits only to be reaped).
    package static func isProcessRunning(_ id: Int32) -> Bool {
        guard id > 0, kill(id, 0) == 0 || errno == EPERM else { return false }
        guard let stat = try? readRegularFile("/proc/\(id)/stat", limit: 4096) else { return true }
        // "PID (COMMAND) STATE …": the command may hold spaces and parentheses; the state follows the last ")".
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")), close + 2 < stat.count else { return true }
        return stat[close + 2] != UInt8(ascii: "Z")
    }

    /// Monotonic time in microseconds (`clock_gettime(CLOCK_MONOTONIC)`), the clock of systemd's
    /// `NotAfter=`.
    package static func monotonicMicroseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000 + UInt64(time.tv_nsec) / 1000
    }

    /// The real user id of this process (`getuid`).
    package static var userID: UInt32 { getuid() }

    /// When `path` was last modified, in nanoseconds since 1970 (`stat`'s `st_mtim`; `lstat`'s,
    /// of a symbolic link itself, unless `followingLinks`); nil when it cannot be read.
    package static func modificationTime(_ path: String, followingLinks: Bool = true) -> Int64? {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        return Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    }

    /// Makes directory `path` and the missing ones above it with `mode` (as `mkdir -p`).
    /// - Throws: `SystemError` naming the directory that could not be made.
    package static func makeDirectories(_ path: String, mode: UInt32 = 0o755) throws(SystemError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            prefix += "/" + part
            if mkdir(prefix, mode) != 0 && errno != EEXIST {
                throw SystemError("cannot make \(prefix)", errorNumber: errno)
            }
        }
    }
}

extension Platform {
    /// Runs this program again in this process: `execv(2)` of `/proc/self/exe` with `arguments`
    /// (`argv[0]` first, as the program was started) and the environment as it is now, every
    /// descriptor above 2 closed on the way but `kept` (close_range(2) with
    /// CLOSE_RANGE_CLOEXEC, or `fcntl(FD_CLOEXEC)` one by one where the kernel is older).
    /// Standard input, output and error stay as they are.
    /// - Throws: `SystemError` when `execv` fails; the process is then unchanged but for the
    ///   close-on-exec marks.
    package static func executeAgain(_ arguments: [String], keeping kept: Int32) throws(SystemError) -> Never {
        if pinpad_close_on_exec_from(3) != 0 {
            for descriptor in Int32(3)..<Int32(4096) { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        }
        _ = fcntl(kept, F_SETFD, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        _ = execv("/proc/self/exe", argv)
        let errorNumber = errno
        argv.forEach { free($0) }
        throw SystemError("cannot run \(arguments.first ?? "pinpad") again", errorNumber: errorNumber)
    }

    /// Removes variable `name` from the environment (`unsetenv`).
    package static func removeEnvironment(_ name: String) {
        unsetenv(name)
    }
}
