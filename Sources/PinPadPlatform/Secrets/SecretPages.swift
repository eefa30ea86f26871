internal import CPlatform
import Glibc

/// Guards the pages that hold secrets: locked in memory, so they are never written to swap
/// (`mlock(2)`), and left out of core dumps (`madvise(2)` with `MADV_DONTDUMP`); both undone
/// before a page is freed. A lock refused (`RLIMIT_MEMLOCK` too small: `ulimit -l 0`) is said
/// once on stderr, as GnuPG's pinentry warns of insecure memory, and the pad goes on: the page
/// is still out of core dumps and the process is not dumpable (`Platform.protectSecrets()`).
/// PinPadCore's `SecretMemory` uses it through `SecretPageGuard`, a conformance the front ends
/// add: this module imports no PinPadCore.
package struct SecretPages {
    /// Whether a refused lock was already said; set on the one thread that makes prompts.
    nonisolated(unsafe) private static var hasWarned = false

    package init() {}

    package func protect(_ page: UnsafeMutableRawBufferPointer) {
        guard let address = page.baseAddress else { return }
        _ = madvise(address, page.count, MADV_DONTDUMP)
        guard mlock(address, page.count) != 0 else { return }
        let reason = String(cString: strerror(errno))
        guard !SecretPages.hasWarned else { return }
        SecretPages.hasWarned = true
        let limit = pinpad_memory_lock_limit()
        let bytes = limit >= 0 ? " (RLIMIT_MEMLOCK is \(limit) bytes)" : ""
        Platform.complain("warning: the secret's memory cannot be locked: \(reason)\(bytes); it may be written to swap")
    }

    package func release(_ page: UnsafeMutableRawBufferPointer) {
        guard let address = page.baseAddress else { return }
        _ = munlock(address, page.count)
        _ = madvise(address, page.count, MADV_DODUMP)
    }
}
