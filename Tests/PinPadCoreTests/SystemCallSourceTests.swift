import Foundation
import Testing

/// The package meets signals and waits in one place each (issue 23, step 5): `EINTR` is read by
/// `SystemCall.interruptible` alone (the one retry loop, `SystemCall.retrying`, is built on it),
/// and `poll` is called by `PollSlots` alone, so no caller counts slots by position.
@Suite struct SystemCallSourceTests {
    /// The lines of code (comments left out) of every Swift and C source under `Sources/`,
    /// with their file's path relative to the package.
    static func codeLines() throws -> [(path: String, line: String)] {
        let root = ModuleImportTests.packageDirectory
        var lines: [(String, String)] = []
        let files = try ModuleImportTests.swiftFiles(under: "Sources")
        let headers = try #require(FileManager.default.enumerator(at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "h" }
        for file in files + headers {
            let path = String(file.path.dropFirst(root.path.count + 1))
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
                let code = line.components(separatedBy: "//").first!.components(separatedBy: "/*").first!
                if !code.trimmingCharacters(in: .whitespaces).hasPrefix("*") { lines.append((path, code)) }
            }
        }
        return lines
    }

    @Test func onlyTheOneFunctionReadsEINTR() throws {
        let lines = try Self.codeLines()
        #expect(lines.count > 10_000, "expected the package's sources")
        let found = lines.filter { $0.line.contains("EINTR") }
        #expect(found.map(\.path) == ["Sources/PinPadPlatform/Descriptors/SystemCall.swift"],
                "EINTR outside SystemCall.interruptible: \(found.map { "\($0.path): \($0.line.trimmingCharacters(in: .whitespaces))" })")
    }

    @Test func onlyPollSlotsCallsPoll() throws {
        let found = try Self.codeLines().filter { $0.path.hasSuffix(".swift") && $0.line.contains("poll(&") }
        #expect(found.map(\.path) == ["Sources/PinPadPlatform/Descriptors/PollSlots.swift"],
                "poll outside PollSlots: \(found.map { "\($0.path): \($0.line.trimmingCharacters(in: .whitespaces))" })")
    }

    /// A pipe is made close-on-exec in the one call (`pipe2(O_CLOEXEC)`): `pipe` then
    /// `fcntl(FD_CLOEXEC)` leaves a window in which a thread's fork and exec inherits it.
    @Test func pipesAreCloseOnExecFromTheirCreation() throws {
        let found = try Self.codeLines().filter { $0.path.hasSuffix(".swift") && ($0.line.contains("pipe(&") || $0.line.contains("pipe(ends")) }
        #expect(found.isEmpty, "pipe without O_CLOEXEC: \(found.map { "\($0.path): \($0.line.trimmingCharacters(in: .whitespaces))" })")
    }

    /// greetd's socket is connected as POSIX says of a signal during `connect(2)`: the
    /// connection goes on, and is waited for (writable) and its result read (`SO_ERROR`).
    @Test func greetdsConnectSurvivesASignal() throws {
        let lines = try Self.codeLines().filter { $0.path.hasSuffix("GreetdConnection.swift") }.map(\.line)
        #expect(lines.contains { $0.contains("SystemCall.interruptible(\"connect\"") })
        #expect(lines.contains { $0.contains("SO_ERROR") })
    }

    /// A file watch drains its queued events in a bounded number of reads: a directory changed
    /// without end (a flood of files) cannot hold the watching thread in one drain.
    @Test func aFileWatchDrainIsBounded() throws {
        let lines = try Self.codeLines().filter { $0.path.hasSuffix("Files/FileWatch.swift") }.map(\.line)
        #expect(lines.count > 20, "expected FileWatch.swift")
        #expect(!lines.contains { $0.contains("while true") }, "FileWatch reads until the queue is empty, without a bound")
    }
}
