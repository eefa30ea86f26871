/// Where the sign-in's throttle keeps its records, one for each service and user, across
/// restarts and reboots: `AttemptFileStore` on disk; a dictionary in the tests.
package protocol AttemptStore {
    /// The record of `service` and `user`; nil when there is none.
    /// - Throws: a line for stderr when it cannot be read or is corrupt.
    func load(service: String, user: String) throws(AttemptStoreError) -> AttemptRecord?
    /// Replaces the record of `service` and `user` with `record`, or removes it when nil.
    /// - Throws: a line for stderr when it cannot be written.
    func save(_ record: AttemptRecord?, service: String, user: String) throws(AttemptStoreError)
    /// Runs `body` while no other sign-in changes the records, so that a record read and the
    /// record written after it are one step (two pads for one user cannot both take the last
    /// free attempt).
    func exclusively<Result>(_ body: () -> Result) -> Result
}
