import Glibc

/// The one datagram a password agent sends back (systemd's `docs/PASSWORD_AGENTS.md`).
extension Platform {
    /// Sends one `SOCK_DGRAM` datagram to the `AF_UNIX` socket at `path`: the byte `prefix`,
    /// then `body` (a secret's bytes, straight from its page: `sendmsg(2)` gathers both, no copy
    /// is made). The kernel attaches this process's credentials for a receiver that set
    /// `SO_PASSCRED`, as systemd's asker does.
    /// - Throws: `SystemError` when the path does not fit a socket address, or the socket cannot
    ///   be made or the datagram sent (the asker has gone: `ECONNREFUSED`, `ENOENT`).
    package static func sendDatagram(
        _ prefix: UInt8, _ body: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0), to path: String
    ) throws(SystemError) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let pathBytes = Array(path.utf8)
        guard !pathBytes.isEmpty, pathBytes.count < MemoryLayout.size(ofValue: address.sun_path), !pathBytes.contains(0) else {
            throw SystemError("cannot answer on \(path): not a socket path")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: pathBytes) }
        let socketDescriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socketDescriptor >= 0 else { throw SystemError("cannot make a socket", errorNumber: errno) }
        defer { Glibc.close(socketDescriptor) }
        var head = prefix
        var parts = [
            iovec(iov_base: nil, iov_len: 1),  // the prefix, pointed at below
            iovec(iov_base: UnsafeMutableRawPointer(mutating: body.baseAddress), iov_len: body.count),
        ]
        let sent = withUnsafeMutablePointer(to: &head) { headPointer in
            parts[0].iov_base = UnsafeMutableRawPointer(headPointer)
            return withUnsafeMutablePointer(to: &address) { addressPointer in
                parts.withUnsafeMutableBufferPointer { partsPointer in
                    var message = msghdr()
                    message.msg_name = UnsafeMutableRawPointer(addressPointer)
                    message.msg_namelen = socklen_t(MemoryLayout<sockaddr_un>.size)
                    message.msg_iov = partsPointer.baseAddress
                    message.msg_iovlen = body.isEmpty ? 1 : 2
                    do throws(SystemCallError) { return try SystemCall.retrying("sendmsg") { sendmsg(socketDescriptor, &message, Int32(MSG_NOSIGNAL)) } } catch {
                        errno = error.errorNumber
                        return -1
                    }
                }
            }
        }
        guard sent >= 0 else { throw SystemError("cannot answer on \(path)", errorNumber: errno) }
    }
}
