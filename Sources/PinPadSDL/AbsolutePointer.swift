import PinPadCore
import PinPadPlatform

/// One absolute pointer's evdev events turned into presses, moves and releases at positions
/// normalised to the device's range (0…1 across, 0…1 down).
///
/// SDL 2.26's evdev input (KMS/DRM) passes such a pointer's raw `ABS_X`/`ABS_Y` on as window
/// coordinates without scaling them to the axis range (a FIXME in `SDL_evdev.c`), and SDL then
/// clamps them to the window: every click of a QEMU tablet (0–32767) lands on the bottom-right
/// corner. Where libinput cannot be had (no udev), pinpad reads these devices itself and
/// ignores SDL's mouse events from them; otherwise libinput gives every touch and pointer.
struct AbsolutePointer {
    /// One thing the pointer did, at a position normalised to the device's range.
    struct Motion: Equatable {
        var x: Double
        var y: Double
        var phase: TapPhase
    }

    /// The device's `ABS_X` and `ABS_Y` ranges.
    let range: (x: ClosedRange<Int32>, y: ClosedRange<Int32>)
    private var x: Int32
    private var y: Int32
    private var isDown = false
    private var moved = false
    private var button: Bool?
    /// After `SYN_DROPPED`, events up to the next `SYN_REPORT` are incomplete and dropped.
    private var isOutOfSync = false

    init(range: (x: ClosedRange<Int32>, y: ClosedRange<Int32>)) {
        self.range = range
        x = range.x.lowerBound
        y = range.y.lowerBound
    }

    /// Takes one event; at each `SYN_REPORT`, the press, release or move (while pressed) it
    /// completes, if any.
    mutating func take(_ event: InputEvent) -> Motion? {
        switch (event.type, event.code) {
        case (InputEvent.synchronization, InputEvent.dropped):
            isOutOfSync = true
        case (InputEvent.synchronization, InputEvent.report):
            defer { (moved, button, isOutOfSync) = (false, nil, false) }
            guard !isOutOfSync else { return nil }
            if let button, button != isDown {
                isDown = button
                return motion(button ? .down : .up)
            }
            return moved && isDown ? motion(.moved) : nil
        case (InputEvent.absolute, InputEvent.axisX):
            x = event.value
            moved = true
        case (InputEvent.absolute, InputEvent.axisY):
            y = event.value
            moved = true
        case (InputEvent.key, InputEvent.leftButton):
            if event.value != 2 { button = event.value != 0 }  // 2: auto-repeat
        default:
            break
        }
        return nil
    }

    private func motion(_ phase: TapPhase) -> Motion {
        Motion(x: normalised(x, range.x), y: normalised(y, range.y), phase: phase)
    }

    private func normalised(_ value: Int32, _ range: ClosedRange<Int32>) -> Double {
        let span = Double(range.upperBound) - Double(range.lowerBound)
        guard span > 0 else { return 0 }
        return min(max((Double(value) - Double(range.lowerBound)) / span, 0), 1)
    }
}
