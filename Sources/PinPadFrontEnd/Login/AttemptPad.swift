import PinPadCore

/// What the pad of one sign-in attempt shows besides the PIN field: the error shaking, the
/// stack's `info` texts of the last attempt above the message, and the keypad's lock (a
/// throttle's wait, a locked account). The user field (`--user-field`) is always empty: a name
/// kept after a refusal may be a PIN typed in the wrong field.
package struct AttemptPad: Equatable {
    package var error: String?
    package var notes: [String]
    package var lock: KeypadLock?

    package init(error: String? = nil, notes: [String] = [], lock: KeypadLock? = nil) {
        self.error = error
        self.notes = notes
        self.lock = lock
    }
}
