/// A secret that was typed (a PIN, a passphrase, a form's values): its bytes in one guarded page
/// (`SecretMemory`), zeroed when the value goes away.
///
/// Non-copyable, so it cannot be duplicated by accident: it moves from the prompt that made it
/// (`Prompt.takeOutcome()`) to the one function that hands it over (a write to a file
/// descriptor, a PAM reply), and is wiped when that ends its lifetime. It has no description
/// and no mirror; read it only through `withUnsafeBytes(_:)`.
public struct Secret: ~Copyable {
    private let buffer: SecretBuffer

    /// An empty secret that can hold `capacity` bytes (1…`SecretMemory.pageSize`).
    public init(capacity: Int = SecretMemory.pageSize) {
        buffer = SecretBuffer(capacity: capacity)
    }

    /// A secret holding the UTF-8 of `text`, which must fit in one page. The `String` itself is
    /// not wiped: use this for tests and fixed values, never for what a person typed.
    public init(copying text: some StringProtocol) {
        let bytes = Array(text.utf8)
        buffer = SecretBuffer(capacity: max(bytes.count, 1))
        for byte in bytes { buffer.append(byte) }
    }

    /// A secret holding a copy of `bytes` (1…`SecretMemory.pageSize` of them; more traps), for
    /// bytes read into a buffer the caller wipes (a terminal's bracketed paste).
    public init(bytes: UnsafeRawBufferPointer) {
        buffer = SecretBuffer(capacity: max(bytes.count, 1))
        for byte in bytes { buffer.append(byte) }
    }

    init(buffer: SecretBuffer) {
        self.buffer = buffer
    }

    /// Number of bytes held.
    public var count: Int { buffer.count }
    /// Whether no byte is held.
    public var isEmpty: Bool { buffer.count == 0 }

    /// Calls `body` with the bytes (UTF-8). The pointer is valid only during the call; do not
    /// copy the bytes into anything that is not wiped.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try buffer.withUnsafeBytes(body)
    }

    /// Whether the bytes are the UTF-8 of `text` (for tests and for comparing two entries of a
    /// repeated passphrase without copying either).
    public func matches(_ text: some StringProtocol) -> Bool {
        buffer.withUnsafeBytes { $0.elementsEqual(text.utf8) }
    }

    /// Whether both secrets hold the same bytes.
    public func matches(_ other: borrowing Secret) -> Bool {
        buffer.equals(other.buffer)
    }

    /// Line `index` (0-based) of the bytes, in a page of its own (a form's values are one a
    /// line: `Prompt.takeOutcome()`); empty past the last line.
    public func line(_ index: Int) -> Secret {
        let range = buffer.withUnsafeBytes { bytes -> Range<Int> in
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            guard index >= 0, index < lines.count else { return 0..<0 }
            return lines[index].startIndex..<lines[index].endIndex
        }
        let secret = Secret(capacity: max(range.count, 1))
        buffer.withUnsafeBytes { bytes in
            for byte in bytes[range] { secret.append(byte) }
        }
        return secret
    }

    /// Appends one byte; traps when full (a programmer error).
    func append(_ byte: UInt8) { buffer.append(byte) }

    /// Appends a field's characters.
    func append(contentsOf other: SecretBuffer) { buffer.append(contentsOf: other) }

    /// Zeroes and releases the bytes now, instead of when the value goes out of scope.
    public consuming func wipe() {
        buffer.truncate(to: 0)
    }
}
