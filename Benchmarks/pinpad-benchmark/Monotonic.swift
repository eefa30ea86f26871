import Glibc

/// `CLOCK_MONOTONIC` readings: the one time base of every figure, comparable with the
/// `pinpad: first frame at … ms` line of the program and with other processes on the machine.
enum Monotonic {
    /// Nanoseconds since an arbitrary origin (`clock_gettime(CLOCK_MONOTONIC)`).
    static func nanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }

    /// Milliseconds since the same origin, with a fraction.
    static func milliseconds() -> Double {
        Double(nanoseconds()) / 1_000_000
    }

    /// CPU time of the calling thread in nanoseconds (`CLOCK_THREAD_CPUTIME_ID`): unlike the wall
    /// clock it does not grow while other processes have the CPU.
    static func threadCPUNanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }

    /// CPU time of the whole process, every thread, in nanoseconds (`CLOCK_PROCESS_CPUTIME_ID`).
    static func processCPUNanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }

    /// Milliseconds between two `nanoseconds()` readings.
    static func milliseconds(from start: Int, to end: Int) -> Double {
        Double(end - start) / 1_000_000
    }
}
