import Foundation
import Testing

/// Runs programs for the end-to-end tests: the built `pinpad` beside the test bundle, xdotool,
/// with a deadline so a hang fails the test instead of hanging the run.
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
        let process = Process()
        private let output = Pipe()
        private let error = Pipe()

        init(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws {
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
            if let environment { process.environment = environment }
            process.standardOutput = output
            process.standardError = error
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }

        var pid: Int32 { process.processIdentifier }

        /// Waits up to `seconds` for the exit; kills the process and records an issue on a hang.
        func finish(within seconds: Double = 20) -> Result {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            if process.isRunning {
                process.terminate()
                Issue.record("\(process.executableURL?.lastPathComponent ?? "process") did not exit within \(seconds) s")
            }
            process.waitUntilExit()
            let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return Result(status: process.terminationStatus, output: out, error: err)
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
