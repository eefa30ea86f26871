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

    /// Whether Caps Lock is locked, as kept from its presses (`KeyboardLocks`).
    package var isCapsLockOn: Bool { locks.capsLock }

    /// A press (`pressed`) or release of the key `code`.
    /// - Returns: what it is for the driver, in order (an accent that did not compose comes
    ///   before the Enter that typed it); empty for a release, a modifier, a dead key.
    package mutating func key(_ code: UInt32, pressed: Bool) -> [SeatInput] {
        // The modifiers are the keymap's when there is one (the right Alt key is AltGr on most
        // layouts: it types characters, it is no Alt; Caps Lock may be a Control key), the
        // Control, Shift and Alt keys of the US layout when not. Super, which no console keymap
        // has, is held as Alt: a chord with a typing key, refused (`KeyBinding`'s rule).
        let change = pressed ? 1 : -1
        let isSuper = code == EvdevKey.leftSuper || code == EvdevKey.rightSuper
        switch isSuper ? ConsoleKeymap.altBit : typing?.modifierBit(of: code) ?? usModifierBit(of: code) {
        case ConsoleKeymap.controlBit: control = max(0, control + change)
        case ConsoleKeymap.shiftBit: shift = max(0, shift + change)
        case ConsoleKeymap.altBit: alt = max(0, alt + change)
        default: break
        }
        guard pressed else {
            typing?.release(code)
            return []
        }
        let isCapsLock = typing.map { $0.plainSymbol(of: code) == .capsLock } ?? (code == KeyboardLocks.capsLockKey)
        if isCapsLock, let locked = locks.press(KeyboardLocks.capsLockKey) { return [.capsLock(locked)] }
        guard var typing else { return EvdevKey.input(for: code, modifiers: modifiers, capsLock: locks.capsLock).map { [$0] } ?? [] }
        let composed = typing.waitingAccent != nil
        let typed = typing.press(code, capsLock: locks.capsLock)
        self.typing = typing
        return EvdevKey.input(for: code, modifiers: modifiers, typed: typed, composed: composed, typing: typing)
    }

    /// The modifier bit of `code` on the US layout: both Control, Shift and Alt keys; nil for
    /// any other key, and for every key when there is a keymap (its modifiers are its own).
    private func usModifierBit(of code: UInt32) -> Int? {
        guard typing == nil else { return nil }
        switch code {
        case EvdevKey.leftControl, EvdevKey.rightControl: return ConsoleKeymap.controlBit
        case EvdevKey.leftShift, EvdevKey.rightShift: return ConsoleKeymap.shiftBit
        case EvdevKey.leftAlt, EvdevKey.rightAlt: return ConsoleKeymap.altBit
        default: return nil
        }
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
