internal import CPlatform
import Glibc

/// A virtual terminal's keyboard, turned off while a full-screen program reads the keys from
/// evdev itself, and put back as it was when released (`KDGKBMODE`, `KDSKBMODE` with `K_OFF`;
/// Linux's console_ioctl(2)).
///
/// SDL 2's KMS/DRM input turns off the keyboard of the controlling terminal (`/dev/tty`) only;
/// a program without one (a systemd service, pinpad's password agent) would leave the console
/// under the pad typing every key, the PIN's among them, into whatever reads it (a getty's
/// login prompt).
package final class ConsoleKeyboard {
    private let descriptor: Int32
    private let mode: Int32
    /// The console's keymap, read before the keyboard was turned off when asked
    /// (`init(path:readingKeymap:)`); nil when not asked or it could not be read.
    package let keymap: ConsoleKeymap?

    /// Turns off the keyboard of the virtual terminal at `path` (`/dev/tty0`: the one shown),
    /// first reading its keymap (`ConsoleKeymap.read`) when `readingKeymap` is true: with the
    /// keyboard in Unicode mode for the read, as the kernel hands out Unicode entries only then.
    /// Returns nil when `path` cannot be opened or is not a virtual terminal.
    package init?(path: String, readingKeymap: Bool = false) {
        let descriptor = Glibc.open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var mode: Int32 = 0
        guard pinpad_console_keyboard_mode(descriptor, &mode) == 0 else {
            Glibc.close(descriptor)
            return nil
        }
        if readingKeymap {
            if mode != PINPAD_K_UNICODE { _ = pinpad_set_console_keyboard_mode(descriptor, PINPAD_K_UNICODE) }
            keymap = ConsoleKeymap.read(descriptor: descriptor)
        } else {
            keymap = nil
        }
        guard pinpad_set_console_keyboard_mode(descriptor, PINPAD_K_OFF) == 0 else {
            _ = pinpad_set_console_keyboard_mode(descriptor, mode)
            Glibc.close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        self.mode = mode
        // An immediate stop (a signal while PAM works, or between prompts) puts it back too.
        Platform.restoreConsoleKeyboardOnStop(descriptor, mode)
    }

    /// Puts the keyboard mode back and closes the terminal.
    deinit {
        Platform.restoreConsoleKeyboardOnStop(descriptor, nil)
        _ = pinpad_set_console_keyboard_mode(descriptor, mode)
        Glibc.close(descriptor)
    }

    /// Whether this process has a controlling terminal (`open("/dev/tty")` succeeds).
    package static var hasControllingTerminal: Bool {
        let descriptor = Glibc.open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        Glibc.close(descriptor)
        return true
    }

    /// The keyboard mode (`KDGKBMODE`: 4 is off) of the virtual terminal at `path`; nil when it cannot be opened or is not a
    /// virtual terminal.
    package static func currentMode(path: String) -> Int32? {
        let descriptor = Glibc.open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { Glibc.close(descriptor) }
        var mode: Int32 = 0
        return pinpad_console_keyboard_mode(descriptor, &mode) == 0 ? mode : nil
    }
}
