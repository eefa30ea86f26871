/// How a sign-in ends.
package enum LoginEnding: Equatable {
    /// Authenticated, the account accepted: the user's name.
    case signedIn(user: String)
    /// Ended with this exit status, without a session.
    case ended(ExitCode)
}
