internal import CLibinput
import PinPadCore
import PinPadPlatform

/// The input devices of udev's seat through libinput (`libinput_udev_create_context`,
/// `libinput_udev_assign_seat`): touchscreens, absolute and relative pointers, keyboards, with
/// devices plugged in later added by libinput itself. Positions come in screen pixels
/// (`libinput_event_touch_get_x_transformed`, `…_pointer_get_absolute_x_transformed`).
///
/// A thread of its own (`DrainThread`) takes the devices' events into libinput's queue
/// (`libinput_dispatch`) as soon as they come, while the pad draws: the kernel keeps only 64
/// events of a keyboard unread (16 keys) and drops them all when more come, so keys typed fast
/// while a slow frame was drawn were lost.
package final class LibinputSeat {
    private let udev: OpaquePointer
    private let context: OpaquePointer
    /// Takes the devices' events into libinput's queue while the pad is busy; nil when no
    /// thread could be started (the events are then taken only by `read(screen:)`).
    private var drain: DrainThread?
    /// Where a relative pointer is, in screen pixels (it starts in the middle).
    private var cursor: Point?
    /// The keyboards' modifiers, locks and layout.
    private var keyboard = SeatKeyboard()

    /// The console keymap the keys type through (`ConsoleKeyboard.keymap`); nil types the US
    /// layout (`EvdevKey`).
    package var consoleKeymap: ConsoleKeymap? {
        get { keyboard.consoleKeymap }
        set { keyboard = SeatKeyboard(consoleKeymap: newValue) }
    }

    /// The libinput functions called (`SharedLibrary.libinput` checks them before the first call).
    static let functions = [
        "libinput_udev_create_context", "libinput_udev_assign_seat", "libinput_unref", "libinput_dispatch", "libinput_event_destroy",
        "libinput_event_get_keyboard_event", "libinput_event_get_pointer_event", "libinput_event_get_touch_event",
        "libinput_event_get_type", "libinput_event_keyboard_get_key", "libinput_event_keyboard_get_key_state",
        "libinput_event_pointer_get_absolute_x_transformed", "libinput_event_pointer_get_absolute_y_transformed",
        "libinput_event_pointer_get_button", "libinput_event_pointer_get_button_state", "libinput_event_pointer_get_dx",
        "libinput_event_pointer_get_dy", "libinput_event_touch_get_seat_slot", "libinput_event_touch_get_x_transformed",
        "libinput_event_touch_get_y_transformed", "libinput_get_event", "libinput_get_fd",
    ]

    /// Opens the seat `seat` (`seat0`), loading libudev and libinput the first time
    /// (`SharedLibrary`).
    /// - Throws: `SystemError` when libudev or libinput cannot be loaded, or udev or libinput
    ///   cannot be started.
    package init(seat: String = "seat0") throws(SystemError) {
        try SharedLibrary.udev.load(functions: ["udev_new", "udev_unref"])
        try SharedLibrary.libinput.load(functions: LibinputSeat.functions)
        guard let udev = pinpad_udev_new()() else { throw SystemError("cannot start udev") }
        guard let context = pinpad_libinput_create(udev, seat) else {
            pinpad_udev_unref()(udev)
            throw SystemError("cannot open the input devices of \(seat) with libinput")
        }
        self.udev = udev
        self.context = context
        drain = DrainThread(descriptor: pinpad_libinput_get_fd()(context)) { pinpad_libinput_dispatch()(context) }
    }

    deinit {
        drain = nil
        pinpad_libinput_unref()(context)
        pinpad_udev_unref()(udev)
    }

    /// Whether Caps Lock is locked, as kept from its presses (`KeyboardLocks`): what a new
    /// prompt is told as it starts (`PromptDriver.init(prompt:observers:capsLock:)`).
    package var isCapsLockOn: Bool { keyboard.isCapsLockOn }

    /// Readable when events wait: the drain's (`DrainThread.ready`), or libinput's own
    /// (`libinput_get_fd`) when it has none.
    package var descriptor: Int32 { drain?.ready ?? pinpad_libinput_get_fd()(context) }

    /// The events waiting, for a screen of `screen` pixels (`libinput_dispatch`,
    /// `libinput_get_event`).
    package func read(screen: Size) -> [SeatInput] {
        drain?.takeReady()
        let take = {
            pinpad_libinput_dispatch()(self.context)
            var inputs: [SeatInput] = []
            while let event = pinpad_libinput_get_event()(self.context) {
                inputs += self.translate(event, screen: screen)
                pinpad_libinput_event_destroy()(event)
            }
            return inputs
        }
        return drain.map { $0.lock.withLock(take) } ?? take()
    }

    private func translate(_ event: OpaquePointer, screen: Size) -> [SeatInput] {
        if pinpad_libinput_event_get_type()(event) == LIBINPUT_EVENT_KEYBOARD_KEY {
            let key = pinpad_libinput_event_get_keyboard_event()(event)
            let code = pinpad_libinput_event_keyboard_get_key()(key)
            let pressed = pinpad_libinput_event_keyboard_get_key_state()(key) == LIBINPUT_KEY_STATE_PRESSED
            return keyboard.key(code, pressed: pressed)
        }
        return translatePointer(event, screen: screen).map { [$0] } ?? []
    }

    private func translatePointer(_ event: OpaquePointer, screen: Size) -> SeatInput? {
        let width = UInt32(max(screen.width, 1))
        let height = UInt32(max(screen.height, 1))
        switch pinpad_libinput_event_get_type()(event) {
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
            let touch = pinpad_libinput_event_get_touch_event()(event)
            let point = Point(x: pinpad_libinput_event_touch_get_x_transformed()(touch, width), y: pinpad_libinput_event_touch_get_y_transformed()(touch, height))
            let phase: TapPhase = pinpad_libinput_event_get_type()(event) == LIBINPUT_EVENT_TOUCH_DOWN ? .down : .moved
            let slot = Int(pinpad_libinput_event_touch_get_seat_slot()(touch))
            lastTouch[slot] = point
            return .tap(point, phase, pointer: slot)
        case LIBINPUT_EVENT_TOUCH_UP:
            // An up event has no position: the tap ends where the finger last was.
            let slot = Int(pinpad_libinput_event_touch_get_seat_slot()(pinpad_libinput_event_get_touch_event()(event)))
            guard let point = lastTouch.removeValue(forKey: slot) else { return nil }
            return .tap(point, .up, pointer: slot)
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            let pointer = pinpad_libinput_event_get_pointer_event()(event)
            cursor = Point(
                x: pinpad_libinput_event_pointer_get_absolute_x_transformed()(pointer, width),
                y: pinpad_libinput_event_pointer_get_absolute_y_transformed()(pointer, height))
            return isPressed ? .tap(cursor!, .moved, pointer: SeatInput.pointerID) : nil
        case LIBINPUT_EVENT_POINTER_MOTION:
            let pointer = pinpad_libinput_event_get_pointer_event()(event)
            let start = cursor ?? Point(x: screen.width / 2, y: screen.height / 2)
            cursor = Point(
                x: min(max(start.x + pinpad_libinput_event_pointer_get_dx()(pointer), 0), screen.width - 1),
                y: min(max(start.y + pinpad_libinput_event_pointer_get_dy()(pointer), 0), screen.height - 1))
            return isPressed ? .tap(cursor!, .moved, pointer: SeatInput.pointerID) : nil
        case LIBINPUT_EVENT_POINTER_BUTTON:
            let pointer = pinpad_libinput_event_get_pointer_event()(event)
            guard pinpad_libinput_event_pointer_get_button()(pointer) == LibinputSeat.leftButton else { return nil }
            isPressed = pinpad_libinput_event_pointer_get_button_state()(pointer) == LIBINPUT_BUTTON_STATE_PRESSED
            let point = cursor ?? Point(x: screen.width / 2, y: screen.height / 2)
            return .tap(point, isPressed ? .down : .up, pointer: SeatInput.pointerID)
        default:
            return nil
        }
    }

    /// Whether the pointer's left button is held.
    private var isPressed = false
    /// Where each finger (by seat slot) last was.
    private var lastTouch: [Int: Point] = [:]

    /// BTN_LEFT.
    static let leftButton: UInt32 = 0x110
}
