import PinPadCore
import PinPadPlatform

/// What vibrates on a key press: a force-feedback input device or an LED-class vibrator,
/// chosen by what `path` is.
package final class Vibrator: HapticsSink {
    private enum Kind {
        case forceFeedback(ForceFeedbackDevice)
        case led(LEDVibrator)
    }

    private let kind: Kind

    /// Opens the vibrator at `path`: a directory is an LED-class vibrator
    /// (`/sys/class/leds/vibrator`), anything else an input device (`/dev/input/eventN`).
    /// - Parameters:
    ///   - path: the device.
    ///   - milliseconds: each pulse's length.
    /// - Throws: `SystemError` when it is neither, or cannot be opened.
    package init(path: String, milliseconds: Int) throws(SystemError) {
        if Platform.isDirectory(path) {
            kind = .led(try LEDVibrator(directory: path, milliseconds: milliseconds))
        } else {
            kind = .forceFeedback(try ForceFeedbackDevice(path: path, milliseconds: milliseconds))
        }
    }

    /// Vibrates once, without waiting; false when the device refused.
    package func pulse() -> Bool {
        switch kind {
        case .forceFeedback(let device): return device.pulse()
        case .led(let led): return led.pulse()
        }
    }
}
