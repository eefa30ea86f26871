/// Why speech cannot be had: one line for a person.
package struct SpeechError: Error, Equatable {
    /// The line, without the program's name.
    package var message: String

    /// Creates the error.
    package init(_ message: String) {
        self.message = message
    }
}
