/// What `GreeterSession` asks its runner to do.
package enum GreeterEffect: Equatable {
    /// One line on stderr.
    case complain(String)
    /// Shows the pad; answered by `.entered`.
    case ask(GreeterPad)
    /// Sends `request` to greetd and reads its response; answered by `.received` or
    /// `.connectionFailed`.
    case send(GreetdRequest)
    /// Answers greetd's secret question with the secret entered last
    /// (`post_auth_message_response`), then wipes it; answered as `.send` is.
    case sendSecret
    /// Wipes the secret entered, which goes to no one.
    case wipeSecret
    /// The greeter is over: exit with this status (`.success` once greetd took the session).
    case end(ExitCode)
}
