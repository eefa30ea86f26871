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

    /// The `pinpad` executable built with the tests, or the one `PINPAD_TEST_PROGRAM` names (an
    /// absolute path: Tests/Release/run plays the Wayland input-method tests on the release build).
    static var pinpad: String {
        if let program = ProcessInfo.processInfo.environment["PINPAD_TEST_PROGRAM"], program.hasPrefix("/") { return program }
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
        /// With `takingInput`: the writing end of its standard input; -1 once closed.
        private var input: Int32 = -1
        /// Standard output read by `line(within:)` and not yet returned.
        private var pendingOutput: [UInt8] = []

        /// Starts `path`; with `closingOutput`, its standard output is closed instead of piped;
        /// with `breakingOutput`, it is a pipe whose reading end is already closed (as in
        /// `pinpad | true`); with `takingInput`, its standard input is a pipe the test writes
        /// lines to (`send`) instead of `/dev/null`.
        init(
            _ path: String, _ arguments: [String], environment: [String: String]? = nil, closingOutput: Bool = false,
            breakingOutput: Bool = false, takingInput: Bool = false
        ) throws {
            var outputPipe: [Int32] = [0, 0]
            var errorPipe: [Int32] = [0, 0]
            guard pipe(&outputPipe) == 0, pipe(&errorPipe) == 0 else { throw POSIXError(.EMFILE) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            var inputPipe: [Int32] = [-1, -1]
            if takingInput {
                // A process that ended before reading what the test sends must fail that test,
                // not end the test run with SIGPIPE: writes to it fail with EPIPE instead.
                signal(SIGPIPE, SIG_IGN)
                // Closed on exec, so that no other child keeps the writing end open.
                guard pipe(&inputPipe) == 0 else { throw POSIXError(.EMFILE) }
                for end in inputPipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
                posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
            } else {
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            }
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
            // runner's thread has blocked or ignores: a SIGTERM a test sends must arrive.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t()
            sigemptyset(&none)
            posix_spawnattr_setsigmask(&attributes, &none)
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            var child: pid_t = 0
            let status = posix_spawn(&child, path, &actions, &attributes, argv, envp)
            close(outputPipe[1])
            close(errorPipe[1])
            if takingInput { close(inputPipe[0]) }
            if breakingOutput {
                close(brokenPipe[0])
                close(brokenPipe[1])
            }
            guard status == 0 else {
                if takingInput { close(inputPipe[1]) }
                close(outputPipe[0])
                close(errorPipe[0])
                throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOENT)
            }
            pid = child
            input = inputPipe[1]
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
            // Standard input (`takingInput`) stays open until the process ended: a test closes it
            // itself (`closeInput`) when the end of input is what should end it.
            defer { closeInput() }
            var collected: [Int32: [UInt8]] = [output: pendingOutput, error: []]
            var open: Set<Int32> = [output, error]
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !open.isEmpty {
                if Date() >= deadline {
                    Issue.record(Comment(rawValue: overdue(after: seconds)))
                    kill(pid, SIGKILL)
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
            // -1 when no status can be had (the process was reaped elsewhere): never taken for 0.
            var status: Int32 = -1
            var reaped: pid_t = -1
            repeat { reaped = waitpid(pid, &status, 0) } while reaped < 0 && errno == EINTR
            isFinished = true
            let code = reaped != pid ? -1 : (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            return Result(
                status: code, output: String(decoding: collected[output]!, as: UTF8.self),
                error: String(decoding: collected[error]!, as: UTF8.self))
        }

        /// What a `finish` that reached its deadline records: that the process did not exit, or,
        /// when it did and its output stayed open, which processes hold it (their ids and command
        /// lines, read from /proc), so that a leftover that inherited its writing end is named.
        private func overdue(after seconds: Double) -> String {
            var information = siginfo_t()
            let exited = waitid(P_PID, id_t(pid), &information, WEXITED | WNOHANG | WNOWAIT) == 0
                && information._sifields._sigchld.si_pid == pid
            guard exited else { return "\(name) did not exit within \(seconds) s" }
            var pipes: Set<String> = []
            for descriptor in [output, error] {
                var about = stat()
                if fstat(descriptor, &about) == 0 { pipes.insert("pipe:[\(about.st_ino)]") }
            }
            var holders: [String] = []
            let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            for process in processes where Int32(process) != nil && Int32(process) != getpid() {
                let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/fd")) ?? []
                // A writing end (`flags:` in fdinfo, octal, O_WRONLY) keeps the pipe open.
                let holds = descriptors.contains { descriptor in
                    guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process)/fd/\(descriptor)"),
                          pipes.contains(target),
                          let about = try? String(contentsOfFile: "/proc/\(process)/fdinfo/\(descriptor)", encoding: .utf8),
                          let flags = about.split(separator: "\n").first(where: { $0.hasPrefix("flags:") })?.last
                    else { return false }
                    return flags.wholeNumberValue.map { $0 & 3 == 1 } ?? false
                }
                guard holds else { continue }
                let line = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(process)/cmdline"))) ?? Data()
                holders.append("\(process) \(String(decoding: line.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self))")
            }
            return "\(name) exited, but its output stayed open for \(seconds) s, held by: "
                + (holders.isEmpty ? "no process found" : holders.joined(separator: "; "))
        }

        /// Writes `line` and a line feed to its standard input (`takingInput`); false when it
        /// cannot (the process closed it).
        @discardableResult
        func send(_ line: String) -> Bool {
            guard input >= 0 else { return false }
            let bytes = Array((line + "\n").utf8)
            return bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) } == bytes.count
        }

        /// Closes its standard input (`takingInput`): the end of what the test sends.
        func closeInput() {
            guard input >= 0 else { return }
            close(input)
            input = -1
        }

        /// The next line of its standard output, without the line feed, waiting up to `seconds`;
        /// nil when none came in time or the output ended. Stderr is left for `finish`.
        func line(within seconds: Double = 20) -> String? {
            let deadline = Date().addingTimeInterval(seconds)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                if let end = pendingOutput.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pendingOutput[..<end], as: UTF8.self)
                    pendingOutput.removeFirst(end + 1)
                    return line
                }
                let left = deadline.timeIntervalSinceNow
                guard left > 0 else { return nil }
                var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, Int32(min(left * 1000, 1000)) + 1)
                if ready < 0 && errno == EINTR { continue }
                guard ready >= 0 else { return nil }
                guard ready > 0 else { continue }
                let count = read(output, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return nil }
                pendingOutput += buffer[0..<count]
            }
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
