/// Reads one JSON text (RFC 8259) of at most `GreetdCodec.maximumMessageBytes` bytes, as greetd
/// writes its responses, with every count bounded: nesting (`GreetdCodec.maximumDepth`), members
/// of an object or array, string and number lengths. Strings must be UTF-8 (raw or escaped;
/// escaped surrogates in pairs) without NUL, which no PAM message can hold; an object may not
/// name a key twice. Nothing but white space may follow the value.
package struct GreetdJSONParser {
    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The value `bytes` hold.
    /// - Throws: `GreetdCodecError` naming the first byte that is wrong or over a limit.
    package static func parse(_ bytes: [UInt8]) throws(GreetdCodecError) -> GreetdJSON {
        guard bytes.count <= GreetdCodec.maximumMessageBytes else { throw .badLength(bytes.count) }
        var parser = GreetdJSONParser(bytes)
        let value = try parser.value(depth: 0)
        parser.skipWhiteSpace()
        guard parser.index == bytes.count else { throw .syntax("the end", at: parser.index) }
        return value
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhiteSpace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(GreetdCodecError) {
        skipWhiteSpace()
        guard current == byte else { throw .syntax(what, at: index) }
        index += 1
    }

    private mutating func value(depth: Int) throws(GreetdCodecError) -> GreetdJSON {
        skipWhiteSpace()
        guard let byte = current else { throw .syntax("a value", at: index) }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw .syntax("a value", at: index)
        }
    }

    private mutating func literal(_ word: String) throws(GreetdCodecError) {
        for byte in word.utf8 {
            guard current == byte else { throw .syntax(word, at: index) }
            index += 1
        }
    }

    private mutating func object(depth: Int) throws(GreetdCodecError) -> GreetdJSON {
        guard depth <= GreetdCodec.maximumDepth else { throw .tooDeep(at: index) }
        index += 1
        var members: [String: GreetdJSON] = [:]
        skipWhiteSpace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhiteSpace()
            let start = index
            guard current == UInt8(ascii: "\"") else { throw .syntax("a key", at: index) }
            let key = try string()
            guard members[key] == nil else { throw .duplicateKey(at: start) }
            guard members.count < GreetdCodec.maximumMembers else { throw .tooManyMembers(at: start) }
            try expect(UInt8(ascii: ":"), "':'")
            members[key] = try value(depth: depth)
            skipWhiteSpace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(GreetdCodecError) -> GreetdJSON {
        guard depth <= GreetdCodec.maximumDepth else { throw .tooDeep(at: index) }
        index += 1
        var elements: [GreetdJSON] = []
        skipWhiteSpace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            guard elements.count < GreetdCodec.maximumMembers else { throw .tooManyMembers(at: index) }
            elements.append(try value(depth: depth))
            skipWhiteSpace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return .array(elements)
        }
    }

    /// A number's text: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() throws(GreetdCodecError) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { throw .syntax("a digit", at: index) }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let byte = current, isDigit(byte) else { throw .syntax("a digit", at: index) }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let byte = current, isDigit(byte) else { throw .syntax("a digit", at: index) }
            skipDigits()
        }
        guard index - start <= GreetdCodec.maximumNumberBytes else { throw .numberTooLong(at: start) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { index += 1 }
    }

    /// A string's text, its escapes undone; `index` is on its opening quote.
    private mutating func string() throws(GreetdCodecError) -> String {
        let start = index
        index += 1
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw .syntax("'\"'", at: index) }
            guard text.count <= GreetdCodec.maximumStringBytes else { throw .stringTooLong(at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard text.count <= GreetdCodec.maximumStringBytes else { throw .stringTooLong(at: start) }
                guard !text.contains(0), let decoded = String(validating: text, as: UTF8.self) else { throw .invalidText(at: start) }
                return decoded
            case UInt8(ascii: "\\"):
                index += 1
                try escape(into: &text)
            case 0..<0x20:
                throw .syntax("an escape for a control character", at: index)
            default:
                text.append(byte)
                index += 1
            }
        }
    }

    /// One escape after its backslash, appended as UTF-8.
    private mutating func escape(into text: inout [UInt8]) throws(GreetdCodecError) {
        guard let byte = current else { throw .syntax("an escape", at: index) }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            let at = index - 2
            var scalar = try hexadecimal()
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate takes the low one of an escape right after it.
                guard current == UInt8(ascii: "\\") else { throw .invalidText(at: at) }
                index += 1
                guard current == UInt8(ascii: "u") else { throw .invalidText(at: at) }
                index += 1
                let low = try hexadecimal()
                guard (0xDC00...0xDFFF).contains(low) else { throw .invalidText(at: at) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard scalar != 0, let unicode = Unicode.Scalar(scalar) else { throw .invalidText(at: at) }
            text.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            throw .syntax("an escape", at: index - 1)
        }
    }

    private mutating func hexadecimal() throws(GreetdCodecError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw .syntax("a hexadecimal digit", at: index) }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .syntax("a hexadecimal digit", at: index)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
