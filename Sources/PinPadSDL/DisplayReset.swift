internal import CSDL2
import PinPadCore
import PinPadPlatform

/// What a signed-in session may leave on the sign-in's X11 display, put back when the session
/// ends: a command with access to the display can change the keyboard mapping
/// (`XChangeKeyboardMapping`, `XSetModifierMapping`) and keep windows after it exits
/// (`XSetCloseDownMode` with `RetainPermanent` or `RetainTemporary`); the X server keeps all of
/// it, and the next person's pad would get other characters for the keys pressed, or a window
/// over it.
///
/// `record` reads the keyboard mapping (`XGetKeyboardMapping` over the server's keycodes,
/// `XGetModifierMapping`) and the clients that own a window (the part of each window's ID that
/// names its client, `resource-id-mask`) before the command starts; `restore`, once the
/// session's processes are gone, destroys what clients that exited in `RetainTemporary` mode
/// left (`XKillClient` with `AllTemporary`), ends every client that has a window now and had
/// none before the command (`XKillClient` on one of its windows: for a client gone in
/// `RetainPermanent` mode this destroys what it left; pinpad's own is spared while SDL's video
/// is on), puts back the mappings where they differ, and says in one line
/// on stderr what it had to put back. Each uses a connection of its own (`XOpenDisplay`), not
/// SDL's, so that nothing the session does to a connection reaches the pad's. X11 only:
/// Wayland's compositor, KMS/DRM, the framebuffer and the terminal keep no such state for a
/// client.
public final class DisplayReset: DisplayRestoring {
    private let displayName: String
    private let keyboard: KeyboardMapping
    private let modifiers: [UInt8]
    private let modifierKeysPerModifier: Int32
    private let clients: Set<UInt>
    /// The client of the pad's window: pinpad's own connection while SDL's video is on; once SDL
    /// closed it, the server may give its number to a client of the session.
    private let padClient: UInt

    private init(
        displayName: String, keyboard: KeyboardMapping, modifiers: [UInt8], modifierKeysPerModifier: Int32, clients: Set<UInt>, padClient: UInt
    ) {
        self.padClient = padClient
        self.displayName = displayName
        self.keyboard = keyboard
        self.modifiers = modifiers
        self.modifierKeysPerModifier = modifierKeysPerModifier
        self.clients = clients
    }

    /// The keysyms of every keycode, `perKeycode` to a keycode, from `first` on.
    private struct KeyboardMapping: Equatable {
        var first: Int32
        var count: Int32
        var perKeycode: Int32
        var keysyms: [KeySym]
    }

    /// Records the state of the display `presenter`'s window is on.
    /// - Returns: nil when the window is not an X11 one (Wayland, or no window), or the display
    ///   cannot be opened again.
    public static func record(for presenter: PinPadWindow) -> DisplayReset? {
        guard let (name, padWindow) = presenter.x11Display, let display = XOpenDisplay(name) else { return nil }
        defer { XCloseDisplay(display) }
        guard let keyboard = keyboardMapping(display), let (modifiers, perModifier) = modifierMapping(display) else { return nil }
        let mask = pinpad_x11_resource_mask(display)
        let padClient = padWindow & ~mask
        var clients = Set(windows(display).map { $0 & ~mask })
        clients.remove(padClient)
        return DisplayReset(
            displayName: name, keyboard: keyboard, modifiers: modifiers, modifierKeysPerModifier: perModifier, clients: clients,
            padClient: padClient)
    }

    /// Puts the display back as `record` found it, and says in one line what it had to put back.
    public func restore() {
        guard let display = XOpenDisplay(displayName) else {
            Platform.complain("cannot open the display \(displayName) to put back what the session changed")
            return
        }
        defer { XCloseDisplay(display) }
        var putBack: [String] = []
        XKillClient(display, XID(AllTemporary))
        XSync(display, 0)
        let mask = pinpad_x11_resource_mask(display)
        var spared = clients
        if SDL_WasInit(Uint32(PINPAD_SDL_INIT_VIDEO)) != 0 { spared.insert(padClient) }
        var ended = Set<UInt>()
        for window in DisplayReset.windows(display) {
            let client = window & ~mask
            guard !spared.contains(client), !ended.contains(client) else { continue }
            ended.insert(client)
            XKillClient(display, XID(window))
        }
        if !ended.isEmpty { putBack.append("closed the windows of \(ended.count) program\(ended.count == 1 ? "" : "s") of the session") }
        if DisplayReset.keyboardMapping(display) != keyboard {
            var keysyms = keyboard.keysyms
            XChangeKeyboardMapping(display, keyboard.first, keyboard.perKeycode, &keysyms, keyboard.count)
            putBack.append("put back the keyboard mapping")
        }
        if let (now, perModifier) = DisplayReset.modifierMapping(display), now != modifiers || perModifier != modifierKeysPerModifier {
            if setModifierMapping(display) {
                putBack.append("put back the modifier keys")
            } else {
                Platform.complain("cannot put back the modifier keys of the display \(displayName): keys are held down")
            }
        }
        XSync(display, 0)
        if !putBack.isEmpty {
            Platform.complain("the session changed the display \(displayName): " + putBack.joined(separator: ", "))
        }
    }

