internal import CPlatform
import Glibc

/// evdev input devices, wrapped once: capabilities and events of an open `/dev/input/event*`.
extension Platform {
    /// The capabilities of the evdev device open at `descriptor` (`EVIOCGBIT`, `EVIOCGPROP`,
    /// `EVIOCGABS`); nil when it is not an evdev device.
    package static func inputDeviceCapabilities(_ descriptor: Int32) -> InputDeviceCapabilities? {
        func bits(_ type: UInt32, count: Int) -> [UInt8]? {
            var bits = [UInt8](repeating: 0, count: count / 8 + 1)
            let size = UInt32(bits.count)
            guard pinpad_evdev_bits(descriptor, type, &bits, size) >= 0 else { return nil }
            return bits
        }
        func has(_ bits: [UInt8], _ code: Int32) -> Bool { bits[Int(code) / 8] & (1 << UInt8(code % 8)) != 0 }
        guard let keys = bits(UInt32(EV_KEY), count: Int(KEY_MAX)), let absolute = bits(UInt32(EV_ABS), count: Int(ABS_MAX)),
            let relative = bits(UInt32(EV_REL), count: Int(REL_MAX))
        else { return nil }
        var properties = [UInt8](repeating: 0, count: Int(INPUT_PROP_MAX) / 8 + 1)
        let propertiesSize = UInt32(properties.count)
        let isDirect = pinpad_evdev_properties(descriptor, &properties, propertiesSize) >= 0 && has(properties, INPUT_PROP_DIRECT)
        var range: (x: ClosedRange<Int32>, y: ClosedRange<Int32>)?
        var x = input_absinfo()
        var y = input_absinfo()
        if has(absolute, ABS_X), has(absolute, ABS_Y), pinpad_evdev_axis(descriptor, UInt32(ABS_X), &x) == 0,
            pinpad_evdev_axis(descriptor, UInt32(ABS_Y), &y) == 0, x.maximum >= x.minimum, y.maximum >= y.minimum
        {
            range = (x.minimum...x.maximum, y.minimum...y.maximum)
        }
        return InputDeviceCapabilities(
            absoluteRange: range, hasLeftButton: has(keys, BTN_LEFT), hasTouch: has(keys, BTN_TOUCH),
            hasRelativeAxes: has(relative, REL_X) && has(relative, REL_Y), isDirect: isDirect)
    }

    /// The events waiting on the evdev device at `descriptor` (`read` of `struct input_event`s,
    /// up to 64 at a time); empty when none wait.
    /// - Throws: `SystemError` when the device went away (`ENODEV`) or cannot be read.
    /// - Returns: nil at end of file.
    package static func readInputEvents(_ descriptor: Int32) throws(SystemError) -> [InputEvent]? {
        var records = [input_event](repeating: input_event(), count: 64)
        let count: Int
        do throws(SystemCallError) {
            let read = try records.withUnsafeMutableBytes { bytes in
                Result { () throws(SystemCallError) in try SystemCall.interruptible("read") { Glibc.read(descriptor, bytes.baseAddress, bytes.count) } }
            }.get()
            guard let read else { return [] }
            count = read
        } catch {
            if error.wouldBlock { return [] }
            throw SystemError("cannot read an input device", error)
        }
        if count == 0 { return nil }
        return records.prefix(count / MemoryLayout<input_event>.stride).map {
            InputEvent(type: $0.type, code: $0.code, value: $0.value)
        }
    }

    /// What each of this process's descriptors refers to (`readlink` of `/proc/self/fd/N`): the
    /// descriptor and the path, for the descriptors whose path starts with `prefix`.
    package static func openDescriptors(under prefix: String) -> [(descriptor: Int32, path: String)] {
        directoryEntries("/proc/self/fd").compactMap { name in
            guard let descriptor = Int32(name) else { return nil }
            var buffer = [CChar](repeating: 0, count: 256)
            let length = readlink("/proc/self/fd/\(name)", &buffer, buffer.count - 1)
            guard length > 0 else { return nil }
            let path = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return path.hasPrefix(prefix) ? (descriptor, path) : nil
        }
    }
}
