import PinPadPlatform

/// A front end run again in its own process after its display was lost (Xlib cannot go on in a
/// process whose connection died): what the program hands itself goes on a pipe whose read end
/// survives the `exec`, named by `EnvironmentVariable.resume`; the run that follows takes it.
/// The pinentry hands on its client's setting lines, the password agent the requests it answered
/// or passed over.
///
/// A display lost again and again soon after each run (its window killed each time, a display
/// that keeps failing) is not chased without end: after losses in a row, each within `quickLoss`
/// microseconds of its run's start, the next run waits a second for each but the first, and the
/// `quickLossLimit`th in a row runs nothing more (`quickLosses(after:now:)`).
package enum RunAgain {
    /// The most bytes handed on: what a pipe's buffer holds (64 KiB on Linux), so that the write
    /// is done before the reader runs.
    package static let limit = 65_536
    /// How soon after its start a run that loses its display counts as a quick loss, in
    /// microseconds (10 s).
    package static let quickLoss: UInt64 = 10_000_000
    /// How many quick losses in a row end the program instead of running it again.
    package static let quickLossLimit = 5

    /// The quick losses in a row before this run, and when it started
    /// (`Platform.monotonicMicroseconds`, a clock an `exec` keeps); nil before `takeOver` found
    /// a run before this one.
    nonisolated(unsafe) private static var handedOn: (quickLosses: Int, startedAt: UInt64)?

    /// The quick losses in a row with a loss `now` (monotonic microseconds), after those of the
    /// run before (`quickLosses`, nil for a first run, which never counts as quick) and this
    /// run's start.
    package static func quickLosses(after previous: (quickLosses: Int, startedAt: UInt64)?, now: UInt64) -> Int {
        guard let previous else { return 1 }
        guard now >= previous.startedAt, now - previous.startedAt < quickLoss else { return 1 }
        return previous.quickLosses + 1
    }

    /// Checks that the program may run again after losing its display now.
    /// - Throws: `SystemError` when this is the `quickLossLimit`th loss in a row, each within
    ///   `quickLoss` of its run's start (a first run's loss counts as one).
    package static func checkQuickLosses() throws(SystemError) {
        let losses = quickLosses(after: handedOn, now: Platform.monotonicMicroseconds())
        guard losses < quickLossLimit else {
            throw SystemError(
                "lost the connection to the display \(losses) times in a row, each within \(quickLoss / 1_000_000) s of the start: not running again")
        }
    }

    /// Runs the program again (`Platform.executeAgain`, the same arguments) with `bytes` (at
    /// most `limit`) on a pipe for `takeOver`; after quick losses in a row, first a second for
    /// each but the first.
    /// - Throws: `SystemError` when the display was lost `quickLossLimit` times in a row, each
    ///   within `quickLoss` of its run's start (the program is not run again), or the pipe cannot
    ///   be made or written, or the program not run.
    package static func handOn(_ bytes: [UInt8]) throws(SystemError) -> Never {
        precondition(bytes.count <= limit, "RunAgain.handOn: more than a pipe's buffer")
        try checkQuickLosses()
        let losses = quickLosses(after: handedOn, now: Platform.monotonicMicroseconds())
        if losses > 1 { _ = try? PollSlots<Int>().wait(timeout: (losses - 1) * 1000) }
        let pipe: (read: FileDescriptor, write: FileDescriptor)
        do {
            pipe = try FileDescriptor.makePipe()
            try pipe.write.writeAll(bytes)
        } catch {
            throw SystemError("cannot hand the program's state on", error)
        }
        pipe.write.close()
        // The descriptor, the quick losses so far and the new run's start.
        Platform.setEnvironment(
            EnvironmentVariable.resume.rawValue, "\(pipe.read.rawValue):\(losses):\(Platform.monotonicMicroseconds())")
        try Platform.executeAgain(CommandLine.arguments, keeping: pipe.read.rawValue)
    }

    /// What the run before handed on (`handOn`), read from the descriptor the environment names,
    /// which is then closed and its variable removed; nil when this run is not one run again, or
    /// the descriptor holds more than `limit` bytes or cannot be read.
    package static func takeOver() -> [UInt8]? {
        guard let value = ProcessEnvironment.process.value(.resume) else { return nil }
        Platform.removeEnvironment(EnvironmentVariable.resume.rawValue)
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 3, let losses = Int(parts[1]), let start = UInt64(parts[2]) { handedOn = (losses, start) }
        guard let first = parts.first, let number = Int32(first), number > 2, number < 1 << 20 else { return nil }
        let descriptor = FileDescriptor(owning: number)
        defer { descriptor.close() }
        guard let bytes = try? descriptor.readToEnd(limit: limit), bytes.count <= limit else { return nil }
        return bytes
    }
}
