internal import CPlatform
import Glibc

/// Ending what a sign-in's session leaves behind: its processes, the orphans of its tree and
/// the logind scope pam_systemd made, as logind's `KillUserProcesses=` would.
extension Platform {
    /// How long `endSession` may take to end the user's processes, in seconds, before it gives up
    /// and says so.
    package static let sessionEndLimit: Double = 10

    /// The rounds of the precise pass: 5, or `PINPAD_SESSION_END_ROUNDS` (a test hook: 0-5).
    private static var preciseRounds: Int {
        ProcessEnvironment.process.value(.sessionEndRounds).flatMap { Int($0) }.map { min(max($0, 0), 5) } ?? 5
    }

    /// Ends what is left of the session `session` (the command's process id, its session id,
    /// ended and not reaped yet), as logind's `KillUserProcesses=` would:
    /// 1. the precise pass: every process of that session (`/proc/PID/stat`'s sixth field), every
    ///    descendant of pinpad (which is the subreaper of the command's tree, so a process that
    ///    left the session with setsid is one), and every other process of the logind session
    ///    `scope` (`sessionScope(openedFrom:)`, its `cgroup.procs` on the unified hierarchy
    ///    wherever that is mounted), gets SIGKILL through a pidfd (`pidfd_open(2)`, then the
    ///    process checked again, then `pidfd_send_signal(2)`: a process id taken again meanwhile
    ///    is never signalled), until a round finds none; a round that finds only processes
    ///    already signalled (a large program takes a while to die) waits on, and only rounds that
    ///    find new ones count, up to 5 (`preciseRounds`);
    /// 2. when new processes still turn up after them (a process forking faster than the scan), every
    ///    process of `user` is ended (`endUserProcesses`): a child that is the user and nothing
    ///    else sends SIGKILL to all the user's processes at once (`kill(-1, SIGKILL)`) until none
    ///    is left, as logind ends a user; another session of the same account ends too.
    /// Orphans that come to pinpad meanwhile are reaped; the command is reaped last.
    /// - Returns: false when processes of `user` were still there after `limit` seconds (or, for
    ///   root, after the precise pass): the caller says so.
    static func endSession(_ session: pid_t, scope: String?, user: Account, limit: Double = sessionEndLimit) -> Bool {
        let deadline = monotonicMicroseconds() + UInt64(limit * 1_000_000)
        var ended = false
        var signalled: Set<ProcessStart> = []
        var roundsWithNewProcesses = 0
        while roundsWithNewProcesses < preciseRounds && monotonicMicroseconds() < deadline {
            let found = killPrecisely(session, scope: scope, sparing: 0)
            guard !found.isEmpty else {
                ended = true
                break
            }
            if !found.isSubset(of: signalled) { roundsWithNewProcesses += 1 }
            signalled.formUnion(found)
            usleep(10_000)
            reapOrphans(except: [session])
        }
        if !ended { ended = endUserProcesses(user, session: session, scope: scope, until: deadline) }
        reapOrphans(except: [session])
        // The command, a zombie until now, is reaped: its process id may be taken again.
        var status: Int32 = 0
        _ = try? SystemCall.retrying("waitpid") { waitpid(session, &status, 0) }
        return ended
    }

    /// A process as it was started: its id and its start time (`/proc/PID/stat`'s 22nd field,
    /// clock ticks after boot), which an id taken again does not share.
    private struct ProcessStart: Hashable {
        var process: pid_t
        var start: UInt64
    }

    /// One round of the precise pass: SIGKILL to every living process of the session, the
    /// descendants of pinpad and the scope, but `sparing` (the user's killer).
    /// - Returns: the processes found.
    private static func killPrecisely(_ session: pid_t, scope: String?, sparing: pid_t) -> Set<ProcessStart> {
        let scopeMembers = scope.map { processes(inScope: $0) } ?? []
        let found = Set(processes(inSession: session) + descendants() + scopeMembers).subtracting([session, sparing, getpid()])
        var signalled: Set<ProcessStart> = []
        for process in found {
            var start: UInt64 = 0
            let sent = signal(process, SIGKILL) { pinned in
                start = statFields(pinned)?.start ?? 0
                return pinned != sparing
                    && (isMember(pinned, ofSession: session) || isDescendant(pinned) || scope.map({ isMember(pinned, ofScope: $0) }) == true)
            }
            if sent { signalled.insert(ProcessStart(process: process, start: start)) }
        }
        return signalled
    }

    /// Sends `signalNumber` to `process` if, once its identity is pinned (`pidfd_open(2)`), it
    /// still `belongs`; through the pidfd (`pidfd_send_signal(2)`), so a process that ended and
    /// whose id another took is never signalled. On a kernel without pidfds, `kill(2)` after the
    /// same check.
    /// - Returns: whether it was signalled.
    @discardableResult
    private static func signal(_ process: pid_t, _ signalNumber: Int32, if belongs: (pid_t) -> Bool) -> Bool {
        let pinned = pinpad_open_process(process)
        guard pinned >= 0 else {
            return errno == ENOSYS && belongs(process) && kill(process, signalNumber) == 0
        }
        defer { Glibc.close(pinned) }
        return belongs(process) && pinpad_signal_process(pinned, signalNumber) == 0
    }

