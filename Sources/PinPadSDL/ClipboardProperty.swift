internal import CSDL2
import PinPadRaster

/// The copy of a paste that SDL leaves on the X server. SDL 2.26's `X11_GetClipboardText` asks
/// the selection's owner to write the text into the `SDL_SELECTION` property of a window of its
/// own (an unmapped 1×1 window, a child of the root, that SDL makes for the clipboard) and reads
/// it without deleting it (`XGetWindowProperty` with `delete` false): any client could read the
/// pasted secret there (`xprop`) while the pad is up, even after the owner cleared the clipboard.
enum ClipboardProperty {
    /// The property SDL's clipboard window receives the selection in.
    static let name = "SDL_SELECTION"

    /// Deletes `SDL_SELECTION` from every window of the pad's own X client (SDL's clipboard
    /// window, whose XID SDL keeps to itself, is one of them: the ID bits outside the client's
    /// `resource-id-mask` name the client), then flushes. Does nothing on any other video driver.
    /// The corresponding C calls are `XQueryTree` and `XDeleteProperty`.
    static func erase(for window: PinPadRaster.Window) {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION), patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(window.pointer, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11,
            let display = info.info.x11.display
        else { return }
        let property = XInternAtom(display, name, 1)
        guard property != 0 else { return }
        let mask = pinpad_x11_resource_mask(display)
        let client = info.info.x11.window & ~mask
        var owned = [info.info.x11.window]
        for screen in 0..<XScreenCount(display) {
            owned += children(of: XRootWindow(display, screen), on: display).filter { $0 & ~mask == client }
        }
        for owned in owned { XDeleteProperty(display, owned, property) }
        XFlush(display)
    }

    /// The children of `window` (`XQueryTree`); none when the query fails.
    private static func children(of window: UInt, on display: OpaquePointer) -> [UInt] {
        var root: UInt = 0
        var parent: UInt = 0
        var children: UnsafeMutablePointer<UInt>?
        var count: UInt32 = 0
        guard XQueryTree(display, window, &root, &parent, &children, &count) != 0, let children else { return [] }
        defer { XFree(children) }
        return Array(UnsafeBufferPointer(start: children, count: Int(count)))
    }
}
