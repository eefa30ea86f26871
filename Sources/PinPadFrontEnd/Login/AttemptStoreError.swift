/// Why the sign-in's throttle could not read or write a record (`AttemptStore`): one line for
/// stderr, naming the file.
package struct AttemptStoreError: Error, Equatable {
    /// The line.
    package var message: String

    /// The error saying `message`.
    package init(_ message: String) {
        self.message = message
    }
}
