/// What one attempt's `pam_authenticate` came to: its status, how long it took, and what the
/// conversation saw (`LoginConversation`).
package struct AuthenticationReport: Equatable {
    /// `pam_authenticate`'s status.
    package var status: PAMVerdict
    /// How long PAM took to answer, in milliseconds.
    package var milliseconds: Int
    /// Whether the stack asked for a secret at all.
    package var secretWasAsked: Bool
    /// The stack's error and information texts, in order.
    package var notes: [String]
    /// How many of `notes` came before the stack's first secret question (0 when it asked none).
    package var notesBeforeQuestion: Int
    /// Its error texts alone (`PAM_ERROR_MSG`).
    package var errors: [String]
    /// Whether the person cancelled a further prompt of the stack.
    package var wasCancelled: Bool
    /// Whether a further prompt timed out.
    package var wasTimedOut: Bool

    package init(
        status: PAMVerdict, milliseconds: Int, secretWasAsked: Bool, notes: [String] = [], notesBeforeQuestion: Int = 0, errors: [String] = [],
        wasCancelled: Bool = false, wasTimedOut: Bool = false
    ) {
        self.status = status
        self.milliseconds = milliseconds
        self.secretWasAsked = secretWasAsked
        self.notes = notes
        self.notesBeforeQuestion = notesBeforeQuestion
        self.errors = errors
        self.wasCancelled = wasCancelled
        self.wasTimedOut = wasTimedOut
    }
}