    /// `XSetModifierMapping` with the recorded mapping; false when the server says keys are
    /// held down (`MappingBusy`) or refuses it.
    private func setModifierMapping(_ display: OpaquePointer) -> Bool {
        var codes = modifiers
        return codes.withUnsafeMutableBufferPointer { buffer in
            var map = XModifierKeymap(max_keypermod: modifierKeysPerModifier, modifiermap: buffer.baseAddress)
            return XSetModifierMapping(display, &map) == MappingSuccess
        }
    }

    /// `XDisplayKeycodes` and `XGetKeyboardMapping` over them.
    private static func keyboardMapping(_ display: OpaquePointer) -> KeyboardMapping? {
        var minimum: Int32 = 0
        var maximum: Int32 = 0
        XDisplayKeycodes(display, &minimum, &maximum)
        guard minimum >= 8, maximum <= 255, minimum <= maximum else { return nil }
        let count = maximum - minimum + 1
        var perKeycode: Int32 = 0
        guard let keysyms = XGetKeyboardMapping(display, KeyCode(minimum), count, &perKeycode) else { return nil }
        defer { XFree(keysyms) }
        guard perKeycode > 0 else { return nil }
        return KeyboardMapping(
            first: minimum, count: count, perKeycode: perKeycode,
            keysyms: Array(UnsafeBufferPointer(start: keysyms, count: Int(count) * Int(perKeycode))))
    }

    /// `XGetModifierMapping`: the keycodes of the eight modifiers, `max_keypermod` to a modifier.
    private static func modifierMapping(_ display: OpaquePointer) -> ([UInt8], Int32)? {
        guard let map = XGetModifierMapping(display) else { return nil }
        defer { XFreeModifiermap(map) }
        let perModifier = map.pointee.max_keypermod
        guard perModifier >= 0, let codes = map.pointee.modifiermap else { return nil }
        return (Array(UnsafeBufferPointer(start: codes, count: 8 * Int(perModifier))), perModifier)
    }

    /// Every window on the display's screens, the roots left out (`XQueryTree`, walked down).
    private static func windows(_ display: OpaquePointer) -> [UInt] {
        var found: [UInt] = []
        var pending = (0..<XScreenCount(display)).map { XRootWindow(display, $0) }
        while let window = pending.popLast() {
            var root: UInt = 0
            var parent: UInt = 0
            var children: UnsafeMutablePointer<UInt>?
            var count: UInt32 = 0
            guard XQueryTree(display, window, &root, &parent, &children, &count) != 0 else { continue }
            if let children {
                let list = Array(UnsafeBufferPointer(start: children, count: Int(count)))
                XFree(children)
                found += list
                pending += list
            }
        }
        return found
    }
}

extension PinPadWindow {
    /// A window: true (`Presenter.showsWindow`).
    public var showsWindow: Bool { true }

    /// The window's X11 display as it is now (`DisplayReset.record(for:)`); nil for another video
    /// system (`Presenter.recordDisplayReset`).
    public func recordDisplayReset() -> (any DisplayRestoring)? {
        DisplayReset.record(for: self)
    }

    /// The name of the X11 display the window is on (`XDisplayString` of SDL's connection) and
    /// the window's XID; nil for any other video system.
    fileprivate var x11Display: (name: String, window: UInt)? {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION), patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(window.pointer, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11,
            let display = info.info.x11.display, let name = XDisplayString(display)
        else { return nil }
        return (String(cString: name), info.info.x11.window)
    }
}
