internal import CSDL2
import PinPadRaster

/// Xlib's error handlers, replaced before SDL opens the display so that Xlib never prints its
/// multi-line report and calls `exit(1)` by itself (its defaults, `XSetErrorHandler` and
/// `XSetIOErrorHandler`). SDL keeps the handler it finds and passes errors on to it.
///
/// - A protocol error about the pad's window (another program destroyed it, as
///   `xdotool windowclose` does) marks the window lost and queues `SDL_QUIT`, so the prompt
///   ends as cancelled and the program can say what happened in one line.
/// - Other protocol errors (a request racing the window's teardown) are ignored.
/// - The X server's `DestroyNotify` for the pad's window (`observe(_:)`) marks it lost too: a
///   window another one covers draws nothing and makes no request that could fail, so without
///   it the loss would go unseen.
/// - A lost connection (the X server went away, or `xdotool windowkill`) cannot be survived:
///   Xlib exits once the handler returns, so the handler calls `DisplayConnection.onLoss`,
///   which is told whether the X server still answers (`DisplayLoss`).
enum X11Errors {
    /// The XID of the pad's window; 0 when there is none.
    nonisolated(unsafe) static var window: UInt = 0
    /// Set when a protocol error named the pad's window.
    nonisolated(unsafe) static var isWindowLost = false
    nonisolated(unsafe) private static var isInstalled = false

    /// Installs both handlers, once per process.
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        _ = XSetErrorHandler { _, error in
            guard let error, X11Errors.window != 0, error.pointee.resourceid == X11Errors.window, !X11Errors.isWindowLost else {
                return 0
            }
            X11Errors.isWindowLost = true
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
            return 0
        }
        _ = XSetIOErrorHandler { _ in
            DisplayConnection.connectionLost(wayland: false)
        }
    }

    /// Marks the window lost when `message` is the X server's `DestroyNotify` for the pad's
    /// window (another program's `XDestroyWindow`, as `xdotool windowclose` does). SDL passes
    /// every X event it reads on as `SDL_SYSWMEVENT` (enabled on the x11 driver), and its
    /// windows select `StructureNotifyMask`, which brings a window's own destruction.
    static func observe(_ message: UnsafeMutablePointer<SDL_SysWMmsg>?) {
        guard let message, message.pointee.subsystem == SDL_SYSWM_X11, window != 0, !isWindowLost else { return }
        let event = message.pointee.msg.x11.event
        guard event.type == PINPAD_X11_DESTROY_NOTIFY, event.xdestroywindow.window == window else { return }
        isWindowLost = true
    }
}
