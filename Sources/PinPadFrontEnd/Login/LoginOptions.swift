import PinPadCore
import PinPadPlatform

/// The settings of `pinpad login`: the PAM service and user, the attempts and lockout, what to
/// run once signed in, its words, and the options of `pinpad` that choose how the pad looks;
/// from the configuration files (the general keys and `[login]`) and the command line.
package struct LoginOptions {
    /// The PAM service: its file in `/etc/pam.d` or `--pam-confdir` (`--service NAME`).
    package var service = ""
    /// The user (`--user NAME`); nil: a text field above the PIN asks for it.
    package var user: String?
    /// A text field for the user name or badge above the PIN (`--user-field`, and whenever no
    /// `--user` is given): both are asked before PAM is, in the order a person gives them.
    package var userField = false
    /// A directory of PAM service files instead of `/etc/pam.d` (`--pam-confdir DIR`,
    /// `pam_start_confdir`).
    package var configurationDirectory: String?
    /// Wrong PINs before giving up (`--attempts N`, 1–100, default 3).
    package var attempts = 3
    /// How long a lockout lasts, in seconds, as the PAM stack's `unlock_time` says
    /// (`--lockout-seconds N`): the pad counts down and unlocks; nil: locked until cancelled.
    package var lockoutSeconds: Int?
    /// The wait between attempts past the free ones, kept across restarts (`throttle-*`).
    package var throttle = ThrottleSettings()
    /// The accounts with a user id of 0, below `UID_MIN` or above `UID_MAX` that may sign in all
    /// the same (`allow-user NAME[,NAME…]`); none by default: root and system accounts are
    /// refused.
    package var allowedUsers: [String] = []
    /// The command to run as the user in a PAM session (`--exec CMD [ARG…]`, the rest of the
    /// command line); nil: print the user name.
    package var command: [String]?
    /// The user field's label (`user-label`).
    package var userLabel = Words.localized("User", context: "field")
    /// The PIN field's label (`pin-label`).
    package var pinLabel = Words.localized("PIN", context: "field")
    /// The text shown for a wrong PIN and for an unknown user alike (`wrong-pin-text`).
    package var wrongPINText = Words.localized("Wrong PIN")
    /// The text shown before the sign-in ends after the last attempt (`too-many-attempts-text`).
    package var tooManyAttemptsText = Words.localized("Too many wrong PINs")
    /// The text of an account that may not sign in here: root, a system account
    /// (`account-refused-text`).
    package var accountRefusedText = Words.localized("This account cannot sign in here")
    /// The text shown for a refused PIN when the stack said words before asking for it that are
    /// not its known greeting (a lockout's, a banner that changed): the PIN may have been right
    /// (`failed-text`).
    package var failedText = Words.localized("Sign-in failed")
    /// The text of a locked account when the stack says nothing (`locked-text`).
    package var lockedText = Words.localized("This account is locked")
    /// The words on the pad, its keys locked, while PAM checks the PIN (`checking-text`).
    package var checkingText = Words.localized("Checking…")
    /// The countdown under a lockout; `{time}` stands for the time left, `M:SS`
    /// (`countdown-text`).
    package var countdownText = Words.localized("Try again in {time}")
    /// Print the help text (`--help`).
    package var wantsHelp = false
    /// Print the version (`--version`).
    package var wantsVersion = false
    /// Print the effective configuration (`--print-config`).
    package var printsConfiguration = false
    /// The options of `pinpad` taken: the look, `title`, `message` and `timeout`.
    package var presentation = Options()

    /// The options only `pinpad login` has.
    package static let ownTable: [Option<LoginOptions>] = [
        Option(OptionInfo("service", .value("NAME"), group: .login, trust: .rootFiles, help: "the PAM service (required)"), show: { $0.service.isEmpty ? [] : [$0.service] }) {
            (options: inout LoginOptions, text: String) throws(InvalidValue) in
            options.service = try ValueParsing.nonEmpty(text, Words.localized("a service name (a file in /etc/pam.d)"))
        },
        Option(OptionInfo("user", .value("NAME"), group: .login, trust: .rootFiles, help: "the user (default: a text field above the PIN asks for it)"), show: { $0.user.map { [$0] } ?? [] }) {
            (options: inout LoginOptions, text: String) throws(InvalidValue) in options.user = try ValueParsing.nonEmpty(text, Words.localized("a user name"))
        },
        Option(OptionInfo("user-field", .flag, group: .login, trust: .rootFiles, help: "that text field (the default without --user)"), show: { [ValueParsing.text($0.userField)] }) {
            (options: inout LoginOptions, text: String) throws(InvalidValue) in options.userField = try ValueParsing.boolean(text)
        },
        Option(OptionInfo("pam-confdir", .value("DIR"), group: .login, trust: .rootFiles, help: "service files from DIR instead of /etc/pam.d"), show: { $0.configurationDirectory.map { [$0] } ?? [] }) {
            (options: inout LoginOptions, text: String) throws(InvalidValue) in
            options.configurationDirectory = try ValueParsing.nonEmpty(text, Words.localized("a directory"))
        },
        Option(OptionInfo("attempts", .value("N"), group: .login, trust: .rootFiles, help: "wrong PINs before giving up, 1-100 (default 3)"), show: { ["\($0.attempts)"] }) {
            (options: inout LoginOptions, text: String) throws(InvalidValue) in options.attempts = try ValueParsing.integer(text, in: 1...100)
        },
        Option(
            OptionInfo(
                "lockout-seconds", .value("N"), group: .login, trust: .rootFiles,
                help: "how long the stack locks an account (pam_faillock's\nunlock_time): the locked pad counts down and unlocks"),
            show: { $0.lockoutSeconds.map { ["\($0)"] } ?? [] }
        ) { (options: inout LoginOptions, text: String) throws(InvalidValue) in
            options.lockoutSeconds = try ValueParsing.integer(text, in: 1...86_400)
        },
        Option(
            OptionInfo(
                "allow-user", .value("NAME,..."), group: .login, trust: .rootFiles,
                help: "let these accounts sign in although they are root, system\naccounts (below UID_MIN of /etc/login.defs) or above\nUID_MAX (nobody)"),
            show: { $0.allowedUsers.isEmpty ? [] : [$0.allowedUsers.joined(separator: ",")] }
        ) { (options: inout LoginOptions, text: String) throws(InvalidValue) in
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            for name in names { _ = try ValueParsing.nonEmpty(name, Words.localized("user names separated by commas")) }
            options.allowedUsers = names
        },
        Option(OptionInfo("exec", .rest("COMMAND..."), group: .login, isInFiles: false, help: "run COMMAND as the user in a PAM session (the rest of the line)")) {
            (options: inout LoginOptions, text: String) throws(InvalidValue) in
            options.command = text.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
        },
        word("user-label", "the user field's label (default User)", \.userLabel),
        word("pin-label", "the PIN field's label (default PIN)", \.pinLabel),
        word("wrong-pin-text", "shown for a wrong PIN or an unknown user (default Wrong PIN)", \.wrongPINText),
        word("too-many-attempts-text", "shown after the last wrong PIN (default Too many wrong PINs)", \.tooManyAttemptsText),
        word("account-refused-text", "a user PAM signed in that may not sign in (root, a system\naccount), not allowed by allow-user\n(default This account cannot sign in here)", \.accountRefusedText),
        word("failed-text", "shown for a refused PIN when the stack said words before\nasking that are not its greeting (default Sign-in failed)", \.failedText),
        word("locked-text", "a locked account, when the stack says nothing\n(default This account is locked)", \.lockedText),
        word("countdown-text", "under a lockout; {time} is the time left\n(default Try again in {time})", \.countdownText),
        word("checking-text", "on the pad, its keys locked, while PAM checks the PIN\n(default Checking…)", \.checkingText),
    ] + throttleTable

    /// Every option of `pinpad login`: its own, `pinpad`'s look, title, message and timeout,
    /// and the program's.
    package static let table: [Option<LoginOptions>] =
        ownTable + Options.options(Options.presentationKeys.union(["title", "message", "timeout"]), at: \LoginOptions.presentation)
        + Options.programOptions(help: \LoginOptions.wantsHelp, printsConfiguration: \LoginOptions.printsConfiguration)
        + [Options.versionOption(\LoginOptions.wantsVersion)]

    private static func word(_ key: String, _ help: String, _ path: WritableKeyPath<LoginOptions, String> & Sendable) -> Option<LoginOptions> {
        Option(OptionInfo(key, .value("TEXT"), group: .words, help: help), show: { [$0[keyPath: path]] }) {
            (options: inout LoginOptions, text: String) throws(InvalidValue) in
            options[keyPath: path] = try ValueParsing.nonEmpty(text, Words.localized("a text"))
        }
    }

    /// The service file PAM will read: in the configuration directory, else the first of
    /// `/etc/pam.d/NAME` and `/usr/lib/pam.d/NAME` (Linux-PAM's vendor directory) that exists;
    /// nil when there is none. The name is lowercased, as libpam does.
    package func serviceFile(exists: (String) -> Bool) -> String? {
        let directories = configurationDirectory.map { [$0] } ?? ["/etc/pam.d", "/usr/lib/pam.d"]
        return directories.map { "\($0)/\(service.lowercased())" }.first(where: exists)
    }

    /// Whether `user` may sign in: a person's account (`userID` from `definitions`' `UID_MIN`
    /// to `UID_MAX`) always; root (0), a system account (below `UID_MIN`) or one above `UID_MAX`
    /// (`nobody`) only when named in `allowedUsers`; a user the password database does not know
    /// (`userID` nil: a `pam_userdb` PIN) only without `--exec`, since no command can run as it.
    /// Asked before PAM hears the PIN, and again of the user PAM signed in.
    package func admits(_ user: String, userID: UInt32?, definitions: LoginDefinitions) -> Bool {
        guard let userID else { return command == nil }
        guard userID == 0 || userID < definitions.minimumUserID || userID > definitions.maximumUserID else { return true }
        return allowedUsers.contains(user)
    }

    /// The countdown line for `seconds` left (`countdownText`, `{time}` as `M:SS`).
    package func countdown(_ seconds: Int) -> String {
        let time = "\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)"
        return countdownText.replacingEvery("{time}", with: time)
    }

    /// The defaults.
    package init() {
        presentation.title = Words.localized("Sign in")
    }

    /// Reads the configuration files and `arguments` (those after `login`).
    /// - Throws: `UsageError` naming the first wrong argument or file line, or a missing
    ///   `--service`.
    package init(_ arguments: [String], files: ConfigurationFiles = ConfigurationFiles(), readsFiles: Bool = true) throws(UsageError) {
        self.init()
        let configuration = try Configuration(.login, table: Self.table, arguments: arguments, into: &self, knownKeys: Options.knownKeys, files: files, readsFiles: readsFiles)
        self.configuration = configuration
        // A `user` that reading changed (cut at ' ;', not UTF-8): no PIN would sign it in.
        if let changed = configuration.signInKeyChangedByReading(), !wantsHelp && !wantsVersion && !printsConfiguration { throw changed }
        warnings = configuration.warnings + (try presentation.complete(configuration, files: files))
        func name(_ key: String) -> String {
            let source = configuration.source(key)
            return source == .commandLine ? "--" + key : "\(key) (\(source))"
        }
        if service.contains("/") { throw UsageError(message: Words.filled(Words.localized("{option} takes a service name, not a path: '{value}'"), ["option": name("service"), "value": service])) }
        // Of `user` and `user-field`, the one given later wins; both on the command line contradict.
        if userField && user != nil {
            if configuration.source("user") == .commandLine && configuration.source("user-field") == .commandLine {
                throw UsageError(message: Words.localized("--user and --user-field do not mix"))
            }
            if configuration.isGivenLater("user", than: "user-field") { userField = false } else { user = nil }
        }
        if user == nil {
            if configuration.isGiven("user-field") && !userField && !wantsHelp && !wantsVersion && !printsConfiguration {
                throw UsageError(message: Words.filled(Words.localized("{option} is no, so give the user with --user NAME"), ["option": name("user-field")]))
            }
            userField = true
        }
        guard !wantsHelp && !wantsVersion && !printsConfiguration else { return }
        guard !service.isEmpty else { throw UsageError(message: Words.localized("pinpad login needs --service NAME (a file in /etc/pam.d), or service in [login]")) }
    }

    /// Where each value came from (`--print-config`).
    package private(set) var configuration: Configuration<LoginOptions>?
    /// Lines for stderr about the files: unknown keys, a theme's low contrast.
    package private(set) var warnings: [String] = []
}
