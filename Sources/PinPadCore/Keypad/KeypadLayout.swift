/// The arrangement of the digit keys.
public enum KeypadLayout: Hashable, Sendable {
    /// 1-2-3 on top, 0 at the bottom (telephones, PIN pads).
    case phone
    /// 7-8-9 on top, 0 at the bottom (calculators, numeric keypads).
    case calculator
    /// Digits shuffled by a generator seeded with `seed`, shuffled again after each rejected PIN
    /// (the Phosh lockscreen's defence against shoulder surfing).
    case scrambled(seed: UInt64)
}
