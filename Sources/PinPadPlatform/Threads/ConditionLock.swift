import Glibc

/// A mutex and a condition variable (`pthread_mutex_t`, `pthread_cond_t`), for state shared by
/// a few threads: the audio callback, the speech thread and the main thread.
package final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// Creates the lock (`pthread_mutex_init`, `pthread_cond_init` on `CLOCK_MONOTONIC`).
    package init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        condition.deallocate()
    }

    /// Runs `body` holding the lock.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits, holding the lock, until `isReady()` is true or `milliseconds` pass (nil: no limit),
    /// then runs `body` (`pthread_cond_timedwait`).
    /// - Returns: what `body` returns.
    package func wait<Result>(until isReady: () -> Bool, milliseconds: Int? = nil, then body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        var deadline = timespec()
        if let milliseconds {
            clock_gettime(CLOCK_MONOTONIC, &deadline)
            let nanoseconds = Int(deadline.tv_nsec) + (milliseconds % 1000) * 1_000_000
            deadline.tv_sec += milliseconds / 1000 + nanoseconds / 1_000_000_000
            deadline.tv_nsec = nanoseconds % 1_000_000_000
        }
        while !isReady() {
            if milliseconds == nil {
                pthread_cond_wait(condition, mutex)
            } else if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT {
                break
            }
        }
        return body()
    }

    /// Wakes every waiter (`pthread_cond_broadcast`); call after changing what they wait for.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