    /// Ends every process of `user` (its real or saved user id), as logind's
    /// `KillUserProcesses=` does: a child of pinpad that gave up every privilege for the user's
    /// ids (`pinpad_spawn_user_killer`) sends SIGKILL to all of them in one pass of the kernel,
    /// every millisecond, while pinpad reaps the orphans that come to it, goes on with the precise
    /// pass for what is not the user's, and starts the killer again if one of the user's
    /// processes killed it; until `/proc` shows none of the user's processes alive, or until
    /// `deadline` (`monotonicMicroseconds`). Never for root (kill(-1) as root would end every process).
    /// - Returns: whether none is left.
    private static func endUserProcesses(_ user: Account, session: pid_t, scope: String?, until deadline: UInt64) -> Bool {
        guard user.userID != 0 else { return false }
        var killer: pid_t = 0
        defer {
            if killer > 0 {
                _ = kill(killer, SIGKILL)
                var status: Int32 = 0
                _ = try? SystemCall.retrying("waitpid") { waitpid(killer, &status, 0) }
            }
        }
        while true {
            var status: Int32 = 0
            if killer > 0, waitpid(killer, &status, WNOHANG) == killer { killer = 0 }
            if killer == 0 { killer = max(pinpad_spawn_user_killer(user.userID, user.groupID), 0) }
            let precise = killPrecisely(session, scope: scope, sparing: killer)
            reapOrphans(except: [session, killer])
            if precise.isEmpty && processes(ofUser: user.userID, sparing: killer).isEmpty { return true }
            if monotonicMicroseconds() > deadline { return false }
            usleep(2_000)
        }
    }

    /// Reaps the ended children of pinpad (the orphans that came to it, a subreaper) but those in
    /// `kept` (the command, the killer).
    private static func reapOrphans(except kept: [pid_t]) {
        for child in children(of: getpid()) where !kept.contains(child) {
            var status: Int32 = 0
            _ = waitpid(child, &status, WNOHANG)
        }
    }

    /// The living processes whose real or saved user id is `user` (`/proc/PID/status`'s `Uid:`
    /// line: the ones `kill(2)` from that user reaches), but `sparing` and pinpad.
    private static func processes(ofUser user: UInt32, sparing: pid_t) -> [pid_t] {
        directoryEntries("/proc").compactMap { pid_t($0) }.filter { process in
            guard process != sparing, process != getpid(),
                let status = try? readRegularFile("/proc/\(process)/status", limit: 65_536)
            else { return false }
            var owned = false
            for line in String(decoding: status, as: UTF8.self).split(separator: "\n") {
                if line.hasPrefix("Uid:") {
                    let ids = line.dropFirst(4).split(whereSeparator: { $0 == "\t" || $0 == " " }).compactMap { UInt32($0) }
                    owned = ids.count == 4 && (ids[0] == user || ids[2] == user)
                }
            }
            return owned && isAlive(process)
        }
    }

    /// The processes of the cgroup `scope` (`cgroup.procs` under the unified hierarchy).
    private static func processes(inScope scope: String) -> [pid_t] {
        guard let base = unifiedHierarchy(),
            let members = try? readRegularFile("\(base)\(scope)/cgroup.procs", limit: 1 << 20)
        else { return [] }
        return String(decoding: members, as: UTF8.self).split(separator: "\n").compactMap { pid_t($0) }
    }

    /// Where the cgroup v2 (unified) hierarchy is mounted: `/sys/fs/cgroup` on a unified system,
    /// `/sys/fs/cgroup/unified` on a hybrid one (systemd's legacy layout); judged by the file
    /// system's type (`statfs(2)`, `CGROUP2_SUPER_MAGIC`), not by a name. Nil when neither is.
    package static func unifiedHierarchy() -> String? {
        ["/sys/fs/cgroup", "/sys/fs/cgroup/unified"].first { pinpad_is_unified_hierarchy($0) == 1 }
    }

    /// Whether `process` is alive in the cgroup `scope` (the `0::` line of `/proc/PID/cgroup`).
    private static func isMember(_ process: pid_t, ofScope scope: String) -> Bool {
        guard let text = try? readRegularFile("/proc/\(process)/cgroup", limit: 65_536) else { return false }
        return String(decoding: text, as: UTF8.self).split(separator: "\n").contains { $0 == "0::\(scope)" }
    }

    /// Whether `process` is alive in session `session` (`/proc/PID/stat`).
    private static func isMember(_ process: pid_t, ofSession session: pid_t) -> Bool {
        guard let fields = statFields(process) else { return false }
        return fields.session == session && isAlive(process, state: fields.state)
    }

    /// Whether `process` is a living descendant of pinpad: its parents (`/proc/PID/stat`) lead to
    /// pinpad. The walk has no length limit (a chain of any depth is found) and stops at process
    /// 1 or 0, at a process gone, or at a process id seen before.
    private static func isDescendant(_ process: pid_t) -> Bool {
        guard let first = statFields(process), isAlive(process, state: first.state) else { return false }
        let pinpad = getpid()
        var seen: Set<pid_t> = [process]
        var parent = first.parent
        while parent > 1 {
            if parent == pinpad { return true }
            guard seen.insert(parent).inserted, let fields = statFields(parent) else { return false }
            parent = fields.parent
        }
        return false
    }

