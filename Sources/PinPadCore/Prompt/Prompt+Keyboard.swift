extension Prompt {
    /// Feeds one key press through the key-binding table (`KeyBinding`), by the policy of the
    /// field focused when it arrives: a digit that completes a field is never typed again into
    /// the next.
    /// - Returns: true when the press asks for the clipboard (Ctrl+V): the backend reads it and
    ///   gives it to `paste(utf8:)`.
    @discardableResult
    public func handle(_ stroke: KeyStroke) -> Bool {
        switch KeyBinding.action(for: stroke, policy: fields[focusedIndex].policy) {
        case .key(let code): handle(.key(code))
        case .text(let text): handle(.text(text))
        case .paste: return true
        case nil: break
        }
        return false
    }
}
