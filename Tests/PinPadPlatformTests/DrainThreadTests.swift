import Glibc
import PinPadPlatform
import Testing

/// `DrainThread` through a real pipe standing for a device whose buffer is small (a keyboard's
/// evdev buffer): what comes while the owner is busy and reads nothing is taken in as it comes,
/// so the buffer never stays full, and all of it reaches the owner, in order, with `ready`
/// readable.
@Suite struct DrainThreadTests {
    /// F_SETPIPE_SZ (Linux's fcntl(2)).
    private static let setPipeSize: Int32 = 1031

    /// A pipe that holds one page, whose ends never block.
    private func smallPipe() throws -> (read: Int32, write: Int32) {
        let ends = try Platform.makePipe()
        _ = fcntl(ends.write, DrainThreadTests.setPipeSize, 4096)
        return ends
    }

    /// Whether `descriptor` becomes ready for `events` within `milliseconds`.
    private func waits(for descriptor: Int32, _ events: Int32, milliseconds: Int32 = 5000) -> Bool {
        var slot = pollfd(fd: descriptor, events: Int16(events), revents: 0)
        return poll(&slot, 1, milliseconds) == 1
    }

    @Test func whatComesWhileTheOwnerIsBusyIsTakenInAndReachesItInOrder() throws {
        let device = try smallPipe()
        defer {
            close(device.read)
            close(device.write)
        }
        // The drain is gone (its thread joined) before the pipe is closed.
        try sendWhileBusy(through: device)
    }

    /// Sends through `device` what fills it sixteen times while no one but a drain reads it.
    private func sendWhileBusy(through device: (read: Int32, write: Int32)) throws {
        // What the drain took in, shared with its thread (read and written holding its lock).
        var kept: [UInt8] = []
        let readEnd = device.read
        let drain = try #require(DrainThread(descriptor: readEnd) {
            var chunk = [UInt8](repeating: 0, count: 256)
            while true {
                let count = read(readEnd, &chunk, chunk.count)
                guard count > 0 else { return }
                kept += chunk.prefix(count)
            }
        })
        // The owner is busy (it reads nothing) while sixteen times what the pipe holds comes.
        let sent = (0..<65536).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        var offset = 0
        while offset < sent.count {
            let count = sent[offset..<min(offset + 64, sent.count)].withUnsafeBytes { write(device.write, $0.baseAddress, $0.count) }
            if count > 0 {
                offset += count
            } else {
                try #require(errno == EAGAIN)
                try #require(waits(for: device.write, Int32(POLLOUT)), "the pipe stayed full at byte \(offset): nothing took it in")
            }
        }
        // Then it takes what was kept, as often as `ready` says there is more.
        var received: [UInt8] = []
        while received.count < sent.count {
            try #require(waits(for: drain.ready, Int32(POLLIN)), "ready stayed quiet with \(received.count) of \(sent.count) bytes taken")
            drain.takeReady()
            received += drain.lock.withLock {
                defer { kept = [] }
                return kept
            }
        }
        #expect(received == sent)
    }

    @Test func itsThreadStopsWhenTheDrainGoes() throws {
        let device = try smallPipe()
        defer { close(device.read) }
        var drain = DrainThread(descriptor: device.read) {}
        #expect(drain != nil)
        // The writer goes (a hang-up with nothing to read: the thread may end by itself); dropping
        // the drain joins it either way.
        close(device.write)
        drain = nil
        // A drain of a quiet descriptor is stopped by being dropped.
        let quiet = try smallPipe()
        defer {
            close(quiet.read)
            close(quiet.write)
        }
        drain = DrainThread(descriptor: quiet.read) {}
        #expect(drain != nil)
        drain = nil
    }
}
