import FuzzSupport
import PinPadPlatform

/// Fuzzes the check of a gettext catalog before glibc reads it (`MessageCatalogFile.problem`):
/// any bytes are refused, or every string glibc would reach through the catalog's tables and
/// hash table lies inside the bytes and ends with a NUL, which a second walk, written from the
/// format's description, checks. A catalog passed that glibc could read past its end traps.
@main
enum MessageCatalogFuzz {
    static func main() { FuzzDriver.run(fuzz) }

    /// The little-endian or big-endian 32-bit word at `offset`; traps when it is outside.
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, swapped: Bool) -> Int {
        precondition(offset >= 0 && offset + 4 <= bytes.count, "a word outside the catalog passed")
        let value = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
        return Int(swapped ? value.byteSwapped : value)
    }

    /// Traps unless every table, string and hash slot of the passed catalog is inside `bytes`.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>) {
        let swapped = word(bytes, 0, swapped: false) != 0x9504_12de
        let count = word(bytes, 8, swapped: swapped)
        for table in [word(bytes, 12, swapped: swapped), word(bytes, 16, swapped: swapped)] {
            for index in 0..<count {
                let length = word(bytes, table + 8 * index, swapped: swapped)
                let offset = word(bytes, table + 8 * index + 4, swapped: swapped)
                precondition(offset + length < bytes.count && bytes[offset + length] == 0, "a string past the end passed")
            }
        }
        let slots = word(bytes, 20, swapped: swapped), hash = word(bytes, 24, swapped: swapped)
        for slot in 0..<slots { precondition(word(bytes, hash + 4 * slot, swapped: swapped) <= count, "a hash slot past the strings passed") }
    }
}

/// libFuzzer's test function: one input of `size` bytes at `data`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    if MessageCatalogFile.problem(Array(bytes)) == nil { MessageCatalogFuzz.check(bytes) }
    // The same bytes as a locale.alias file: every alias is lowercased and names a value, and
    // the names to check for any list holding it are directory names.
    let aliases = MessageCatalog.aliases(String(decoding: bytes, as: UTF8.self))
    for (alias, value) in aliases {
        precondition(alias == alias.lowercased() && !alias.isEmpty && !value.isEmpty, "a bad alias entry")
        precondition(MessageCatalog.candidates(locale: "C.UTF-8", languageList: alias, aliases: aliases).allSatisfy { !$0.contains("/") && !$0.isEmpty })
    }
    return 0
}
