/// How the connection to the display was lost, told apart by opening a new connection to the
/// same display at that moment (`DisplayConnection`).
public enum DisplayLoss: Sendable {
    /// The display server went away (the X server or the Wayland compositor ended, or stopped
    /// answering): nothing can be shown on it any more, as when there was none (pinpad(1),
    /// exit status 4).
    case displayGone
    /// The display still answers, but the pad's own connection was ended by another program
    /// (`XKillClient`, as `xkill` and `xdotool windowkill` do): its window is gone as a window
    /// another program destroyed is.
    case connectionKilled
}
