import PinPadCore

/// One thing a person does in a conformance session, in no backend's terms: each backend's tests
/// say how it arrives there (`ConformanceSession.run(encoding:)`).
public enum SessionStep: Hashable, Sendable {
    /// A key pressed with modifiers.
    case press(PhysicalKey, KeyModifiers)
    /// A tap on an on-screen key.
    case tap(Key)
    /// A paste of `text` (Ctrl+V from a clipboard in the window, a bracketed paste in a terminal).
    case paste(String)
    /// Time passing without input, in milliseconds.
    case wait(Int)
    /// Caps Lock pressed: it locks, or unlocks when locked. A backend reports the lock's state
    /// (SDL's `KMOD_CAPS`, the seat's `KeyboardLocks`); a terminal's bytes carry none.
    case pressCapsLock
    /// A key the pad has no name for pressed alone, typing `character` (`-`, `.` on the main
    /// row): the window's and the terminal's layouts give its character, the pad gives it no meaning.
    case typeSymbol(Character)

    /// A key pressed alone.
    public static func press(_ key: PhysicalKey) -> SessionStep { .press(key, []) }

    /// The digits of `digits` pressed on the main row.
    public static func type(_ digits: String) -> [SessionStep] {
        digits.compactMap { $0.wholeNumberValue }.map { .press(.digit($0)) }
    }
}
