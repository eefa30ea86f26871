import FuzzSupport
import Glibc
import PinPadCore
import PinPadFrontEnd

/// Fuzzes the sign-in's side of the PAM conversation (`LoginConversation` behind the C callback
/// libpam calls, `PAMConversationCall`): the input is a PIN, maybe a user text, the outcomes of
/// the further prompts a stack may ask, then up to four calls, each a count (0–40, beyond
/// `PAM_MAX_NUM_MSG` too, and more than the list holds) and messages of any style (the four
/// known and any other number) with texts of up to 1024 bytes (beyond `PAM_MAX_MSG_SIZE`, any
/// bytes, NULs cutting them short). A call must be refused exactly when libpam would never make
/// it, or when a further prompt was cancelled, timed out or closed; otherwise every prompt gets
/// its reply in order (the first secret prompt the PIN, the first text prompt the user text,
/// further ones what the pad gave), no other message gets one, and every error and information
/// text is kept, byte for byte, in order. Anything else traps.
@main
enum PAMConversationFuzz {
    static func main() { FuzzDriver.run(fuzz) }

    /// What a further prompt on the pad gives: its answer, or how it ended without one.
    enum Further {
        case answer([UInt8])
        case cancelled, timedOut, closed
    }
}

/// libFuzzer's test function: one input of `size` bytes at `data`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let pin = input.bytes(upTo: input.integer(in: 0...12)).map { UInt8(ascii: "0") + $0 % 10 }
    let text: String? = input.boolean() ? String(decoding: input.bytes(upTo: input.integer(in: 0...8)).map { 0x41 + $0 % 26 }, as: UTF8.self) : nil
    var further: [PAMConversationFuzz.Further] = []
    for _ in 0..<input.integer(in: 0...3) {
        switch input.integer(in: 0...4) {
        case 0: further.append(.cancelled)
        case 1: further.append(.timedOut)
        case 2: further.append(.closed)
        default: further.append(.answer(input.bytes(upTo: input.integer(in: 0...6)).map { UInt8(ascii: "0") + $0 % 10 }))
        }
    }
    var script = further
    var asked: [Request] = []
    let conversation = LoginConversation(secret: Secret(copying: String(decoding: pin, as: UTF8.self)), text: text, title: "Sign in") { request in
        asked.append(request)
        guard !script.isEmpty else { return .cancelled }
        switch script.removeFirst() {
        case .answer(let digits): return .submitted(Secret(copying: String(decoding: digits, as: UTF8.self)))
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .closed: return .closed
        }
    }
    // The model: what the conversation holds before each call.
    var pinLeft: [UInt8]? = pin
    var textLeft = text
    var answers = further
    var notes: [String] = []
    var ended = false
    for _ in 0..<input.integer(in: 1...4) where !ended {
        let listed = input.integer(in: 0...40)
        var messages: [(style: Int32, text: [UInt8])] = []
        for _ in 0..<listed {
            let style = input.integer(in: 0...7) < 7
                ? input.element(of: PAMConversationCall.styles) : Int32(bitPattern: UInt32(input.integer(in: 0...65_535)) << 16 | 0x55)
            // Up to 1024 bytes (beyond PAM_MAX_MSG_SIZE) from a pattern of up to 16: long texts from short inputs.
            let length = input.integer(in: 0...1024)
            let pattern = input.bytes(upTo: min(length, 16))
            messages.append((style, pattern.isEmpty ? [] : (0..<length).map { pattern[$0 % pattern.count] }))
        }
        let count = input.integer(in: 0...7) == 0 ? input.integer(in: 0...40) : listed
        let answer = PAMConversationCall.call(messages, count: count, conversation: conversation)
        // libpam never sends these: refused before anything is read.
        if count == 0 || count > PAMConversationCall.maximumCount || count > listed
            || messages.prefix(count).contains(where: { !PAMConversationCall.styles.contains($0.style) })
        {
            precondition(answer == .refused, "an impossible call was answered: \(answer)")
            continue
        }
        var expected: [[UInt8]?] = []
        var refused = false
        for message in messages.prefix(count) where !refused {
            let shown = String(decoding: message.text.prefix { $0 != 0 }, as: UTF8.self)
            switch message.style {
            case PAMConversationCall.styles[0], PAMConversationCall.styles[1]:
                let isSecret = message.style == PAMConversationCall.styles[0]
                if isSecret, let given = pinLeft {
                    pinLeft = nil
                    expected.append(given)
                } else if !isSecret, let given = textLeft {
                    textLeft = nil
                    expected.append(Array(given.utf8))
                } else if !answers.isEmpty, case .answer(let digits) = answers.removeFirst() {
                    expected.append(digits)
                } else {
                    refused = true
                }
            default:
                notes.append(shown)
                expected.append(nil)
            }
        }
        if refused {
            precondition(answer == .refused, "a cancelled prompt was answered: \(answer)")
            ended = true
        } else {
            precondition(answer == .replied(expected), "replies \(answer), not \(expected)")
        }
        precondition(conversation.notes == notes, "notes \(conversation.notes), not \(notes)")
    }
    precondition(asked.allSatisfy { $0.title == "Sign in" }, "a further prompt under another title")
    conversation.finish()
    return 0
}
