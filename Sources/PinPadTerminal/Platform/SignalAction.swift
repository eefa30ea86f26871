import Glibc

/// A signal disposition (`struct sigaction`, see sigaction(2)), made and read only by `Platform`.
struct SignalAction {
    /// The C value.
    var value: sigaction
}
