import PinPadCore
import PinPadPlatform

/// The edge every command shares between its command line and its work: reading the options,
/// where a wrong one becomes one line on stderr and the usage status.
enum CommandLineEdge {
    /// The options `read` makes of the command line; on a `UsageError`, one line naming it and
    /// where the help is (`help`, such as `pinpad login --help`), and exit 2.
    /// - Throws: `ProgramExit` with `ExitCode.usage` and that line.
    static func options<Value>(help: String, _ read: () throws -> Value) throws(ProgramExit) -> Value {
        do {
            return try read()
        } catch let error as UsageError {
            throw ProgramExit(.usage, Words.filled(Words.localized("{error} (see {help})"), ["error": error.message, "help": error.reference ?? help]))
        } catch {
            throw ProgramExit(.usage, "\(error)")
        }
    }

    /// The look of a front end that takes no options of `pinpad`'s (`pinpad pinentry`,
    /// `pinpad askpass`), from the configuration files' general keys and its section, then each
    /// `-C FILE` of `arguments` (`FrontEndArguments.configuration`); given `--print-config`, it
    /// prints the configuration and exits. Warnings go to stderr; a wrong file is one line and
    /// exit 2, but for the pinentry, which never refuses to ask because of a file: it says so in
    /// one line and takes the built-in defaults.
    /// - Throws: `ProgramExit`: the usage status, or success once the configuration is printed.
    static func filesOnly(_ frontEnd: FrontEnd, arguments: FrontEndArguments) throws(ProgramExit) -> Options {
        let (options, configuration, warnings) = try self.options(help: "pinpad \(frontEnd.rawValue) --help") { () throws(UsageError) in
            try read(frontEnd, arguments: arguments)
        }
        for warning in warnings { Platform.complain(warning) }
        if options.printsConfiguration {
            throw printed(configuration.printed(options, derived: options.derivedSources))
        }
        return options
    }

    /// The options of `frontEnd` read again as `filesOnly` read them, saying nothing (its lines
    /// were said once): the words they hold are looked up again after the language changed. nil
    /// when they cannot be read now.
    static func readAgain(_ frontEnd: FrontEnd, arguments: FrontEndArguments) -> Options? {
        (try? Options.read(for: frontEnd, arguments: arguments.configuration).options)
            ?? (try? Options.read(for: frontEnd, arguments: [], readsFiles: false).options)
    }

    /// `text` on stdout and exit 0 when `arguments` ask for the help or the version, before
    /// anything else is read or said.
    /// - Throws: `ProgramExit` with `ExitCode.success` when it answered.
    static func answerHelpAndVersion(
        _ arguments: FrontEndArguments, help: @autoclosure () -> String, version: @autoclosure () -> String
    ) throws(ProgramExit) {
        guard arguments.wantsHelp || arguments.wantsVersion else { return }
        throw printed(arguments.wantsHelp ? help() : version())
    }

    /// How the program ends once `text` (the help, the version, the configuration, a list) is
    /// written to stdout: success, or, when it could not all be written (stdout closed or full,
    /// its reader gone), `ExitCode.output` with the line saying why, as for the PIN.
    static func printed(_ text: String) -> ProgramExit {
        guard Platform.writeOutput(text) else { return ProgramExit(.output, "cannot write to standard output: \(Platform.lastError)") }
        return ProgramExit(.success)
    }

    /// The settings of `filesOnly`; for the pinentry, a wrong file is one line and the defaults.
    private static func read(_ frontEnd: FrontEnd, arguments: FrontEndArguments) throws(UsageError) -> (
        options: Options, configuration: Configuration<Options>, warnings: [String]
    ) {
        do {
            return try Options.read(for: frontEnd, arguments: arguments.configuration)
        } catch where frontEnd == .pinentry && !arguments.printsConfiguration {
            Platform.complain(filesNotUsed(error))
            return try Options.read(for: frontEnd, arguments: [], readsFiles: false)
        }
    }

    /// The line on stderr of a program that goes on without its configuration files after
    /// `error` in them (the pinentry, the agent), in the language of `Words`: what was wrong,
    /// where to read about it, and that the files are not used.
    static func filesNotUsed(_ error: UsageError) -> String {
        let text = Words.localized("{error} (see {help}): the configuration files are not used")
        return Words.filled(text, ["error": error.message, "help": error.reference ?? "man pinpad.conf"])
    }
}
