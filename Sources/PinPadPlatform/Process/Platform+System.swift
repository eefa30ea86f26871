import Glibc
internal import CPlatform

/// File descriptors, terminals, polling and signals, wrapped once (the habit of swift-system's
/// `Syscalls.swift` and swift-argument-parser's `Platform`): callers get Swift values and
/// `SystemError`s, and no C type leaves this target.
extension Platform {
    // MARK: Files

    /// Opens `path` for reading and writing without making it the controlling terminal.
    /// The corresponding C call is `open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)`.
    package static func openTerminal(_ path: String) throws -> Int32 {
        let descriptor = retryingInterrupts { Glibc.open(path, O_RDWR | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw SystemError("cannot open \(path)", errorNumber: errno) }
        return descriptor
    }

    /// Whether `error` means the terminal hung up (`EIO` from a read or write).
    package static func isHangUp(_ error: any Error) -> Bool {
        (error as? SystemError)?.errorNumber == EIO
    }

    /// Closes `descriptor`, ignoring errors (`close`).
    package static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// Opens `path` for reading, not blocking (`open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)`);
    /// nil when it cannot be opened.
    package static func openForReading(_ path: String) -> Int32? {
        let descriptor = retryingInterrupts { Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        return descriptor >= 0 ? descriptor : nil
    }

    /// The names in directory `path` (`opendir`, `readdir`), without `.` and `..`; empty when
    /// it cannot be read.
    package static func directoryEntries(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        return entries(of: directory)
    }

    /// The names `readdir` gives from the open `directory`, without `.` and `..`.
    static func entries(of directory: OpaquePointer) -> [String] {
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The bytes of the regular file at `path`, at most `limit` of them: opened without blocking
    /// (a FIFO or a device named like a file cannot stall the caller), checked to be a regular
    /// file (`fstat`), and read whole.
    /// - Throws: `SystemError` when it cannot be opened or read, is not a regular file, or is
    ///   larger than `limit` bytes.
    package static func readRegularFile(_ path: String, limit: Int) throws(SystemError) -> [UInt8] {
        try readRegularFile(path, limit: limit) { _, _ in }
    }

    /// `readRegularFile(_:limit:)`, with `inspect` given the open descriptor and its status
    /// before it is read (who owns it).
    static func readRegularFile(_ path: String, limit: Int, inspect: (Int32, stat) -> Void) throws(SystemError) -> [UInt8] {
        let descriptor = retryingInterrupts { Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard descriptor >= 0 else { throw SystemError("cannot open \(path)", errorNumber: errno) }
        defer { Glibc.close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError("cannot read \(path)", errorNumber: errno) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw SystemError(.notRegularFile, path: path) }
        inspect(descriptor, status)
        guard status.st_size <= limit else { throw SystemError(.larger(than: limit), path: path) }
        let bytes: [UInt8]
        do throws(SystemCallError) { bytes = try FileDescriptor(borrowing: descriptor).readToEnd(limit: limit) } catch {
            throw SystemError("cannot read \(path)", error)
        }
        guard bytes.count <= limit else { throw SystemError(.larger(than: limit), path: path) }
        return bytes
    }

    /// Whether `path` is a directory (`stat`).
    package static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// When `path` last changed, in nanoseconds since 1970, following links (`stat`'s
    /// `st_mtim`, and `st_ctim` when that is later: a file put in place with its old
    /// modification time still counts as a change); nil when it cannot be reached.
    package static func changeStamp(_ path: String) -> Int64? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        let changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        return max(modified, changed)
    }

    /// Whether `path` exists (`access(path, F_OK)`).
    package static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Whether `descriptor` refers to a terminal (`isatty`).
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Reads what is available, at most `buffer.count` bytes; 0 means end of file or hang-up
    /// (`EIO`). Retries on `EINTR`; returns nil on `EAGAIN`. The corresponding C call is `read`.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws -> Int? {
        do throws(SystemCallError) { return try FileDescriptor(borrowing: descriptor).read(into: buffer) } catch {
            if error.wouldBlock { return nil }
            if error.errorNumber == EIO { return 0 }  // a terminal whose other side hung up
            throw SystemError("cannot read the terminal", error)
        }
    }

    /// Writes all of `bytes`, retrying after partial writes and `EINTR` (`write`).
    package static func write(_ descriptor: Int32, _ bytes: [UInt8]) throws {
        do throws(SystemCallError) { try FileDescriptor(borrowing: descriptor).writeAll(bytes) } catch {
            throw SystemError("cannot write to the terminal", error)
        }
    }

    // MARK: Terminal attributes

    /// The terminal attributes of `descriptor` (`tcgetattr`).
    package static func attributes(of descriptor: Int32) throws -> TerminalAttributes {
        var attributes = termios()
        guard tcgetattr(descriptor, &attributes) == 0 else {
            throw SystemError("cannot read the terminal attributes", errorNumber: errno)
        }
        return TerminalAttributes(value: attributes)
    }

    /// Sets the terminal attributes of `descriptor` after the output drains, discarding unread
    /// input (`tcsetattr(descriptor, TCSAFLUSH, …)`).
    package static func setAttributes(_ attributes: TerminalAttributes, of descriptor: Int32) throws {
        var attributes = attributes.value
        let result = retryingInterrupts { tcsetattr(descriptor, TCSAFLUSH, &attributes) }
        guard result == 0 else { throw SystemError("cannot set the terminal attributes", errorNumber: errno) }
    }

    /// `attributes` in raw mode as `cfmakeraw` makes it: no echo, no canonical lines, no
    /// signals from ^C/^Z/^\ (ISIG off), no flow control, no output processing, 8-bit
    /// characters, reads return after one byte (VMIN 1, VTIME 0).
    package static func rawAttributes(from attributes: TerminalAttributes) -> TerminalAttributes {
        var raw = attributes.value
        cfmakeraw(&raw)
        return TerminalAttributes(value: raw)
    }

    /// Drops the input a terminal holds unread (`tcflush(descriptor, TCIFLUSH)`).
    package static func discardInput(of descriptor: Int32) {
        _ = tcflush(descriptor, TCIFLUSH)
    }

    /// The size of the terminal in cells, or nil when the driver reports none
    /// (`ioctl(descriptor, TIOCGWINSZ, …)`).
    package static func windowSize(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    // MARK: Waiting

    /// Waits until one of `descriptors` is readable or hung up, or `timeout` milliseconds pass
    /// (negative waits forever). Returns, per descriptor, whether it is ready; all false on a
    /// timeout or an interrupting signal. The corresponding C call is `poll` (`PollSlots`, whose
    /// named slots a wait on more than one descriptor uses).
    package static func poll(_ descriptors: [Int32], timeout: Int) throws -> [Bool] {
        var slots = PollSlots<Int>()
        for (index, descriptor) in descriptors.enumerated() { slots.watch(index, descriptor) }
        let ready = try slots.waitForInput(timeout: timeout)
        return descriptors.indices.map { ready.isReady($0) }
    }

    // MARK: Signals

    /// A pipe whose ends are closed on exec and never block, from their creation
    /// (`pipe2(O_CLOEXEC | O_NONBLOCK)`).
    package static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pinpad_pipe2(&ends, O_CLOEXEC | O_NONBLOCK) == 0 else { throw SystemError("cannot create a pipe", errorNumber: errno) }
        return (ends[0], ends[1])
    }

    /// Signals that end a prompt: SIGINT, SIGTERM, SIGHUP, SIGQUIT. Every surface (the window,
    /// KMS/DRM, the framebuffer, the terminal) and every immediate stop catches this one set, so
    /// none is left to its default action (which would end the process with the virtual
    /// terminal in graphics mode or its keyboard off).
    package static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Job control: SIGTSTP asks the prompt to stop (it restores the terminal first), SIGCONT
    /// tells it it runs again (after SIGTSTP or an uncatchable SIGSTOP).
    package static let jobControlSignals: [Int32] = [suspendSignal, continueSignal]
    /// SIGTSTP.
    package static let suspendSignal: Int32 = SIGTSTP
    /// SIGCONT.
    package static let continueSignal: Int32 = SIGCONT
    /// SIGSTOP, which stops the process and cannot be caught.
    package static let stopSignal: Int32 = SIGSTOP
    /// The window-size change signal, SIGWINCH.
    package static let resizeSignal: Int32 = SIGWINCH

    /// Where the signal handler writes the signal number; -1 when no pipe is installed.
    nonisolated(unsafe) package static var signalPipeWriteEnd: Int32 = -1

    /// The last ending signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT) a pipe handler received; 0
    /// for none. A long-running front end (the password agent) reads it after a prompt that a
    /// signal ended, to stop instead of answering.
    nonisolated(unsafe) package static var receivedEndingSignal: Int32 = 0

    /// Makes the ending signals (`endingSignals`) end the process at once (`_exit(128 + signal)`)
    /// while no prompt has its own handlers installed: a service stopped between prompts, or
    /// with a window up, leaves without a word to anyone, the terminal, the console's display
    /// mode and its keyboard put back first (`restoreTerminalOnStop`). Call before SDL starts
    /// (with `SDL_NO_SIGNAL_HANDLERS` set, so SDL keeps its hands off them).
    package static func endOnSignals() {
        _ = consoleDisplayOnStop
        _ = consoleKeyboardOnStop
        for signal in endingSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                Platform.restoreTerminalOnStop()
                _exit(128 + signal)
            }
            sigemptyset(&action.sa_mask)
            _ = sigaction(signal, &action, nil)
        }
    }

