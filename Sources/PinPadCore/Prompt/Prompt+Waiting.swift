extension Prompt {
    /// Lets the prompt run again while its asker works on what was entered (a sign-in's
    /// "Checking…" while greetd's stack checks the PIN): the keypad locked under `message`, in
    /// the message colour (`KeypadLock.isWaiting`), the dots of what was submitted kept; every
    /// key but Cancel refused (and said as `message`), nothing typed or pasted taken. Cancel (the
    /// key, Escape) still ends it `.cancelled`; its `interruption` (the answer came) and a stop
    /// end it `.closed` (or `.cancelled` for a stop, without `endsClosedOnStop`). It has no idle
    /// timeout and no deadline while it waits: the answer ends it. `Presenter.wait(on:saying:until:)`
    /// runs it.
    public func awaitAnswer(saying message: String) {
        lock(KeypadLock(message: message, until: nil, isWaiting: true))
        idleTimeout = nil
        deadline = nil
        result = nil
        needsDisplay = true
    }
}
