/// The lock keys' state of a seat's keyboards, kept from their presses as the kernel's console
/// keeps it (each press of Caps Lock toggles it): libinput reports keys, not modifier state.
/// It starts unlocked; a keyboard locked before the pad opened is seen as locked from the next
/// press on.
package struct KeyboardLocks: Equatable {
    /// Linux's `KEY_CAPSLOCK` (`<linux/input-event-codes.h>`).
    package static let capsLockKey: UInt32 = 58
    /// Whether Caps Lock is locked.
    package private(set) var capsLock = false

    /// A seat with no lock locked.
    package init() {}

    /// Takes a press of the key `code`.
    /// - Returns: Caps Lock's new state when `code` is Caps Lock; nil for every other key.
    package mutating func press(_ code: UInt32) -> Bool? {
        guard code == Self.capsLockKey else { return nil }
        capsLock.toggle()
        return capsLock
    }
}
