import PinPadCore

/// The settings of `pinpad greeter`: the user (or a user field), what greetd starts once signed
/// in, the lockout's countdown, its words, and the options of `pinpad` that choose how the pad
/// looks; from the configuration files (the general keys and `[greeter]`) and the command line.
package struct GreeterOptions {
    /// The user (`--user NAME`); nil: a text field above the PIN asks for it.
    package var user: String?
    /// A text field for the user name above the PIN (`--user-field`, and whenever no `--user` is
    /// given).
    package var userField = false
    /// The session's command line (`--command CMD`), greetd's `cmd`: run by greetd as the user
    /// through `/bin/sh -c 'exec CMD'` once the greeter has exited.
    package var command = ""
    /// `NAME=value` entries added to the session's environment (`--environment`, repeatable),
    /// greetd's `env`.
    package var environment: [String] = []
    /// How long a lockout lasts, in seconds, as the PAM stack's `unlock_time` says
    /// (`--lockout-seconds N`): the pad counts down and unlocks; nil: locked until cancelled.
    package var lockoutSeconds: Int?
    /// The user field's label (`user-label`).
    package var userLabel = Words.localized("User", context: "field")
    /// The PIN field's label (`pin-label`).
    package var pinLabel = Words.localized("PIN", context: "field")
    /// The text shown for a wrong PIN (`wrong-pin-text`).
    package var wrongPINText = Words.localized("Wrong PIN")
    /// The text shown for a refused sign-in in which the stack asked more than the PIN (a token's
    /// code): greetd does not say which answer was wrong (`wrong-answer-text`).
    package var wrongAnswerText = Words.localized("Wrong PIN or answer")
    /// The text shown for a refused PIN when the stack said words before asking for it that are
    /// not its known greeting (a lockout's, a banner that changed): the PIN may have been right
    /// (`failed-text`).
    package var failedText = Words.localized("Sign-in failed")
    /// The text of a refused account when the stack says nothing (`locked-text`).
    package var lockedText = Words.localized("This account is locked")
    /// The text of an account the stack refused after the right PIN (its account check:
    /// `pam_acct_mgmt`), when the stack says nothing (`account-refused-text`).
    package var accountRefusedText = Words.localized("This account cannot sign in here")
    /// The countdown under a lockout; `{time}` stands for the time left, `M:SS`
    /// (`countdown-text`).
    package var countdownText = Words.localized("Try again in {time}")
    /// The words on the pad, its keys locked, while greetd (its PAM stack) checks what was
    /// entered (`checking-text`).
    package var checkingText = Words.localized("Checking…")
    /// Print the help text (`--help`).
    package var wantsHelp = false
    /// Print the version (`--version`).
    package var wantsVersion = false
    /// Print the effective configuration (`--print-config`).
    package var printsConfiguration = false
    /// The options of `pinpad` taken: the look, `title`, `message` and `timeout`.
    package var presentation = Options()

    /// The options only `pinpad greeter` has.
    package static let ownTable: [Option<GreeterOptions>] = [
        Option(OptionInfo("user", .value("NAME"), group: .greeter, trust: .rootFiles, help: "the user (default: a text field above the PIN asks for it)"), show: { $0.user.map { [$0] } ?? [] }) {
            (options: inout GreeterOptions, text: String) throws(InvalidValue) in options.user = try ValueParsing.nonEmpty(text, Words.localized("a user name"))
        },
        Option(OptionInfo("user-field", .flag, group: .greeter, trust: .rootFiles, help: "that text field (the default without --user)"), show: { [ValueParsing.text($0.userField)] }) {
            (options: inout GreeterOptions, text: String) throws(InvalidValue) in options.userField = try ValueParsing.boolean(text)
        },
        Option(
            OptionInfo(
                "command", .value("CMD"), group: .greeter, trust: .rootFiles,
                help: "the session greetd starts as the user once signed in\n(required; run by /bin/sh -c 'exec CMD')"),
            show: { $0.command.isEmpty ? [] : [$0.command] }
        ) { (options: inout GreeterOptions, text: String) throws(InvalidValue) in
            options.command = try ValueParsing.nonEmpty(text, Words.localized("a command line"))
        },
        Option(
            OptionInfo(
                "environment", .value("NAME=VALUE"), group: .greeter, isRepeatable: true, trust: .rootFiles,
                help: "a variable of the session, added to PAM's (repeatable)"),
            show: { $0.environment }
        ) { (options: inout GreeterOptions, text: String) throws(InvalidValue) in
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex, !text.utf8.contains(0) else {
                throw InvalidValue(Words.localized("NAME=VALUE, a variable's name before the ="))
            }
            options.environment.append(text)
        },
        Option(
            OptionInfo(
                "lockout-seconds", .value("N"), group: .greeter, trust: .rootFiles,
                help: "how long the stack locks an account (pam_faillock's\nunlock_time): the locked pad counts down and unlocks"),
            show: { $0.lockoutSeconds.map { ["\($0)"] } ?? [] }
        ) { (options: inout GreeterOptions, text: String) throws(InvalidValue) in
            options.lockoutSeconds = try ValueParsing.integer(text, in: 1...86_400)
        },
        word("user-label", "the user field's label (default User)", \.userLabel),
        word("pin-label", "the PIN field's label (default PIN)", \.pinLabel),
        word("wrong-pin-text", "shown for a wrong PIN (default Wrong PIN)", \.wrongPINText),
        word("wrong-answer-text", "shown for a refused sign-in in which the stack asked more\nthan the PIN (default Wrong PIN or answer)", \.wrongAnswerText),
        word("failed-text", "shown for a refused PIN when the stack said words before\nasking that are not its greeting (default Sign-in failed)", \.failedText),
        word("locked-text", "a refused account, when the stack says nothing\n(default This account is locked)", \.lockedText),
        word(
            "account-refused-text", "the right PIN of an account the stack's account check\nrefuses, when the stack says nothing\n(default This account cannot sign in here)",
            \.accountRefusedText),
        word("countdown-text", "under a lockout; {time} is the time left\n(default Try again in {time})", \.countdownText),
        word("checking-text", "on the pad, its keys locked, while greetd checks the PIN\n(default Checking…)", \.checkingText),
    ]

    /// Every option of `pinpad greeter`: its own, `pinpad`'s look, title, message and timeout,
    /// and the program's.
    package static let table: [Option<GreeterOptions>] =
        ownTable + Options.options(Options.presentationKeys.union(["title", "message", "timeout"]), at: \GreeterOptions.presentation)
        + Options.programOptions(help: \GreeterOptions.wantsHelp, printsConfiguration: \GreeterOptions.printsConfiguration)
        + [Options.versionOption(\GreeterOptions.wantsVersion)]

    private static func word(_ key: String, _ help: String, _ path: WritableKeyPath<GreeterOptions, String> & Sendable) -> Option<GreeterOptions> {
        Option(OptionInfo(key, .value("TEXT"), group: .words, help: help), show: { [$0[keyPath: path]] }) {
            (options: inout GreeterOptions, text: String) throws(InvalidValue) in
            options[keyPath: path] = try ValueParsing.nonEmpty(text, Words.localized("a text"))
        }
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

    /// Reads the configuration files and `arguments` (those after `greeter`).
    /// - Throws: `UsageError` naming the first wrong argument or file line, or a missing
    ///   `--command`.
    package init(_ arguments: [String], files: ConfigurationFiles = ConfigurationFiles(), readsFiles: Bool = true) throws(UsageError) {
        self.init()
        // As login(1) and sudo: the system's configuration only (`/usr/share/pinpad`,
        // `/etc/pinpad`, greetd's `-C FILE`), never the greeter user's own file, which a
        // compromised greeter user could leave for the next greeter (its words on the pad).
        var files = files
        files.userDirectory = nil
        let configuration = try Configuration(.greeter, table: Self.table, arguments: arguments, into: &self, knownKeys: Options.knownKeys, files: files, readsFiles: readsFiles)
        self.configuration = configuration
        // A sign-in setting skipped for an unsafe file: running without it would be another
        // greeter than the one configured (an open user field instead of `user = kiosk`). Said
        // before any other usage error, which would hide the skip's warning.
        if let skipped = configuration.skippedUntrusted.first, !wantsHelp && !wantsVersion && !printsConfiguration {
            // TRANSLATORS: the line that stops `pinpad greeter`: {where} is a configuration file and
            // line (/etc/pinpad/pinpad.conf:3), {key} a sign-in key (user, command), written as is.
            let text = Words.localized(
                "{where}: '{key}' is skipped, the file not being root's alone (another user or group may write to it or a directory above): pinpad greeter does not start without it")
            throw UsageError(message: Words.filled(text, ["where": "\(skipped.source)", "key": skipped.key]), reference: "man pinpad.conf")
        }
        // A sign-in key that reading changed (cut at ' ;', not UTF-8): another session, or a
        // user no PIN signs in, than the one written.
        if let changed = configuration.signInKeyChangedByReading(), !wantsHelp && !wantsVersion && !printsConfiguration { throw changed }
        warnings = configuration.warnings + (try presentation.complete(configuration, files: files))
        func name(_ key: String) -> String {
            let source = configuration.source(key)
            return source == .commandLine ? "--" + key : "\(key) (\(source))"
        }
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
        guard !command.isEmpty else { throw UsageError(message: Words.localized("pinpad greeter needs --command CMD (the session to start), or command in [greeter]")) }
    }

    /// Where each value came from (`--print-config`).
    package private(set) var configuration: Configuration<GreeterOptions>?
    /// Lines for stderr about the files: unknown keys, a theme's low contrast.
    package private(set) var warnings: [String] = []
}
