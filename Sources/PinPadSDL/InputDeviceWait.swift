import PinPadPlatform

/// Blocks until an input device has data or a timeout passes, with `poll(2)` on every
/// `/dev/input/event*` device this process can open, and reads the absolute pointers among
/// them (`AbsolutePointer`), which SDL's evdev input places wrongly.
///
/// SDL 2's KMS/DRM driver has no blocking wait: `SDL_WaitEventTimeout` falls back to pumping
/// events every millisecond, a thousand wake-ups a second on an idle kiosk. Each opener of an
/// evdev device gets its own copy of the events, so reading ours to empty takes nothing from SDL.
/// Waits are capped at `longestWait` so devices plugged in later are found and events pushed by
/// other threads are not held back for long.
final class InputDeviceWait {
    /// The longest single wait, in milliseconds.
    static let longestWait = 500

    /// One open device: its descriptor and, for an absolute pointer, its state.
    private struct Device {
        var descriptor: Int32
        var pointer: AbsolutePointer?
    }

    private var devices: [String: Device] = [:]
    private var motions: [AbsolutePointer.Motion] = []
    /// SDL's mouse ids (`which`: SDL's descriptor of the device) of the absolute pointers.
    private(set) var sdlAbsolutePointers: Set<UInt32> = []

    init() { rescan() }

    deinit {
        for device in devices.values { Platform.close(device.descriptor) }
    }

    /// The absolute pointers' presses, moves and releases read since the last call, in order.
    func takeMotions() -> [AbsolutePointer.Motion] {
        defer { motions.removeAll() }
        return motions
    }

    /// Waits up to `milliseconds` (nil: `longestWait`) for input; a signal ends the wait early.
    func wait(milliseconds: Int?) {
        let timeout = min(max(milliseconds ?? InputDeviceWait.longestWait, 0), InputDeviceWait.longestWait)
        let paths = Array(devices.keys)
        guard let ready = try? Platform.poll(paths.map { devices[$0]!.descriptor }, timeout: timeout), ready.contains(true) else {
            rescan()
            return
        }
        for (path, isReady) in zip(paths, ready) where isReady { drain(path) }
    }

    /// Reads a ready device to empty; a device that went away (end of file or a read error) is
    /// closed and the list read again.
    private func drain(_ path: String) {
        guard var device = devices[path] else { return }
        while true {
            let events: [InputEvent]?
            do { events = try Platform.readInputEvents(device.descriptor) } catch { events = nil }
            guard let events else {
                Platform.close(device.descriptor)
                devices[path] = nil
                rescan()
                return
            }
            if events.isEmpty { break }
            if device.pointer != nil {
                for event in events { if let motion = device.pointer!.take(event) { motions.append(motion) } }
            }
        }
        devices[path] = device
    }

    /// Opens the devices that appeared and closes those that went away; the devices already open
    /// stay open, so no event is missed.
    private func rescan() {
        let paths = Set(Platform.directoryEntries("/dev/input").filter { $0.hasPrefix("event") }.map { "/dev/input/\($0)" })
        for (path, device) in devices where !paths.contains(path) {
            Platform.close(device.descriptor)
            devices[path] = nil
        }
        for path in paths where devices[path] == nil {
            guard let descriptor = Platform.openForReading(path) else { continue }
            let capabilities = Platform.inputDeviceCapabilities(descriptor)
            let pointer = capabilities.flatMap { $0.isAbsolutePointer ? $0.absoluteRange : nil }.map { AbsolutePointer(range: $0) }
            devices[path] = Device(descriptor: descriptor, pointer: pointer)
        }
        let pointers = Set(devices.filter { $0.value.pointer != nil }.keys)
        let ours = Set(devices.values.map(\.descriptor))
        sdlAbsolutePointers = Set(
            Platform.openDescriptors(under: "/dev/input/").filter { pointers.contains($0.path) && !ours.contains($0.descriptor) }
                .map { UInt32(bitPattern: $0.descriptor) })
    }
}
