extension Prompt {
    /// Locks the keypad, as a sign-in does while the account is locked (`pam_faillock`): the
    /// digits, Delete, Clear and OK are drawn disabled and do nothing, typed and pasted text is
    /// dropped, Cancel still works; `message` shows in the error's place, followed for a lock
    /// with an end by `countdownText` of the seconds left, redrawn each second. At `until`
    /// (clock milliseconds) the keys work again and the text goes (`tick()`); nil locks until
    /// `unlock()`.
    public func lock(message: String, until: Int?) {
        lock(KeypadLock(message: message, until: until))
    }

    /// Locks the keypad as `lock(message:until:)` does, with the lock's own countdown and colour
    /// (`KeypadLock.showsCountdown`, `KeypadLock.isWaiting`).
    public func lock(_ lock: KeypadLock) {
        keypadLock = lock
        textScroll = Prompt.scrolledToError
        relayout()
    }

    /// Ends a lock early.
    public func unlock() {
        keypadLock = nil
        relayout()
    }

    /// Whether the keypad is locked now.
    public var isLocked: Bool { keypadLock != nil }

    /// The state `key` is drawn in and reacts as: disabled while locked (but Cancel), else the
    /// keypad's own (`Keypad.state(of:field:pressed:)`).
    func state(of key: Key, pressed: Set<Key>) -> KeyState {
        if isLocked && key != .cancel { return .disabled }
        return keypad.state(of: key, field: field, pressed: pressed)
    }

    /// The lock's text at `time` (clock milliseconds): its message, and the countdown for one
    /// with an end; nil when not locked.
    public func lockText(at time: Int) -> String? {
        guard let keypadLock else { return nil }
        guard keypadLock.showsCountdown, let left = keypadLock.secondsLeft(at: time) else { return keypadLock.message }
        return keypadLock.message + "\n" + countdownText(left)
    }

    /// Applies the end of a lock whose time has come.
    func expireLock(at time: Int) {
        guard let until = keypadLock?.until, time >= until else { return }
        unlock()
    }
}
