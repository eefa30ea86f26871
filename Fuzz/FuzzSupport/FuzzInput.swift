/// One fuzz input read as a stream of decisions: each call takes bytes from the front. When the
/// bytes run out every call returns its smallest answer, so any input is a complete script.
package struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    /// Reads the `size` bytes at `data`; they must stay valid while the reader is used.
    package init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = UnsafeBufferPointer(start: data, count: size)
    }

    /// Whether every byte was taken.
    package var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 at the end.
    package mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        position += 1
        return bytes[position - 1]
    }

    /// A choice from the next byte: false at the end.
    package mutating func boolean() -> Bool { byte() & 1 == 1 }

    /// A number in `range` from the next one or two bytes (two when the range holds more than
    /// 256 values); the lower bound at the end.
    package mutating func integer(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        let raw = span > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return range.lowerBound + raw % span
    }

    /// One of `choices` (which must not be empty), from the next byte.
    package mutating func element<Element>(of choices: [Element]) -> Element {
        choices[integer(in: 0...choices.count - 1)]
    }

    /// Up to `count` of the next bytes.
    package mutating func bytes(upTo count: Int) -> [UInt8] {
        let end = min(position + max(count, 0), bytes.count)
        defer { position = end }
        return Array(bytes[position..<end])
    }

    /// Every byte not taken yet.
    package mutating func rest() -> [UInt8] { bytes(upTo: bytes.count) }
}
