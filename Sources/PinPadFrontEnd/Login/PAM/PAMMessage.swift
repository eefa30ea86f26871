/// One message of a PAM conversation (`struct pam_message`, Linux-PAM's `pam_conv(3)`): what a
/// module asks or tells the person. Its text is the module's, up to `PAM_MAX_MSG_SIZE` (512)
/// bytes, shown verbatim.
package enum PAMMessage: Equatable {
    /// `PAM_PROMPT_ECHO_OFF`: a secret (a password, a PIN), not shown as typed; the text is the
    /// module's prompt, such as `Password: `.
    case secret(prompt: String)
    /// `PAM_PROMPT_ECHO_ON`: something shown as typed (a user name, a badge number).
    case text(prompt: String)
    /// `PAM_ERROR_MSG`: an error to show (`pam_faillock`'s lockout, an expired account).
    case error(String)
    /// `PAM_TEXT_INFO`: information to show.
    case info(String)
}
