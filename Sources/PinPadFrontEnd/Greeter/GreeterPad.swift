import PinPadCore

/// What the greeter's pad shows (`GreeterEffect.ask`): its field, the error shaking, the texts
/// of greetd's `info` and `error` messages above it, and the keypad's lock.
package struct GreeterPad: Equatable {
    /// The field the pad asks with.
    package enum Field: Equatable {
        /// The PIN on the keypad (`pin-label`): the sign-in's first secret question. With
        /// `userField`, the user name's text field above it, holding `user`.
        case pin(userField: Bool, user: String?)
        /// A further secret question of the stack, in a text field labelled with its words
        /// (any text, typed or on the keypad, hidden).
        case secret(prompt: String)
        /// A visible question of the stack (`visible`), in a text field labelled with its words.
        case visible(prompt: String)

        /// Whether it is the PIN's field (`pin`).
        package var isPIN: Bool {
            if case .pin = self { return true }
            return false
        }
    }

    package var field: Field
    package var error: String?
    package var notes: [String]
    package var lock: KeypadLock?

    /// Whether it is the PIN pad with nothing on it to clear: no error, notes, lock or name.
    package var isClean: Bool {
        field == .pin(userField: true, user: nil) || field == .pin(userField: false, user: nil) ? error == nil && notes.isEmpty && lock == nil : false
    }

    package init(_ field: Field, error: String? = nil, notes: [String] = [], lock: KeypadLock? = nil) {
        self.field = field
        self.error = error
        self.notes = notes
        self.lock = lock
    }
}
