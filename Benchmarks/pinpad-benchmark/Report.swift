import Glibc

/// The benchmark's output: one `result NAME VALUE` line per figure on stdout, which
/// `Benchmarks/run` parses, and notes on stderr.
enum Report {
    /// Writes `result name value`.
    static func figure(_ name: String, _ value: Double) {
        line("result \(name) \(format(value))")
    }

    /// Writes `result name text` for a figure that is not a number (a renderer name).
    static func figure(_ name: String, _ text: String) {
        line("result \(name) \(text)")
    }

    /// Writes p50, p99, max, mean and the count of `samples` under `name`.
    static func distribution(_ name: String, _ samples: Samples) {
        figure("\(name)_p50_ms", samples.median)
        figure("\(name)_p99_ms", samples.percentile(99))
        figure("\(name)_max_ms", samples.maximum)
        figure("\(name)_mean_ms", samples.mean)
        figure("\(name)_count", Double(samples.count))
    }

    /// Writes one line to stdout and flushes it, so a pipe reader sees it at once.
    static func line(_ text: String) {
        write(text + "\n", to: STDOUT_FILENO)
    }

    /// Writes `pinpad-benchmark: message` to stderr.
    static func note(_ text: String) {
        write("pinpad-benchmark: \(text)\n", to: STDERR_FILENO)
    }

    /// Writes a note and exits with status 1.
    static func fail(_ text: String) -> Never {
        note(text)
        exit(1)
    }

    /// Three decimals, no exponent.
    static func format(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    static func write(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
