/// Why no response came from greetd (`GreetdConnection.receive`): one line for stderr.
struct GreetdConnectionFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
