import PinPadFrontEnd
import PinPadPlatform

/// The edge every command shares between its command line and its work: reading the options,
/// where a wrong one becomes one line on stderr and the usage status.
enum CommandLineEdge {
    /// The options `read` makes of the command line; on a `UsageError`, one line naming it and
    /// where the help is (`help`, such as `pinpad login --help`), and exit 2.
    static func options<Value>(help: String, _ read: () throws -> Value) -> Value {
        do {
            return try read()
        } catch let error as UsageError {
            Platform.complain("\(error.message) (see \(error.reference ?? help))")
            Platform.exit(.usage)
        } catch {
            Platform.complain("\(error)")
            Platform.exit(.usage)
        }
    }
}
