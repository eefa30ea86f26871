import PinPadPlatform

/// What happens when the connection to the display is lost while a window is open (the X
/// server ended, or another program killed the pad's client with `XKillClient`): Xlib cannot
/// go on, so the process must end from inside its handler.
public enum DisplayConnection {
    /// Called once, on the thread that made the window, when the connection is lost; it must
    /// end the process (write what must be written, then exit, or run the program again in
    /// this process with `execv(2)`, as the pinentry does). nil: exit with status 1 and no
    /// output.
    nonisolated(unsafe) public static var onLoss: (() -> Never)?

    static func connectionLost() -> Never {
        if let onLoss { onLoss() }
        Platform.terminate(status: 1)
    }
}
