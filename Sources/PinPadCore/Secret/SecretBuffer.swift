/// The one buffer that holds a field's or a secret's characters: fixed capacity, bytes,
/// overwritten with zeros when shortened, cleared or released. Never printed.
///
/// Its bytes live in one page of their own (`SecretMemory.pageSize`, page-aligned), handed to
/// `SecretMemory.pageGuard` when allocated and before it is freed, so the platform can lock it
/// in memory and keep it out of core dumps.
final class SecretBuffer {
    /// Characters a field holds at most (the `boxCount` limit), and the default capacity.
    static let capacity = 32

    /// Bytes this buffer can hold, at most `SecretMemory.pageSize`.
    let capacity: Int
    private let page: UnsafeMutableRawBufferPointer
    private(set) var count = 0

    /// An empty buffer of `capacity` bytes (1…`SecretMemory.pageSize`; outside traps).
    init(capacity: Int = SecretBuffer.capacity) {
        precondition((1...SecretMemory.pageSize).contains(capacity), "SecretBuffer: capacity must be 1…\(SecretMemory.pageSize)")
        self.capacity = capacity
        page = .allocate(byteCount: SecretMemory.pageSize, alignment: SecretMemory.pageSize)
        page.initializeMemory(as: UInt8.self, repeating: 0)
        SecretMemory.pageGuard?.protect(page)
    }

    deinit {
        wipe(0..<SecretMemory.pageSize)
        SecretMemory.pageGuard?.release(page)
        page.deallocate()
    }

    func copy() -> SecretBuffer {
        let other = SecretBuffer(capacity: capacity)
        other.append(contentsOf: self)
        return other
    }

    subscript(index: Int) -> UInt8 { page[index] }

    func append(_ byte: UInt8) {
        precondition(count < capacity, "SecretBuffer: capacity exceeded")
        page[count] = byte
        count += 1
    }

    /// Appends every byte of `other`.
    func append(contentsOf other: SecretBuffer) {
        precondition(count + other.count <= capacity, "SecretBuffer: capacity exceeded")
        for index in 0..<other.count { page[count + index] = other.page[index] }
        count += other.count
    }

    /// Shortens to `newCount` characters and zeroes the bytes that held the others; the rest of
    /// the page is zero already (nothing is ever written past `count`).
    func truncate(to newCount: Int) {
        guard newCount < count else { return }
        let oldCount = count
        count = max(newCount, 0)
        wipe(count..<oldCount)
    }

    /// A `String` copy, which cannot be wiped: for tests and `PasscodeField.text` only.
    func string() -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: page[0..<count]), as: UTF8.self)
    }

    /// Calls `body` with the held bytes (valid only during the call).
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(rebasing: page[0..<count]))
    }

    func equals(_ other: SecretBuffer) -> Bool {
        guard count == other.count else { return false }
        for index in 0..<count where page[index] != other.page[index] { return false }
        return true
    }

    private func wipe(_ range: Range<Int>) {
        for index in range { page[index] = 0 }
    }
}
