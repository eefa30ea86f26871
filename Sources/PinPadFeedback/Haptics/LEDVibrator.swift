import PinPadPlatform

/// A vibrator the kernel shows as an LED with the transient trigger
/// (`/sys/class/leds/vibrator`, as on many phones; what osk-sdl drives): a pulse writes the
/// length to its `duration` file and 1 to its `activate` file. Both must be there and be regular
/// files (sysfs attributes are): a link is not followed and nothing is created
/// (`Platform.writeFile`), so a directory of links cannot turn the writes onto another file.
package struct LEDVibrator {
    /// The LED's directory.
    package let directory: String
    /// The pulse's length in milliseconds.
    package let milliseconds: Int

    /// Uses the LED at `directory`.
    /// - Throws: `SystemError` when it has no `activate` or `duration` file (not a
    ///   transient-trigger LED), or one of them is a link or not a regular file.
    package init(directory: String, milliseconds: Int) throws(SystemError) {
        for name in ["activate", "duration"] {
            guard Platform.exists(directory + "/" + name) else {
                throw SystemError("\(directory) is not a vibrator: it has no \(name) file (echo transient > \(directory)/trigger)")
            }
            guard Platform.isRegularFileNotLink(directory + "/" + name) else {
                throw SystemError("\(directory)/\(name) is a link or not a file: the vibrator is refused")
            }
        }
        self.directory = directory
        self.milliseconds = milliseconds
    }

    /// Starts one pulse; false when a file could not be written.
    package func pulse() -> Bool {
        Platform.writeFile(directory + "/duration", "\(milliseconds)\n") && Platform.writeFile(directory + "/activate", "1\n")
    }
}
