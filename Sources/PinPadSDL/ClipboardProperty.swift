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
        guard let (display, property, owned) = ownedProperty(for: window) else { return }
        for owned in owned { XDeleteProperty(display, owned, property) }
        XFlush(display)
    }

    /// The length in bytes of the clipboard's text as SDL received it in `SDL_SELECTION`
    /// (`XGetWindowProperty` asking for none of it: its `bytes_after` is the whole), the
    /// longest on the pad's windows; nil when none holds it (another video driver, a clipboard
    /// SDL read otherwise). SDL hands the text on as a C string, cut at a NUL it holds: a length
    /// longer than that string's tells the paste is not whole.
    static func length(for window: PinPadRaster.Window) -> Int? {
        guard let (display, property, owned) = ownedProperty(for: window) else { return nil }
        var longest: Int?
        for owned in owned {
            var type: UInt = 0
            var format: Int32 = 0
            var items: UInt = 0
            var after: UInt = 0
            var value: UnsafeMutablePointer<UInt8>?
            guard XGetWindowProperty(display, owned, property, 0, 0, 0, 0, &type, &format, &items, &after, &value) == 0 else { continue }
            if let value { XFree(value) }
            guard type != 0 else { continue }
            longest = max(longest ?? 0, Int(clamping: after))
        }
        return longest
    }

    /// The X display, the `SDL_SELECTION` atom and the pad's own windows (its window and every
    /// child of a root made by its X client: the ID bits outside the client's
    /// `resource-id-mask` name the client); nil on another video driver or before SDL made
    /// the atom.
    private static func ownedProperty(for window: PinPadRaster.Window) -> (OpaquePointer, UInt, [UInt])? {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION), patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(window.pointer, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11,
            let display = info.info.x11.display
        else { return nil }
        let property = XInternAtom(display, name, 1)
        guard property != 0 else { return nil }
        let mask = pinpad_x11_resource_mask(display)
        let client = info.info.x11.window & ~mask
        var owned = [info.info.x11.window]
        for screen in 0..<XScreenCount(display) {
            owned += children(of: XRootWindow(display, screen), on: display).filter { $0 & ~mask == client }
        }
        return (display, property, owned)
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
