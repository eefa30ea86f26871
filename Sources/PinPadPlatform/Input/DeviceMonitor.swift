internal import CPlatform
import Glibc

/// udev's announcements of devices added and removed, as libudev's monitor hears them: a
/// netlink socket (`socket(AF_NETLINK, SOCK_DGRAM, NETLINK_KOBJECT_UEVENT)`) bound to udev's
/// multicast group (2, "udev"; the kernel's own uevents are group 1). udev announces a device
/// after it has given it its properties and permissions, the moment SDL's own monitor (and
/// libinput's) hears of it too.
package final class DeviceMonitor {
    /// The socket, for a caller's `poll`: readable when announcements wait.
    package let descriptor: Int32

    /// udev's multicast group (libudev's `UDEV_MONITOR_UDEV`).
    static let udevGroup: UInt32 = 2

    /// Opens the socket and joins udev's group.
    /// - Throws: `SystemError` when netlink sockets are not available.
    package init() throws(SystemError) {
        let kind = Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
        descriptor = socket(AF_NETLINK, kind, NETLINK_KOBJECT_UEVENT)
        guard descriptor >= 0 else { throw SystemError("cannot listen for devices", errorNumber: errno) }
        var address = sockaddr_nl()
        address.nl_family = sa_family_t(AF_NETLINK)
        address.nl_groups = Self.udevGroup
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_nl>.size)) }
        }
        guard bound == 0 else {
            let number = errno
            Glibc.close(descriptor)
            throw SystemError("cannot listen for devices", errorNumber: number)
        }
    }

    deinit { Glibc.close(descriptor) }

    /// Reads and drops every announcement waiting; true when there was one.
    package func drain() -> Bool {
        var heard = false
        var buffer = [UInt8](repeating: 0, count: 8192)
        while buffer.withUnsafeMutableBytes({ recv(descriptor, $0.baseAddress, $0.count, 0) }) > 0 { heard = true }
        return heard
    }
}
