/// What the runner hands `LoginSession` after doing an effect.
package enum LoginEvent: Equatable {
    /// How the attempt's pad ended (`.ask`).
    case entered(LoginEntry)
    /// The refusal's wait is over (`.waitAsRefused`).
    case waited
    /// The input of the wait was dropped; `stopped`: a stop came in meanwhile (SIGTERM, the
    /// window closed) (`.discardPendingInput`).
    case pendingInputDiscarded(stopped: Bool)
    /// PAM's answer to the attempt (`.authenticate`).
    case authenticated(AuthenticationReport)
    /// The PAM transaction could not be started, for the reason given (`.authenticate`).
    case pamUnavailable(String)
    /// PAM's answer on the account, and the user the transaction signed in, when it names one
    /// (`pam_get_item(PAM_USER)`) (`.checkAccount`).
    case accountChecked(PAMVerdict, user: String?)
    /// The notice was closed: `dismissed` by OK or its time, or not (a stop, the window
    /// closed, Escape) (`.showNotice`).
    case noticeClosed(dismissed: Bool)
}
