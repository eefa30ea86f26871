extension TerminalOptions {
    /// The environment variables the options consult, read from the process.
    static var processEnvironment: [String: String] {
        var environment: [String: String] = [:]
        for name in ["LC_ALL", "LC_CTYPE", "LANG", "NO_COLOR", "TERM", "COLORTERM"] {
            environment[name] = Platform.environment(name)
        }
        return environment
    }

    /// `ascii`, or when nil, whether the locale in `environment` is not UTF-8.
    func usesASCII(environment: [String: String]) -> Bool {
        ascii ?? !TerminalOptions.isUTF8(environment: environment)
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
        let name = locale.lowercased()
        return name.contains("utf-8") || name.contains("utf8")
    }
}
