import PinPadCore
import Testing

@testable import PinPadFrontEnd

/// greetd's messages through the greeter's codec: requests framed as greetd_ipc frames them,
/// responses read within every limit, and each way a response can be wrong named.
struct GreetdCodecTests {
    func response(_ text: String) throws(GreetdCodecError) -> GreetdResponse { try GreetdCodec.response(Array(text.utf8)) }

    func header(_ length: UInt32) -> [UInt8] { withUnsafeBytes(of: length) { Array($0) } }

    @Test func requestsAreFramedWithTheirLengthInTheMachinesOrder() {
        let frame = GreetdCodec.frame(.createSession(username: "me"))
        let body = #"{"type":"create_session","username":"me"}"#
        #expect(frame == header(UInt32(body.utf8.count)) + Array(body.utf8))
        #expect(GreetdRequest.cancelSession.json == #"{"type":"cancel_session"}"#)
        #expect(GreetdRequest.answer(nil).json == #"{"type":"post_auth_message_response","response":null}"#)
        #expect(GreetdRequest.answer("Anna Maria").json == #"{"type":"post_auth_message_response","response":"Anna Maria"}"#)
        #expect(
            GreetdRequest.startSession(command: ["sway", "--unsupported-gpu"], environment: ["LANG=de_DE.UTF-8"]).json
                == #"{"type":"start_session","cmd":["sway","--unsupported-gpu"],"env":["LANG=de_DE.UTF-8"]}"#)
    }

    @Test func textIsEscapedAndEveryCharacterKept() throws {
        let name = "a\"b\\c\nd\u{1}\u{7F}é😀/"
        let quoted = GreetdCodec.quoted(name)
        #expect(quoted == #""a\"b\\c\u000ad\u0001\u007fé😀/""#)
        // Read back through the parser: what was typed is what greetd gets.
        #expect(try GreetdJSONParser.parse(Array(quoted.utf8)) == .string(name))
    }

    @Test func aSecretAnswerIsFramedFromItsPage() throws {
        let secret = Secret(copying: "12\"4")
        let frame = GreetdCodec.withSecretAnswer(secret) { Array($0) }
        let body = #"{"type":"post_auth_message_response","response":"12\"4"}"#
        #expect(frame == header(UInt32(body.utf8.count)) + Array(body.utf8))
        let json = try GreetdJSONParser.parse(Array(frame.dropFirst(4)))
        #expect(json["response"] == .string("12\"4"))
    }

