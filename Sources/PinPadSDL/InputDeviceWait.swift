import PinPadPlatform

/// Blocks until an input device has data or a timeout passes, with `poll(2)` on every
/// `/dev/input/event*` device this process can open.
///
/// SDL 2's KMS/DRM driver has no blocking wait: `SDL_WaitEventTimeout` falls back to pumping
/// events every millisecond, a thousand wake-ups a second on an idle kiosk. Each opener of an
/// evdev device gets its own copy of the events, so reading ours to empty takes nothing from SDL.
/// Waits are capped at `longestWait` so devices plugged in later are found and events pushed by
/// other threads are not held back for long.
final class InputDeviceWait {
    /// The longest single wait, in milliseconds.
    static let longestWait = 500

    private var descriptors: [Int32] = []

    init() { rescan() }

    deinit { closeAll() }

    /// Waits up to `milliseconds` (nil: `longestWait`) for input; a signal ends the wait early.
    func wait(milliseconds: Int?) {
        let timeout = min(max(milliseconds ?? InputDeviceWait.longestWait, 0), InputDeviceWait.longestWait)
        guard let ready = try? Platform.poll(descriptors, timeout: timeout), ready.contains(true) else {
            rescan()
            return
        }
        drain(zip(descriptors, ready).filter(\.1).map(\.0))
    }

    /// Reads every ready device to empty; a device that went away (end of file or a read
    /// error) makes the list be read again.
    private func drain(_ ready: [Int32]) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        for descriptor in ready {
            while true {
                do {
                    guard let count = try buffer.withUnsafeMutableBytes({ try Platform.read(descriptor, into: $0) }) else { break }
                    if count == 0 {
                        rescan()
                        return
                    }
                } catch {
                    rescan()
                    return
                }
            }
        }
    }

    private func rescan() {
        closeAll()
        for name in Platform.directoryEntries("/dev/input") where name.hasPrefix("event") {
            if let descriptor = Platform.openForReading("/dev/input/\(name)") { descriptors.append(descriptor) }
        }
    }

    private func closeAll() {
        for descriptor in descriptors { Platform.close(descriptor) }
        descriptors.removeAll()
    }
}
