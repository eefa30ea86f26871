import PinPadCore

/// Why a value read from a configuration file is not as written: what reading did to its line.
package enum ReadingChange: Equatable, Sendable {
    /// Cut before ` ;`, which starts a comment.
    case inlineComment
    /// NUL bytes removed.
    case nulBytes
    /// Not UTF-8: its other bytes read as U+FFFD.
    case notUTF8
    /// Cut at `IniFile.lineLimit` bytes, the longest line read.
    case cut

    /// The line that stops `command` (`greeter`, `login`) because the sign-in key `key` given at
    /// `source` (`FILE:LINE`) was changed so, in the language of `Words`: the file, key and
    /// command as written.
    package func signInRefusal(source: ConfigurationSource, key: String, command: String) -> String {
        let text: String
        switch self {
        case .inlineComment:
            // TRANSLATORS: one line on stderr that stops a sign-in: {where} is FILE:LINE, {key} a
            // key of the file as written (user, command), {command} the command (greeter, login);
            // ' ;' and ';' are the file's syntax. The same for the three lines below.
            text = Words.localized(
                "{where}: '{key}' is cut before ' ;' (a ';' after a space starts a comment): pinpad {command} does not start with a sign-in key other than written")
        case .nulBytes:
            text = Words.localized("{where}: '{key}' held NUL bytes, removed: pinpad {command} does not start with a sign-in key other than written")
        case .notUTF8:
            text = Words.localized(
                "{where}: '{key}' is not UTF-8 (its other bytes read as U+FFFD): pinpad {command} does not start with a sign-in key other than written")
        case .cut:
            text = Words.localized(
                "{where}: '{key}' is cut at {count} bytes (the longest line read): pinpad {command} does not start with a sign-in key other than written")
        }
        return Words.filled(text, ["where": source.description, "key": key, "command": command, "count": String(IniFile.lineLimit)])
    }
}
