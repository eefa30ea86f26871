import PinPadFrontEnd
import PinPadPlatform

// A privileged run keeps only the variables a root pad needs, before any library reads one.
Platform.resetPrivilegedEnvironment()

// The built-in words in the locale's language, before any of them is read.
LanguageSetup.start()

// A key's word that does not fit its key is cut on screen and named on stderr.
KeyWordReport.start()

// One binary, chosen by the name it runs under or by its first argument. Each front end ends by
// throwing how the program ends (`ProgramExit`): here, and only here, its line is written and
// the process ended with its status.
let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
let arguments = Array(CommandLine.arguments.dropFirst())
do throws(ProgramExit) {
    // As pinentry-pinpad, or as /usr/bin/pinentry, the alternative the package registers it
    // for (gpg-agent runs that name).
    if name == "pinentry-pinpad" || name == "pinentry" {
        try PinentryProgram.main(arguments)
    } else if arguments.first == "pinentry" {
        try PinentryProgram.main(Array(arguments.dropFirst()))
    } else if name == "pinpad-askpass" {
        try AskpassProgram.main(arguments)
    } else if arguments.first == "askpass" {
        try AskpassProgram.main(Array(arguments.dropFirst()))
    } else if arguments.first == "login" {
        try LoginProgram.main(Array(arguments.dropFirst()))
    } else if arguments.first == "greeter" {
        try GreeterProgram.main(Array(arguments.dropFirst()))
    } else if arguments.first == "restore-console" {
        try RestoreConsoleProgram.main(Array(arguments.dropFirst()))
    } else if arguments.first == "agent" {
        try PasswordAgentProgram.main(Array(arguments.dropFirst()))
    } else {
        try Program.main(arguments)
    }
} catch {
    if let message = error.message { Platform.complain(message) }
    Platform.terminate(status: error.status)
}
