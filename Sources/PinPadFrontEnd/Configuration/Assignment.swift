/// One value given to an option: a `key = value` line of a file, or an option on the command
/// line.
package struct Assignment: Equatable, Sendable {
    /// The option's key (`boxes`).
    package var key: String
    /// The value as written (`yes` or `no` for a flag on the command line).
    package var value: String
    /// Where it was given.
    package var source: ConfigurationSource
    /// Which layer it belongs to: a later layer replaces a repeatable option's whole list.
    package var layer: Int

    /// Creates an assignment.
    package init(key: String, value: String, source: ConfigurationSource, layer: Int) {
        self.key = key
        self.value = value
        self.source = source
        self.layer = layer
    }
}
