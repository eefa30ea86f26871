/// A command-line mistake: one line that names the option and what was wrong.
package struct UsageError: Error {
    /// The line, without the `pinpad:` prefix. Control characters (C0, DEL, C1) and line or
    /// paragraph separators quoted from an argument are shown as `?`, so it stays one line
    /// wherever it is written.
    package var message: String
    /// Where to read about it, when not the command's `--help` (`man pinpad.conf` for a file's
    /// mistake).
    package var reference: String?

    /// Creates the error.
    package init(message: String, reference: String? = nil) {
        self.reference = reference
        self.message = String(String.UnicodeScalarView(message.unicodeScalars.map { UsageError.isControl($0) ? "?" : $0 }))
    }

    /// `text` with its control characters and line or paragraph separators shown as `?`, as a
    /// usage error's message: one line wherever it is written (the configuration's warnings).
    package static func oneLine(_ text: String) -> String {
        UsageError(message: text).message
    }

    /// Whether `scalar` is a control character or a line or paragraph separator (Unicode general
    /// categories Cc, Zl and Zp).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
