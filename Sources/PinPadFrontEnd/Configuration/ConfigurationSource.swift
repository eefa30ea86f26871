/// Where a value came from, as `--print-config` and the errors name it.
package enum ConfigurationSource: Equatable, Sendable, CustomStringConvertible {
    /// Nothing set it.
    case builtIn
    /// A configuration file, at a line (1-based).
    case file(path: String, line: Int)
    /// The command line.
    case commandLine

    /// `default`, `FILE:LINE` or `command line`.
    package var description: String {
        switch self {
        case .builtIn: return "default"
        case .file(let path, let line): return "\(path):\(line)"
        case .commandLine: return "command line"
        }
    }
}
