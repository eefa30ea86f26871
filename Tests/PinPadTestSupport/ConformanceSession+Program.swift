import PinPadCore

extension ConformanceSession {
    /// The `pinpad` options for the session's prompt: its boxes, or its fields as a form of keypad
    /// fields, and its idle timeout in whole seconds (`--timeout`).
    public var programArguments: [String] {
        var arguments =
            fields.count == 1
            ? ["--boxes", String(fields[0].boxes)]
            : fields.flatMap { ["--field", "\($0.label):keypad:\($0.boxes)"] }
        if let idleTimeout {
            precondition(idleTimeout % 1000 == 0, "the program's --timeout is in whole seconds")
            arguments += ["--timeout", String(idleTimeout / 1000)]
        }
        return arguments
    }

    /// The program's exit status and standard output for `outcome` (`pinpad --help`: 0 and the
    /// PIN, or a form's values one per line; 1 cancelled; 3 timed out); nil for an outcome the
    /// plain program never gives.
    public static func programResult(_ outcome: OutcomeValue) -> (status: Int32, output: String)? {
        switch outcome {
        case .submitted(let text): return (0, text + "\n")
        case .cancelled: return (1, "")
        case .timedOut: return (3, "")
        case .confirmed, .notConfirmed, .closed: return nil
        }
    }
}
