import Foundation
import Testing

extension DisplayTests {
    /// No D-Bus session bus started for SDL (issue 22): with `DBUS_SESSION_BUS_ADDRESS` unset,
    /// libdbus would run `dbus-launch --autolaunch` (dbus-x11), whose `dbus-daemon` outlives the
    /// pad, and for an account without a home the window would take about 3 s.
    @Suite(.serialized)
    struct SessionBusEndToEndTests {
        /// The processes of the user `userID` (`/proc/PID/status`, zombies too), as `PID NAME`.
        func processes(of userID: uid_t) -> [String] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
                guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
                let lines = status.split(separator: "\n")
                guard let uid = lines.first(where: { $0.hasPrefix("Uid:") })?.split(separator: "\t").dropFirst().first,
                    uid == String(userID)
                else { return nil }
                return "\(pid) \(lines.first?.dropFirst(5) ?? "")"
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
            let shown = try ShownRequest.wait(at: "\(directory)/shown.json") { _ in true }
            let seconds = Date().timeIntervalSince(started)
            // What runs as the user while the pad is up: the pad alone.
            let whileUp = processes(of: account.userID)
            let window = try shown.window()
            try DisplayTests.WindowEndToEndTests().xdotool(["windowfocus", "--sync", window, "key", "--delay", "40", "4", "2"])
            let result = pad.finish()
            #expect(result.status == 0 && result.output == "42\n", "\(result.status) \(result.error)")
            #expect(whileUp.count == 1, "\(whileUp)")
            #expect(processes(of: account.userID).isEmpty, "left behind: \(processes(of: account.userID))")
            // 3.1 to 3.3 s when SDL starts a bus; about 0.1 s here, 1.5 s allowed for a busy machine.
            #expect(seconds < 1.5, "the window showed after \(seconds) s")
        }
    }
}
