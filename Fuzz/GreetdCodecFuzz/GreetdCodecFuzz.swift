import FuzzSupport
import PinPadCore
import PinPadFrontEnd

/// Fuzzes the greeter's side of greetd's protocol (`GreetdCodec`): the input is a stream of
/// framed responses (a 4-byte length in the machine's order, then the body), read as the greeter
/// reads them. A length out of range or a body that is not a response must be an error, never a
/// trap; a value read must keep every limit (depth, members, string bytes, no NUL); every text
/// read, written back into a request, must read back the same (what is typed is what greetd
/// gets).
@main
enum GreetdCodecFuzz {
    static func main() { FuzzDriver.run(fuzz) }

    /// Traps unless `value` keeps the parser's limits.
    static func check(_ value: GreetdJSON, depth: Int) {
        switch value {
        case .object(let members):
            precondition(depth < GreetdCodec.maximumDepth, "nested \(depth + 1) deep")
            precondition(members.count <= GreetdCodec.maximumMembers, "\(members.count) members")
            for member in members {
                checkText(member.key)
                check(member.value, depth: depth + 1)
            }
        case .array(let elements):
            precondition(depth < GreetdCodec.maximumDepth, "nested \(depth + 1) deep")
            precondition(elements.count <= GreetdCodec.maximumMembers, "\(elements.count) elements")
            for element in elements { check(element, depth: depth + 1) }
        case .string(let text):
            checkText(text)
        case .number(let text):
            precondition(text.utf8.count <= GreetdCodec.maximumNumberBytes, "a number of \(text.utf8.count) characters")
        case .bool, .null:
            break
        }
    }

    /// Traps unless `text` is within the limit, holds no NUL and comes back whole from a request.
    static func checkText(_ text: String) {
        precondition(text.utf8.count <= GreetdCodec.maximumStringBytes, "a string of \(text.utf8.count) bytes")
        precondition(!text.utf8.contains(0), "a NUL")
        let request = Array(GreetdRequest.answer(text).json.utf8)
        guard let json = try? GreetdJSONParser.parse(request), json["response"] == .string(text) else {
            preconditionFailure("a text does not come back from a request")
        }
    }
}

/// libFuzzer's test function: one input of `size` bytes at `data`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))[...]
    while bytes.count >= GreetdCodec.headerBytes {
        let header = Array(bytes.prefix(GreetdCodec.headerBytes))
        bytes = bytes.dropFirst(GreetdCodec.headerBytes)
        let length: Int
        do {
            length = try GreetdCodec.bodyLength(header: header)
        } catch {
            precondition(!error.description.contains("\n"), "an error of more than one line")
            // The greeter stops at a bad length; the rest is also read as a body.
            length = bytes.count
        }
        let body = Array(bytes.prefix(length))
        bytes = bytes.dropFirst(length)
        do {
            let value = try GreetdJSONParser.parse(body)
            GreetdCodecFuzz.check(value, depth: 0)
            if case .authMessage(_, let text) = try GreetdResponse(value) { GreetdCodecFuzz.checkText(text) }
        } catch {
            precondition(!error.description.contains("\n"), "an error of more than one line")
        }
    }
    return 0
}
