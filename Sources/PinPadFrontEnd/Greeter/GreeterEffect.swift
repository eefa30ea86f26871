/// What `GreeterSession` asks its runner to do.
package enum GreeterEffect: Equatable {
    /// One line on stderr.
    case complain(String)
    /// Shows the pad; answered by `.entered`.
    case ask(GreeterPad)
    /// Sends `request` to greetd and reads its response, the pad shown waiting (`checking-text`)
    /// with Cancel taken meanwhile; answered by `.received`, `.connectionFailed`, or
    /// `.entered(.cancelled)` when Cancel came first (the response is then still owed).
    case send(GreetdRequest)
    /// Answers greetd's secret question with the secret entered last
    /// (`post_auth_message_response`), then wipes it; answered as `.send` is.
    case sendSecret
    /// Reads greetd's next response without sending anything (one still owed to a request
    /// whose answer no longer matters, or the one awaited when Cancel came too late to count),
    /// the pad shown waiting; answered as `.send` is.
    case receive
    /// Sends `request` to greetd and reads nothing now: its response is owed, and read (`.receive`)
    /// before the next session. Answered by nothing; by `.connectionFailed` when the write fails.
    case post(GreetdRequest)
    /// Wipes the secret entered, which goes to no one.
    case wipeSecret
    /// Waits a time drawn from `milliseconds` before the next effect, the pad still under
    /// `checking-text`: a name the stack refused at once is told no sooner than a wrong PIN is
    /// (pam_unix's failure delay), so the time taken tells nobody which names are accounts.
    /// Answered by nothing.
    case holdBack(milliseconds: ClosedRange<Int>)
    /// The greeter is over: exit with this status (`.success` once greetd took the session).
    case end(ExitCode)
}
