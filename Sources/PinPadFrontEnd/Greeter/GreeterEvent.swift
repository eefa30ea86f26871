/// What the runner hands `GreeterSession` after doing an effect.
package enum GreeterEvent: Equatable {
    /// greetd's response to the request sent (`.send`, `.sendSecret`).
    case received(GreetdResponse)
    /// The connection to greetd is over: it closed the socket, a read or write failed, or its
    /// message was not a response (`GreetdCodecError`); one line saying which.
    case connectionFailed(String)
    /// How the pad ended (`.ask`).
    case entered(GreeterEntry)
}
