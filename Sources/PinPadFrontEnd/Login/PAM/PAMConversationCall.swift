internal import CPAM
import Glibc

/// One call of the conversation as a PAM module makes it (`struct pam_conv`'s `conv`, through
/// the very callback `PAMTransaction` gives libpam), from Swift values: for the fuzz target of
/// the conversation and its tests.
package enum PAMConversationCall {
    /// The message styles of `<security/_pam_types.h>`: `PAM_PROMPT_ECHO_OFF`,
    /// `PAM_PROMPT_ECHO_ON`, `PAM_ERROR_MSG`, `PAM_TEXT_INFO`.
    package static let styles: [Int32] = [PAM_PROMPT_ECHO_OFF, PAM_PROMPT_ECHO_ON, PAM_ERROR_MSG, PAM_TEXT_INFO]

    /// `PAM_MAX_NUM_MSG`: the most messages in one call (32).
    package static let maximumCount = Int(PAM_MAX_NUM_MSG)

    /// How a call ended.
    package enum Answer: Equatable {
        /// `PAM_SUCCESS`: the replies, one per message, nil where none was set (each reply's
        /// bytes up to its NUL; a reply's `resp_retcode` is 0).
        case replied([[UInt8]?])
        /// `PAM_CONV_ERR`: refused (a message list libpam never sends, or the person cancelled).
        case refused
        /// `PAM_BUF_ERR`: no memory for the replies.
        case outOfMemory
    }

    /// Calls `conversation` with `messages` (a style and the text's bytes each; a text ends at
    /// its first NUL, as a C string does), `count` of them as the module says (the list's own
    /// count by default; more than the list holds is refused before any is read). The replies
    /// are read, wiped and freed as a module frees them.
    package static func call(_ messages: [(style: Int32, text: [UInt8])], count: Int? = nil, conversation: PAMConversation) -> Answer {
        let count = count ?? messages.count
        guard count <= messages.count else { return .refused }
        let texts = messages.map { message in (message.text.prefix { $0 != 0 } + [0]).map { CChar(bitPattern: $0) } }
        var structures = [pam_message](repeating: pam_message(), count: max(messages.count, 1))
        var pointers: [UnsafePointer<pam_message>?] = []
        let box = Unmanaged.passRetained(PAMTransaction.Box(conversation))
        defer { box.release() }
        var responses: UnsafeMutablePointer<pam_response>?
        let status: Int32 = withTexts(texts) { textPointers in
            structures.withUnsafeMutableBufferPointer { buffer in
                for index in messages.indices {
                    buffer[index] = pam_message(msg_style: messages[index].style, msg: textPointers[index])
                    pointers.append(UnsafePointer(buffer.baseAddress! + index))
                }
                if pointers.isEmpty { pointers.append(nil) }
                return pointers.withUnsafeMutableBufferPointer { list in
                    PAMTransaction.converse(count: Int32(count), messages: list.baseAddress, responses: &responses, data: box.toOpaque())
                }
            }
        }
        switch status {
        case PAM_SUCCESS:
            guard let responses else { return .replied([]) }
            var replies: [[UInt8]?] = []
            for index in 0..<count {
                guard let text = responses[index].resp else {
                    replies.append(nil)
                    continue
                }
                let length = strlen(text)
                replies.append(Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: length)))
                pinpad_wipe(text, length)
                free(text)
            }
            free(responses)
            return .replied(replies)
        case PAM_BUF_ERR: return .outOfMemory
        default: return .refused
        }
    }

    /// Runs `body` with C pointers to each of `texts`, valid during it.
    private static func withTexts<Result>(_ texts: [[CChar]], _ body: ([UnsafePointer<CChar>]) -> Result) -> Result {
        let copies = texts.map { text -> UnsafeMutablePointer<CChar> in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: text.count)
            copy.initialize(from: text, count: text.count)
            return copy
        }
        defer { for copy in copies { copy.deallocate() } }
        return body(copies.map { UnsafePointer($0) })
    }
}
