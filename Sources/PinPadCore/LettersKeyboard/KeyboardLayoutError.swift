/// A keyboard layout file that cannot be used: where, and what is wrong with it.
public struct KeyboardLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as it was named to the parser.
    public var file: String
    /// The line, from 1; 0 for the file as a whole (too long, no letters page).
    public var line: Int
    /// What is wrong, in a few words.
    public var message: String

    /// Creates the error.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// One line for stderr: `FILE:LINE: MESSAGE` (`FILE: MESSAGE` for the whole file).
    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}
