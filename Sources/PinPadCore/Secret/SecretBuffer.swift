/// The one buffer that holds a field's characters: fixed capacity, ASCII bytes, overwritten with
/// zeros when shortened, cleared or released. Never printed.
final class SecretBuffer {
    /// Largest number of characters any field holds (the `boxCount` limit).
    static let capacity = 32

    private let bytes: UnsafeMutablePointer<UInt8>
    private(set) var count = 0

    init() {
        bytes = .allocate(capacity: SecretBuffer.capacity)
        bytes.initialize(repeating: 0, count: SecretBuffer.capacity)
    }

    deinit {
        wipe(from: 0)
        bytes.deinitialize(count: SecretBuffer.capacity)
        bytes.deallocate()
    }

    func copy() -> SecretBuffer {
        let other = SecretBuffer()
        other.bytes.update(from: bytes, count: count)
        other.count = count
        return other
    }

    subscript(index: Int) -> UInt8 { bytes[index] }

    func append(_ byte: UInt8) {
        precondition(count < SecretBuffer.capacity, "SecretBuffer: capacity exceeded")
        bytes[count] = byte
        count += 1
    }

    /// Shortens to `newCount` characters and zeroes everything after them.
    func truncate(to newCount: Int) {
        guard newCount < count else { return }
        count = max(newCount, 0)
        wipe(from: count)
    }

    func string() -> String {
        String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    func equals(_ other: SecretBuffer) -> Bool {
        guard count == other.count else { return false }
        for index in 0..<count where bytes[index] != other.bytes[index] { return false }
        return true
    }

    private func wipe(from start: Int) {
        (bytes + start).update(repeating: 0, count: SecretBuffer.capacity - start)
    }
}
