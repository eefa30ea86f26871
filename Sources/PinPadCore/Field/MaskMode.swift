/// How a box shows the character it holds.
public enum MaskMode: Hashable, Sendable {
    /// Every box shows its digit.
    case digits
    /// Every box shows a dot.
    case dots
    /// Nothing shows what or how much was typed (systemd's `Silent=1`, `--echo=no`): the
    /// boxes stay empty and a free-length field shows its caret alone.
    case hidden
    /// The newest digit is shown for `milliseconds`, then morphs into a dot; typing the next digit
    /// masks the earlier one at once (the Android PIN view's behaviour).
    case delayedDots(milliseconds: Int)
}
