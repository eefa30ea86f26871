import PinPadCore

/// What the pad of one sign-in attempt shows besides the PIN field: the error shaking, the
/// stack's texts of the last attempt above the message, the user of the last attempt in the user
/// field (`--user-field`), and the keypad's lock (a throttle's wait, a locked account).
package struct AttemptPad: Equatable {
    package var error: String?
    package var notes: [String]
    package var user: String?
    package var lock: KeypadLock?

    package init(error: String? = nil, notes: [String] = [], user: String? = nil, lock: KeypadLock? = nil) {
        self.error = error
        self.notes = notes
        self.user = user
        self.lock = lock
    }
}
