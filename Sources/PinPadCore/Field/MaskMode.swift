/// How a box shows the character it holds.
public enum MaskMode: Hashable, Sendable {
    /// Every box shows its digit.
    case digits
    /// Every box shows a dot.
    case dots
    /// The newest digit is shown for `milliseconds`, then morphs into a dot; typing the next digit
    /// masks the earlier one at once (the Android PIN view's behaviour).
    case delayedDots(milliseconds: Int)
}
