/// The options of `pinpad` that a front end's command line passes on to `OptionsParser`
/// (`pinpad agent --fullscreen`, `pinpad login --theme light`): collected as they come, read
/// as `pinpad`'s, so their values are checked and explained the same way.
package struct PassedOptions {
    /// The options that choose where and how the pad is shown.
    package static let presentation = [
        "--backend", "--fullscreen", "--rotate", "--size", "--scale", "--theme", "--key-shape", "--key-size", "--font", "--renderer", "--ascii", "--layout",
        "--seed", "--letters", "--clear-key",
        // Speech, clicks and haptics: `AccessibilityOptions`.
        "--speech", "--voice", "--speech-rate", "--private-audio", "--audio-device", "--key-click", "--haptics", "--haptics-duration",
        "--phrase",
    ]
    /// The options among them that take no value.
    static let flags: Set<String> = ["--fullscreen", "--ascii", "--letters", "--clear-key", "--speech", "--private-audio", "--key-click"]

    /// The option names taken.
    package let names: [String]
    /// The arguments taken so far.
    package private(set) var arguments: [String] = []

    /// Passes on `names`.
    package init(_ names: [String]) {
        self.names = names
    }

    /// Takes the argument `reader` read last, and its value, when it is one of `names`.
    /// - Returns: false when it is not one of them.
    package mutating func take(_ reader: inout ArgumentReader) -> Bool {
        guard names.contains(reader.name) else { return false }
        arguments.append(reader.argument)
        if !Self.flags.contains(reader.name) && reader.inlineValue == nil, let value = try? reader.value() {
            arguments.append(value)
        }
        return true
    }

    /// Whether option `name` was taken.
    package func contains(_ name: String) -> Bool {
        arguments.contains { $0 == name || $0.hasPrefix(name + "=") }
    }

    /// The options, as `pinpad` reads them.
    /// - Throws: `UsageError` for a wrong value.
    package func parse() throws -> Options {
        var parser = OptionsParser(arguments)
        return try parser.parse()
    }
}
