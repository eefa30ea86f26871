internal import CPlatform
import Glibc

/// A virtual terminal given back to the console after a program that drew on the framebuffer
/// ended without putting it back (killed, crashed): the display in text mode (`KDSETMODE` with
/// `KD_TEXT`), and a keyboard that was turned off (`K_OFF`) on again in the mode the kernel gives
/// a new console (`K_UNICODE`, or `K_XLATE` when `vt.default_utf8` is 0), as the kernel's own
/// reset_vc() does (console_ioctl(2)). A terminal already in text mode with its keyboard on is
/// left as it is.
package enum ConsoleRestoration {
    /// What `restore(path:)` found and did.
    package enum Outcome: Equatable {
        /// The terminal was in text mode with its keyboard on: nothing was changed.
        case unchanged
        /// The display was put back in text mode, the keyboard on, or both.
        case restored
        /// `path` could not be opened or is not a virtual terminal (errno's number).
        case failed(Int32)
    }

    /// Puts the virtual terminal at `path` (`/dev/tty0`: the one shown) back in text mode with
    /// its keyboard on.
    package static func restore(path: String) -> Outcome {
        let descriptor = Glibc.open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failed(errno) }
        defer { Glibc.close(descriptor) }
        var display: Int32 = 0
        var keyboard: Int32 = 0
        guard pinpad_console_display_mode(descriptor, &display) == 0, pinpad_console_keyboard_mode(descriptor, &keyboard) == 0 else {
            return .failed(errno)
        }
        var changed = false
        if display != PINPAD_KD_TEXT {
            guard pinpad_set_console_display_mode(descriptor, PINPAD_KD_TEXT) == 0 else { return .failed(errno) }
            changed = true
        }
        if keyboard == PINPAD_K_OFF {
            let mode = defaultUTF8 ? PINPAD_K_UNICODE : PINPAD_K_XLATE
            guard pinpad_set_console_keyboard_mode(descriptor, mode) == 0 else { return .failed(errno) }
            changed = true
        }
        return changed ? .restored : .unchanged
    }

    /// The kernel's `vt.default_utf8` (/sys/module/vt/parameters/default_utf8): true unless it
    /// reads 0.
    private static var defaultUTF8: Bool {
        let descriptor = Glibc.open("/sys/module/vt/parameters/default_utf8", O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return true }
        defer { Glibc.close(descriptor) }
        var byte: UInt8 = 0
        return !(Glibc.read(descriptor, &byte, 1) == 1 && byte == UInt8(ascii: "0"))
    }
}
