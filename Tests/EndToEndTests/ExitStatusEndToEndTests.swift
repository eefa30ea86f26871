import Foundation
import Testing

/// Every front end keeps pinpad(1)'s exit-status table: 7 and one line when what it prints
/// cannot be written, as `pinpad --help` always did (the other front ends exited 0 and said
/// nothing, the help lost).
struct ExitStatusEndToEndTests {
    /// `pinpad arguments` with standard output on /dev/full (every write fails with ENOSPC).
    static func intoAFullDevice(_ arguments: [String]) throws -> Run.Result {
        try Run.run("/bin/sh", ["-c", #"exec "$0" "$@" >/dev/full"#, Run.pinpad] + arguments, environment: Run.environmentWithoutDisplay)
    }

    @Test(arguments: [
        ["--help"], ["--version"], ["askpass", "--help"], ["askpass", "--version"], ["pinentry", "--help"], ["pinentry", "--version"],
        ["login", "--help"], ["login", "--version"], ["greeter", "--help"], ["greeter", "--version"], ["agent", "--help"],
        ["agent", "--version"], ["askpass", "--print-config"], ["agent", "--print-config"], ["restore-console", "--help"],
        ["restore-console", "--version"],
    ])
    func whatCannotBePrintedIsExit7AndOneLine(arguments: [String]) throws {
        let result = try Self.intoAFullDevice(arguments)
        #expect(result.status == 7, "\(arguments): \(result.status) \(result.error)")
        #expect(result.error == "pinpad: cannot write to standard output: No space left on device\n", "\(arguments)")
    }
}
