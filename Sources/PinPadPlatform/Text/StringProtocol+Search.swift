/// Searching text for text by its UTF-8 bytes, with the standard library alone: the
/// `contains(_:)`, `split(separator:)` and `replacing(_:with:)` that take a string come from
/// `_StringProcessing`, the regex runtime, which would add about a megabyte to the program.
/// Bytes, not characters, are compared: `"/\u{301}"` includes `"/"` (a check for a slash in a
/// name cannot be passed by a combining mark after it).
extension StringProtocol {
    /// Whether `other`'s UTF-8 bytes occur in this text's; true for an empty `other`.
    package func includes(_ other: String) -> Bool {
        firstByteOffset(of: other) != nil
    }

    /// The text with every occurrence of `target` (not empty) replaced by `replacement`, from
    /// the start, occurrences not overlapping.
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8), pattern = Array(target.utf8)
        guard !pattern.isEmpty else { return String(self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if index + pattern.count <= bytes.count && bytes[index..<index + pattern.count].elementsEqual(pattern) {
                result += replacement.utf8
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The byte offset of the first occurrence of `other`'s UTF-8 bytes, or nil.
    private func firstByteOffset(of other: String) -> Int? {
        let bytes = Array(utf8), pattern = Array(other.utf8)
        guard !pattern.isEmpty else { return 0 }
        guard pattern.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start..<start + pattern.count].elementsEqual(pattern) {
            return start
        }
        return nil
    }
}
