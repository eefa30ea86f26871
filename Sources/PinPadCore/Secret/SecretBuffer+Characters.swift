/// Characters (extended grapheme clusters, Unicode UAX #29) in a buffer of UTF-8, found without
/// a `String`: the scalars are decoded one at a time straight from the page and fed to the
/// standard library's own grapheme-breaking state machine (`Unicode._CharacterRecognizer`, the
/// one `String` uses), so no copy of the bytes is made on the heap; only the scalar being looked
/// at and the recogniser's state pass through the stack.
///
/// The buffer only ever holds whole scalars encoded by `append(_:)`, so its UTF-8 is valid.
extension SecretBuffer {
    /// Number of characters held.
    var characterCount: Int {
        var recognizer = Unicode._CharacterRecognizer()
        var characters = 0
        forEachScalar { _, scalar in if recognizer.hasBreak(before: scalar) { characters += 1 } }
        return characters
    }

    /// The byte offset where character `index` (0-based) starts; `count` for an index at or past
    /// the end.
    func characterStart(_ index: Int) -> Int {
        var recognizer = Unicode._CharacterRecognizer()
        var characters = 0
        var start = count
        forEachScalar { offset, scalar in
            guard start == count, recognizer.hasBreak(before: scalar) else { return }
            if characters == index { start = offset }
            characters += 1
        }
        return start
    }

    /// The bytes of character `index`, or nil past the end.
    func characterRange(_ index: Int) -> Range<Int>? {
        let start = characterStart(index)
        guard start < count else { return nil }
        return start..<characterStart(index + 1)
    }

    /// The recogniser's state after the last scalar held, to tell whether the next scalar starts
    /// a new character or extends the last one (a combining accent after `e`).
    var endRecognizer: Unicode._CharacterRecognizer {
        var recognizer = Unicode._CharacterRecognizer()
        forEachScalar { _, scalar in _ = recognizer.hasBreak(before: scalar) }
        return recognizer
    }

    /// Appends the UTF-8 of `scalar`; traps when it does not fit (a programmer error).
    func append(_ scalar: Unicode.Scalar) {
        for byte in UTF8.encode(scalar)! { append(byte) }
    }

    /// Calls `body` with each scalar and the byte offset where it starts.
    func forEachScalar(_ body: (Int, Unicode.Scalar) -> Void) {
        var offset = 0
        while offset < count {
            let lead = self[offset]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            var value = length == 1 ? UInt32(lead) : UInt32(lead & (0xFF >> (length + 1)))
            for next in 1..<max(length, 1) where offset + next < count { value = value << 6 | UInt32(self[offset + next] & 0x3F) }
            body(offset, Unicode.Scalar(value) ?? "\u{FFFD}")
            offset += length
        }
    }
}
