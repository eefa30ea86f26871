import Glibc

/// Relays between the terminal pinpad was started on and a session's own pseudo-terminal, as
/// `su --pty` (util-linux's `ul_pty_proxy_master`) and sudo's `use_pty` do: what is typed goes
/// to the command, what it writes comes back; the outer terminal is raw meanwhile (the
/// pseudo-terminal's line discipline does the editing and ^C) and restored after, whatever
/// happens. A window-size change goes on to the command's terminal.
struct TerminalRelay {
    private let terminal: PseudoTerminal
    /// The outer terminal's standard descriptors (0, 1, 2, those that are terminals).
    private let streams: [Int32]
    /// The read end of the session's signal pipe.
    private let wake: Int32
    /// Typed bytes not yet taken by the pseudo-terminal.
    private var pending: [UInt8] = []

    init(terminal: PseudoTerminal, streams: [Int32], wake: Int32) {
        self.terminal = terminal
        self.streams = streams
        self.wake = wake
    }

    /// Named poll slots.
    private enum Slot { case wake, primary, input }

    /// Relays until `child` ends (left unreaped, `Platform.wait(for:)`), then what it wrote last;
    /// restores the outer terminal.
    /// - Returns: the child's exit status, or 128 plus the signal that ended it.
    mutating func run(until child: pid_t) -> Int32 {
        let input: Int32? = streams.contains(STDIN_FILENO) ? STDIN_FILENO : nil
        let output = streams.first { $0 != STDIN_FILENO } ?? STDIN_FILENO
        var saved = termios()
        let restores = input.map { tcgetattr($0, &saved) == 0 } ?? false
        if restores, let input {
            var raw = saved
            cfmakeraw(&raw)
            _ = tcsetattr(input, TCSANOW, &raw)
        }
        defer { if restores, let input { _ = tcsetattr(input, TCSADRAIN, &saved) } }
        var reading = input != nil
        var primaryOpen = true
        var buffer = [UInt8](repeating: 0, count: 4096)
        defer {
            for index in buffer.indices { buffer[index] = 0 }
            for index in pending.indices { pending[index] = 0 }
        }
        while true {
            var slots = PollSlots<Slot>()
            slots.watch(.wake, wake)
            slots.watch(.primary, primaryOpen ? terminal.primary : -1, for: pending.isEmpty ? .input : [.input, .output])
            slots.watch(.input, reading && pending.isEmpty ? input ?? -1 : -1)
            guard let ready = try? slots.wait(timeout: -1) else { break }
            if ready.isReady(.wake) {
                var signals = [UInt8](repeating: 0, count: 64)
                let count = Glibc.read(wake, &signals, signals.count)
                if count > 0, signals[0..<count].contains(UInt8(SIGWINCH)) { terminal.takeSize(of: output) }
                if let status = Platform.exitStatus(of: child) {
                    if primaryOpen { drain(to: output, buffer: &buffer) }
                    return status
                }
            }
            let primary = ready[.primary]
            if primary.contains(.input) {
                let count = Self.readSome(terminal.primary, into: &buffer)
                if let count, count > 0 {
                    writeAll(buffer[0..<count], to: output)
                } else if count == 0 {
                    primaryOpen = false  // nobody holds the command's terminal any more
                }
            } else if primary.isHangUp {
                primaryOpen = false
            }
            if primary.contains(.output), !pending.isEmpty {
                let written = pending.withUnsafeBytes { Glibc.write(terminal.primary, $0.baseAddress, $0.count) }
                if written > 0 {
                    for index in 0..<written { pending[index] = 0 }
                    pending.removeFirst(written)
                }
            }
            if let input, ready.isReady(.input) {
                let count = Self.readSome(input, into: &buffer)
                if let count, count > 0 {
                    pending.append(contentsOf: buffer[0..<count])
                } else if count == 0 {
                    reading = false  // the outer terminal hung up: SIGHUP goes on to the command
                }
            }
            if !primaryOpen && !reading {
                // Nothing more to relay: wait for the command alone.
                return Platform.wait(for: child)
            }
        }
        return Platform.wait(for: child)
    }

    /// Reads what `descriptor` holds, at most `buffer.count` bytes: nil when nothing came yet (a
    /// signal, or `EAGAIN`), 0 once it is closed or failed.
    private static func readSome(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int? {
        do throws(SystemCallError) {
            return try buffer.withUnsafeMutableBytes { bytes in
                Result { () throws(SystemCallError) in try SystemCall.interruptible("read") { Glibc.read(descriptor, bytes.baseAddress, bytes.count) } }
            }.get()
        } catch {
            return error.wouldBlock ? nil : 0
        }
    }

    /// What the command's terminal still holds, to the outer terminal.
    private func drain(to output: Int32, buffer: inout [UInt8]) {
        while true {
            let count = Glibc.read(terminal.primary, &buffer, buffer.count)
            guard count > 0 else { return }
            writeAll(buffer[0..<count], to: output)
        }
    }

    /// Writes every byte through the one write loop (`Platform.write`), which retries after
    /// signals and gives up when the outer terminal is gone.
    private func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) {
        _ = bytes.withUnsafeBytes { Platform.write($0, to: descriptor) }
    }
}
