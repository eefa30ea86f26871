import PinPadPlatform
extension TerminalOptions {
    /// The environment variables the options consult, read from the process.
    static var processEnvironment: [String: String] {
        var environment: [String: String] = [:]
        for name in ["LC_ALL", "LC_CTYPE", "LANG", "NO_COLOR", "TERM", "COLORTERM"] {
            environment[name] = Platform.environment(name)
        }
        return environment
    }

    /// `ascii`, or when nil, whether the terminal's locale (`characterType`, else the one in
    /// `environment`) is not UTF-8.
    func usesASCII(environment: [String: String]) -> Bool {
        ascii ?? !TerminalOptions.isUTF8(environment: characterType.map { ["LC_ALL": $0] } ?? environment)
    }

    /// `colors`, or when nil, the colours detected from `environment`.
    func resolvedColors(environment: [String: String]) -> TerminalColors {
        colors ?? TerminalColors.detect(environment: environment)
    }

    /// Whether the locale is UTF-8: the first non-empty of `LC_ALL`, `LC_CTYPE`, `LANG` (the
    /// POSIX precedence for the character type) names the UTF-8 codeset (`UTF-8` or `utf8`, in
    /// any case). Unset means the C locale: not UTF-8.
    static func isUTF8(environment: [String: String]) -> Bool {
        guard let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty })
        else { return false }
        // Compared as bytes: String.contains(String) would link the regex runtime (about 1 MB).
        let name = Array(locale.lowercased().utf8)
        return [Array("utf-8".utf8), Array("utf8".utf8)].contains { needle in
            name.count >= needle.count && (0...(name.count - needle.count)).contains { name[$0..<$0 + needle.count].elementsEqual(needle) }
        }
    }
}
