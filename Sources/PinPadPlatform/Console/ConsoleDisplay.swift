internal import CPlatform
import Glibc

/// A virtual terminal's display, switched to graphics while a program draws on the framebuffer
/// itself, so the console neither draws its text nor blinks its cursor over the picture; put
/// back as it was when released (`KDGETMODE`, `KDSETMODE` with `KD_GRAPHICS`; console_ioctl(2)).
package final class ConsoleDisplay {
    private let descriptor: Int32
    private let mode: Int32

    /// Switches the virtual terminal at `path` (`/dev/tty0`: the one shown) to graphics.
    /// Returns nil when `path` cannot be opened or is not a virtual terminal.
    package init?(path: String) {
        let descriptor = Glibc.open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var mode: Int32 = 0
        guard pinpad_console_display_mode(descriptor, &mode) == 0,
            pinpad_set_console_display_mode(descriptor, PINPAD_KD_GRAPHICS) == 0
        else {
            Glibc.close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        self.mode = mode
        // An immediate stop (a signal while PAM works, or between prompts) puts it back too.
        Platform.restoreConsoleDisplayOnStop(descriptor, mode)
    }

    /// Puts the display mode back (the console redraws its text) and closes the terminal.
    deinit {
        Platform.restoreConsoleDisplayOnStop(descriptor, nil)
        _ = pinpad_set_console_display_mode(descriptor, mode)
        Glibc.close(descriptor)
    }

    /// The display mode (`KDGETMODE`: 0 text, 1 graphics) of the virtual terminal at `path`; nil when it cannot be opened or is not a
    /// virtual terminal.
    package static func currentMode(path: String) -> Int32? {
        let descriptor = Glibc.open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { Glibc.close(descriptor) }
        var mode: Int32 = 0
        return pinpad_console_display_mode(descriptor, &mode) == 0 ? mode : nil
    }
}
