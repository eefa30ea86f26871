internal import CPlatform
import Glibc

/// A pseudo-terminal of a session's own, as `su --pty` and sudo's `use_pty` give one: the
/// command gets the secondary side as its controlling terminal, never the terminal pinpad was
/// started on, and pinpad relays between the two (`TerminalRelay`). Closing the primary side
/// hangs up every process still holding the secondary (SIGHUP to its session, EIO on reads).
package final class PseudoTerminal {
    /// The primary side, which pinpad reads and writes; -1 once hung up.
    private(set) var primary: Int32
    /// The secondary side, for the command; -1 once handed over.
    private(set) var secondary: Int32

    /// Opens a new pseudo-terminal (`/dev/ptmx`, `TIOCGPTPEER`) with the attributes and size of
    /// the terminal `model` (the one pinpad was started on), its secondary side owned by `userID`
    /// and the `tty` group, mode 0620, as login(1) leaves a terminal to its user.
    /// - Throws: `SystemError` when none can be opened or given to the user.
    package init(like model: Int32, owner userID: UInt32) throws(SystemError) {
        var secondary: Int32 = -1
        let primary = pinpad_open_pseudo_terminal(&secondary)
        guard primary >= 0 else { throw SystemError("cannot open a pseudo-terminal", errorNumber: errno) }
        self.primary = primary
        self.secondary = secondary
        var attributes = termios()
        if tcgetattr(model, &attributes) == 0 { _ = tcsetattr(secondary, TCSANOW, &attributes) }
        if let size = Platform.windowSize(of: model) { _ = pinpad_set_window_size(secondary, UInt16(clamping: size.columns), UInt16(clamping: size.rows)) }
        let group = getgrnam("tty").map { $0.pointee.gr_gid } ?? gid_t(UInt32.max)
        guard fchown(secondary, userID, group) == 0, fchmod(secondary, group == gid_t(UInt32.max) ? 0o600 : 0o620) == 0 else {
            let reason = errno
            Glibc.close(primary)
            Glibc.close(secondary)
            throw SystemError("cannot give the pseudo-terminal to the user", errorNumber: reason)
        }
        _ = fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK)
    }

    deinit { hangUp() }

    /// Closes pinpad's copy of the secondary side, once the command holds its own.
    package func releaseSecondary() {
        guard secondary >= 0 else { return }
        Glibc.close(secondary)
        secondary = -1
    }

    /// Gives the secondary side the size of the terminal `model` (`TIOCSWINSZ`: its foreground
    /// process group gets SIGWINCH).
    package func takeSize(of model: Int32) {
        guard primary >= 0, let size = Platform.windowSize(of: model) else { return }
        _ = pinpad_set_window_size(primary, UInt16(clamping: size.columns), UInt16(clamping: size.rows))
    }

    /// Hangs the terminal up for whoever still holds it: closes both sides.
    package func hangUp() {
        releaseSecondary()
        guard primary >= 0 else { return }
        Glibc.close(primary)
        primary = -1
    }
}
