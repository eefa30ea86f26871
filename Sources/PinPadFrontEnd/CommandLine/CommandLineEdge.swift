import PinPadPlatform

/// The edge every command shares between its command line and its work: reading the options,
/// where a wrong one becomes one line on stderr and the usage status.
enum CommandLineEdge {
    /// The options `read` makes of the command line; on a `UsageError`, one line naming it and
    /// where the help is (`help`, such as `pinpad login --help`), and exit 2.
    static func options<Value>(help: String, _ read: () throws -> Value) -> Value {
        do {
            return try read()
        } catch let error as UsageError {
            Platform.complain("\(error.message) (see \(error.reference ?? help))")
            Platform.exit(.usage)
        } catch {
            Platform.complain("\(error)")
            Platform.exit(.usage)
        }
    }

    /// The look of a front end that takes no options of `pinpad`'s (`pinpad pinentry`,
    /// `pinpad askpass`), from the configuration files' general keys and its section; given
    /// `--print-config` alone, it prints the configuration and exits. Warnings go to stderr; a
    /// wrong file is one line and exit 2, but for the pinentry, which never refuses to ask because
    /// of a file: it says so in one line and takes the built-in defaults.
    static func filesOnly(_ frontEnd: FrontEnd, arguments: [String]) -> Options {
        let printsConfiguration = arguments == ["--print-config"]
        let (options, configuration, warnings) = self.options(help: "man pinpad.conf") { () throws(UsageError) in
            try read(frontEnd, printsConfiguration: printsConfiguration)
        }
        for warning in warnings { Platform.complain(warning) }
        if options.printsConfiguration {
            _ = Platform.writeOutput(configuration.printed(options, derived: options.derivedSources))
            Platform.exit(.success)
        }
        return options
    }

    /// The settings of `filesOnly`; for the pinentry, a wrong file is one line and the defaults.
    private static func read(_ frontEnd: FrontEnd, printsConfiguration: Bool) throws(UsageError) -> (
        options: Options, configuration: Configuration<Options>, warnings: [String]
    ) {
        do {
            return try Options.read(for: frontEnd, printsConfiguration: printsConfiguration)
        } catch where frontEnd == .pinentry && !printsConfiguration {
            Platform.complain("\(error.message) (see \(error.reference ?? "man pinpad.conf")): the configuration files are not used")
            return try Options.read(for: frontEnd, printsConfiguration: false, readsFiles: false)
        }
    }
}