    /// Whether a state letter of `/proc/PID/stat` is an ended thread's: `Z` (zombie) or `X` (dead).
    private static func isEnded(_ state: UInt8) -> Bool {
        state == UInt8(ascii: "Z") || state == UInt8(ascii: "X")
    }

    /// Whether `process` has a thread that has not ended. Its own state (`state`, or
    /// `/proc/PID/stat`'s) is its main thread's: a process whose main thread exited
    /// (`syscall(SYS_exit)`) shows `Z` while its other threads run on, so when that state is `Z`
    /// or `X` the threads (`/proc/PID/task/TID/stat`) are looked at: it is ended only when none
    /// of them is alive.
    private static func isAlive(_ process: pid_t, state: UInt8? = nil) -> Bool {
        guard let leader = state ?? threadState("/proc/\(process)/stat") else { return false }
        if !isEnded(leader) { return true }
        return directoryEntries("/proc/\(process)/task").contains { thread in
            threadState("/proc/\(process)/task/\(thread)/stat").map { !isEnded($0) } ?? false
        }
    }

    /// The state letter of a `stat` file of `/proc` (the field after "(COMMAND)"), or nil.
    private static func threadState(_ path: String) -> UInt8? {
        guard let stat = try? readRegularFile(path, limit: 4096),
            let close = stat.lastIndex(of: UInt8(ascii: ")")), close + 2 < stat.count
        else { return nil }
        return stat[close + 2]
    }

    /// The state, parent, session and start time of `process` (`/proc/PID/stat`: "PID (COMMAND) STATE PPID
    /// PGRP SESSION …", the command may hold spaces and parentheses), or nil.
    static func statFields(_ process: pid_t) -> (state: UInt8, parent: pid_t, session: pid_t, start: UInt64)? {
        guard let stat = try? readRegularFile("/proc/\(process)/stat", limit: 4096),
            let close = stat.lastIndex(of: UInt8(ascii: ")")), close + 2 < stat.count
        else { return nil }
        // From the third field on: fields[0] is the state, [1] the parent, [3] the session, [19]
        // the start time.
        let fields = stat[(close + 2)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 19, let state = fields[0].first,
            let parent = pid_t(String(decoding: fields[1], as: UTF8.self)),
            let session = pid_t(String(decoding: fields[3], as: UTF8.self)),
            let start = UInt64(String(decoding: fields[19], as: UTF8.self))
        else { return nil }
        return (state, parent, session, start)
    }

    /// The children of `process`, of each of its threads (`/proc/PID/task/TID/children`).
    private static func children(of process: pid_t) -> [pid_t] {
        directoryEntries("/proc/\(process)/task").flatMap { thread in
            let listed = (try? readRegularFile("/proc/\(process)/task/\(thread)/children", limit: 1 << 20)) ?? []
            return String(decoding: listed, as: UTF8.self).split(separator: " ").compactMap { pid_t($0) }
        }
    }

    /// Every living descendant of this process: the command's tree, and the orphans of it that
    /// came to pinpad as their subreaper (a `setsid` daemon included); zombies left out, but not
    /// a process whose main thread alone has exited (`isAlive`).
    private static func descendants() -> [pid_t] {
        var found: [pid_t] = []
        var next = children(of: getpid())
        while let process = next.popLast(), found.count < 100_000 {
            next += children(of: process)
            if isAlive(process) { found.append(process) }
        }
        return found
    }

    /// The processes whose session id is `session` (from `/proc/PID/stat`), ended ones left out
    /// (`isAlive`).
    private static func processes(inSession session: pid_t) -> [pid_t] {
        directoryEntries("/proc").compactMap { pid_t($0) }.filter { isMember($0, ofSession: session) }
    }

    /// The cgroup of this process (the `0::` line of `/proc/self/cgroup`, cgroup v2), or nil.
    package static func controlGroup() -> String? {
        guard let text = try? readRegularFile("/proc/self/cgroup", limit: 65_536) else { return nil }
        return String(decoding: text, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("0::/") }.map { String($0.dropFirst(3)) }
    }

    /// The logind session scope pam_systemd moved this process into when it opened the session:
    /// the cgroup now, when it differs from `before` (the one before `pam_open_session`) and is a
    /// `session-N.scope`; nil otherwise (a scope pinpad was already in is its invoker's).
    package static func sessionScope(openedFrom before: String?) -> String? {
        sessionScope(controlGroup(), openedFrom: before)
    }

    /// `now` when it is a logind session's scope (`…/session-N.scope`) other than `before`.
    package static func sessionScope(_ now: String?, openedFrom before: String?) -> String? {
        guard let now, now != before, now.hasPrefix("/"), !now.split(separator: "/").contains("..") else { return nil }
        let last = now.split(separator: "/").last ?? ""
        return last.hasPrefix("session-") && last.hasSuffix(".scope") ? now : nil
    }
}
