/// The Unicode scalars of UTF-8 bytes in a buffer the caller owns (pasted text read from the
/// clipboard or the terminal), decoded one at a time without a copy of the bytes; bytes that are
/// not UTF-8 give U+FFFD, one per maximal invalid part (Unicode §3.9).
///
/// Valid only while the buffer is: iterate it at once (`PasscodeField.insert(_:)`).
public struct DecodedScalars: Sequence {
    private let bytes: UnsafeRawBufferPointer

    /// The scalars of `bytes` (UTF-8).
    public init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Whether `bytes` are UTF-8 throughout (Unicode §3.9), read without a copy.
    public static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .error: return false
            case .emptyInput: return true
            }
        }
    }

    /// An iterator over the scalars, from the first byte.
    public func makeIterator() -> Iterator {
        Iterator(bytes: bytes.makeIterator())
    }

    /// Decodes the next scalar on each call (`Unicode.UTF8.ForwardParser`).
    public struct Iterator: IteratorProtocol {
        var bytes: UnsafeRawBufferPointer.Iterator
        var parser = Unicode.UTF8.ForwardParser()

        /// The next scalar; U+FFFD for a byte sequence that is not UTF-8 (Unicode §3.9's maximal
        /// subparts); nil after the last byte.
        public mutating func next() -> Unicode.Scalar? {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded): return Unicode.UTF8.decode(encoded)
            case .error: return "\u{FFFD}"
            case .emptyInput: return nil
            }
        }
    }
}
