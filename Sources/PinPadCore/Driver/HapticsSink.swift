/// What vibrates once for a key press (`HapticsObserver`): a phone's vibrator or a
/// force-feedback device (`Vibrator`, in PinPadFeedback), or a test's recorder.
public protocol HapticsSink: AnyObject {
    /// Vibrates once, without waiting; false when the device refused (the pad goes on without).
    func pulse() -> Bool
}
