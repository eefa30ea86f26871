internal import CPlatform
import Glibc
import PinPadPlatform

/// An input device that vibrates through Linux force feedback (a phone's or tablet's vibrator
/// motor, a gamepad): one rumble effect uploaded when it opens, played on each `pulse()`.
/// The ioctls are those of linux/input.h (`EVIOCGBIT(EV_FF)`, `EVIOCSFF`, `EVIOCRMFF`).
package final class ForceFeedbackDevice {
    private let descriptor: Int32
    private let effect: Int32

    /// Opens `path` (`/dev/input/eventN`) and uploads a rumble of `milliseconds`. A link is not
    /// followed (`O_NOFOLLOW`: give the device itself), and only a character device is taken.
    /// - Throws: `SystemError` when it cannot be opened, is a link or not a device, offers no
    ///   `FF_RUMBLE`, or takes no effect.
    package init(path: String, milliseconds: Int) throws(SystemError) {
        descriptor = open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY)
        guard descriptor >= 0 else {
            let error = errno
            if error == ELOOP { throw SystemError("\(path) is a link: give the device itself (/dev/input/eventN)") }
            throw SystemError("cannot open \(path)", errorNumber: error)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFCHR else {
            close(descriptor)
            throw SystemError("\(path) is not an input device with force feedback")
        }
        switch pinpad_ff_has_rumble(descriptor) {
        case 1: break
        case 0:
            close(descriptor)
            throw SystemError("\(path) offers no rumble effect (FF_RUMBLE)")
        default:
            let error = errno
            close(descriptor)
            throw SystemError("\(path) is not an input device with force feedback", errorNumber: error)
        }
        let id = pinpad_ff_upload_rumble(descriptor, Int32(min(max(milliseconds, 1), 0xFFFF)), 0xC000, 0x8000)
        guard id >= 0 else {
            let error = errno
            close(descriptor)
            throw SystemError("cannot upload a rumble effect to \(path)", errorNumber: error)
        }
        effect = id
    }

    deinit {
        _ = pinpad_ff_remove(descriptor, effect)
        close(descriptor)
    }

    /// Plays the effect once (a write of an `EV_FF` event); false when the write failed.
    package func pulse() -> Bool {
        pinpad_ff_play(descriptor, effect) == 0
    }
}
