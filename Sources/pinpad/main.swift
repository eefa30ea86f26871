// One binary, chosen by the name it runs under or by its first argument.
let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
let arguments = Array(CommandLine.arguments.dropFirst())
if name == "pinentry-pinpad" {
    PinentryProgram.main(arguments)
} else if arguments.first == "pinentry" {
    PinentryProgram.main(Array(arguments.dropFirst()))
} else {
    Program.main(arguments)
}
