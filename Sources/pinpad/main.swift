Program.main(Array(CommandLine.arguments.dropFirst()))
