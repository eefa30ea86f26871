import PinPadPlatform

extension IniFile {
    /// Reads a configuration or theme file at `path`.
    /// - Parameter what: how the file is named in an error (`theme` gives `cannot read theme …`).
    /// - Throws: `UsageError` naming the file and its first line that is not INI, or the
    ///   system's reason it cannot be read; both refer to `pinpad.conf(5)`.
    static func configuration(_ path: String, what: String? = nil) throws(UsageError) -> IniFile {
        do {
            return try IniFile(path: path)
        } catch {
            throw usageError(error, path: path, what: what)
        }
    }

    /// The error that says why the file at `path` was not read (`what` as in `configuration`).
    static func usageError(_ failure: Failure, path: String, what: String? = nil) -> UsageError {
        let name = "\(what.map { $0 + " " } ?? "")\(path)"
        switch failure {
        case .missing:
            return UsageError(message: "cannot read \(name): \(Platform.errorMessage(Platform.noSuchFile))", reference: "man pinpad.conf")
        case .unreadable(let why):
            return UsageError(message: "cannot read \(name): \(why)", reference: "man pinpad.conf")
        case .malformed(let line):
            return UsageError(message: "\(path):\(line): not a key = value line or a [section]", reference: "man pinpad.conf")
        }
    }
}
