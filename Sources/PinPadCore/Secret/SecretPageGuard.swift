/// Protects pages that hold secrets; implemented by the platform layer (`mlock`,
/// `MADV_DONTDUMP`) and installed in `SecretMemory.pageGuard`.
public protocol SecretPageGuard: Sendable {
    /// Called once for each new page (`SecretMemory.pageSize` bytes, page-aligned), before a
    /// secret byte is written to it. Failing quietly is allowed (an `RLIMIT_MEMLOCK` too small).
    func protect(_ page: UnsafeMutableRawBufferPointer)
    /// Called once for each page after it was zeroed and before it is freed.
    func release(_ page: UnsafeMutableRawBufferPointer)
}
