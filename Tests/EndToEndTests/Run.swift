import Foundation
import Testing

/// Runs programs for the end-to-end tests (the built `pinpad`, xdotool) with `posix_spawn`,
/// draining their output with `poll` and killing them at a deadline, so a hang fails the test
/// instead of hanging the run.
enum Run {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// The `pinpad` executable built with the tests.
    static var pinpad: String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("pinpad").path), directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("pinpad").path
    }

    /// The environment without any display, for the no-display tests.
    static var environmentWithoutDisplay: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XAUTHORITY"] { environment[name] = nil }
        return environment
    }

    /// A started process whose output is collected until it exits.
    final class Running: @unchecked Sendable {
        let pid: pid_t
        private let output: Int32
        private let error: Int32
        private let name: String
        /// Whether `finish` reaped the process (its id may then belong to another).
        private(set) var isFinished = false

        /// Starts `path`; with `closingOutput`, its standard output is closed instead of piped;
        /// with `breakingOutput`, it is a pipe whose reading end is already closed (as in
        /// `pinpad | true`).
        init(
            _ path: String, _ arguments: [String], environment: [String: String]? = nil, closingOutput: Bool = false,
            breakingOutput: Bool = false
        ) throws {
            var outputPipe: [Int32] = [0, 0]
            var errorPipe: [Int32] = [0, 0]
            guard pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else { throw POSIXError(.EMFILE) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
            for descriptor in outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
            if closingOutput { posix_spawn_file_actions_addclose(&actions, 1) }
            var brokenPipe: [Int32] = [0, 0]
            if breakingOutput {
                guard pipe(&brokenPipe) == 0 else { throw POSIXError(.EMFILE) }
                posix_spawn_file_actions_adddup2(&actions, brokenPipe[1], 1)
                posix_spawn_file_actions_addclose(&actions, brokenPipe[0])
                posix_spawn_file_actions_addclose(&actions, brokenPipe[1])
            }
            let environment = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            let envp = environment.map { strdup($0) } + [nil]
            defer { (argv + envp).forEach { free($0) } }
            // The child starts with no signal blocked and the default actions, whatever the test
            // runner's thread has blocked: a SIGTERM a test sends must arrive.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t()
            sigemptyset(&none)
            posix_spawnattr_setsigmask(&attributes, &none)
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            var child: pid_t = 0
            let status = posix_spawn(&child, path, &actions, &attributes, argv, envp)
            close(outputPipe[1])
            close(errorPipe[1])
            if breakingOutput {
                close(brokenPipe[0])
                close(brokenPipe[1])
            }
            guard status == 0 else {
                close(outputPipe[0])
                close(errorPipe[0])
                throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOENT)
            }
            pid = child
            output = outputPipe[0]
            error = errorPipe[0]
            name = URL(fileURLWithPath: path).lastPathComponent
        }

        /// Waits up to `seconds` for the exit, collecting output; kills the process and records an
        /// issue on a hang. With `expectingPause`, the process is expected to close its streams
        /// and stay (`PINPAD_PAUSE_BEFORE_EXIT`): `whilePaused` runs then, and the process is
        /// killed after it.
        func finish(within seconds: Double = 20, whilePaused: ((pid_t) -> Void)? = nil) -> Result {
            let deadline = Date().addingTimeInterval(seconds)
            var collected: [Int32: [UInt8]] = [output: [], error: []]
            var open: Set<Int32> = [output, error]
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !open.isEmpty {
                if Date() >= deadline {
                    kill(pid, SIGKILL)
                    Issue.record("\(name) did not exit within \(seconds) s")
                    break
                }
                var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                guard poll(&descriptors, nfds_t(descriptors.count), 50) >= 0 || errno == EINTR else { break }
                for descriptor in descriptors where descriptor.revents != 0 {
                    let count = read(descriptor.fd, &buffer, buffer.count)
                    if count > 0 {
                        collected[descriptor.fd]! += buffer[0..<count]
                    } else if count == 0 || errno != EINTR {
                        open.remove(descriptor.fd)
                    }
                }
            }
            close(output)
            close(error)
            if let whilePaused {
                whilePaused(pid)
                kill(pid, SIGKILL)
            }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            isFinished = true
            let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            return Result(
                status: code, output: String(decoding: collected[output]!, as: UTF8.self),
                error: String(decoding: collected[error]!, as: UTF8.self))
        }
    }

    /// Runs to completion.
    static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil, within seconds: Double = 20) throws -> Result {
        try Running(path, arguments, environment: environment).finish(within: seconds)
    }

    /// Runs `pinpad` to completion.
    static func pinpad(_ arguments: [String], environment: [String: String]? = nil, within seconds: Double = 20) throws -> Result {
        try run(pinpad, arguments, environment: environment, within: seconds)
    }
}
