import Glibc

/// A signal disposition (`struct sigaction`, see sigaction(2)), made and read only by `Platform` (`PinPadPlatform`).
package struct SignalAction {
    /// The C value.
    package var value: sigaction
}
