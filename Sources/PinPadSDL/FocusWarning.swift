/// When a window that holds no keyboard (Wayland, or an X11 window not asked to hold it) warns
/// that the keys typed go elsewhere (`Prompt.isKeyboardHeldElsewhere`): once the focus has stayed
/// away `lostDelay` milliseconds (a keyboard arriving on a Wayland seat, a USB keyboard, a barcode
/// scanner or a virtual one, takes it away for a moment), or once a window meant to hold the
/// keyboard (`holdsKeyboard`) has not had the focus `unfocusedDelay` milliseconds after its first
/// present (a compositor that gives it none); and then only when the seat has a keyboard (the
/// last one unplugged takes the focus away too, and no key goes anywhere). The warning goes when
/// the focus comes back. Times are the prompt's clock (`Clock.now`), in milliseconds; the seat is
/// asked by the window (`asksForKeyboard`, `seatChecked`), once each time the warning falls due.
struct FocusWarning: Equatable {
    /// How long the focus stays away before the warning shows, in milliseconds.
    static let lostDelay = 400
    /// How long after its first present a window meant to hold the keyboard may go without the
    /// focus before the warning shows, in milliseconds.
    static let unfocusedDelay = 1_500

    /// Whether the window is meant to hold the keyboard now (a secret asked, no keyboard grab of
    /// its own): one never given the focus warns.
    var holdsKeyboard = false
    /// Whether the window has had the focus since it opened.
    private(set) var hasHadFocus = false
    /// When the focus went away; nil while the window has it or never had it.
    private(set) var lostAt: Int?
    /// When the window was first presented; nil before.
    private(set) var firstPresentAt: Int?
    /// Whether the seat had a keyboard when asked since the warning fell due; nil: not asked.
    private(set) var seatHasKeyboard: Bool?

    /// When the warning falls due (the seat then asked), in milliseconds; nil when it does not.
    var dueTime: Int? {
        if let lostAt { return lostAt + FocusWarning.lostDelay }
        if holdsKeyboard, !hasHadFocus, let firstPresentAt { return firstPresentAt + FocusWarning.unfocusedDelay }
        return nil
    }

    /// Whether the warning shows at `now`: due, and the seat has a keyboard.
    func isShown(at now: Int) -> Bool {
        guard let dueTime, now >= dueTime else { return false }
        return seatHasKeyboard == true
    }

    /// Whether the seat is to be asked for its keyboard at `now` (`seatChecked`): the warning is
    /// due and the seat was not asked since.
    func asksForKeyboard(at now: Int) -> Bool {
        guard let dueTime, now >= dueTime else { return false }
        return seatHasKeyboard == nil
    }

    /// When the window's loop must wake for the warning, in milliseconds; nil: no need.
    var nextDeadline: Int? { seatHasKeyboard == nil ? dueTime : nil }

    /// The window got the keyboard focus (`SDL_WINDOWEVENT_FOCUS_GAINED`).
    mutating func focusGained() {
        hasHadFocus = true
        lostAt = nil
        seatHasKeyboard = nil
    }

    /// The window lost the keyboard focus at `now` (`SDL_WINDOWEVENT_FOCUS_LOST`).
    mutating func focusLost(at now: Int) {
        hasHadFocus = true
        if lostAt == nil { lostAt = now }
        seatHasKeyboard = nil
    }

    /// A prompt starts at `now` on its own clock: a focus still away, or a first present still
    /// unfocused, counts from now.
    mutating func promptStarted(at now: Int) {
        if lostAt != nil { lostAt = now }
        firstPresentAt = nil
        seatHasKeyboard = nil
    }

    /// A frame was presented at `now`.
    mutating func presented(at now: Int) {
        if firstPresentAt == nil { firstPresentAt = now }
    }

    /// The seat was asked whether it has a keyboard: `hasKeyboard`.
    mutating func seatChecked(hasKeyboard: Bool) {
        seatHasKeyboard = hasKeyboard
    }
}
