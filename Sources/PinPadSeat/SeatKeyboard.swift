import PinPadCore
import PinPadPlatform

/// The keyboards of a seat as one: the modifiers held, Caps Lock (`KeyboardLocks`) and what
/// the keys type — through the console's keymap (`ConsoleTyping`) when there is one, the US
/// layout of `EvdevKey` when not. Takes key presses and releases by Linux key code and returns
/// what each is for the driver. Values only, no I/O.
package struct SeatKeyboard {
    private var control = 0
    private var shift = 0
    private var alt = 0
    /// Caps Lock's state, kept from its presses.
    private var locks = KeyboardLocks()
    /// What the keys type through the console's keymap; nil for the US layout.
    private var typing: ConsoleTyping?

    /// A keyboard with nothing held, typing through `consoleKeymap` (nil: the US layout).
    package init(consoleKeymap: ConsoleKeymap? = nil) {
        typing = consoleKeymap.map(ConsoleTyping.init(keymap:))
    }

    /// The console keymap the keys type through; nil for the US layout.
    package var consoleKeymap: ConsoleKeymap? { typing?.keymap }

    /// A press (`pressed`) or release of the key `code`.
    /// - Returns: what it is for the driver, in order (an accent that did not compose comes
    ///   before the Enter that typed it); empty for a release, a modifier, a dead key.
    package mutating func key(_ code: UInt32, pressed: Bool) -> [SeatInput] {
        // Alt is the keymap's Alt when there is a keymap (the right Alt key is AltGr on most
        // layouts: it types characters), both Alt keys on the US layout.
        let isAlt = typing.map { $0.modifierBit(of: code) == ConsoleKeymap.altBit } ?? (code == EvdevKey.leftAlt || code == EvdevKey.rightAlt)
        switch code {
        case EvdevKey.leftControl, EvdevKey.rightControl: control = max(0, control + (pressed ? 1 : -1))
        case EvdevKey.leftShift, EvdevKey.rightShift: shift = max(0, shift + (pressed ? 1 : -1))
        default: if isAlt { alt = max(0, alt + (pressed ? 1 : -1)) }
        }
        guard pressed else {
            typing?.release(code)
            return []
        }
        if let locked = locks.press(code) { return [.capsLock(locked)] }
        guard var typing else { return EvdevKey.input(for: code, modifiers: modifiers, capsLock: locks.capsLock).map { [$0] } ?? [] }
        let composed = typing.waitingAccent != nil
        let typed = typing.press(code, capsLock: locks.capsLock)
        self.typing = typing
        return EvdevKey.input(for: code, modifiers: modifiers, typed: typed, composed: composed, typing: typing)
    }

    /// The modifiers held, as `KeyBinding` reads them.
    private var modifiers: KeyModifiers {
        var modifiers: KeyModifiers = []
        if control > 0 { modifiers.insert(.control) }
        if shift > 0 { modifiers.insert(.shift) }
        if alt > 0 { modifiers.insert(.alt) }
        return modifiers
    }
}
