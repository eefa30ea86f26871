/// What the sign-in's throttle keeps of one service and user between runs: the PIN attempts
/// made since the last right one, and when the last began. Stored as two lines of text,
///
///     failures=7
///     last=1764612345
///
/// and read back strictly: both keys once, decimal digits only, each number in its range;
/// anything else is a corrupt record (`AttemptRecord.Corrupt`), which the throttle takes as a
/// reason to wait.
package struct AttemptRecord: Equatable, Sendable {
    /// Attempts since the last right PIN (0…`failureLimit`).
    package var failures: Int
    /// When the last attempt began, in wall-clock seconds since 1970 (0…`timeLimit`).
    package var last: Int64

    /// The most failures kept.
    package static let failureLimit = 1_000_000
    /// The latest time taken, in seconds since 1970 (the year 2500).
    package static let timeLimit: Int64 = 16_725_225_600

    /// A record of `failures` attempts, the last at `last`; both clamped to their ranges.
    package init(failures: Int = 0, last: Int64 = 0) {
        self.failures = min(max(failures, 0), AttemptRecord.failureLimit)
        self.last = min(max(last, 0), AttemptRecord.timeLimit)
    }

    /// Why stored text is no record: one line for stderr.
    package struct Corrupt: Error, Equatable {
        package var reason: String
    }

    /// The record written as `text`.
    /// - Throws: `Corrupt` naming the first thing wrong.
    package init(text: [UInt8]) throws(Corrupt) {
        guard let string = String(validating: text, as: UTF8.self) else { throw Corrupt(reason: "it is not UTF-8 text") }
        var failures: Int?
        var last: Int64?
        for line in string.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw Corrupt(reason: "a line is not key=value") }
            let value = parts[1]
            guard !value.isEmpty, value.count <= 18, value.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                let number = Int64(value)
            else { throw Corrupt(reason: "\(parts[0]) is not a number") }
            switch parts[0] {
            case "failures" where failures == nil:
                guard number <= Int64(AttemptRecord.failureLimit) else { throw Corrupt(reason: "failures is out of range") }
                failures = Int(number)
            case "last" where last == nil:
                guard number <= AttemptRecord.timeLimit else { throw Corrupt(reason: "last is out of range") }
                last = number
            default: throw Corrupt(reason: "an unknown or repeated key")
            }
        }
        guard let failures, let last else { throw Corrupt(reason: "failures= or last= is missing") }
        self.init(failures: failures, last: last)
    }

    /// The record as stored.
    package var text: [UInt8] { Array("failures=\(failures)\nlast=\(last)\n".utf8) }
}
