import PinPadCore
import PinPadPlatform

/// `pinpad restore-console [TERMINAL]`: puts a virtual terminal (`/dev/tty0`, the one shown, by
/// default) back in text mode with its keyboard on, after a pad on the framebuffer ended without
/// doing it (killed, crashed). The disk-unlock keyscript runs it before asking on the console.
package enum RestoreConsoleProgram {
    /// Restores the terminal; throws the usage status (2) for a wrong command line, the
    /// no-display status (4) when the terminal cannot be opened or is no virtual terminal, and
    /// success (0) otherwise, with no line. `--help` and `--version` (alone) print the help or
    /// the version and succeed, as every other command does (the output status, 7, when they
    /// cannot be written).
    package static func main(_ arguments: [String]) throws(ProgramExit) {
        if arguments == ["--help"] || arguments == ["-h"] {
            throw CommandLineEdge.printed(usageText)
        }
        if arguments == ["--version"] {
            throw CommandLineEdge.printed(versionText)
        }
        guard arguments.count <= 1, arguments.first.map({ $0.hasPrefix("/dev/") }) ?? true else {
            throw ProgramExit(.usage, Words.localized("restore-console takes one virtual terminal, /dev/tty0 by default"))
        }
        let path = arguments.first ?? "/dev/tty0"
        switch ConsoleRestoration.restore(path: path) {
        case .unchanged, .restored:
            throw ProgramExit(.success)
        case .failed(let number):
            // TRANSLATORS: one line on stderr after "restore-console: "; {terminal} is the path
            // given (/dev/null), {reason} why (the system's words: Inappropriate ioctl for device).
            let text = Words.localized("{terminal} is no virtual terminal that can be put back ({reason})")
            throw ProgramExit(.noDisplay, "restore-console: " + Words.filled(text, ["terminal": path, "reason": Platform.errorMessage(number)]))
        }
    }

    /// The text of `pinpad restore-console --help`.
    static let usageText =
        "Usage: pinpad restore-console [TERMINAL]\nPuts TERMINAL (default /dev/tty0) back in text mode with its keyboard on.\n"
        + "pinpad restore-console --help, --version  print this help or the version\n"
}
