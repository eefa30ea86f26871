import Foundation
import Testing

extension DisplayTests {
    /// No D-Bus session bus started for SDL (issue 22): with `DBUS_SESSION_BUS_ADDRESS` unset,
    /// libdbus would run `dbus-launch --autolaunch` (dbus-x11), whose `dbus-daemon` outlives the
    /// pad, and for an account without a home the window would take about 3 s.
    @Suite(.serialized)
    struct SessionBusEndToEndTests {
        /// A process's user id and start time (clock ticks since boot), from `/proc/PID/status`
        /// and `/proc/PID/stat` (its 22nd field); zombies too.
        func owner(of pid: String) -> (userID: String, start: UInt64)? {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"),
                let uid = status.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") })?.split(separator: "\t").dropFirst().first
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 19, let start = UInt64(fields[19]) else { return nil }
            return (String(uid), start)
        }

        /// The processes of the user `userID` started since `start` (clock ticks since boot), as
        /// `PID NAME`: the pad and what it started. (Not every process of that id: on a shared
        /// machine a removed user's id is given again, and its leftovers may still run.)
        func processes(of userID: uid_t, since start: UInt64) -> [String] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
                guard let owner = owner(of: pid), owner.userID == String(userID), owner.start >= start else { return nil }
                let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
                return "\(pid) \(name.trimmingCharacters(in: .newlines))"
            }
        }

        @Test func aUserWithoutAHomeAndNoSessionBusGetsTheWindowAtOnceAndNoBus() throws {
            try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-launch"), "needs dbus-x11, which SDL would start")
            let user = try ThrowawayUser(prefix: "pinpadnohome", password: "24680", home: false)
            let account = try user.account()
            #expect(!FileManager.default.fileExists(atPath: account.home))
            // A directory of the user's for the report, and the display's cookie where it can read it.
            var template = Array("/tmp/pinpad-bus-XXXXXX".utf8CString)
            let directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            defer { try? FileManager.default.removeItem(atPath: directory) }
            chown(directory, account.userID, account.groupID)
            var environment = ProcessInfo.processInfo.environment
            environment["DBUS_SESSION_BUS_ADDRESS"] = nil
            environment["XDG_RUNTIME_DIR"] = nil
            environment["HOME"] = account.home
            environment["USER"] = user.name
            environment["PINPAD_LAYOUT_FILE"] = "\(directory)/shown.json"
            if let cookie = environment["XAUTHORITY"] {
                let copy = "\(directory)/Xauthority"
                try FileManager.default.copyItem(atPath: cookie, toPath: copy)
                chown(copy, account.userID, account.groupID)
                environment["XAUTHORITY"] = copy
            }
            let started = Date()
            let pad = try Run.Running(
                "/usr/bin/setpriv",
                ["--reuid", String(account.userID), "--regid", String(account.groupID), "--init-groups", Run.pinpad,
                 "--boxes", "2", "--renderer", "software", "--timeout", "30"],
                environment: environment)
            let start = try #require(owner(of: String(pad.pid))?.start, "no process \(pad.pid)")
            let shown = try ShownRequest.wait(at: "\(directory)/shown.json") { _ in true }
            let seconds = Date().timeIntervalSince(started)
            // What runs as the user while the pad is up: the pad alone.
            let whileUp = processes(of: account.userID, since: start)
            let window = try shown.window()
            try DisplayTests.WindowEndToEndTests().xdotool(["windowfocus", "--sync", window, "key", "--delay", "40", "4", "2"])
            let result = pad.finish()
            #expect(result.status == 0 && result.output == "42\n", "\(result.status) \(result.error)")
            #expect(whileUp.count == 1, "\(whileUp)")
            let left = processes(of: account.userID, since: start)
            #expect(left.isEmpty, "left behind: \(left)")
            // 3.1 to 3.3 s when SDL starts a bus; about 0.1 s here, 1.5 s allowed for a busy machine.
            #expect(seconds < 1.5, "the window showed after \(seconds) s")
        }
    }
}
