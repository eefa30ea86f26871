import PinPadPlatform

extension Platform {
    /// Exits with `code`: the program's edge, the only place that ends the process.
    static func exit(_ code: ExitCode) -> Never {
        terminate(status: code.rawValue)
    }
}
