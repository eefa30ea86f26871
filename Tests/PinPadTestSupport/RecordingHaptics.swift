import PinPadCore

/// A haptics sink that counts its pulses instead of vibrating: what a test reads of the haptics
/// the driver asks for (`HapticsObserver`).
public final class RecordingHaptics: HapticsSink {
    /// The pulses asked for so far.
    public private(set) var pulses = 0

    /// A sink that has pulsed nothing yet.
    public init() {}

    public func pulse() -> Bool {
        pulses += 1
        return true
    }
}
