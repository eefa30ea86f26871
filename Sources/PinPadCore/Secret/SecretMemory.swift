/// Where the pages of secrets come from, and who guards them.
///
/// Every `SecretBuffer` (a field's characters, a `Secret`) owns one page-aligned page. The core
/// has no system calls; a program sets `pageGuard` once, before the first prompt, to lock those
/// pages in memory (`mlock(2)`) and keep them out of core dumps (`madvise(2)`,
/// `MADV_DONTDUMP`), and to undo both before a page is freed.
public enum SecretMemory {
    /// Bytes in one page of secret memory: 4096, the page size of every Linux architecture
    /// pinpad runs on (a larger system page still holds whole secret pages).
    public static let pageSize = 4096

    /// Guards every secret page from the moment it is allocated until just before it is freed;
    /// nil (the default) leaves pages unguarded. Set it once, at start-up, before any field
    /// exists: pages allocated before are not guarded.
    nonisolated(unsafe) public static var pageGuard: (any SecretPageGuard)?
}
