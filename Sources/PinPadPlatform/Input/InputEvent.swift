/// One evdev event (`struct input_event` without its time): type, code and value, as the kernel
/// sends them (`EV_KEY`, `EV_ABS`, `EV_SYN` …; Linux's `Documentation/input/input.rst`).
package struct InputEvent: Equatable, Sendable {
    package var type: UInt16
    package var code: UInt16
    package var value: Int32

    package init(type: UInt16, code: UInt16, value: Int32) {
        self.type = type
        self.code = code
        self.value = value
    }

    /// `EV_SYN`, `EV_KEY`, `EV_ABS` (`<linux/input-event-codes.h>`).
    package static let synchronization: UInt16 = 0x00
    package static let key: UInt16 = 0x01
    package static let absolute: UInt16 = 0x03
    /// `SYN_REPORT`, `SYN_DROPPED`.
    package static let report: UInt16 = 0
    package static let dropped: UInt16 = 3
    /// `ABS_X`, `ABS_Y`, `BTN_LEFT`.
    package static let axisX: UInt16 = 0x00
    package static let axisY: UInt16 = 0x01
    package static let leftButton: UInt16 = 0x110
}
