/// What was wrong with a message from greetd (`GreetdCodec`): each is one line for stderr,
/// naming the byte where the body went wrong (0-based, after the 4-byte length).
package enum GreetdCodecError: Error, Equatable, CustomStringConvertible {
    /// The length prefix announces more than `GreetdCodec.maximumMessageBytes`, or nothing.
    case badLength(Int)
    /// Not JSON: what was expected, at this byte.
    case syntax(String, at: Int)
    /// Objects or arrays nested deeper than `GreetdCodec.maximumDepth`.
    case tooDeep(at: Int)
    /// A string longer than `GreetdCodec.maximumStringBytes` bytes of UTF-8.
    case stringTooLong(at: Int)
    /// An object or array of more than `GreetdCodec.maximumMembers` members or elements.
    case tooManyMembers(at: Int)
    /// A number longer than `GreetdCodec.maximumNumberBytes` characters.
    case numberTooLong(at: Int)
    /// Bytes that are not UTF-8 (or an escape for half a surrogate pair, or for NUL) in a string.
    case invalidText(at: Int)
    /// A key twice in one object.
    case duplicateKey(at: Int)
    /// JSON, but not one of greetd's responses: what is missing or wrong (in pinpad's words:
    /// none of greetd's text is repeated).
    case notAResponse(String)

    package var description: String {
        switch self {
        case .badLength(let length):
            return "greetd announced a message of \(length) bytes (1 to \(GreetdCodec.maximumMessageBytes) are taken)"
        case .syntax(let expected, let at): return "greetd's message is not JSON: \(expected) expected at byte \(at)"
        case .tooDeep(let at): return "greetd's message nests deeper than \(GreetdCodec.maximumDepth) levels at byte \(at)"
        case .stringTooLong(let at): return "greetd's message has a string of more than \(GreetdCodec.maximumStringBytes) bytes at byte \(at)"
        case .tooManyMembers(let at): return "greetd's message has more than \(GreetdCodec.maximumMembers) members at byte \(at)"
        case .numberTooLong(let at): return "greetd's message has a number of more than \(GreetdCodec.maximumNumberBytes) characters at byte \(at)"
        case .invalidText(let at): return "greetd's message has a string that is not UTF-8 text at byte \(at)"
        case .duplicateKey(let at): return "greetd's message has a key twice in one object, at byte \(at)"
        case .notAResponse(let why): return "greetd's message is not a response: \(why)"
        }
    }
}
