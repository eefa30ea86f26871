import PinPadCore

/// A value an option does not take: what it takes instead, for the line
/// `NAME takes EXPECTED, not 'VALUE'` (with the file and line when a file gave it).
package struct InvalidValue: Error {
    /// What the option takes, such as `a whole number from 1 to 32`.
    package var expected: String

    /// Creates the error.
    package init(_ expected: String) {
        self.expected = expected
    }

    /// The line `NAME takes EXPECTED, not 'VALUE'` in the language of `Words`.
    package static func line(_ name: String, _ error: InvalidValue, value: String) -> String {
        // TRANSLATORS: one line on stderr: {option} is the option or key as written (--boxes),
        // {expected} what it takes (translated too), {value} the value given, as given.
        Words.filled(Words.localized("{option} takes {expected}, not '{value}'"), ["option": name, "expected": error.expected, "value": value])
    }
}
