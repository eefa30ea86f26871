@testable import PinPadCore
import Testing

/// The one buffer that holds the secret is overwritten with zeros (issue 2, section 1).
@Suite struct SecretBufferTests {
    /// Every byte of `buffer`, including those past its count.
    private func allBytes(_ buffer: SecretBuffer) -> [UInt8] {
        (0..<SecretBuffer.capacity).map { buffer[$0] }
    }

    @Test func clearingZeroesEveryByte() {
        let buffer = SecretBuffer()
        for byte in "73918246".utf8 { buffer.append(byte) }
        #expect(buffer.string() == "73918246")
        buffer.truncate(to: 0)
        #expect(buffer.count == 0)
        #expect(allBytes(buffer).allSatisfy { $0 == 0 })
    }

    @Test func shorteningZeroesTheRest() {
        let buffer = SecretBuffer()
        for byte in "123456".utf8 { buffer.append(byte) }
        buffer.truncate(to: 2)
        #expect(buffer.string() == "12")
        #expect(Array(allBytes(buffer)[2...]).allSatisfy { $0 == 0 })
        #expect(allBytes(buffer)[0] == UInt8(ascii: "1"))
    }

    @Test func aCopyHoldsTheSameCharactersInItsOwnBytes() {
        let buffer = SecretBuffer()
        for byte in "42".utf8 { buffer.append(byte) }
        let copy = buffer.copy()
        buffer.truncate(to: 0)
        #expect(copy.string() == "42")
        #expect(copy.equals(buffer) == false)
    }
}
