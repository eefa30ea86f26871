import Foundation

/// A value set on the backend's thread (in a prompt's event handler) and read on the test's,
/// behind a lock: the prompt itself belongs to the backend's thread while it runs.
final class Observed<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    /// Starts at `value`.
    init(_ value: Value) {
        stored = value
    }

    /// The value last set.
    var value: Value { lock.withLock { stored } }

    /// Sets the value.
    func set(_ value: Value) {
        lock.withLock { stored = value }
    }
}
