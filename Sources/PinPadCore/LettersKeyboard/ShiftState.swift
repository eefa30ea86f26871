/// The state of the letters keyboard's Shift key, as on a phone: one press gives the next
/// letter its capital, a second press holds capitals (Caps), a third lets go.
public enum ShiftState: Hashable, Sendable {
    /// Small letters.
    case off
    /// A capital for the next character typed, then small letters again.
    case once
    /// Capitals until Shift is pressed again (Caps).
    case locked

    /// The state after a press on Shift: off → once → locked → off.
    public var next: ShiftState {
        switch self {
        case .off: return .once
        case .once: return .locked
        case .locked: return .off
        }
    }
}
