import Glibc

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
        let timeout = Int32(min(max(milliseconds ?? InputDeviceWait.longestWait, 0), InputDeviceWait.longestWait))
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&polled, nfds_t(polled.count), timeout)
        if ready > 0 {
            drain(polled)
        } else if ready == 0 {
            rescan()
        }
    }

    private func drain(_ polled: [pollfd]) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        for entry in polled where entry.revents != 0 {
            if entry.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 {
                rescan()
                return
            }
            while read(entry.fd, &buffer, buffer.count) > 0 {}
        }
    }

    private func rescan() {
        closeAll()
        guard let directory = opendir("/dev/input") else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix("event") else { continue }
            let descriptor = open("/dev/input/\(name)", O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            if descriptor >= 0 { descriptors.append(descriptor) }
        }
    }

    private func closeAll() {
        for descriptor in descriptors { close(descriptor) }
        descriptors.removeAll()
    }
}
