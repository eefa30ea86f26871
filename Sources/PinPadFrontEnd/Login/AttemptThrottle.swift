import PinPadCore

/// pinpad's own limit on guessing a PIN at `pinpad login`, kept across restarts and reboots
/// (what `--attempts` cannot do, and `pam_faillock` cannot for users without an account, such
/// as `pam_userdb`'s). As Android's lock screen does: after `freeAttempts` attempts each
/// further one waits, `firstWait` seconds, then twice that for each attempt after, up to
/// `longestWait`. A right PIN clears the count; Cancel and an empty submit are no attempt.
///
/// An attempt is counted, and the count written, before PAM hears the PIN: a sign-in stopped
/// while PAM checks it (a power cut during `pam_faildelay`'s wait) has still used it. It is
/// taken back only when PAM never asked for the PIN. A count that cannot be read (corrupt,
/// another user's file, a link) is replaced by one that waits `firstWait` from now; one that
/// cannot be written lets no attempt through. Either says so in one line on stderr: the
/// throttle fails closed.
///
/// Time comes from `now` (wall-clock seconds: a count outlives a reboot); a wait never lasts
/// longer than its length from now, so a clock set back cannot lock anyone out for longer.
package final class AttemptThrottle {
    /// The numbers.
    package let settings: ThrottleSettings
    /// The PAM service the counts are for.
    package let service: String
    /// The text of the pad while it waits (the countdown follows it).
    package let message: String
    private let store: any AttemptStore
    private let now: () -> Int64
    private let complain: (String) -> Void
    /// The lines said already: each is said once.
    private var said: Set<String> = []
    /// The attempt under way: its user, the record before it was counted, and the record that
    /// counted it.
    private var pending: (user: String, before: AttemptRecord?, counted: AttemptRecord)?

    /// A throttle for `service` with `settings`, its counts in `store`.
    /// - Parameters:
    ///   - message: the pad's text while it waits.
    ///   - now: the wall-clock time in seconds since 1970.
    ///   - complain: writes one line to stderr.
    package init(
        settings: ThrottleSettings, service: String, message: String, store: any AttemptStore, now: @escaping () -> Int64,
        complain: @escaping (String) -> Void
    ) {
        self.settings = settings
        self.service = service
        self.message = message
        self.store = store
        self.now = now
        self.complain = complain
    }

    // MARK: The policy

    /// The wait, in seconds, that `failures` attempts impose before the next one: 0 below
    /// `freeAttempts`, then `firstWait` doubled for each attempt past them, at most `longestWait`.
    package func wait(afterFailures failures: Int) -> Int {
        guard failures >= settings.freeAttempts else { return 0 }
        let doublings = failures - settings.freeAttempts
        guard doublings < 32 else { return settings.longestWait }
        return min(settings.longestWait, settings.firstWait << doublings)
    }

    /// The seconds left at `time` before the next attempt after `record`: its wait from its last
    /// attempt, never more than the whole wait from `time` (a clock set back).
    package func secondsLeft(after record: AttemptRecord, at time: Int64) -> Int {
        let wait = Int64(wait(afterFailures: record.failures))
        guard wait > 0 else { return 0 }
        return Int(max(0, min(wait, record.last + wait - time)))
    }

    // MARK: The sign-in's steps

    /// The pad's lock while `user` must wait before an attempt, for a prompt whose clock reads
    /// `clockNow` milliseconds; nil when an attempt may be made now, or no user is known yet.
    package func lock(user: String?, at clockNow: Int) -> KeypadLock? {
        guard let user else { return nil }
        let time = now()
        let record = store.exclusively { self.record(of: user, at: time) }
        return lock(seconds: secondsLeft(after: record, at: time), at: clockNow)
    }

    /// Before PAM hears a PIN for `user`: nil when it may, and the attempt is counted (unless the
    /// PIN is empty, which is no attempt); otherwise the pad's lock, and nothing is counted.
    package func admit(user: String?, isEmpty: Bool, at clockNow: Int) -> KeypadLock? {
        let user = user ?? ""
        let time = now()
        return store.exclusively { () -> KeypadLock? in
            let record = self.record(of: user, at: time)
            if let lock = lock(seconds: secondsLeft(after: record, at: time), at: clockNow) { return lock }
            guard !isEmpty else { return nil }
            let counted = AttemptRecord(failures: record.failures + 1, last: time)
            guard save(counted, user: user) else { return lock(seconds: settings.firstWait, at: clockNow) }
            pending = (user, record.failures == 0 ? nil : record, counted)
            return nil
        }
    }

    /// After PAM's answer to the attempt `admit` counted: a PIN `accepted` clears the count; one
    /// PAM never `asked` for is taken back (unless another sign-in counted meanwhile); any other
    /// stays counted, its wait starting now (PAM may have taken seconds to say no).
    package func settle(accepted: Bool, asked: Bool) {
        guard let (user, before, counted) = pending else { return }
        pending = nil
        store.exclusively {
            let current = try? store.load(service: service, user: user)
            let after: AttemptRecord?
            if accepted {
                after = nil
            } else if asked {
                after = AttemptRecord(failures: max(current?.failures ?? 0, counted.failures), last: now())
            } else {
                guard current == counted else { return }
                after = before
            }
            _ = save(after, user: user)
        }
    }

    /// Saves `record` for `user`; false, said on stderr, when it cannot be written.
    private func save(_ record: AttemptRecord?, user: String) -> Bool {
        do {
            try store.save(record, service: service, user: user)
            return true
        } catch {
            say(error.message)
            return false
        }
    }

    /// The record of `user`; one that cannot be read is said and replaced by one that waits
    /// `firstWait` from `time`.
    private func record(of user: String, at time: Int64) -> AttemptRecord {
        do {
            return try store.load(service: service, user: user) ?? AttemptRecord()
        } catch {
            say(error.message + "; waiting as after \(settings.freeAttempts) wrong PIN\(settings.freeAttempts == 1 ? "" : "s")")
            let closed = AttemptRecord(failures: settings.freeAttempts, last: time)
            _ = save(closed, user: user)
            return closed
        }
    }

    /// A lock of `seconds` from `clockNow`; nil for none.
    private func lock(seconds: Int, at clockNow: Int) -> KeypadLock? {
        seconds > 0 ? KeypadLock(message: message, until: clockNow + seconds * 1000) : nil
    }

    /// Says `line` on stderr, once.
    private func say(_ line: String) {
        guard said.insert(line).inserted else { return }
        complain(line)
    }
}
