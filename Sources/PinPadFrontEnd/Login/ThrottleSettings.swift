/// How `pinpad login` slows down guessing across restarts and reboots (`AttemptThrottle`):
/// the `throttle-*` keys of `[login]` and the command line.
package struct ThrottleSettings: Equatable, Sendable {
    /// Attempts without a wait since the last right PIN (`throttle-after N`, 1–100, default 5).
    package var freeAttempts = 5
    /// The wait after the first attempt past them, in seconds (`throttle-wait SECONDS`,
    /// 1–86400, default 30); each further attempt doubles it.
    package var firstWait = 30
    /// The longest wait, in seconds (`throttle-cap SECONDS`, 1–604800, default 3600).
    package var longestWait = 3600
    /// The directory of the counts, only root's (`throttle-directory DIR`, absolute, default
    /// `/var/lib/pinpad`).
    package var directory = "/var/lib/pinpad"

    /// The defaults.
    package init() {}
}
