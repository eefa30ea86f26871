import Foundation
import Testing

/// The process ends in one place (issue 23): every front end throws how it ends (`ProgramExit`)
/// up to `main.swift`, which writes its line and ends the process. The only other ends are those
/// a throw cannot reach, each named here with why it stays.
@Suite struct ProgramExitSourceTests {
    /// Where the process may end, and how many calls each file may hold.
    static let allowed: [String: Int] = [
        // The edge: the thrown `ProgramExit`'s line and status.
        "Sources/pinpad/main.swift": 1,
        // `terminate` itself (exit(3), or the test hook's pause).
        "Sources/PinPadPlatform/Process/Platform.swift": 1,
        // `ProgramExit.endInCallback`: a display lost inside Xlib's I/O error handler, which must
        // not return (Xlib exits by itself when it does) and cannot be thrown through.
        "Sources/PinPadFrontEnd/CommandLine/ProgramExit.swift": 1,
        // The same handler with no front end's handler set (a program that embeds the window).
        "Sources/PinPadSDL/DisplayConnection.swift": 1,
        // `_exit` in a signal handler, where only async-signal-safe calls may run: the sign-in's
        // and greeter's stop at once, and the agent's and pinentry's end on a signal.
        "Sources/PinPadPlatform/Process/Platform+ImmediateStop.swift": 1,
        "Sources/PinPadPlatform/Process/Platform+System.swift": 1,
        // `_exit` in the child between fork(2) and exec(2), where the parent's atexit handlers
        // and stdio buffers must not run (126: could not be set up, 127: no such command).
        "Sources/CPlatform/shim.h": 12,
    ]

    @Test func onlyTheEdgeEndsTheProcess() throws {
        let lines = try SystemCallSourceTests.codeLines()
        #expect(lines.count > 10_000, "expected the package's sources")
        let pattern = try NSRegularExpression(pattern: #"(?<![A-Za-z_])(_?exit|terminate)\((status:)?"#)
        var found: [String: [String]] = [:]
        for (path, line) in lines {
            let matches = pattern.numberOfMatches(in: line, range: NSRange(line.startIndex..., in: line))
            // `func exit(` and `func terminate(` are declarations, not calls.
            if matches > 0, !line.contains("func terminate(") {
                found[path, default: []].append(contentsOf: Array(repeating: line.trimmingCharacters(in: .whitespaces), count: matches))
            }
        }
        for (path, calls) in found.sorted(by: { $0.key < $1.key }) {
            #expect(calls.count <= Self.allowed[path] ?? 0, "\(path) ends the process outside the edge: \(calls)")
        }
        let thrownEnds = lines.filter { $0.line.contains("Platform.exit(") || $0.line.contains("Platform.terminate(") }
        #expect(thrownEnds.map(\.path).sorted() == [
            "Sources/PinPadFrontEnd/CommandLine/ProgramExit.swift", "Sources/PinPadSDL/DisplayConnection.swift", "Sources/pinpad/main.swift",
        ], "\(thrownEnds.map { "\($0.path): \($0.line.trimmingCharacters(in: .whitespaces))" })")
    }
}
