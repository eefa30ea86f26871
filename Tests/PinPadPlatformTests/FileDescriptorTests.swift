import Foundation
import Glibc
import PinPadPlatform
import Testing

/// How many SIGUSR1s the test handler has seen.
nonisolated(unsafe) private var interruptions = 0

/// `FileDescriptor`'s calls through real pipes: every byte written however the kernel splits a
/// write, a signal that interrupts a call (installed without `SA_RESTART`) retried, errno kept
/// from the failing call, and an owned descriptor closed once.
@Suite(.serialized) struct FileDescriptorTests {
    /// Installs a SIGUSR1 handler without `SA_RESTART` (so a blocked `read` or `write` fails with
    /// `EINTR` or returns short) for the time of `body`.
    private func withInterruptingHandler<Result>(_ body: () throws -> Result) rethrows -> Result {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in interruptions += 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        sigaction(SIGUSR1, &action, &previous)
        defer { sigaction(SIGUSR1, &previous, nil) }
        return try body()
    }

    /// Starts `body` on a thread of its own; returns the thread (to signal it), its task id, and
    /// `finish`, which waits until `body` has returned and the thread no longer takes SIGUSR1.
    ///
    /// The thread outlives `body` until `finish`: a detached thread that has ended gives its
    /// `pthread_t` to the next thread made, so a `pthread_kill` sent after it ended could reach a
    /// stranger that blocks SIGUSR1 and takes it later, when the default action kills the process.
    /// `finish` is called while the handler is still installed.
    private func start(_ body: @escaping @Sendable () -> Void) -> (thread: pthread_t, task: pid_t, finish: () -> Void) {
        let started = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0), quiet = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var thread = pthread_t()
        nonisolated(unsafe) var task: pid_t = 0
        Thread.detachNewThread {
            // A thread made from a concurrency worker inherits its mask, which blocks SIGUSR1.
            var usr1 = sigset_t()
            sigemptyset(&usr1)
            sigaddset(&usr1, SIGUSR1)
            pthread_sigmask(SIG_UNBLOCK, &usr1, nil)
            thread = pthread_self()
            // The thread's id: /proc/thread-self is a link to PID/task/TID.
            let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
            task = pid_t(link.split(separator: "/").last ?? "") ?? 0
            started.signal()
            body()
            done.signal()
            // Every signal sent before `release` has been taken by the handler (the thread had
            // SIGUSR1 open); none comes after it. Block it before the handler goes.
            release.wait()
            pthread_sigmask(SIG_BLOCK, &usr1, nil)
            quiet.signal()
        }
        started.wait()
        return (thread, task, {
            done.wait()
            release.signal()
            quiet.wait()
        })
    }

    /// `read`'s system call number (`SYS_read`, which Swift does not import).
    #if arch(x86_64)
    static let readCall: Int32 = 0
    #else
    static let readCall: Int32 = 63  // arm64, riscv64
    #endif

    /// Waits until the thread `task` is blocked in the system call `number`
    /// (`/proc/self/task/TASK/syscall` starts with it), or has ended.
    private func waitUntilBlocked(_ task: pid_t, in number: Int32) {
        while true {
            guard let line = try? String(contentsOfFile: "/proc/self/task/\(task)/syscall", encoding: .utf8) else { return }
            if line.hasPrefix("\(number) ") { return }
            sched_yield()
        }
    }

    @Test func aLargeBufferReachesASmallPipeWholeThroughPartialWritesAndSignals() throws {
        let (readEnd, writeEnd) = try FileDescriptor.makePipe()
        #expect(fcntl(writeEnd.rawValue, 1031 /* F_SETPIPE_SZ */, 4096) >= 4096)
        let sent = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) }
        nonisolated(unsafe) let writer = writeEnd
        nonisolated(unsafe) var failure: SystemCallError?
        let before = interruptions
        var received: [UInt8] = []
        try withInterruptingHandler {
            let (thread, _, finish) = start {
                do throws(SystemCallError) { try writer.writeAll(sent) } catch { failure = error }
                writer.close()
            }
            var chunk = [UInt8](repeating: 0, count: 1000)
            while true {
                pthread_kill(thread, SIGUSR1)  // the writer, blocked on a full pipe, is cut short
                let count = try readEnd.read(into: &chunk)
                if count == 0 { break }
                received += chunk[0..<count]
            }
            finish()
        }
        #expect(failure == nil)
        #expect(interruptions > before, "the writer was never interrupted")
        #expect(received.count == sent.count)
        let same = received == sent  // a Bool: a diff of two megabytes would take the test minutes to describe
        #expect(same, "the bytes arrived changed or out of order")
    }

    @Test func aReadThatASignalInterruptsIsRetried() throws {
        let (readEnd, writeEnd) = try FileDescriptor.makePipe()
        nonisolated(unsafe) let reader = readEnd
        nonisolated(unsafe) var result: Result<Int, SystemCallError>?
        let before = interruptions
        withInterruptingHandler {
            let (thread, task, finish) = start {
                var byte: [UInt8] = [0]
                result = Result { () throws(SystemCallError) in try reader.read(into: &byte) }
            }
            // Interrupt the read while it blocks, wait until it blocks again, then give it its byte.
            waitUntilBlocked(task, in: Self.readCall)
            pthread_kill(thread, SIGUSR1)
            while interruptions == before { sched_yield() }
            waitUntilBlocked(task, in: Self.readCall)
            try? writeEnd.writeAll([42])
            finish()
        }
        #expect(try result?.get() == 1, "the read ended with \(String(describing: result))")
    }

    @Test func aFailureNamesItsCallAndItsErrno() throws {
        #expect(throws: SystemCallError("open", errorNumber: ENOENT)) {
            try FileDescriptor.open("/nonexistent/pinpad-descriptor-test", flags: O_RDONLY)
        }
        let (readEnd, _) = try FileDescriptor.makePipe()
        #expect(throws: SystemCallError("write", errorNumber: EBADF)) { try readEnd.writeAll([1]) }
        #expect(SystemCallError("read", errorNumber: EIO).description == "read: Input/output error")
    }

    @Test func anOwnedDescriptorIsClosedExactlyOnce() throws {
        // The system gives the lowest free number, so a pipe made after a close gets the number
        // just closed, unless a test running beside this one takes it first: then again.
        var checked = false
        for _ in 0..<50 where !checked {
            let (first, _) = try FileDescriptor.makePipe()
            let number = first.rawValue
            first.close()
            #expect(first.isClosed)
            let closedThen = fcntl(number, F_GETFD) == -1
            do {
                let (second, _) = try FileDescriptor.makePipe()
                guard second.rawValue == number else { continue }
                #expect(closedThen, "close left the descriptor open")
                first.close()
                #expect(fcntl(number, F_GETFD) != -1, "a second close closed another file's descriptor")
                checked = true
            }
            #expect(fcntl(number, F_GETFD) == -1, "the last reference going did not close it")
        }
        #expect(checked, "no pipe in 50 got the number just closed")
    }

    @Test func aBorrowedDescriptorIsLeftOpen() throws {
        let (owner, _) = try FileDescriptor.makePipe()
        var borrowed: FileDescriptor? = FileDescriptor(borrowing: owner.rawValue)
        borrowed?.close()
        borrowed = nil
        _ = borrowed
        #expect(fcntl(owner.rawValue, F_GETFD) != -1)
    }

    @Test func namedSlotsSayWhichDescriptorIsReady() throws {
        enum Slot { case quiet, loud }
        let (quietRead, quietWrite) = try FileDescriptor.makePipe()
        let (loudRead, loudWrite) = try FileDescriptor.makePipe()
        try loudWrite.writeAll([1])
        var slots = PollSlots<Slot>()
        slots.watch(.quiet, quietRead.rawValue)
        slots.watch(.loud, loudRead.rawValue)
        let ready = try slots.wait(timeout: -1)
        #expect(ready.isReady(.loud) && ready[.loud].contains(.input))
        #expect(!ready.isReady(.quiet))
        quietWrite.close()
        loudWrite.close()
        quietRead.close()
        var hangUp = PollSlots<Slot>()
        hangUp.watch(.loud, loudRead.rawValue, for: [])
        #expect(try hangUp.wait(timeout: -1)[.loud].isHangUp)
    }
}
