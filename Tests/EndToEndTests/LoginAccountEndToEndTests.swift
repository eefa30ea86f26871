import Foundation
import Testing

extension DisplayTests.LoginEndToEndTests {
    /// A stack that writes the user of every authentication to `asked` in the test's directory
    /// (`pam_exec`), then checks the password with `pam_unix` (its own delay on a failure), as
    /// service `name`.
    func recordingService(_ name: String) throws {
        try "#!/bin/sh\necho \"$PAM_USER\" >> \(directory)/asked\n".write(toFile: "\(directory)/asked.sh", atomically: false, encoding: .utf8)
        chmod("\(directory)/asked.sh", 0o755)
        try service(name, """
            auth optional pam_exec.so quiet \(directory)/asked.sh
            auth required pam_unix.so
            account required pam_unix.so
            """)
    }

    /// The users PAM was asked to authenticate, one a line.
    var askedUsers: [String] {
        ((try? String(contentsOfFile: "\(directory)/asked", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Types `user` into the user field of the next pad (or of `pad`) and taps `pin` on its keypad.
    func signIn(as user: String, pin: String, on pad: ShownRequest? = nil) throws {
        let shown = try pad ?? next()
        let window = try shown.window()
        try end.xdotool(["windowfocus", "--sync", window])
        usleep(100_000)
        try end.xdotool(["type", "--window", window, "--delay", "30", user])
        try end.xdotool(["key", "--window", window, "Tab"])
        try shown.tap(pin, with: end)
    }

    /// A system account's right password, typed in the user field, is told as a wrong PIN, as
    /// its wrong one is: PAM never checks it (it would say which is right), and the attempts
    /// count as any wrong PIN does.
    @Test func aSystemAccountsPasswordIsNeverCheckedThroughTheUserField() throws {
        let system = try ThrowawayUser(prefix: "pinpadsys", password: "97531", home: false, system: true)
        #expect(try system.account().userID < 1000)
        try recordingService("pinpad-recorded")
        let login = try login("pinpad-recorded", ["--user-field"])
        try signIn(as: system.name, pin: system.password)
        let submitted = Date()
        let afterRight = try next()
        // As long as pam_unix's wait on a failure (2 s, spread by a fifth), before any wrong PIN.
        let waited = Date().timeIntervalSince(submitted)
        #expect(waited >= 1.5, "told after \(waited) s")
        #expect(afterRight.error == "Wrong PIN", "the right password showed: '\(afterRight.error)' '\(afterRight.message)'")
        #expect(afterRight.entered == [0, 0], "the name was kept: \(afterRight.entered)")
        try signIn(as: system.name, pin: "1111", on: afterRight)
        let afterWrong = try next()
        #expect(afterWrong.error == "Wrong PIN", "the wrong password showed: '\(afterWrong.error)' '\(afterWrong.message)'")
        try signIn(as: system.name, pin: system.password, on: afterWrong)
        #expect(try next().error == "Too many wrong PINs")
        let result = login.finish(within: 30)
        #expect(result.status == 9, "pinpad login: \(result.status) \(result.error)")
        #expect(result.output.isEmpty)
        #expect(!askedUsers.contains(system.name), "PAM checked the system account's password: \(askedUsers)")
    }

    /// `--user` naming root, a system account, `nobody` (above UID_MAX), or, with `--exec`, a
    /// name without an account: one line and exit 10 at once, no pad, PAM never asked.
    @Test func aGivenUserThatMayNotSignInIsRefusedAtStart() throws {
        let system = try ThrowawayUser(prefix: "pinpadsys", password: "97531", home: false, system: true)
        try recordingService("pinpad-recorded")
        for (user, exec) in [("root", false), (system.name, false), ("nobody", false), ("pinpad-no-such-account", true)] {
            let result = try Run.pinpad(
                [
                    "login", "--service", "pinpad-recorded", "--pam-confdir", directory, "--renderer", "software", "--throttle-directory",
                    "\(directory)/throttle", "--user", user,
                ]
                    + (exec ? ["--exec", "/bin/true"] : []),
                environment: ProcessInfo.processInfo.environment.merging(["PINPAD_LAYOUT_FILE": "\(directory)/shown.json"]) { $1 },
                within: 10)
            #expect(result.status == 10, "\(user): \(result.status) \(result.error)")
            #expect(result.error == "pinpad: \(user) may not sign in here: root, a system account or no account, not named by allow-user\n")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(directory)/shown.json"), "a pad was shown")
        #expect(askedUsers.isEmpty, "PAM was asked: \(askedUsers)")
    }

    /// `nobody` (user id 65534, above UID_MAX) accepted by the stack is refused as root is, and
    /// allowed by name signs in; a PIN without an account (`pam_userdb`) signs in without
    /// `--exec`.
    @Test func nobodyIsRefusedUnlessAllowedAndAPINWithoutAnAccountStillSignsIn() throws {
        try service("pinpad-anyone", "auth required pam_permit.so\naccount required pam_permit.so")
        let login = try login("pinpad-anyone", ["--user-field"])
        try signIn(as: "nobody", pin: "1234")
        let refused = try next()
        #expect(refused.error == "Wrong PIN", "shown: '\(refused.error)' '\(refused.message)'")
        try refused.tap("", cancel: true, with: end)
        #expect(login.finish(within: 30).status == 1)
        let allowed = try self.login("pinpad-anyone", ["--user", "nobody", "--allow-user", "nobody"])
        try tap("1234")
        let result = allowed.finish(within: 30)
        #expect(result.status == 0 && result.output == "nobody\n", "\(result.status) \(result.error)")
        let userdb = try self.login("pinpad-userdb", ["--user", "kiosk1"])
        try tap(pin)
        #expect(userdb.finish(within: 30).output == "kiosk1\n")
    }
}
