import PinPadCore
import PinPadPlatform

extension IniFile {
    /// Reads a configuration or theme file at `path`.
    /// - Parameter isTheme: whether the file is named a theme in an error (`cannot read theme …`).
    /// - Throws: `UsageError` naming the file and its first line that is not INI, or the
    ///   system's reason it cannot be read; both refer to `pinpad.conf(5)`.
    static func configuration(_ path: String, isTheme: Bool = false) throws(UsageError) -> IniFile {
        do {
            return try IniFile(path: path)
        } catch {
            throw usageError(error, path: path, isTheme: isTheme)
        }
    }

    /// The error that says why the file at `path` was not read (`isTheme` as in `configuration`),
    /// in the language of `Words`.
    static func usageError(_ failure: Failure, path: String, isTheme: Bool = false) -> UsageError {
        let reason: String
        switch failure {
        case .missing: reason = Platform.errorMessage(Platform.noSuchFile)
        case .unreadable(let why): reason = why
        case .malformed(let line):
            return UsageError(message: "\(path):\(line): " + Words.localized("not a key = value line or a [section]"), reference: "man pinpad.conf")
        }
        let text = isTheme ? Words.localized("cannot read theme {file}: {reason}") : Words.localized("cannot read {file}: {reason}")
        return UsageError(message: Words.filled(text, ["file": path, "reason": reason]), reference: "man pinpad.conf")
    }
}
