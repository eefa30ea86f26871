/// What the X input method holds of the keys it took, with text input on: a dead key or Compose
/// waiting for its letter, a sequence's letters waiting for its character.
///
/// Xlib's input method filters every key of a sequence (`XFilterEvent`); SDL still makes a key
/// event of each, without the raw X press it otherwise queues just before one, and the
/// character, when one is made, comes as a press of keycode 0 the input method puts back. A key
/// that matches no sequence ends it and is swallowed too (`´ q` on US international: neither
/// types). This type follows those key events as `EventTranslator` meets them, so that:
/// - a sequence whose letters made nothing is not lost without a word: the next key the input
///   method lets through is refused (`lostKeys`), and the field marks it;
/// - a key that types nothing and was taken to end a sequence (Backspace, Escape, Tab, an arrow,
///   Return after a dead key) only ends it, as in xterm: Backspace does not also delete the
///   character before, Escape does not also cancel the pad;
/// - Compose or a dead key pressed again with no letter taken ends the sequence on purpose
///   (Compose twice cancels it): the letter after it is not refused; another dead key after a
///   dead key (`´` then `` ` ``) is held as a letter is, so a pair that makes nothing is refused
///   at the next key.
struct InputMethodSequence {
    /// A key event that came without its raw press: a key the input method took.
    enum TakenKey: Equatable {
        /// A key SDL has no key code for (`EventTranslator.unknownKeyCode`): Compose, or a dead
        /// key with no character on its first level (`´` on US international, `~` in Portuguese);
        /// which key, by its scancode.
        case starter(UInt32)
        /// A key that types a character (a letter, or a dead key SDL names by its spacing accent).
        case typing
        /// A key that types nothing: Backspace, Escape, Return, Tab, an arrow.
        case other
    }

    /// Whether a dead key or Compose was taken with no letter after it yet.
    private(set) var awaitsLetter = false
    /// The key that started the sequence (`TakenKey.starter`), while `awaitsLetter`.
    private var starterKey: UInt32?
    /// Whether keys that type were taken since the input method last made a character.
    private(set) var holdsTypingKeys = false
    /// Whether the input method holds keys it has made no character of yet.
    var isHeld: Bool { awaitsLetter || holdsTypingKeys }

    /// Notes a key the input method took (its key event came without a raw press). Returns
    /// whether the key acts: false for a key that types nothing taken while the sequence was held,
    /// which only ended it.
    mutating func take(_ key: TakenKey) -> Bool {
        switch key {
        case .starter(let key):
            guard !holdsTypingKeys else { return true }
            if !awaitsLetter {
                awaitsLetter = true
                starterKey = key
            } else if key == starterKey {
                // The same key again (Compose twice): ended on purpose. (A dead key twice
                // makes its accent, which ends the sequence anyway.)
                awaitsLetter = false
                starterKey = nil
            } else {
                // Another dead key or Compose: held as a letter is (`´` then `` ` `` makes
                // nothing, and both are lost unless a character comes).
                holdsTypingKeys = true
            }
            return true
        case .typing:
            holdsTypingKeys = true
            return true
        case .other:
            let ended = isHeld
            self = InputMethodSequence()
            return !ended
        }
    }

    /// Notes a raw X key press: keycode 0 is the input method's character, which ends the
    /// sequence with nothing lost. Returns whether `keycode`'s press, let through while the
    /// input method held keys that type (`isModifier`: Shift for the next letter is no such
    /// key), shows those keys were lost: the sequence matched nothing and ended.
    mutating func rawPress(keycode: UInt32, isModifier: Bool) -> Bool {
        if keycode == 0 {
            self = InputMethodSequence()
            return false
        }
        guard isHeld, !isModifier else { return false }
        let lost = holdsTypingKeys
        self = InputMethodSequence()
        return lost
    }

    /// Notes text the input method sent (`SDL_TEXTINPUT`): the sequence made its character.
    mutating func madeText() {
        self = InputMethodSequence()
    }
}
