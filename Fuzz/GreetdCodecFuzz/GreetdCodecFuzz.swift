import FuzzSupport
import PinPadCore
import PinPadFrontEnd

/// Fuzzes the greeter's side of greetd's protocol (`GreetdCodec`): the input is a stream of
/// framed responses (a 4-byte length in the machine's order, then the body), read as the greeter
/// reads them. A length out of range or a body that is not a response must be an error, never a
/// trap; a value read must keep every limit (depth, members, string bytes, no NUL); every text
/// read, written back into a request, must read back the same (what is typed is what greetd
/// gets). The same stream also drives a greeter (`GreeterSession`): each response read (or the
/// failure to read one) answers its request, and the first byte of each length chooses how a pad
/// shown meanwhile ends. Every list of effects must end with one that is answered (a pad, a
/// request) or with the end, never hold an end before that, and every line for stderr must be
/// one line without control characters.
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

    /// Traps unless `effects` are what a greeter may do.
    static func check(_ effects: [GreeterEffect]) {
        precondition(!effects.isEmpty, "no effect")
        for (index, effect) in effects.enumerated() {
            let isLast = index == effects.count - 1
            switch effect {
            case .ask, .send, .sendSecret, .receive, .end:
                precondition(isLast, "\(effect) before other effects")
            case .post:
                precondition(!isLast, "a list ending with a request whose answer is not awaited")
            case .complain(let line):
                precondition(!isLast, "a list ending with a complaint")
                precondition(!line.unicodeScalars.contains { $0.properties.generalCategory == .control }, "a control character on stderr")
            case .wipeSecret:
                precondition(!isLast, "a list ending with a wipe")
            case .holdBack(let milliseconds):
                precondition(!isLast, "a list ending with a wait")
                precondition(milliseconds.lowerBound >= 0, "a wait of \(milliseconds) ms")
            }
        }
    }

    /// How a pad for `field` ends, chosen by `byte`.
    static func entry(_ byte: UInt8, for field: GreeterPad.Field) -> GreeterEntry {
        switch byte % 4 {
        case 0:
            switch field {
            case .pin(let userField, _): return .secret(user: userField ? "anna" : nil)
            case .secret: return .secret(user: nil)
            case .visible: return .text("blue")
            }
        case 1: return .cancelled
        case 2: return .timedOut
        default: return byte == 255 ? .closed : .cancelled
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
    var options = GreeterOptions()
    options.command = "sway"
    if bytes.first.map({ $0 & 1 == 0 }) ?? true { options.user = "anna" } else { options.userField = true }
    options.lockoutSeconds = 600
    var greeter = GreeterSession(options: options, clock: ManualClock(start: 1_000))
    var effects = greeter.start()
    GreetdCodecFuzz.check(effects)
    while bytes.count >= GreetdCodec.headerBytes {
        // Pads shown before the next response: each ends as the length's first byte says.
        var choice = bytes[bytes.startIndex]
        // Cancel while greetd works, when that byte says so: the pad comes back before its answer.
        switch effects.last {
        case .send, .sendSecret, .receive:
            if choice % 5 == 4 {
                effects = greeter.receive(.entered(.cancelled))
                GreetdCodecFuzz.check(effects)
            }
        default: break
        }
        while case .ask(let pad) = effects.last {
            effects = greeter.receive(.entered(GreetdCodecFuzz.entry(choice, for: pad.field)))
            GreetdCodecFuzz.check(effects)
            choice = choice &+ 1
        }
        let header = Array(bytes.prefix(GreetdCodec.headerBytes))
        bytes = bytes.dropFirst(GreetdCodec.headerBytes)
        let length: Int
        var lengthError: GreetdCodecError?
        do {
            length = try GreetdCodec.bodyLength(header: header)
        } catch {
            precondition(!error.description.contains("\n"), "an error of more than one line")
            // The greeter stops at a bad length; the rest is also read as a body.
            length = bytes.count
            lengthError = error
        }
        let body = Array(bytes.prefix(length))
        bytes = bytes.dropFirst(length)
        var event: GreeterEvent
        do {
            let value = try GreetdJSONParser.parse(body)
            GreetdCodecFuzz.check(value, depth: 0)
            let response = try GreetdResponse(value)
            if case .authMessage(_, let text) = response { GreetdCodecFuzz.checkText(text) }
            event = .received(response)
        } catch {
            precondition(!error.description.contains("\n"), "an error of more than one line")
            event = .connectionFailed(error.description)
        }
        if let lengthError { event = .connectionFailed(lengthError.description) }
        if case .end = effects.last { break }
        effects = greeter.receive(event)
        GreetdCodecFuzz.check(effects)
    }
    return 0
}
