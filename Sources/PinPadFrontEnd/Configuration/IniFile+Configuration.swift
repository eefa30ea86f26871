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
            switch error {
            case .unreadable(let why):
                throw UsageError(message: "cannot read \(what.map { $0 + " " } ?? "")\(path): \(why)", reference: "man pinpad.conf")
            case .malformed(let line):
                throw UsageError(message: "\(path):\(line): not a key = value line or a [section]", reference: "man pinpad.conf")
            }
        }
    }
}
