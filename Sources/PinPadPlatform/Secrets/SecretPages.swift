import Glibc
import PinPadCore

/// Guards the pages that hold secrets: locked in memory, so they are never written to swap
/// (`mlock(2)`), and left out of core dumps (`madvise(2)` with `MADV_DONTDUMP`); both undone
/// before a page is freed. A lock refused by `RLIMIT_MEMLOCK` is skipped: the process is not
/// dumpable anyway (`Platform.protectSecrets()`).
package struct SecretPages: SecretPageGuard {
    package init() {}

    package func protect(_ page: UnsafeMutableRawBufferPointer) {
        guard let address = page.baseAddress else { return }
        _ = madvise(address, page.count, MADV_DONTDUMP)
        _ = mlock(address, page.count)
    }

    package func release(_ page: UnsafeMutableRawBufferPointer) {
        guard let address = page.baseAddress else { return }
        _ = munlock(address, page.count)
        _ = madvise(address, page.count, MADV_DODUMP)
    }
}
