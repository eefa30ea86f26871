/// The Assuan protocol's escaping (libassuan `doc/assuan.texi`, "Server responses" and
/// "Data lines"): `%XX` with upper-case hex stands for a byte; in data lines `%`, CR and LF must
/// be escaped; a line is at most 1000 bytes including its ending LF.
package enum AssuanEscaping {
    /// Longest line, in bytes, counting the line feed.
    package static let lineLimit = 1000

    /// `text` with every `%XX` replaced by its byte; an incomplete or invalid escape stays as
    /// written. Bytes that are not UTF-8 become U+FFFD.
    package static func decode(_ text: Substring) -> String {
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// `text` escaped for a status or data line: `%`, CR and LF (and other control bytes) as
    /// `%XX`.
    package static func encode(_ text: String) -> String {
        var encoded: [UInt8] = []
        for byte in text.utf8 {
            if byte == UInt8(ascii: "%") || byte < 0x20 {
                encoded += Array(("%" + hex(byte)).utf8)
            } else {
                encoded.append(byte)
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// The data lines (`D ` and `text` escaped as `encode` does, without their LF) that carry
    /// `text`, split between characters so that no line passes `lineLimit` with its LF: the
    /// client joins them (libassuan, "Data lines"). One line `D ` for an empty text.
    package static func dataLines(_ text: String) -> [String] {
        var lines: [String] = []
        var line = "D "
        var count = 2
        for scalar in text.unicodeScalars {
            let encoded = encode(String(scalar))
            let size = encoded.utf8.count
            if count + size + 1 > lineLimit && count > 2 {
                lines.append(line)
                line = "D "
                count = 2
            }
            line += encoded
            count += size
        }
        return lines + [line]
    }

    /// Calls `emit` with each data line (`D ` and the escaped bytes, then LF) for `bytes`, split
    /// so that no line passes `lineLimit` and no escape is cut. The lines are built in one
    /// buffer that is zeroed after each call and at the end, so the bytes (a secret) leave no
    /// copy behind. Returns false as soon as `emit` does.
    package static func dataLines(_ bytes: UnsafeRawBufferPointer, _ emit: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        var line: [UInt8] = []
        line.reserveCapacity(lineLimit)
        defer { wipe(&line) }
        func flush() -> Bool {
            line.append(UInt8(ascii: "\n"))
            let sent = line.withUnsafeBytes(emit)
            wipe(&line)
            return sent
        }
        for byte in bytes {
            if line.isEmpty { line += [UInt8(ascii: "D"), UInt8(ascii: " ")] }
            if byte == UInt8(ascii: "%") || byte == 0x0D || byte == 0x0A {
                let digits = Array(hex(byte).utf8)
                line += [UInt8(ascii: "%"), digits[0], digits[1]]
            } else {
                line.append(byte)
            }
            if line.count >= lineLimit - 4, !flush() { return false }
        }
        return line.isEmpty || flush()
    }

    private static func wipe(_ bytes: inout [UInt8]) {
        for index in bytes.indices { bytes[index] = 0 }
        bytes.removeAll(keepingCapacity: true)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
