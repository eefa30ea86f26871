/// What `pinpad agent`, run again after its display was lost (`RunAgain`), hands itself, so that
/// no request is shown twice: the requests it answered or passed over (by file name), those it
/// left to the console's agent and until when, and whether a pad could not be shown (the exit
/// status of `--query`). The request shown when the display went away got no answer and is not
/// among them: it is shown again.
///
/// The bytes are records ended by a NUL, as a file name holds neither NUL nor `/`: `failed`,
/// `left MICROSECONDS NAME` (`Platform.monotonicMicroseconds`, the same clock across `exec`) and
/// `handled NAME`.
package struct PasswordAgentHandOver: Equatable {
    /// The requests answered or passed over, by file name.
    package var handled: Set<String> = []
    /// The requests left to the console's agent, by file name: when each is shown again.
    package var leftUntil: [String: UInt64] = [:]
    /// Whether the pad could not be shown for some request.
    package var failedToShow = false

    /// The state, each part as it is.
    package init(handled: Set<String> = [], leftUntil: [String: UInt64] = [:], failedToShow: Bool = false) {
        self.handled = handled
        self.leftUntil = leftUntil
        self.failedToShow = failedToShow
    }

    /// The records, at most `limit` bytes: `failed`, then the requests left to the console, then
    /// the handled ones, oldest name first, while they fit. A request beyond the limit (more than
    /// about 250 pending at once) is looked at again by the next run: shown, or its line said
    /// again.
    package func encoded(limit: Int = RunAgain.limit) -> [UInt8] {
        var records: [[UInt8]] = failedToShow ? [Array("failed".utf8)] : []
        records += leftUntil.sorted { $0.key < $1.key }.map { Array("left \($0.value) \($0.key)".utf8) }
        records += handled.sorted().map { Array("handled \($0)".utf8) }
        var bytes: [UInt8] = []
        for record in records where bytes.count + record.count + 1 <= limit {
            bytes += record + [0]
        }
        return bytes
    }

    /// The state in `bytes` (`encoded`); nil when they are not records of it: an unknown
    /// record, a name that is not a request's (`PasswordAgentDirectory.isRequestName`), a time
    /// that is not a decimal `UInt64`, or bytes after the last NUL.
    package init?(decoding bytes: [UInt8]) {
        guard bytes.isEmpty || bytes.last == 0 else { return nil }
        for record in bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast() {
            let text = String(decoding: record, as: UTF8.self)
            guard Array(text.utf8) == Array(record) else { return nil }
            if text == "failed" {
                failedToShow = true
            } else if text.hasPrefix("handled ") {
                let name = String(text.dropFirst("handled ".count))
                guard PasswordAgentDirectory.isRequestName(name) else { return nil }
                handled.insert(name)
            } else if text.hasPrefix("left ") {
                let rest = text.dropFirst("left ".count)
                guard let space = rest.firstIndex(of: " ") else { return nil }
                let digits = rest[..<space]
                let name = String(rest[rest.index(after: space)...])
                guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let until = UInt64(digits),
                    PasswordAgentDirectory.isRequestName(name)
                else { return nil }
                leftUntil[name] = until
            } else {
                return nil
            }
        }
    }
}
