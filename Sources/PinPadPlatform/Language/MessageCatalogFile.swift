/// The check of a gettext message catalog (a `.mo` file, GNU gettext's "The Format of GNU MO
/// Files") before glibc's `dgettext` may read it: glibc trusts the file's offsets, and a
/// truncated or corrupt catalog crashes it (a table offset past the end is a segmentation fault).
/// A catalog passes when its magic number and revision are those `msgfmt` writes, and every
/// table, string and hash slot lies inside the file.
package enum MessageCatalogFile {
    /// The largest catalog read, in bytes (pinpad's are a few kilobytes).
    package static let maximumSize = 1 << 22

    /// Why `bytes` is not a catalog glibc can read safely, or nil when it is.
    package static func problem(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 28 else { return "shorter than a catalog's header" }
        let bigEndian: Bool
        switch word(bytes, 0, bigEndian: false) {
        case 0x9504_12de: bigEndian = false
        case 0xde12_0495: bigEndian = true
        default: return "not a message catalog (no magic number)"
        }
        func at(_ offset: Int) -> Int { Int(word(bytes, offset, bigEndian: bigEndian)) }
        guard at(4) == 0 else { return "a catalog revision this reader does not check" }
        let count = at(8), originals = at(12), translations = at(16), hashSize = at(20), hashOffset = at(24)
        guard count <= bytes.count / 16 else { return "more strings than the file holds" }
        for table in [originals, translations] {
            guard table % 4 == 0, table + 8 * count <= bytes.count else { return "a string table past the end" }
            for index in 0..<count {
                let length = at(table + 8 * index), offset = at(table + 8 * index + 4)
                guard offset < bytes.count, length < bytes.count - offset, bytes[offset + length] == 0 else {
                    return "a string past the end or not ended"
                }
            }
        }
        if hashSize > 0 {
            guard hashOffset % 4 == 0, hashSize <= bytes.count / 4, hashOffset + 4 * hashSize <= bytes.count else {
                return "a hash table past the end"
            }
            for slot in 0..<hashSize where at(hashOffset + 4 * slot) > count { return "a hash slot past the strings" }
        }
        return nil
    }

    /// The 32-bit word at `offset` (4 bytes inside `bytes`).
    private static func word(_ bytes: [UInt8], _ offset: Int, bigEndian: Bool) -> UInt32 {
        let value = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
        return bigEndian ? value.byteSwapped : value
    }
}
