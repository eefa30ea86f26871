internal import CSDL2
import PinPadRaster
import PinPadPlatform

/// The keyboard held for the pad's X11 window while a secret is asked, as GnuPG's pinentries
/// hold it (`gdk_keyboard_grab` in `gtk+-2/pinentry-gtk-2.c`): every key goes to the pad, even
/// when another window has the focus. Released when its owner ends it or goes.
///
/// Made with Xlib's `XGrabKeyboard` on SDL's display connection rather than
/// `SDL_SetWindowKeyboardGrab`. SDL 2.26 lets any keyboard grab on its connection go
/// (`XUngrabKeyboard`) whenever its window gains or loses the focus (`SDL_UpdateWindowGrab`),
/// when the pointer enters the window (`EnterNotify`) and, for a window that is not full screen,
/// when the pointer leaves it (`LeaveNotify`); no hint turns that off. So while the grab is held
/// SDL hears of none of these (`FocusChangeMask`, `EnterWindowMask` and `LeaveWindowMask` are
/// taken out of the window's event mask, and put back on release), and after every batch of
/// events the grab is made again (`confirm`): `XGrabKeyboard` answers `GrabSuccess` to the client
/// that holds it, so the answer says whether it is still ours. A grab another client holds is
/// tried again for up to `retryLimit` milliseconds, and one that cannot be had is said in one
/// line on stderr; it stays tried (`retry`, every `retryInterval` while the prompt runs) and the
/// pad warns under its field meanwhile (`Prompt.isKeyboardHeldElsewhere`), since the keys typed
/// may go to that program. Wayland has no such grab (the compositor gives the keys to the
/// focused surface alone); KMS/DRM reads the input devices itself.
final class KeyboardGrab {
    private let display: OpaquePointer

    /// How long a grab held by another client (`AlreadyGrabbed`, or the keyboard frozen, or the
    /// window not yet mapped) is tried again, in milliseconds.
    static let retryLimit = 500
    /// The pause between two tries, in milliseconds.
    static let retryPause = 20
    /// The pause between two tries once the first half second is over, while the prompt runs,
    /// in milliseconds.
    static let retryInterval = 200

    /// Holds the keyboard for `window`, or says in one line why it cannot.
    /// - Returns: nil when the window is not an X11 one; a grab that is not held (`isHeld`
    ///   false, to be tried again with `retry`) when another program holds the keyboard.
    static func hold(_ window: PinPadRaster.Window) -> KeyboardGrab? {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION), patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(window.pointer, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11,
            let display = info.info.x11.display
        else { return nil }
        let grab = KeyboardGrab(display: display, window: info.info.x11.window)
        grab.hideCrossings()
        var waited = 0
        while true {
            let status = grab.grab()
            if status == GrabSuccess { return grab }
            guard status != GrabInvalidTime, waited < retryLimit else {
                grab.isHeld = false
                grab.showCrossings()
                Platform.complain("cannot hold the keyboard (\(reason(status))): another window may get the keys typed")
                return grab
            }
            SDL_Delay(UInt32(retryPause))
            waited += retryPause
        }
    }

    private let window: UInt
    /// Whether the keyboard is held (false while another program holds it, so it is not
    /// released).
    private(set) var isHeld = true
    /// The window's event mask for SDL's connection before the grab (`your_event_mask`).
    private var eventMask: Int?

    private init(display: OpaquePointer, window: UInt) {
        self.display = display
        self.window = window
    }

    deinit {
        guard isHeld else { return }
        XUngrabKeyboard(display, Time(CurrentTime))
        showCrossings()
        XFlush(display)
    }

    /// The events on which SDL 2.26 lets a keyboard grab go: the focus gained or lost, the
    /// pointer in or out of the window.
    private static let crossingMask = FocusChangeMask | EnterWindowMask | LeaveWindowMask

    /// Takes the focus changes and the pointer's crossings out of the window's event mask
    /// (`XGetWindowAttributes`, `XSelectInput`), so that SDL does not let the grab go.
    private func hideCrossings() {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, window, &attributes) != 0 else { return }
        eventMask = attributes.your_event_mask
        XSelectInput(display, window, attributes.your_event_mask & ~KeyboardGrab.crossingMask)
    }

    /// Puts the event mask back as it was.
    private func showCrossings() {
        guard let eventMask else { return }
        XSelectInput(display, window, eventMask)
        self.eventMask = nil
    }

    /// Makes the grab again and learns from the answer whether it is still the pad's
    /// (`XGrabKeyboard` answers `GrabSuccess` to the client that holds it): SDL may have let
    /// it go (an event of the focus or the pointer queued before its mask changed), or the window
    /// may have been hidden. Call after every batch of events; one round trip to the X server.
    /// - Returns: whether the keyboard is held; when it was but no longer is, `isHeld` turns
    ///   false (to be tried again with `retry`) and one line says so on stderr.
    @discardableResult
    func confirm() -> Bool {
        guard isHeld else { return false }
        let status = grab()
        if status != GrabSuccess {
            isHeld = false
            showCrossings()
            Platform.complain("cannot hold the keyboard again (\(KeyboardGrab.reason(status))): another window may get the keys typed")
        }
        return isHeld
    }

    /// Tries once more to hold the keyboard that another program held (`XGrabKeyboard`).
    /// - Returns: whether the keyboard is held now.
    @discardableResult
    func retry() -> Bool {
        guard !isHeld else { return true }
        hideCrossings()
        if grab() == GrabSuccess {
            isHeld = true
        } else {
            showCrossings()
        }
        return isHeld
    }

    private func grab() -> Int32 {
        XGrabKeyboard(display, window, 1, GrabModeAsync, GrabModeAsync, Time(CurrentTime))
    }

    /// Xlib's grab status in words.
    private static func reason(_ status: Int32) -> String {
        switch status {
        case AlreadyGrabbed: return "another program holds it"
        case GrabFrozen: return "it is frozen by another program's grab"
        case GrabNotViewable: return "the window is not shown"
        default: return "XGrabKeyboard returned \(status)"
        }
    }
}
