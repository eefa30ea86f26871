import Testing

@testable import PinPadFrontEnd

/// What the password agent hands itself when it runs again after a lost display.
struct PasswordAgentHandOverTests {
    @Test func whatIsHandedOnIsReadBackAsItWas() {
        let state = PasswordAgentHandOver(
            handled: ["ask.a1b2c3", "ask.with space"], leftUntil: ["ask.left": 123_456_789_012], failedToShow: true)
        let bytes = state.encoded()
        #expect(bytes == Array("failed\0left 123456789012 ask.left\0handled ask.a1b2c3\0handled ask.with space\0".utf8))
        #expect(PasswordAgentHandOver(decoding: bytes) == state)
        #expect(PasswordAgentHandOver(decoding: []) == PasswordAgentHandOver())
    }

    /// A name with a line feed is one name: records end with a NUL, which no file name holds.
    @Test func aNameWithALineFeedStaysOneName() {
        let state = PasswordAgentHandOver(handled: ["ask.one\nhandled ask.two"])
        #expect(PasswordAgentHandOver(decoding: state.encoded()) == state)
    }

    @Test(arguments: [
        "handled ask.a",  // no NUL at the end
        "handled other\0",  // not a request's name
        "handled ask.a/b\0",
        "left  ask.a\0", "left 12x ask.a\0", "left 99999999999999999999 ask.a\0", "left 12\0",
        "shown ask.a\0", "failed \0",
    ])
    func bytesThatAreNotRecordsGiveNothing(_ text: String) {
        #expect(PasswordAgentHandOver(decoding: Array(text.utf8)) == nil)
    }

    @Test func notUTF8GivesNothing() {
        #expect(PasswordAgentHandOver(decoding: Array("handled ask.".utf8) + [0xFF, 0]) == nil)
    }

    /// Beyond a pipe's buffer, what was left to the console goes first; handled requests that do
    /// not fit are looked at again.
    @Test func whatIsLeftToTheConsoleGoesFirstWithinTheLimit() {
        let state = PasswordAgentHandOver(handled: ["ask.b", "ask.c"], leftUntil: ["ask.a": 5])
        let bytes = state.encoded(limit: 27)
        #expect(bytes == Array("left 5 ask.a\0handled ask.b\0".utf8))
        #expect(PasswordAgentHandOver(decoding: bytes) == PasswordAgentHandOver(handled: ["ask.b"], leftUntil: ["ask.a": 5]))
    }
}