    /// One `write(2)` of one byte, no retry (from any thread, or a signal handler).
    package static func writeOnce(_ descriptor: Int32, _ byte: inout UInt8) -> Bool {
        Glibc.write(descriptor, &byte, 1) == 1
    }

    /// Installs, with `SA_RESTART`, a handler for `signal` that writes the signal number as one
    /// byte to `signalPipeWriteEnd`, and returns the previous action (`sigaction`).
    package static func installPipeHandler(for signal: Int32) throws -> SignalAction {
        _ = signalPipeWriteEnd  // initialised before any handler can read it
        _ = receivedEndingSignal
        var action = sigaction()
        action.__sigaction_handler.sa_handler = signalPipeHandler
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        var previous = sigaction()
        guard sigaction(signal, &action, &previous) == 0 else {
            throw SystemError("cannot install a signal handler", errorNumber: errno)
        }
        return SignalAction(value: previous)
    }

    /// Makes every ending signal (`endingSignals`) write its number to `pipe` (`installPipeHandler`)
    /// and returns the actions replaced, for `releasePipedEndingSignals`; none when another prompt's
    /// handlers are installed already (`signalPipeWriteEnd` set).
    package static func pipeEndingSignals(to pipe: Int32) -> [(Int32, SignalAction)] {
        guard signalPipeWriteEnd == -1 else { return [] }
        signalPipeWriteEnd = pipe
        return endingSignals.compactMap { signal in (try? installPipeHandler(for: signal)).map { (signal, $0) } }
    }