    @Test func everyResponseOfGreetdIsRead() throws {
        #expect(try response(#"{"type":"success"}"#) == .success)
        #expect(try response(#" { "type" : "error", "error_type": "auth_error", "description": "pam_authenticate: AUTH_ERR" } "#)
            == .authenticationFailed(description: "pam_authenticate: AUTH_ERR"))
        #expect(try response(#"{"type":"error","error_type":"error","description":"a session is already being configured"}"#)
            == .failed(description: "a session is already being configured"))
        for kind in [GreetdAuthMessageKind.visible, .secret, .info, .error] {
            #expect(try response(#"{"type":"auth_message","auth_message_type":"\#(kind.rawValue)","auth_message":"PIN: "}"#)
                == .authMessage(kind, text: "PIN: "))
        }
        // Members a later greetd might add are read within the limits and left alone.
        #expect(try response(#"{"type":"success","later":[1,-2.5e3,true,false,null,{"a":"b"}]}"#) == .success)
        #expect(try response(#"{"type":"auth_message","auth_message_type":"info","auth_message":"Gr\u00fc\u00DFe \ud83d\ude00\n"}"#)
            == .authMessage(.info, text: "Grüße 😀\n"))
    }

    @Test func theLengthIsChecked() throws {
        #expect(try GreetdCodec.bodyLength(header: header(18)) == 18)
        #expect(try GreetdCodec.bodyLength(header: header(65_536)) == 65_536)
        #expect(throws: GreetdCodecError.badLength(65_537)) { try GreetdCodec.bodyLength(header: header(65_537)) }
        #expect(throws: GreetdCodecError.badLength(0)) { try GreetdCodec.bodyLength(header: header(0)) }
        #expect(throws: GreetdCodecError.badLength(Int(UInt32.max))) { try GreetdCodec.bodyLength(header: header(.max)) }
    }

    @Test func malformedResponsesAreNamed() {
        let cases: [(String, GreetdCodecError)] = [
            ("", .syntax("a value", at: 0)),
            ("{", .syntax("a key", at: 1)),
            (#"{"type":"success""#, .syntax("',' or '}'", at: 17)),
            (#"{"type":"success"} x"#, .syntax("the end", at: 19)),
            (#"{"type":"success",}"#, .syntax("a key", at: 18)),
            (#"{"type":'success'}"#, .syntax("a value", at: 8)),
            (#"{"type":"succ\ess"}"#, .syntax("an escape", at: 14)),
            ("{\"type\":\"a\tb\"}", .syntax("an escape for a control character", at: 10)),
            (#"{"a":01}"#, .syntax("',' or '}'", at: 6)),
            (#"{"a":1.}"#, .syntax("a digit", at: 7)),
            (#"{"a":-}"#, .syntax("a digit", at: 6)),
            (#"{"a":tru}"#, .syntax("true", at: 8)),
            (#"{"a":"\u12"}"#, .syntax("a hexadecimal digit", at: 10)),
            (#"{"a":1,"a":2}"#, .duplicateKey(at: 7)),
            (#"{"a":"\ud800"}"#, .invalidText(at: 6)),
            (#"{"a":"\udc00"}"#, .invalidText(at: 6)),
            (#"{"a":"\ud800\u0041"}"#, .invalidText(at: 6)),
            (#"{"a":"\u0000"}"#, .invalidText(at: 6)),
            ("[1]", .notAResponse("not an object")),
            (#"{"type":1}"#, .notAResponse("no \"type\" string")),
            (#"{"type":"hello"}"#, .notAResponse("an unknown \"type\"")),
            (#"{"type":"error","error_type":"auth_error"}"#, .notAResponse("an error without a \"description\" string")),
            (#"{"type":"error","error_type":"bad","description":""}"#, .notAResponse("an error of an unknown \"error_type\"")),
            (#"{"type":"auth_message","auth_message_type":"secret"}"#, .notAResponse("an auth_message without an \"auth_message\" string")),
            (#"{"type":"auth_message","auth_message_type":"hidden","auth_message":""}"#, .notAResponse("an auth_message of an unknown \"auth_message_type\"")),
        ]
        for (text, error) in cases {
            #expect(throws: error, "\(text)") { try response(text) }
        }
    }

    @Test func bytesThatAreNotUTF8AreRefused() {
        let body = Array(#"{"type":"auth_message","auth_message_type":"info","auth_message":"#.utf8) + [0x22, 0x61, 0xC3, 0x28, 0x22, 0x7D]
        #expect(throws: GreetdCodecError.invalidText(at: 65)) { try GreetdCodec.response(body) }
        let overlong = Array(#"{"a":""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8)
        #expect(throws: GreetdCodecError.invalidText(at: 5)) { try GreetdJSONParser.parse(overlong) }
    }

    /// A PAM text as long as greetd passes on (its worker's datagram, 10240 bytes: `pam_echo`'s
    /// `file=` of a long notice) is read: greetd's bound, not a smaller one of the greeter's.
    @Test func aTextAsLongAsGreetdPassesOnIsRead() throws {
        let text = String(repeating: "Notice. ", count: 1_270) + "\u{e9}\n"
        #expect(text.utf8.count > 10_000 && text.utf8.count <= 10_200)
        let body = #"{"type":"auth_message","auth_message_type":"info","auth_message":"# + GreetdCodec.quoted(text) + "}"
        #expect(try response(body) == .authMessage(.info, text: text))
        #expect(GreetdCodec.maximumStringBytes >= 10_240)
    }

    @Test func everyCountIsBounded() {
        let deep = String(repeating: "[", count: GreetdCodec.maximumDepth + 1) + String(repeating: "]", count: GreetdCodec.maximumDepth + 1)
        #expect(throws: GreetdCodecError.tooDeep(at: GreetdCodec.maximumDepth)) { try GreetdJSONParser.parse(Array(deep.utf8)) }
        let deepest = String(repeating: "[", count: GreetdCodec.maximumDepth) + String(repeating: "]", count: GreetdCodec.maximumDepth)
        #expect((try? GreetdJSONParser.parse(Array(deepest.utf8))) != nil)
        let long = #"{"a":""# + String(repeating: "é", count: GreetdCodec.maximumStringBytes / 2) + "x" + #""}"#
        #expect(throws: GreetdCodecError.stringTooLong(at: 5)) { try GreetdJSONParser.parse(Array(long.utf8)) }
        let longest = #"{"a":""# + String(repeating: "é", count: GreetdCodec.maximumStringBytes / 2) + #""}"#
        #expect((try? GreetdJSONParser.parse(Array(longest.utf8))) != nil)
        let many = "[" + Array(repeating: "0", count: GreetdCodec.maximumMembers + 1).joined(separator: ",") + "]"
        #expect(throws: GreetdCodecError.tooManyMembers(at: 1 + 2 * GreetdCodec.maximumMembers)) { try GreetdJSONParser.parse(Array(many.utf8)) }
        let number = "[" + String(repeating: "1", count: GreetdCodec.maximumNumberBytes + 1) + "]"
        #expect(throws: GreetdCodecError.numberTooLong(at: 1)) { try GreetdJSONParser.parse(Array(number.utf8)) }
        let huge = [UInt8](repeating: 0x20, count: GreetdCodec.maximumMessageBytes + 1)
        #expect(throws: GreetdCodecError.badLength(GreetdCodec.maximumMessageBytes + 1)) { try GreetdJSONParser.parse(huge) }
    }

    @Test func errorsAreOneLineThatRepeatsNothingOfGreetds() {
        let errors: [GreetdCodecError] = [
            .badLength(70_000), .syntax("a value", at: 3), .tooDeep(at: 9), .stringTooLong(at: 5), .tooManyMembers(at: 1),
            .numberTooLong(at: 1), .invalidText(at: 4), .duplicateKey(at: 7), .notAResponse("an unknown \"type\""),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("greetd"))
        }
        #expect(GreetdCodecError.badLength(70_000).description == "greetd announced a message of 70000 bytes (1 to 65536 are taken)")
    }
}
