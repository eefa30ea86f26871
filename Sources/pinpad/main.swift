import PinPadFrontEnd
import PinPadPlatform

// A privileged run keeps only the variables a root pad needs, before any library reads one.
Platform.resetPrivilegedEnvironment()

// The built-in words in the locale's language, before any of them is read.
LanguageSetup.start()

// A key's word that does not fit its key is cut on screen and named on stderr.
KeyWordReport.start()

// One binary, chosen by the name it runs under or by its first argument.
let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
let arguments = Array(CommandLine.arguments.dropFirst())
if name == "pinentry-pinpad" {
    PinentryProgram.main(arguments)
} else if arguments.first == "pinentry" {
    PinentryProgram.main(Array(arguments.dropFirst()))
} else if name == "pinpad-askpass" {
    AskpassProgram.main(arguments)
} else if arguments.first == "askpass" {
    AskpassProgram.main(Array(arguments.dropFirst()))
} else if arguments.first == "login" {
    LoginProgram.main(Array(arguments.dropFirst()))
} else if arguments.first == "greeter" {
    GreeterProgram.main(Array(arguments.dropFirst()))
} else if arguments.first == "agent" {
    PasswordAgentProgram.main(Array(arguments.dropFirst()))
} else {
    Program.main(arguments)
}
