import Glibc

/// Ending what a sign-in's session leaves behind: its processes, the orphans of its tree and
/// the logind scope pam_systemd made, as logind's `KillUserProcesses=` would.
extension Platform {
    /// Ends what is left of the session `session` (the command's process id, its session id,
    /// ended and not reaped yet):
    /// every process of that session (`/proc/PID/stat`'s sixth field), every descendant of
    /// pinpad (which is the subreaper of the command's tree, so a process that left the session
    /// with setsid is one), and every other process of the logind session `scope`
    /// (`sessionScope(openedFrom:)`), gets SIGKILL, until none is left (at most 50 rounds: a process that
    /// forks meanwhile is found in the next).
    static func endSession(_ session: pid_t, scope: String?) {
        for _ in 0..<50 {
            var found = processes(inSession: session) + descendants().filter { $0 != session }
            if let scope {
                let members = (try? readRegularFile("/sys/fs/cgroup\(scope)/cgroup.procs", limit: 1 << 20)) ?? []
                found += String(decoding: members, as: UTF8.self).split(separator: "\n").compactMap { pid_t($0) }.filter { $0 != getpid() }
            }
            guard !found.isEmpty else { break }
            for process in found { _ = kill(process, SIGKILL) }
            usleep(10_000)
            // Reap the orphans that came to pinpad (a subreaper), not the command yet.
            for child in children(of: getpid()) where child != session {
                var status: Int32 = 0
                _ = waitpid(child, &status, WNOHANG)
            }
        }
        // The command, a zombie until now, is reaped: its process id may be taken again.
        var status: Int32 = 0
        while waitpid(session, &status, 0) < 0 && errno == EINTR {}
    }

    /// The children of `process`, of each of its threads (`/proc/PID/task/TID/children`).
    private static func children(of process: pid_t) -> [pid_t] {
        directoryEntries("/proc/\(process)/task").flatMap { thread in
            let listed = (try? readRegularFile("/proc/\(process)/task/\(thread)/children", limit: 1 << 20)) ?? []
            return String(decoding: listed, as: UTF8.self).split(separator: " ").compactMap { pid_t($0) }
        }
    }

    /// Every living descendant of this process: the command's tree, and the orphans of it that
    /// came to pinpad as their subreaper (a `setsid` daemon included); zombies left out.
    private static func descendants() -> [pid_t] {
        var found: [pid_t] = []
        var next = children(of: getpid())
        while let process = next.popLast(), found.count < 100_000 {
            next += children(of: process)
            if !isZombie(process) { found.append(process) }
        }
        return found
    }

    /// Whether `process` has ended and waits to be reaped (state `Z` in `/proc/PID/stat`).
    private static func isZombie(_ process: pid_t) -> Bool {
        guard let stat = try? readRegularFile("/proc/\(process)/stat", limit: 4096),
            let close = stat.lastIndex(of: UInt8(ascii: ")")), close + 2 < stat.count
        else { return true }
        return stat[close + 2] == UInt8(ascii: "Z")
    }

    /// The processes whose session id is `session` (from `/proc/PID/stat`), zombies left out.
    private static func processes(inSession session: pid_t) -> [pid_t] {
        directoryEntries("/proc").compactMap { pid_t($0) }.filter { process in
            guard let stat = try? readRegularFile("/proc/\(process)/stat", limit: 4096),
                let close = stat.lastIndex(of: UInt8(ascii: ")")), close + 2 < stat.count
            else { return false }
            // "PID (COMMAND) STATE PPID PGRP SESSION …": the command may hold spaces and parentheses.
            let fields = stat[(close + 2)...].split(separator: UInt8(ascii: " "))
            guard fields.count > 3, fields[0].first != UInt8(ascii: "Z") else { return false }
            return pid_t(String(decoding: fields[3], as: UTF8.self)) == session
        }
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
