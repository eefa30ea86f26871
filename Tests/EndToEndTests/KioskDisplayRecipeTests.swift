import Foundation
import Testing

/// The README's X11 sign-in recipe, run as written (its paths and display number moved to the
/// test's own): the X server's cookie is root's alone, no other account can connect, and the
/// account that signed in (the PAM session's `kiosk-x-access` script) can, while another
/// account of the kiosk still cannot (review of issue 21, finding 2: a cookie the kiosk's group
/// could read let each of its accounts read the next person's keys). Needs root and Xvfb.
struct KioskDisplayRecipeTests {
    /// The README's text.
    static func readme() throws -> String {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The README's fenced block (after ```` ```language ````) that holds `marker`.
    static func block(_ language: String, holding marker: String, in readme: String) throws -> String {
        let blocks = readme.components(separatedBy: "```\(language)\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        return try #require(blocks.first { $0.contains(marker) }, "no ```\(language) block with \(marker) in the README")
    }

    @Test func onlyTheAccountThatSignedInReachesTheKiosksXServer() throws {
        try #require(geteuid() == 0, "the test runs the recipe as root and connects as throw-away users")
        let readme = try Self.readme()
        let unit = try Self.block("ini", holding: "RuntimeDirectory=pinpad-x", in: readme)
        #expect(readme.contains("session  required  pam_exec.so quiet /usr/local/sbin/kiosk-x-access"))
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
        let script = try Self.block("sh", holding: "kiosk-x-access", in: readme)
        let access = "\(directory)/kiosk-x-access"
        try moved(script).write(toFile: access, atomically: true, encoding: .utf8)
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
