import Glibc

/// A terminal's attributes (`struct termios`, see termios(3)), made and read only by `Platform`.
struct TerminalAttributes {
    /// The C value.
    var value: termios
}
