import Glibc
import PinPadCore
import PinPadPlatform

/// greetd's framing (greetd-ipc(7), "Message and reply format"): each message is a 32-bit length
/// in the machine's byte order, then that many bytes of UTF-8 JSON. Requests are written here
/// (`GreetdRequest.json`); responses are read with every count bounded (`GreetdJSONParser`).
/// Exactly greetd's messages, no JSON library: the program links no Foundation.
package enum GreetdCodec {
    /// The most bytes of a response's JSON: greetd's are a PAM text or an error's description
    /// (at most `maximumStringBytes`) in a few dozen bytes of JSON.
    package static let maximumMessageBytes = 65_536
    /// The most bytes of UTF-8 in one string of a response: greetd's own bound. Its session
    /// worker hands each PAM text (and each error) to greetd as JSON in one datagram, which greetd
    /// reads into 10240 bytes (`greetd/src/session/interface.rs`, 0.9 to 0.10.3): no text greetd
    /// passes on is longer, escaped or not. A module's text may be longer (`pam_echo`'s `file=`
    /// reads the whole file), but greetd then fails the sign-in itself ("unable to deserialize
    /// message", an `error` response) before the greeter could see it.
    package static let maximumStringBytes = 10_240
    /// The deepest nesting of objects and arrays in a response (greetd's are 1 deep).
    package static let maximumDepth = 8
    /// The most members of one object, or elements of one array.
    package static let maximumMembers = 64
    /// The most characters of one number (greetd's responses hold none).
    package static let maximumNumberBytes = 64
    /// The bytes of the length before each message.
    package static let headerBytes = 4

    /// `request` framed: its length, then its JSON.
    package static func frame(_ request: GreetdRequest) -> [UInt8] {
        let body = Array(request.json.utf8)
        return header(body.count) + body
    }

    /// The length prefix for `count` bytes, in the machine's byte order.
    private static func header(_ count: Int) -> [UInt8] {
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: count)) { Array($0) }
    }

    /// The length a response's header announces.
    /// - Parameter header: the `headerBytes` bytes read before the body.
    /// - Throws: `GreetdCodecError.badLength` for 0 or more than `maximumMessageBytes`.
    package static func bodyLength(header: [UInt8]) throws(GreetdCodecError) -> Int {
        precondition(header.count == headerBytes, "GreetdCodec.bodyLength: a header is \(headerBytes) bytes")
        let length = Int(header.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) })
        guard length >= 1, length <= maximumMessageBytes else { throw .badLength(length) }
        return length
    }

    /// The response in `body` (the bytes after the header).
    /// - Throws: `GreetdCodecError` when it is not JSON within the limits, or not a response.
    package static func response(_ body: [UInt8]) throws(GreetdCodecError) -> GreetdResponse {
        try GreetdResponse(GreetdJSONParser.parse(body))
    }

    /// `text` as a JSON string: quotes and backslashes escaped, control characters (below
    /// U+0020, and U+007F) as `\u00XX`, everything else as its UTF-8.
    package static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        bytes.reserveCapacity(text.utf8.count + 2)
        for byte in text.utf8 { appendEscaped(byte, to: { bytes.append($0) }) }
        bytes.append(UInt8(ascii: "\""))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Hands `byte` to `append` as it is written inside a JSON string.
    private static func appendEscaped(_ byte: UInt8, to append: (UInt8) -> Void) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
            append(UInt8(ascii: "\\"))
            append(byte)
        case 0..<0x20, 0x7F:
            let digits = Array("0123456789abcdef".utf8)
            for escaped in [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]] {
                append(escaped)
            }
        default:
            append(byte)
        }
    }

    /// The prefix of a secret answer, before its escaped bytes.
    private static let answerPrefix = Array(#"{"type":"post_auth_message_response","response":""#.utf8)
    /// Its suffix.
    private static let answerSuffix = Array(#""}"#.utf8)

    /// Calls `body` with the framed `post_auth_message_response` that answers with `secret`'s
    /// bytes, built in a page of its own that is locked in memory, left out of core dumps
    /// (`SecretPages`) and zeroed (`explicit_bzero(3)`) before it is freed: the secret is never
    /// in a `String` or an array. The secret's bytes are UTF-8 (what a prompt delivers).
    package static func withSecretAnswer<Result>(_ secret: borrowing Secret, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let most = headerBytes + answerPrefix.count + secret.count * 6 + answerSuffix.count
        let capacity = (most + pageSize - 1) / pageSize * pageSize
        let page = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: pageSize)
        let pages = SecretPages()
        pages.protect(page)
        defer {
            if let address = page.baseAddress { explicit_bzero(address, page.count) }
            pages.release(page)
            page.deallocate()
        }
        var count = headerBytes
        let append: (UInt8) -> Void = { page[count] = $0; count += 1 }
        for byte in answerPrefix { append(byte) }
        secret.withUnsafeBytes { bytes in
            for byte in bytes { appendEscaped(byte, to: append) }
        }
        for byte in answerSuffix { append(byte) }
        let length = header(count - headerBytes)
        for index in 0..<headerBytes { page[index] = length[index] }
        return body(UnsafeRawBufferPointer(rebasing: page[0..<count]))
    }
}
