/// What an evdev input device can send, from its capability bits (`EVIOCGBIT`, `EVIOCGPROP`,
/// `EVIOCGABS`; Linux's `Documentation/input/event-codes.rst`).
package struct InputDeviceCapabilities: Equatable, Sendable {
    /// The range of `ABS_X` and of `ABS_Y` (device units, inclusive), nil when it has neither.
    package var absoluteRange: (x: ClosedRange<Int32>, y: ClosedRange<Int32>)?
    /// Whether it has `BTN_LEFT`.
    package var hasLeftButton: Bool
    /// Whether it has `BTN_TOUCH`.
    package var hasTouch: Bool
    /// Whether it has `REL_X` and `REL_Y` (a mouse that moves by steps).
    package var hasRelativeAxes: Bool
    /// Whether it has `INPUT_PROP_DIRECT` (a touchscreen: positions are on the screen).
    package var isDirect: Bool

    package init(
        absoluteRange: (x: ClosedRange<Int32>, y: ClosedRange<Int32>)?, hasLeftButton: Bool, hasTouch: Bool, hasRelativeAxes: Bool,
        isDirect: Bool
    ) {
        self.absoluteRange = absoluteRange
        self.hasLeftButton = hasLeftButton
        self.hasTouch = hasTouch
        self.hasRelativeAxes = hasRelativeAxes
        self.isDirect = isDirect
    }

    /// An absolute pointer: a pointer whose position is a point on the screen, with a left
    /// button and no touch contact (QEMU's and VirtualBox's tablets, touch controllers in mouse
    /// mode). udev gives it `ID_INPUT_MOUSE` or `ID_INPUT_TABLET`, not `ID_INPUT_TOUCHSCREEN`.
    package var isAbsolutePointer: Bool {
        guard let range = absoluteRange else { return false }
        return hasLeftButton && !hasTouch && !hasRelativeAxes && range.x.count > 1 && range.y.count > 1
    }

    package static func == (left: Self, right: Self) -> Bool {
        left.absoluteRange?.x == right.absoluteRange?.x && left.absoluteRange?.y == right.absoluteRange?.y
            && left.hasLeftButton == right.hasLeftButton && left.hasTouch == right.hasTouch
            && left.hasRelativeAxes == right.hasRelativeAxes && left.isDirect == right.isDirect
    }
}
