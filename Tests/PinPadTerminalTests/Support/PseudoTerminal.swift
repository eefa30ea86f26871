import Foundation
import Glibc

/// A pty pair from `openpty(3)`: the backend opens the slave by its path; the test writes what
/// the person types into the master and collects what the backend draws from it, on a reader
/// thread.
final class PseudoTerminal: @unchecked Sendable {
    let master: Int32
    let slave: Int32
    let slavePath: String
    private let lock = NSLock()
    private var collected: [UInt8] = []
    private var isStopped = false
    private let stoppedReading = DispatchSemaphore(value: 0)

    init(columns: Int, rows: Int) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var name = [CChar](repeating: 0, count: 256)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, &name, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
        self.master = master
        self.slave = slave
        slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let thread = Thread { [self] in readLoop() }
        thread.start()
    }

    deinit {
        close()
    }

    /// Everything the backend wrote so far.
    var output: [UInt8] {
        lock.withLock { collected }
    }

    /// Types `text` (its UTF-8 bytes).
    func send(_ text: String) {
        send(Array(text.utf8))
    }

    /// Types `bytes`.
    func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(master, buffer.baseAddress! + offset, buffer.count - offset)
                if count > 0 { offset += count } else if errno != EINTR { return }
            }
        }
    }

    /// Changes the window size the slave reports (`TIOCSWINSZ`); the test raises SIGWINCH itself,
    /// as the pty is not the process's controlling terminal.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// The slave's termios, as raw bytes for comparison.
    func attributes() -> [UInt8] {
        var attributes = termios()
        _ = tcgetattr(slave, &attributes)
        return withUnsafeBytes(of: &attributes) { Array($0) }
    }

    /// Whether the slave echoes input, reads lines (canonical mode) or turns ^C into a signal.
    func localModes() -> (echo: Bool, canonical: Bool, signals: Bool) {
        var attributes = termios()
        _ = tcgetattr(slave, &attributes)
        let flags = attributes.c_lflag
        return (flags & tcflag_t(ECHO) != 0, flags & tcflag_t(ICANON) != 0, flags & tcflag_t(ISIG) != 0)
    }

    func close() {
        let wasRunning = lock.withLock { () -> Bool in
            defer { isStopped = true }
            return !isStopped
        }
        guard wasRunning else { return }
        stoppedReading.wait()
        Glibc.close(master)
        Glibc.close(slave)
    }

    private func readLoop() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !lock.withLock({ isStopped }) {
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 10) > 0 else { continue }
            let count = read(master, &buffer, buffer.count)
            if count > 0 {
                lock.withLock { collected += buffer[0..<count] }
            } else if count < 0 && errno != EINTR && errno != EAGAIN {
                usleep(1000)
            }
        }
        stoppedReading.signal()
    }
}
