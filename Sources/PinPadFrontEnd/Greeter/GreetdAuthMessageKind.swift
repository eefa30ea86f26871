/// The kind of an `auth_message` from greetd (`auth_message_type`, greetd-ipc(7)): a PAM
/// conversation's message style, translated by greetd.
package enum GreetdAuthMessageKind: String, Equatable, Sendable {
    /// A question whose answer is shown as typed (`PAM_PROMPT_ECHO_ON`).
    case visible
    /// A question whose answer is kept secret (`PAM_PROMPT_ECHO_OFF`).
    case secret
    /// Information, not a question (`PAM_TEXT_INFO`).
    case info
    /// An error, not a question (`PAM_ERROR_MSG`).
    case error
}
