import PinPadCore
import PinPadPlatform

/// The pad's side of the PAM conversation of one sign-in attempt. The PIN (and the user name of
/// `--user-field`) were asked before `pam_authenticate`, so a Cancel never reaches PAM and is
/// never counted as a failed attempt; they answer the stack's first `PAM_PROMPT_ECHO_OFF` and
/// `PAM_PROMPT_ECHO_ON`. Every `PAM_ERROR_MSG` and `PAM_TEXT_INFO` is kept, in order, to be
/// shown verbatim (`notes`). A prompt beyond those (a module that asks twice) is shown on the
/// pad through `ask`, the messages of its call above it.
package final class LoginConversation: PAMConversation {
    /// Shows one more request and returns how it ended.
    package typealias Ask = (Request) -> PromptOutcome

    private var secret: Secret?
    private var text: String?
    private var ask: Ask?
    private let title: String

    /// The error and information texts of the attempt, in order.
    package private(set) var notes: [String] = []
    /// The error texts alone (`PAM_ERROR_MSG`): a module that says why it refuses.
    package private(set) var errors: [String] = []
    /// Whether the stack asked for a secret at all.
    package private(set) var secretWasAsked = false
    /// How many of `notes` came before the stack's first secret question (0 when it asked none):
    /// its greeting (`StackGreeting`).
    package private(set) var notesBeforeQuestion = 0
    /// The stack's last secret prompt (`Password: `), for the label of the next attempt.
    package private(set) var secretPrompt: String?
    /// Whether the person cancelled a further prompt.
    package private(set) var wasCancelled = false
    /// Whether a further prompt timed out.
    package private(set) var wasTimedOut = false

    /// Lets go of what shows further prompts (the presenter), once the attempt is over: the
    /// transaction, which outlives it into the session, keeps the conversation.
    package func finish() {
        ask = nil
    }

    /// A conversation that answers with `secret` and `text`, and shows further prompts
    /// through `ask` under `title`.
    package init(secret: consuming Secret, text: String?, title: String, ask: @escaping Ask) {
        self.secret = consume secret
        self.text = text
        self.title = title
        self.ask = ask
    }

    package func converse(_ messages: [PAMMessage], replies: PAMReplies) -> Bool {
        var shown: [String] = []
        for (index, message) in messages.enumerated() {
            switch message {
            case .error(let text):
                errors.append(text)
                notes.append(text)
                shown.append(text)
            case .info(let text):
                notes.append(text)
                shown.append(text)
            case .secret(let prompt):
                if !secretWasAsked { notesBeforeQuestion = notes.count }
                secretWasAsked = true
                secretPrompt = prompt
                if let secret = secret.take() {
                    _ = secret.withUnsafeBytes { replies.set(index, bytes: $0) }
                    secret.wipe()
                    continue
                }
                guard answer(prompt, notes: shown, isSecret: true, index: index, replies: replies) else { return false }
            case .text(let prompt):
                if let text = text.take() {
                    replies.set(index, text: text)
                    continue
                }
                guard answer(prompt, notes: shown, isSecret: false, index: index, replies: replies) else { return false }
            }
        }
        return true
    }

    /// The most bytes of an answer: Linux-PAM's `PAM_MAX_RESP_SIZE` (512) with its NUL.
    package static let capacity = 511

    /// Shows a further prompt of the stack, with the messages of this call above it: any text up
    /// to `capacity` bytes, typed or on the keypad.
    private func answer(_ prompt: String, notes: [String], isSecret: Bool, index: Int, replies: PAMReplies) -> Bool {
        var request = Request(
            title: title, description: notes.joined(separator: "\n"), label: SecretRequest.trimmed(prompt),
            entry: .freeLength(minimum: 1, maximum: LoginConversation.capacity), policy: .textInput, showsCharacters: !isSecret)
        request.capacity = LoginConversation.capacity
        guard let ask else { return false }
        let outcome = ask(request)
        switch consume outcome {
        case .submitted(let secret):
            _ = secret.withUnsafeBytes { replies.set(index, bytes: $0) }
            secret.wipe()
            return true
        case .cancelled:
            wasCancelled = true
            return false
        case .closed:
            wasCancelled = true
            return false
        case .timedOut:
            wasTimedOut = true
            return false
        case .confirmed: return false
        case .notConfirmed: return false
        }
    }
}
