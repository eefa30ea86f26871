/// A value an option does not take: what it takes instead, for the line
/// `NAME takes EXPECTED, not 'VALUE'` (with the file and line when a file gave it).
package struct InvalidValue: Error {
    /// What the option takes, such as `a whole number from 1 to 32`.
    package var expected: String

    /// Creates the error.
    package init(_ expected: String) {
        self.expected = expected
    }
}
