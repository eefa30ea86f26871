/// How a wait for an asker's answer ended (`Presenter.wait(on:saying:until:)`).
public enum AnswerWait: Equatable, Sendable {
    /// The answer came: the wait's `Interruption` was requested.
    case answered
    /// The person cancelled (the Cancel key, Escape): the asker's work is to be dropped.
    case cancelled
    /// A stop: the window closed or destroyed, or SIGINT, SIGTERM or SIGHUP caught while the
    /// prompt ran.
    case stopped
}
