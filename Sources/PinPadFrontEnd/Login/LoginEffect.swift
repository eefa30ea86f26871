/// What `LoginSession` asks its runner to do.
package enum LoginEffect: Equatable {
    /// One line on stderr.
    case complain(String)
    /// Shows the attempt's pad; answered by `.entered`.
    case ask(AttemptPad)
    /// Wipes the PIN entered, which goes to no one.
    case wipePIN
    /// Starts a wait between pads (`Presenter.beginWaiting`): what is typed is not echoed.
    case beginWaiting
    /// Waits a time drawn from `milliseconds`, as PAM would take to refuse; a stop meanwhile ends
    /// the program at once (cancelled). Answered by `.waited`.
    case waitAsRefused(milliseconds: ClosedRange<Int>)
    /// Drops the input that came in during the wait (`Presenter.discardPendingInput`); answered
    /// by `.pendingInputDiscarded`.
    case discardPendingInput
    /// Starts a PAM transaction for `user` (nil: the stack asks), with the PIN and the user in
    /// its conversation, and authenticates (`pam_start`, `pam_set_item`, `pam_authenticate`; a
    /// stop meanwhile ends the program at once). Answered by `.authenticated` or `.pamUnavailable`.
    case authenticate(user: String?)
    /// Checks the account of the transaction (`pam_acct_mgmt`; a stop meanwhile ends the program
    /// at once); answered by `.accountChecked`.
    case checkAccount
    /// Shows `text` with the keypad locked for a moment (`Login.finalWordDuration`) before the
    /// pad closes; Cancel closes it at once.
    case showFinal(String)
    /// Shows what the stack said at the end until OK, or for 10 seconds; answered by
    /// `.noticeClosed`.
    case showNotice(String)
    /// The sign-in is over.
    case end(LoginEnding)
}
