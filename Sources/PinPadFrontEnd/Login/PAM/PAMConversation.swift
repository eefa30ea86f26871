/// The application's side of a PAM conversation (`struct pam_conv`, `pam_conv(3)`): called
/// during `pam_authenticate` and the other calls, on their thread, with every message of one
/// call at once (Linux-PAM sends up to `PAM_MAX_NUM_MSG`, 32).
package protocol PAMConversation: AnyObject {
    /// Answers `messages`: each prompt's reply goes into `replies` at its index (messages that
    /// are no prompts need none).
    /// - Returns: false to end the conversation (`PAM_CONV_ERR`): the person cancelled.
    func converse(_ messages: [PAMMessage], replies: PAMReplies) -> Bool
}
