import PinPadPlatform

/// Blocks until an input device has data, another thread wakes it, or a timeout passes, with
/// `poll(2)` on every `/dev/input/event*` device this process can open, and reads the absolute
/// pointers among them (`AbsolutePointer`), which SDL's evdev input places wrongly.
///
/// SDL 2's KMS/DRM driver has no blocking wait: `SDL_WaitEventTimeout` falls back to pumping
/// events every millisecond, a thousand wake-ups a second on an idle kiosk. Each opener of an
/// evdev device gets its own copy of the events, so reading ours to empty takes nothing from SDL.
/// Devices plugged in later wake the wait when udev announces them (`DeviceMonitor`), when SDL
/// hears of them too, and other threads wake it through a pipe (`wakeDescriptor`), so an idle
/// pad does not wake at all. Without the monitor or the pipe, waits are capped at `longestWait`.
final class InputDeviceWait {
    /// The longest single wait without the device monitor or the wake pipe, in milliseconds.
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
    private let hotplug = try? DeviceMonitor()
    private let wakePipe = try? Platform.makePipe()

    /// The descriptor another thread writes a byte to (`Platform.writeOnce`) to end the wait.
    var wakeDescriptor: Int32? { wakePipe?.write }

    init() { rescan() }

    deinit {
        releaseEndingSignals()
        for device in devices.values { Platform.close(device.descriptor) }
        if let wakePipe {
            Platform.close(wakePipe.read)
            Platform.close(wakePipe.write)
        }
    }

    /// The absolute pointers' presses, moves and releases read since the last call, in order.
    func takeMotions() -> [AbsolutePointer.Motion] {
        defer { motions.removeAll() }
        return motions
    }

    /// Waits up to `milliseconds` (nil: until something happens) for input, a wake from another
    /// thread, a device plugged in or removed, or one of `others` to be readable; a signal ends
    /// the wait early.
    func wait(milliseconds: Int?, others: [Int32] = []) {
        var timeout = milliseconds.map { max($0, 0) } ?? -1
        if hotplug == nil || wakePipe == nil { timeout = timeout < 0 ? Self.longestWait : min(timeout, Self.longestWait) }
        let paths = Array(devices.keys)
        var slots = PollSlots<WaitSlot>()
        for path in paths { slots.watch(.device(path), devices[path]!.descriptor) }
        if let hotplug { slots.watch(.hotplug, hotplug.descriptor) }
        if let wakePipe { slots.watch(.wake, wakePipe.read) }
        for (index, other) in others.enumerated() { slots.watch(.other(index), other) }
        guard let ready = try? slots.wait(timeout: timeout) else { return }
        if hotplug == nil || wakePipe == nil, ready.events.isEmpty { rescan() }
        for path in paths where ready.isReady(.device(path)) { drain(path) }
        if let hotplug, ready.isReady(.hotplug), hotplug.drain() {
            // SDL heard udev too: the window's next look at the queue (SDL_PumpEvents) adds it.
            rescan()
        }
        if let wakePipe, ready.isReady(.wake) {
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = (try? bytes.withUnsafeMutableBytes { try Platform.read(wakePipe.read, into: $0) }) ?? 0
            if Platform.holdsEndingSignal(bytes.prefix(count)) { receivedEndingSignal = true }
        }
    }

    /// What `wait` watches: each device by its path, udev's monitor, the wake pipe, the caller's others.
    private enum WaitSlot: Hashable { case device(String), hotplug, wake, other(Int) }

    /// Set when a wait ended for an ending signal (`catchEndingSignals`); the window cancels.
    var receivedEndingSignal = false
    private var previousActions: [(Int32, SignalAction)] = []

    /// Catches the ending signals (`Platform.endingSignals`: SIGINT, SIGTERM, SIGHUP, SIGQUIT)
    /// while the pad is up: their handler writes the signal number to the wake pipe
    /// (`Platform.catchEndingSignals`), so a signal that comes just before the wait still ends
    /// it. Does nothing when another prompt's handlers are installed.
    func catchEndingSignals() {
        guard let wakePipe else { return }
        previousActions += Platform.pipeEndingSignals(to: wakePipe.write)
    }

    /// Puts back the handlers `catchEndingSignals` replaced.
    func releaseEndingSignals() {
        guard let wakePipe else { return }
        Platform.releasePipedEndingSignals(previousActions, from: wakePipe.write)
        previousActions.removeAll()
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
