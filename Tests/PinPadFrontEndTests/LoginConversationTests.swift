import PinPadCore
import PinPadPlatform
import Testing

@testable import PinPadFrontEnd

/// The sign-in's side of the PAM conversation, called through the callback libpam calls:
/// message lists in, replies and kept texts out.
struct LoginConversationTests {
    let secret = PAMConversationCall.styles[0], text = PAMConversationCall.styles[1]
    let error = PAMConversationCall.styles[2], info = PAMConversationCall.styles[3]

    func conversation(_ further: [String] = []) -> LoginConversation {
        var further = further
        return LoginConversation(secret: Secret(copying: "2468"), text: "B42", title: "Sign in") { _ in
            further.isEmpty ? .cancelled : .submitted(Secret(copying: further.removeFirst()))
        }
    }

    @Test func theFirstPromptsGetThePINAndTheTextAndEveryMessageIsKeptAsSent() {
        let conversation = conversation()
        let answer = PAMConversationCall.call(
            [(info, Array("Welcome\n".utf8)), (secret, Array("PIN: ".utf8)), (error, Array("  Kiosk closed. ".utf8)), (text, Array("Badge: ".utf8))],
            conversation: conversation)
        #expect(answer == .replied([nil, Array("2468".utf8), nil, Array("B42".utf8)]))
        #expect(conversation.notes == ["Welcome\n", "  Kiosk closed. "])
        #expect(conversation.errors == ["  Kiosk closed. "])
        #expect(conversation.secretWasAsked)
    }

    @Test func aSecondPromptIsAskedOnThePadAndACancelRefusesTheCall() {
        let conversation = conversation(["1357"])
        #expect(PAMConversationCall.call([(secret, Array("PIN: ".utf8))], conversation: conversation) == .replied([Array("2468".utf8)]))
        #expect(PAMConversationCall.call([(secret, Array("New PIN: ".utf8))], conversation: conversation) == .replied([Array("1357".utf8)]))
        #expect(PAMConversationCall.call([(secret, Array("Again: ".utf8))], conversation: conversation) == .refused)
        #expect(conversation.wasCancelled)
    }

    @Test func callsLibpamNeverMakesAreRefusedBeforeAnyIsRead() {
        let conversation = conversation()
        let many = [(style: Int32, text: [UInt8])](repeating: (info, Array("x".utf8)), count: PAMConversationCall.maximumCount + 1)
        #expect(PAMConversationCall.call(many, conversation: conversation) == .refused)
        #expect(PAMConversationCall.call([], conversation: conversation) == .refused)
        #expect(PAMConversationCall.call([(info, Array("x".utf8)), (99, Array("y".utf8))], conversation: conversation) == .refused)
        #expect(conversation.notes.isEmpty && !conversation.secretWasAsked)
    }
}
