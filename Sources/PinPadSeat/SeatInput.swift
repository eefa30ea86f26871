import PinPadCore

/// What the seat's devices did, in screen pixels: a touch, a pointer's button, or a key.
package enum SeatInput: Equatable {
    /// A finger (pointer id: libinput's seat slot) or the pointer (`pointerID`) at a screen point.
    case tap(Point, TapPhase, pointer: Int)
    /// A key press (never a repeat: libinput reports none).
    case key(KeyStroke)
    /// Text typed on a key that is no key of the pad's (`-`, `@`, `ü`, keypad `+`), or composed
    /// with a dead key (`ê`; an accent and the character it did not compose with, `^x`;
    /// `EvdevKey`): taken through the focused field's rules as a terminal's bytes are
    /// (`SurfaceInput.typed`).
    case typed(String)
    /// A typing key that types nothing the pad can take (with Alt; with modifiers the keymap has
    /// nothing for; without a keymap, another layout's key or AltGr): the focused field refuses
    /// it visibly (`SurfaceInput.refused`).
    case refused
    /// Caps Lock was pressed: locked (true) or unlocked (false) now (`KeyboardLocks`).
    case capsLock(Bool)

    /// The pointer id of the mouse or an absolute pointer; fingers count from 0.
    package static let pointerID = -1
}
