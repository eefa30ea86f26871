/// A command-line mistake: one line that names the option and what was wrong.
package struct UsageError: Error {
    /// The line, without the `pinpad:` prefix.
    package var message: String

    /// Creates the error.
    package init(message: String) {
        self.message = message
    }
}
