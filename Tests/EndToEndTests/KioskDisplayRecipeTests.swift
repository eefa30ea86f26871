import Foundation
import Testing

/// The X11 sign-in recipe of pinpad(1) (KIOSK SIGN-IN), run as written (its paths and display number moved to the
/// test's own): the X server's cookie is root's alone, no other account can connect, and the
/// account that signed in (the PAM session's `kiosk-x-access` script) can, while another
/// account of the kiosk still cannot (review of issue 21, finding 2: a cookie the kiosk's group
/// could read let each of its accounts read the next person's keys). Needs root and Xvfb.
struct KioskDisplayRecipeTests {
    /// The text of pinpad(1)'s source, `Assets/man/pinpad.1.scd`.
    static func manual() throws -> String {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: repository.appendingPathComponent("Assets/man/pinpad.1.scd"), encoding: .utf8)
    }

    /// The literal block (between lines of ```` ``` ````) of `text` that holds `marker`.
    static func block(holding marker: String, in text: String) throws -> String {
        var blocks: [[Substring]] = []
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inside.toggle()
                if inside { blocks.append([]) }
            } else if inside {
                blocks[blocks.count - 1].append(line)
            }
        }
        let texts = blocks.map { $0.joined(separator: "\n") }
        return try #require(texts.first { $0.contains(marker) }, "no literal block with \(marker) in pinpad(1)")
    }

    @Test func onlyTheAccountThatSignedInReachesTheKiosksXServer() throws {
        try #require(geteuid() == 0, "the test runs the recipe as root and connects as throw-away users")
        let manual = try Self.manual()
        let unit = try Self.block(holding: "RuntimeDirectory=pinpad-x", in: manual)
        #expect((try? Self.block(holding: "pam_exec.so", in: manual)) == "session  required  pam_exec.so quiet /usr/local/sbin/kiosk-x-access")
        #expect(unit.contains("RuntimeDirectoryMode=0700"), "the cookie's directory is not root's alone:\n\(unit)")
        let start = try #require(unit.split(separator: "\n").first { $0.hasPrefix("ExecStartPre=") }.map { String($0.dropFirst("ExecStartPre=".count)) })
        let server = try #require(unit.split(separator: "\n").first { $0.hasPrefix("ExecStart=") })
        #expect(server.contains("-auth /run/pinpad-x/Xauthority"))
        // Without it the server resets when its last client leaves (pinpad, once it signed
        // someone in), forgetting who it lets in.
        #expect(server.contains(" -noreset"))

        var template = Array("/tmp/pinpad-x-XXXXXX".utf8CString)
        let directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var number = Int.random(in: 400...899)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { number = Int.random(in: 400...899) }
        func moved(_ text: String) -> String {
            text.replacingOccurrences(of: "/run/pinpad-x", with: directory).replacingOccurrences(of: "DISPLAY=:0", with: "DISPLAY=:\(number)")
                .replacingOccurrences(of: " :0 ", with: " :\(number) ")
        }
        // ExecStartPre= as systemd runs it: `/bin/sh -c '…'`, the quotes taken off.
        let command = try #require(moved(start).split(separator: "'", maxSplits: 1).last.map { String($0.dropLast()) })
        let made = try Run.run("/bin/sh", ["-c", command])
        try #require(made.status == 0, "ExecStartPre: \(made.error)")
        let cookie = "\(directory)/Xauthority"
        var status = stat()
        try #require(stat(cookie, &status) == 0, "no cookie made")
        #expect(status.st_uid == 0 && status.st_mode & 0o077 == 0, "cookie mode \(String(status.st_mode & 0o7777, radix: 8)), owner \(status.st_uid)")

        let xvfb = try Run.Running("/usr/bin/Xvfb", [":\(number)", "-auth", cookie, "-nolisten", "tcp", "-noreset", "-screen", "0", "640x480x24"])
        defer {
            kill(xvfb.pid, SIGTERM)
            _ = xvfb.finish(within: 10)
        }
        let deadline = Date().addingTimeInterval(15)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") && Date() < deadline { usleep(50_000) }
        let signedIn = try ThrowawayUser(prefix: "s21in", password: "unused", home: false)
        let other = try ThrowawayUser(prefix: "s21ot", password: "unused", home: false)
        /// Whether `user` can connect (xdpyinfo), given the recipe's `XAUTHORITY` as a session is.
        func connects(_ user: String) throws -> Bool {
            let probe = try Run.run(
                "/usr/sbin/runuser", ["-u", user, "--", "/usr/bin/env", "DISPLAY=:\(number)", "XAUTHORITY=\(cookie)", "/usr/bin/xdpyinfo"])
            return probe.status == 0
        }
        let root = try Run.run("/usr/bin/env", ["DISPLAY=:\(number)", "XAUTHORITY=\(cookie)", "/usr/bin/xdpyinfo"])
        try #require(root.status == 0, "root cannot reach the test's X server: \(root.error)")
        let early = try connects(signedIn.name), earlyOther = try connects(other.name)
        #expect(!early && !earlyOther, "an account reached the display before signing in")

        // The PAM session's script, as pam_exec runs it for the account that signed in.
        let script = try Self.block(holding: "exec xhost", in: manual)
        let access = "\(directory)/kiosk-x-access"
        try moved(script).write(toFile: access, atomically: false, encoding: .utf8)
        let granted = try Run.run(
            "/usr/bin/env", ["-i", "PATH=/usr/sbin:/usr/bin:/sbin:/bin", "PAM_TYPE=open_session", "PAM_USER=\(signedIn.name)", "/bin/sh", access])
        #expect(granted.status == 0, "kiosk-x-access: \(granted.error)")
        let admitted = try connects(signedIn.name), admittedOther = try connects(other.name)
        #expect(admitted, "the account that signed in cannot reach the display")
        #expect(!admittedOther, "another account of the kiosk reached the display during a session")
        let closing = try Run.run(
            "/usr/bin/env", ["-i", "PATH=/usr/sbin:/usr/bin:/sbin:/bin", "PAM_TYPE=close_session", "PAM_USER=\(other.name)", "/bin/sh", access])
        let closedOther = try connects(other.name)
        #expect(closing.status == 0 && !closedOther, "closing a session let someone in")
    }
}
