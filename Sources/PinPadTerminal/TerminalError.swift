import PinPadPlatform

/// A failure of the terminal backend: the terminal cannot be opened, is not a terminal, or a
/// system call on it failed (a `SystemError`).
public typealias TerminalError = SystemError