    /// Puts back the actions `pipeEndingSignals(to: pipe)` replaced.
    package static func releasePipedEndingSignals(_ actions: [(Int32, SignalAction)], from pipe: Int32) {
        for (signal, action) in actions { restoreHandler(action, for: signal) }
        if signalPipeWriteEnd == pipe { signalPipeWriteEnd = -1 }
    }

    /// Whether bytes read from a signal pipe hold an ending signal's number (`endingSignals`).
    package static func holdsEndingSignal(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.contains { endingSignals.contains(Int32($0)) }
    }

    /// Puts back an action returned by `installHandler(_:for:)` (`sigaction`).
    package static func restoreHandler(_ action: SignalAction, for signal: Int32) {
        var action = action.value
        _ = sigaction(signal, &action, nil)
    }

    /// Whether a shell does job control for this process's job on the terminal `descriptor`, so
    /// that a stopped job can be continued (`fg`): the process's group is the terminal's
    /// foreground group (`tcgetpgrp`), and the first of its ancestors outside that group (the
    /// shell that started the job: the pad's parent, or a script's or a pipeline's) is in the
    /// same session, so the group is not orphaned (POSIX, "Orphaned process group"). False under
    /// a daemon (gpg-agent's pinentry) or a shell without job control.
    package static func hasJobControl(onTerminal descriptor: Int32) -> Bool {
        let group = getpgrp()
        guard tcgetpgrp(descriptor) == group else { return false }
        let session = getsid(0)
        var process = getppid()
        // A few ancestors at most (a script in a script); the chain ends at the shell's.
        for _ in 0..<64 {
            guard process > 1 else { return false }
            let processGroup = getpgid(process)
            guard processGroup >= 0 else { return false }
            if processGroup != group { return getsid(process) == session }
            guard let parent = statFields(process)?.parent else { return false }
            process = parent
        }
        return false
    }

    /// Sends SIGTSTP to the other processes of this process's group (`kill(0, SIGTSTP)`, this one
    /// ignoring it meanwhile), as Ctrl+Z from a terminal does to the foreground job (a pipeline,
    /// a script): each stops unless it ignores it (an interactive shell, `trap '' TSTP`).
    package static func suspendProcessGroup() {
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        var previous = sigaction()
        guard sigaction(SIGTSTP, &ignore, &previous) == 0 else { return }
        _ = kill(0, SIGTSTP)
        _ = sigaction(SIGTSTP, &previous, nil)
    }

    /// Whether `signal` is ignored now (`sigaction`'s handler is `SIG_IGN`), as one inherited
    /// from the process that started this one.
    package static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0, let handler = current.__sigaction_handler.sa_handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN
    }

    /// Sends `signal` to this process (`kill(getpid(), signal)`).
    package static func raise(_ signal: Int32) {
        _ = kill(getpid(), signal)
    }

    /// The message for an `errno` value (`strerror`).
    package static func errorMessage(_ errorNumber: Int32) -> String {
        String(cString: strerror(errorNumber))
    }

    /// Writes the signal number into the pipe; async-signal-safe (only `write`, errno preserved).
    private static let signalPipeHandler: @convention(c) (Int32) -> Void = { signal in
        let savedErrorNumber = errno
        var byte = UInt8(truncatingIfNeeded: signal)
        if signal == SIGINT || signal == SIGTERM || signal == SIGHUP || signal == SIGQUIT { Platform.receivedEndingSignal = signal }
        _ = Glibc.write(Platform.signalPipeWriteEnd, &byte, 1)
        errno = savedErrorNumber
    }

    /// `call` again while a signal interrupts it (`SystemCall.retrying`); -1 with `errno` set to
    /// the call's when it fails, for the callers that read `errno`.
    static func retryingInterrupts(_ call: () -> Int32) -> Int32 {
        do throws(SystemCallError) { return try SystemCall.retrying("", call) } catch {
            errno = error.errorNumber
            return -1
        }
    }
}

extension Platform {
    /// The running program's file, with links resolved (`/proc/self/exe`); nil when it cannot be
    /// read.
    package static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
