import PinPadCore

/// A value an option does not take: what it takes instead, for the line
/// `NAME takes EXPECTED, not 'VALUE'` (with the file and line when a file gave it).
package struct InvalidValue: Error {
    /// What the option takes, such as `a whole number from 1 to 32`.
    package var expected: String
    /// The `{placeholder}` of the value the option has not (a phrase's `{anzahl}` where `{count}`
    /// is meant), and the ones it has; nil when something else is wrong.
    package var unknownPlaceholder: (name: String, known: [String])?

    /// Creates the error.
    package init(_ expected: String) {
        self.expected = expected
    }

    /// The error for a value naming the placeholder `{name}`, which the option has not: it has
    /// `known`.
    package init(unknownPlaceholder name: String, known: [String]) {
        expected = ""
        unknownPlaceholder = (name, known)
    }

    /// The line `NAME takes EXPECTED, not 'VALUE'` in the language of `Words`; for an unknown
    /// placeholder `NAME has no placeholder {PLACEHOLDER}: it takes {count}, {total}` (`…: it
    /// takes none`).
    package static func line(_ name: String, _ error: InvalidValue, value: String) -> String {
        if let (placeholder, known) = error.unknownPlaceholder {
            let text: String
            if known.isEmpty {
                // TRANSLATORS: one line on stderr about a configured phrase: {option} is the key
                // (phrase-complete), {placeholder} a placeholder it has not ({count}), as written.
                text = Words.localized("{option} has no placeholder {placeholder}: it takes none")
            } else {
                // TRANSLATORS: one line on stderr about a configured phrase: {option} is the key
                // (phrase-progress), {placeholder} the placeholder it has not ({anzahl}), {placeholders}
                // those it has ({count}, {total}), all as written.
                text = Words.localized("{option} has no placeholder {placeholder}: it takes {placeholders}")
            }
            return Words.filled(
                text, ["option": name, "placeholder": "{\(placeholder)}", "placeholders": known.map { "{\($0)}" }.joined(separator: Words.listSeparator)])
        }
        // TRANSLATORS: one line on stderr: {option} is the option or key as written (--boxes),
        // {expected} what it takes (translated too), {value} the value given, as given.
        return Words.filled(Words.localized("{option} takes {expected}, not '{value}'"), ["option": name, "expected": error.expected, "value": value])
    }
}
