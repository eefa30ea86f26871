/// The exit statuses of `pinpad`, documented in docs/exit-status.md, pinpad(1) and `--help`.
package enum ExitCode: Int32 {
    /// The PIN was submitted and printed (or the screenshot or layout was written).
    case success = 0
    /// The person cancelled: Escape, the Cancel key, Ctrl+C, closing the window, SIGINT/SIGTERM.
    case cancelled = 1
    /// The command line was wrong.
    case usage = 2
    /// No input arrived within `--timeout`.
    case timedOut = 3
    /// No display and no terminal to show the pad on (or the window could not open), or the
    /// display went away under the window (`DisplayLoss.displayGone`).
    case noDisplay = 4
    /// No renderer could be created for the window.
    case noRenderer = 5
    /// No usable font was found, or `--font` could not be opened.
    case noFont = 6
    /// The PIN or a file could not be written (standard output closed or full, `--screenshot`).
    case output = 7
    /// `pinpad agent` cannot open, make or watch its directory of password requests, or a
    /// directory above it may be written by another user (`RequestTrust.checkAbove`).
    case noRequests = 8
    /// `pinpad login`: as many wrong PINs as `--attempts` allows.
    case tooManyAttempts = 9
    /// `pinpad login`: the account is locked (cancelled while locked) or expired, or the PAM
    /// stack refused it after authenticating.
    case accountUnusable = 10
    /// `pinpad login`: PAM could not run the service (no such service file, a module that
    /// failed, a system error), or `/etc/login.defs` gives a `UID_MIN` or `UID_MAX` that is no
    /// user id.
    case pamError = 11
    /// `pinpad login --exec`: processes of the user were still there when the session ended,
    /// after pinpad tried to end them for `Platform.sessionEndLimit` seconds.
    case sessionLeftRunning = 12
    /// `pinpad greeter`: greetd could not be reached (no `GREETD_SOCK`, no socket), closed the
    /// connection, sent a message outside its protocol, or refused to start the session.
    case greetdError = 13
    /// `pinpad greeter` was started as root: greetd runs its greeter as an unprivileged user.
    case privileged = 14
}
