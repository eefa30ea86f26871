import PinPadCore
import PinPadPlatform

/// The options of `pinpad login`'s throttle (`ThrottleSettings`).
extension LoginOptions {
    /// `throttle-after`, `throttle-wait`, `throttle-cap` and `throttle-directory`.
    package static let throttleTable: [Option<LoginOptions>] = [
        Option(
            OptionInfo("throttle-after", .value("N"), group: .login, trust: .rootFiles, help: "attempts before each further one waits, 1-100 (default 5),\nkept across restarts"),
            show: { ["\($0.throttle.freeAttempts)"] }
        ) { (options: inout LoginOptions, text: String) throws(InvalidValue) in
            options.throttle.freeAttempts = try ValueParsing.integer(text, in: 1...100)
        },
        Option(
            OptionInfo("throttle-wait", .value("SECONDS"), group: .login, trust: .rootFiles, help: "the first wait, doubled for each further attempt,\n1-86400 (default 30)"),
            show: { ["\($0.throttle.firstWait)"] }
        ) { (options: inout LoginOptions, text: String) throws(InvalidValue) in
            options.throttle.firstWait = try ValueParsing.integer(text, in: 1...86_400)
        },
        Option(
            OptionInfo("throttle-cap", .value("SECONDS"), group: .login, trust: .rootFiles, help: "the longest wait, 1-604800 (default 3600)"),
            show: { ["\($0.throttle.longestWait)"] }
        ) { (options: inout LoginOptions, text: String) throws(InvalidValue) in
            options.throttle.longestWait = try ValueParsing.integer(text, in: 1...604_800)
        },
        Option(
            OptionInfo("throttle-directory", .value("DIR"), group: .login, trust: .rootFiles, help: "where the counts are kept, only root's\n(default /var/lib/pinpad)"),
            show: { [$0.throttle.directory] }
        ) { (options: inout LoginOptions, text: String) throws(InvalidValue) in
            guard text.hasPrefix("/") else { throw InvalidValue(Words.localized("an absolute directory")) }
            options.throttle.directory = text
        },
    ]

    /// The throttle of this sign-in: its counts in `throttle.directory`, the wall clock, stderr.
    /// A name typed in the user field that has no account (`getpwnam`) is counted under a salted
    /// one-way hash of it (`AttemptFileStore`), never under its text (it may be a PIN typed in
    /// the wrong field): each such name (a `pam_userdb` user's) keeps a count of its own; the
    /// user `--user` names is counted under its name.
    package func attemptThrottle() -> AttemptThrottle {
        let given = user
        let store = AttemptFileStore(path: throttle.directory, hashesName: { name in name != given && Platform.account(name) == nil })
        return AttemptThrottle(
            settings: throttle, service: service, message: tooManyAttemptsText, store: store,
            now: Platform.wallClockSeconds, complain: Platform.complain)
    }
}
