/// Maps linear progress `p` in 0…1 to eased progress. Formulas as in Robert Penner's easing
/// equations (the cubic and back variants).
public enum Easing: Hashable, Sendable {
    /// `p`.
    case linear
    /// Cubic ease-out: `1 - (1 - p)³`; fast start, gentle stop.
    case easeOut
    /// Cubic ease-in-out: `4p³` below 0.5, `1 - (2 - 2p)³ / 2` above.
    case easeInOut
    /// Back ease-out: overshoots about 10% then settles, `1 + 2.70158 (p-1)³ + 1.70158 (p-1)²`.
    case back

    /// Eased progress for linear progress `p`; `p` is clamped to 0…1, and the result is exactly 0
    /// at 0 and exactly 1 at 1.
    public func value(_ p: Double) -> Double {
        let p = min(max(p, 0), 1)
        if p == 0 { return 0 }
        if p == 1 { return 1 }
        switch self {
        case .linear:
            return p
        case .easeOut:
            let q = 1 - p
            return 1 - q * q * q
        case .easeInOut:
            if p < 0.5 { return 4 * p * p * p }
            let q = 2 - 2 * p
            return 1 - q * q * q / 2
        case .back:
            let c1 = 1.70158
            let q = p - 1
            return 1 + (c1 + 1) * q * q * q + c1 * q * q
        }
    }
}
