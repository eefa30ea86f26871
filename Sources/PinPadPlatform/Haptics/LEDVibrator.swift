/// A vibrator the kernel shows as an LED with the transient trigger
/// (`/sys/class/leds/vibrator`, as on many phones; what osk-sdl drives): a pulse writes the
/// length to its `duration` file and 1 to its `activate` file.
package struct LEDVibrator {
    /// The LED's directory.
    package let directory: String
    /// The pulse's length in milliseconds.
    package let milliseconds: Int

    /// Uses the LED at `directory`.
    /// - Throws: `SystemError` when it has no `activate` file (not a transient-trigger LED).
    package init(directory: String, milliseconds: Int) throws(SystemError) {
        guard Platform.exists(directory + "/activate") else {
            throw SystemError("\(directory) is not a vibrator: it has no activate file (echo transient > \(directory)/trigger)")
        }
        self.directory = directory
        self.milliseconds = milliseconds
    }

    /// Starts one pulse; false when a file could not be written.
    package func pulse() -> Bool {
        Platform.writeFile(directory + "/duration", "\(milliseconds)\n") && Platform.writeFile(directory + "/activate", "1\n")
    }
}
