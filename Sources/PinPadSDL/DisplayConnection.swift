internal import CSDL2
import PinPadPlatform

/// What happens when the connection to the display is lost while a window is open (the X
/// server or the Wayland compositor ended, or another program killed the pad's client with
/// `XKillClient`): Xlib cannot go on, so the process must end from inside its handler.
public enum DisplayConnection {
    /// Called once, on the thread that made the window, when the connection is lost, with how
    /// (`DisplayLoss`); it must end the process (write what must be written, then exit, or run
    /// the program again in this process with `execv(2)`, as the pinentry does). nil: exit with
    /// status 4 (the display gone) or 1 (the connection killed), and no output.
    nonisolated(unsafe) public static var onLoss: ((DisplayLoss) -> Never)?

    /// Ends the process through `onLoss` once the connection to the X server (`wayland` false)
    /// or the Wayland compositor is lost.
    static func connectionLost(wayland: Bool) -> Never {
        let loss: DisplayLoss = displayAnswers(wayland: wayland) ? .connectionKilled : .displayGone
        if let onLoss { onLoss(loss) }
        Platform.terminate(status: loss == .displayGone ? 4 : 1)
    }

    /// Whether a new connection to the display of `DISPLAY` (`XOpenDisplay`) opens now, or the
    /// compositor of `WAYLAND_DISPLAY` answers one within 500 ms (`pinpad_wayland_answers`:
    /// `wl_display_connect`, `wl_display_sync`); it is closed at once. Neither waits for long: a
    /// server that ended refuses the connection, or its socket is gone.
    private static func displayAnswers(wayland: Bool) -> Bool {
        if wayland {
            // A compositor shutting down still accepts connections on its socket for a moment:
            // it counts as there only if it answers a `wl_display_sync`, within half a second.
            return pinpad_wayland_answers(500) == 1
        }
        guard let display = XOpenDisplay(nil) else { return false }
        XCloseDisplay(display)
        return true
    }
}
