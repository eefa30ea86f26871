import Foundation
import Testing

/// Every program answers `--help` and `--version` as its users expect, before anything else:
/// the pinentry as GnuPG's pinentries do (no Assuan greeting), the askpass instead of a pad whose
/// prompt is "--help"; and `-C FILE` with `--print-config` work for both.
final class ProgramHelpTests {
    /// A private directory (mode 0700) with `pinentry-pinpad` and `pinpad-askpass` links to the
    /// built program, and room for a configuration file root may read.
    let directory: String

    init() throws {
        var template = Array("/tmp/pinpad-help-XXXXXX".utf8CString)
        directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        for name in ["pinentry-pinpad", "pinpad-askpass"] {
            try FileManager.default.createSymbolicLink(atPath: "\(directory)/\(name)", withDestinationPath: Run.pinpad)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// `pinpad --version`'s number.
    func version() throws -> String {
        let result = try Run.pinpad(["--version"])
        return String(result.output.dropFirst("pinpad ".count).prefix { $0 != "\n" })
    }

    /// The program under each name it answers to: the link, or `pinpad COMMAND`.
    func run(_ name: String, _ arguments: [String]) throws -> Run.Result {
        let command = name == "pinentry-pinpad" ? "pinentry" : "askpass"
        if arguments.first == "via-pinpad" { return try Run.pinpad([command] + arguments.dropFirst(), environment: Run.environmentWithoutDisplay, within: 10) }
        return try Run.run("\(directory)/\(name)", arguments, environment: Run.environmentWithoutDisplay, within: 10)
    }

    @Test(arguments: [[], ["via-pinpad"]])
    func pinentryAnswersHelpAndVersionAsGnuPGsPinentriesDo(prefix: [String]) throws {
        let number = try version()
        for help in ["--help", "-h"] {
            let result = try run("pinentry-pinpad", prefix + [help])
            #expect(result.status == 0, "\(result.error)")
            #expect(!result.output.contains("OK Pleased"), "\(result.output)")
            #expect(result.output.hasPrefix("pinentry-pinpad (pinpad) \(number)\n"), "\(result.output)")
            #expect(result.output.contains("Usage: pinentry-pinpad [options]") && result.output.contains("--display DISPLAY"), "\(result.output)")
        }
        let result = try run("pinentry-pinpad", prefix + ["--version"])
        #expect(result.status == 0 && result.output == "pinentry-pinpad (pinpad) \(number)\n", "\(result.output)\(result.error)")
    }

    @Test(arguments: [[], ["via-pinpad"]])
    func askpassAnswersHelpAndVersionInsteadOfShowingThem(prefix: [String]) throws {
        let number = try version()
        let help = try run("pinpad-askpass", prefix + ["--help"])
        #expect(help.status == 0, "\(help.error)")
        #expect(help.output.contains("Usage: pinpad-askpass [options] [PROMPT]"), "\(help.output)")
        let version = try run("pinpad-askpass", prefix + ["--version"])
        #expect(version.status == 0 && version.output == "pinpad-askpass (pinpad) \(number)\n", "\(version.output)\(version.error)")
    }

    /// The file's general keys and the front end's section, each named with its file and line.
    @Test(arguments: [("pinentry-pinpad", "Abbrechen"), ("pinpad-askpass", "Nein")])
    func configFileAndPrintConfigWork(name: String, cancel: String) throws {
        let file = "\(directory)/kiosk.conf"
        try "ok-label = Weiter\n[pinentry]\ncancel-label = Abbrechen\n[askpass]\ncancel-label = Nein\n".write(toFile: file, atomically: false, encoding: .utf8)
        for arguments in [["-C", file, "--print-config"], ["--print-config", "--config=\(file)"]] {
            let result = try run(name, arguments)
            #expect(result.status == 0, "\(result.error)")
            let lines = result.output.split(separator: "\n")
            #expect(result.output.contains("# \(file):1\nok-label = Weiter\n"), "\(result.output)")
            #expect(zip(lines, lines.dropFirst()).contains { $0.hasPrefix("# \(file):") && $1 == "cancel-label = \(cancel)" }, "\(result.output)")
        }
        let missing = try run(name, ["-C", "\(directory)/none.conf", "--print-config"])
        #expect(missing.status == 2 && missing.output.isEmpty, "\(missing.output)")
        #expect(missing.error.hasPrefix("pinpad: cannot read \(directory)/none.conf: "), "\(missing.error)")
        // A -C with no file after it is a usage error that points at the command's help.
        let alone = try run(name, ["--print-config", "-C"])
        let command = name == "pinentry-pinpad" ? "pinentry" : "askpass"
        #expect(alone.status == 2 && alone.error == "pinpad: -C needs a value (see pinpad \(command) --help)\n", "\(alone.error)")
    }

    /// Each command of `pinpad` answers `--version` and `--help` as the program does, before it
    /// reads or checks anything more: `pinpad layout` prints no layout, the agent wants no mode,
    /// the sign-in no service, the greeter no command, restore-console takes no terminal.
    @Test(arguments: [["layout"], ["agent"], ["login"], ["greeter"], ["restore-console"]])
    func everyCommandAnswersVersionAndHelp(command: [String]) throws {
        let number = try version()
        let result = try Run.pinpad(command + ["--version"], environment: Run.environmentWithoutDisplay, within: 10)
        #expect(result.status == 0 && result.output == "pinpad \(number)\n", "pinpad \(command[0]) --version: \(result.output)\(result.error)")
        let help = try Run.pinpad(command + ["--help"], environment: Run.environmentWithoutDisplay, within: 10)
        #expect(help.status == 0 && help.output.contains("--version"), "pinpad \(command[0]) --help: \(help.output)\(help.error)")
    }

    /// askpass's answer words are its own: the agent's and the sign-in's help do not list them.
    @Test func yesAndNoAreAskpassWordsAlone() throws {
        for command in ["agent", "login"] {
            let help = try Run.pinpad([command, "--help"])
            #expect(help.status == 0 && help.output.contains("--ok-label"), "\(help.output)")
            #expect(!help.output.contains("--yes-label") && !help.output.contains("--no-label"), "pinpad \(command) --help: \(help.output)")
        }
        let askpass = try run("pinpad-askpass", ["--help"])
        #expect(askpass.output.contains("yes-label"), "\(askpass.output)")
    }

    /// The README's `theme = ocean` from the build directory, before `make install`: the
    /// program built in a checkout finds the checkout's themes.
    @Test func aPackagedThemeWorksFromTheBuildDirectory() throws {
        var environment = Run.environmentWithoutDisplay
        environment["PINPAD_DATA_DIR"] = nil
        let path = "\(directory)/ocean.png"
        let result = try Run.pinpad(["--theme", "ocean", "--screenshot", path], environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
