import Glibc

/// Small process helpers for `Benchmarks/run`, so that every time stamp in a run comes from the
/// same `CLOCK_MONOTONIC` (bash only has the wall clock).
enum ProcessTools {
    /// Writes `launch at <ms> ms cpu <ms> ms` to stderr, then replaces this process with
    /// `arguments` (`execvp`): the process id stays the same, so `$!` in the script is the
    /// program's. The CPU time so far is printed because Linux keeps counting it across `execve`:
    /// the script subtracts it from the program's own readings.
    static func launch(_ arguments: [String]) -> Never {
        guard let program = arguments.first else { Report.fail("launch: no program given") }
        let cpu = Report.format(Double(Monotonic.processCPUNanoseconds()) / 1_000_000)
        Report.write("launch at \(Report.format(Monotonic.milliseconds())) ms cpu \(cpu) ms\n", to: STDERR_FILENO)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        execvp(program, &argv)
        Report.fail("launch: cannot run \(program) (errno \(errno))")
    }

    /// Copies stdin to stdout line by line, each line prefixed with the monotonic milliseconds at
    /// which it was read. Used behind `xev` to time window map events.
    static func stamp() -> Never {
        while let line = readLine(strippingNewline: true) {
            Report.line("\(Report.format(Monotonic.milliseconds())) \(line)")
        }
        exit(0)
    }

    /// Prints the monotonic milliseconds now.
    static func now() -> Never {
        Report.line(Report.format(Monotonic.milliseconds()))
        exit(0)
    }
}
