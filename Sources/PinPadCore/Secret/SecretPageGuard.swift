/// Protects pages that hold secrets; implemented by the platform layer (`mlock`,
/// `MADV_DONTDUMP`) and installed in `SecretMemory.pageGuard`.
public protocol SecretPageGuard: Sendable {
    /// Called once for each new page (`SecretMemory.pageSize` bytes, page-aligned), before a
    /// secret byte is written to it. It may fail (an `RLIMIT_MEMLOCK` too small): it says so and
    /// the pad goes on.
    func protect(_ page: UnsafeMutableRawBufferPointer)
    /// Called once for each page after it was zeroed and before it is freed.
    func release(_ page: UnsafeMutableRawBufferPointer)
}
