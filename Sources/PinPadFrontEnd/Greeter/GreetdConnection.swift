import Glibc
import PinPadPlatform

/// The greeter's connection to greetd: a `SOCK_STREAM` `AF_UNIX` socket at `$GREETD_SOCK`,
/// requests written and responses read whole (`GreetdCodec`'s framing). Reads and writes block:
/// greetd answers once PAM has (a wrong PIN takes PAM's delay).
final class GreetdConnection {
    private let descriptor: FileDescriptor

    /// Connects to the socket at `path` (`socket(2)`, `connect(2)`).
    /// - Throws: `SystemError` when the path does not fit a socket address, or the socket cannot
    ///   be made or connected (`ENOENT`, `ECONNREFUSED`, `EACCES`).
    init(path: String) throws(SystemError) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let pathBytes = Array(path.utf8)
        guard !pathBytes.isEmpty, pathBytes.count < MemoryLayout.size(ofValue: address.sun_path), !pathBytes.contains(0) else {
            throw SystemError("cannot reach greetd at \(path): not a socket path")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: pathBytes) }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw SystemError("cannot make a socket", errorNumber: errno) }
        do throws(SystemCallError) {
            let connected = try SystemCall.interruptible("connect") {
                withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
                }
            }
            // A signal during connect(2): the connection goes on without the call (POSIX); it is
            // made when the socket is writable, and SO_ERROR says how it ended.
            if connected == nil { try GreetdConnection.awaitConnection(descriptor) }
        } catch {
            Glibc.close(descriptor)
            throw SystemError("cannot reach greetd at \(path)", error)
        }
        self.descriptor = FileDescriptor(owning: descriptor)
    }

    /// Waits until the connection `connect(2)` began on `descriptor` is made (writable), and
    /// reads its result (`getsockopt(SO_ERROR)`).
    /// - Throws: `SystemCallError` (`poll`, `getsockopt`, or `connect` with the socket's error).
    private static func awaitConnection(_ descriptor: Int32) throws(SystemCallError) {
        var slots = PollSlots<Int>()
        slots.watch(0, descriptor, for: .output)
        while !(try slots.wait(timeout: -1)).isReady(0) {}
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        _ = try SystemCall.retrying("getsockopt") { getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length) }
        if error != 0 { throw SystemCallError("connect", errorNumber: error) }
    }

    /// Writes all of `bytes` (a framed request), retrying after partial writes and `EINTR`
    /// (`send(2)` with `MSG_NOSIGNAL`: greetd gone is an error, not a SIGPIPE).
    /// - Throws: `SystemError` when greetd has gone (`EPIPE`) or the write fails.
    func send(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        do throws(SystemCallError) { try descriptor.writeAll(bytes, using: .sendWithoutSignal) } catch {
            throw SystemError("cannot write to greetd", error)
        }
    }

    /// Writes `request`, framed.
    func send(_ request: GreetdRequest) throws(SystemError) {
        let frame = GreetdCodec.frame(request)
        let failure: SystemError? = frame.withUnsafeBytes { bytes in
            do throws(SystemError) { try send(bytes) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// The socket's descriptor, to be watched for greetd hanging up (`HangUpWatch`); it stays
    /// the connection's.
    var rawDescriptor: Int32 { descriptor.rawValue }

    /// Whether greetd's response (or the connection's end) can be read now, waiting up to
    /// `milliseconds` (negative: without limit) for it (`poll(2)`, `POLLIN`/`POLLHUP`). A
    /// signal that interrupts the wait is a `false`.
    /// - Throws: `GreetdConnectionFailure` when the wait itself fails.
    func isReadable(within milliseconds: Int) throws(GreetdConnectionFailure) -> Bool {
        do { return try Platform.poll([descriptor.rawValue], timeout: milliseconds)[0] } catch {
            throw GreetdConnectionFailure("cannot wait for greetd: \(error)")
        }
    }

    /// Reads one response: its length, then its body.
    /// - Throws: `GreetdConnectionFailure` saying why there is none: greetd closed the
    ///   connection, a read failed, or the message is not a response within the limits
    ///   (`GreetdCodecError`, whose body is then not read).
    func receive() throws(GreetdConnectionFailure) -> GreetdResponse {
        let header = try read(GreetdCodec.headerBytes)
        do {
            let body = try read(try GreetdCodec.bodyLength(header: header))
            return try GreetdCodec.response(body)
        } catch let error as GreetdCodecError {
            throw GreetdConnectionFailure(error.description)
        } catch let error as GreetdConnectionFailure {
            throw error
        } catch {
            throw GreetdConnectionFailure("\(error)")
        }
    }

    /// Exactly `count` bytes.
    private func read(_ count: Int) throws(GreetdConnectionFailure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let read: Int
            do throws(SystemCallError) {
                read = try descriptor.read(into: &bytes, at: offset)
            } catch {
                throw GreetdConnectionFailure("cannot read from greetd: \(Platform.errorMessage(error.errorNumber))")
            }
            if read == 0 {
                throw GreetdConnectionFailure(offset == 0 && count == GreetdCodec.headerBytes
                    ? "greetd closed the connection" : "greetd closed the connection in the middle of a message")
            }
            offset += read
        }
        return bytes
    }
}
