import PinPadCore

/// The command line of `pinpad login`: the PAM service and user, the attempts and lockout, what
/// to run once signed in, and the options of `pinpad` that choose how the pad looks.
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
    /// The command to run as the user in a PAM session (`--exec CMD [ARG…]`, the rest of the
    /// command line); nil: print the user name.
    package var command: [String]?
    /// Print the help text (`--help`).
    package var wantsHelp = false
    /// The options of `pinpad` passed on: the look, `--title`, `--message` and `--timeout`.
    package var presentation = Options()

    /// The option names passed on to `OptionsParser`.
    package static let passedOptions = PassedOptions.presentation + ["--title", "--message", "--timeout"]

    /// The service file PAM will read: in the configuration directory, else the first of
    /// `/etc/pam.d/NAME` and `/usr/lib/pam.d/NAME` (Linux-PAM's vendor directory) that exists;
    /// nil when there is none. The name is lowercased, as libpam does.
    package func serviceFile(exists: (String) -> Bool) -> String? {
        let directories = configurationDirectory.map { [$0] } ?? ["/etc/pam.d", "/usr/lib/pam.d"]
        return directories.map { "\($0)/\(service.lowercased())" }.first(where: exists)
    }

    /// Reads `arguments` (those after `login`).
    /// - Throws: `UsageError` naming the first wrong argument, or a missing `--service`.
    package init(_ arguments: [String]) throws {
        var passed = PassedOptions(Self.passedOptions)
        var reader = ArgumentReader(arguments)
        while reader.next() {
            let argument = reader.argument, name = reader.name
            func value() throws -> String { try reader.value() }
            func count(in range: ClosedRange<Int>) throws -> Int {
                let text = try value()
                guard let number = Int(text), range.contains(number) else {
                    throw UsageError(message: "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
                }
                return number
            }
            switch name {
            case "-h", "--help": wantsHelp = true
            case "--service": service = try value()
            case "--user": user = try value()
            case "--user-field": userField = true
            case "--pam-confdir": configurationDirectory = try value()
            case "--attempts": attempts = try count(in: 1...100)
            case "--lockout-seconds": lockoutSeconds = try count(in: 1...86_400)
            case "--exec":
                command = reader.rest()
                if command!.isEmpty { throw UsageError(message: "--exec needs a command") }
            default:
                guard passed.take(&reader) else {
                    throw UsageError(message: argument.hasPrefix("-") ? "pinpad login takes no option \(name)" : "unexpected argument \(argument)")
                }
            }
        }
        presentation = try passed.parse()
        guard !wantsHelp else { return }
        guard !service.isEmpty else { throw UsageError(message: "pinpad login needs --service NAME (a file in /etc/pam.d)") }
        guard !service.contains("/") else { throw UsageError(message: "--service takes a service name, not a path: '\(service)'") }
        if let user, user.isEmpty { throw UsageError(message: "--user needs a user name") }
        if userField && user != nil { throw UsageError(message: "--user and --user-field do not mix") }
        if let configurationDirectory, configurationDirectory.isEmpty { throw UsageError(message: "--pam-confdir needs a directory") }
        if user == nil { userField = true }
        if !passed.contains("--title") { presentation.title = "Sign in" }
    }
}
