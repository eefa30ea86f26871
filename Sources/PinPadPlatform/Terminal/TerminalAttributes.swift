import Glibc

/// A terminal's attributes (`struct termios`, see termios(3)), made and read only by `Platform` (`PinPadPlatform`).
package struct TerminalAttributes {
    /// The C value.
    package var value: termios
}
