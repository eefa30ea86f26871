/// A page of pinpad's letters keyboard (`KeyboardLayout`): the keys shown at one time.
public enum KeyboardPage: String, Hashable, Sendable, CaseIterable {
    /// The letter rows (Shift gives their capitals).
    case letters
    /// Digits and symbols.
    case symbols
    /// Accented letters (Shift gives their capitals); a layout may have none.
    case accents

    /// The label of the key that shows this page: `ABC`, `?123` or `àé`.
    public var label: String {
        switch self {
        case .letters: return "ABC"
        case .symbols: return "?123"
        case .accents: return "àé"
        }
    }
}
