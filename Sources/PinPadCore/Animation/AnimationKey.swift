/// What a transition animates. A timeline holds at most one transition per key: starting one
/// replaces the previous.
public enum AnimationKey: Hashable, Sendable {
    /// A dot or digit popping into box `box` of field `field` after an insert.
    case popIn(field: Int = 0, box: Int)
    /// A dot shrinking and fading out of box `box` of field `field` after a delete or clear.
    case shrink(field: Int = 0, box: Int)
    /// The digit in box `box` of field `field` shown before it becomes a dot
    /// (`MaskMode.delayedDots`); a hold.
    case reveal(field: Int = 0, box: Int)
    /// The digit in box `box` of field `field` morphing into a dot.
    case morph(field: Int = 0, box: Int)
    /// The focus ring moving to the next box.
    case focus
    /// The highlight of a pressed key fading after release.
    case keyRelease(Key)
    /// The damped horizontal shake after a rejected PIN.
    case shake
    /// The boxes filling with the accent colour on completion.
    case success
}
