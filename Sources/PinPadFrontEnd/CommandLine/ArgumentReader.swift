import PinPadCore

/// Reads a command line one argument at a time, as GNU `getopt_long` spells options: a long
/// option's value follows it (`--size 480x800`) or is joined to it by `=` (`--size=480x800`).
package struct ArgumentReader {
    private let arguments: [String]
    private var index: Int
    /// The argument read last, as written.
    package private(set) var argument = ""
    /// Its option name: the argument without a `=value` part.
    package private(set) var name = ""
    /// The value joined to it by `=`, if any.
    package private(set) var inlineValue: String?

    /// Reads `arguments` from `start`.
    package init(_ arguments: [String], from start: Int = 0) {
        self.arguments = arguments
        index = start
    }

    /// Moves to the next argument; false when there is none.
    package mutating func next() -> Bool {
        guard index < arguments.count else { return false }
        argument = arguments[index]
        index += 1
        name = argument
        inlineValue = nil
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inlineValue = String(argument[argument.index(after: equals)...])
        }
        return true
    }

    /// The option's value: the joined one, or the next argument (which is then read).
    /// - Throws: `UsageError` `NAME needs a value` at the end of the line.
    package mutating func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard index < arguments.count else { throw UsageError(message: Words.filled(Words.localized("{option} needs a value"), ["option": name])) }
        index += 1
        return arguments[index - 1]
    }

    /// Every argument after the current one, read at once.
    package mutating func rest() -> [String] {
        defer { index = arguments.count }
        return Array(arguments[index...])
    }
}
