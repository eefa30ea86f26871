import Foundation
import Testing

extension DisplayTests {
    /// `pinpad-askpass` as real sudo's `SUDO_ASKPASS` (`sudo -A`): a throw-away user, whom a
    /// drop-in in `/etc/sudoers.d` lets run `/usr/bin/id -u` as root, taps its password on the
    /// window (a wrong one first), or Cancel. Making the user needs root.
    @Suite(.serialized, .enabled(if: geteuid() == 0, "makes a user and a sudoers drop-in: run as root"))
    final class SudoAskpassEndToEndTests {
        let end = WindowEndToEndTests()
        let account: ThrowawayUser
        var user: String { account.name }
        var password: String { account.password }
        /// The user's: a copy of the program and its `pinpad-askpass` link (the checkout may be
        /// closed to other users), the display's cookie, what the pad shows and sudo's log.
        let home: String
        /// sudo reads only `/etc/sudoers` and the `@includedir /etc/sudoers.d` in it.
        let dropIn: String
        /// The askpass processes whose window was tapped.
        var tapped: Set<Int> = []

        init() throws {
            let display = try #require(ProcessInfo.processInfo.environment["DISPLAY"], "no DISPLAY: run through `make test` (xvfb-run)")
            let suffix = String(UInt32.random(in: 100_000...999_999))
            dropIn = "/etc/sudoers.d/pinpad-test-\(suffix)"
            var template = Array("/tmp/ps-XXXXXX".utf8CString)
            home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })

            account = try ThrowawayUser(prefix: "pinpadsudo", password: "97531864")
            try FileManager.default.copyItem(atPath: Run.pinpad, toPath: "\(home)/pinpad")
            chmod("\(home)/pinpad", 0o755)
            try FileManager.default.createSymbolicLink(atPath: "\(home)/pinpad-askpass", withDestinationPath: "\(home)/pinpad")
            try Self.check(Run.run("/usr/bin/xauth", ["extract", "\(home)/Xauthority", display]), "xauth extract")

            // sudo's default mail_badpass stays (with it sudo logs a cancel as "a password is
            // required"), but its mail goes nowhere.
            let rules = "Defaults:\(user) logfile=\(home)/sudo.log\nDefaults:\(user) mailerpath=/bin/true\n\(user) ALL=(root) /usr/bin/id -u\n"
            try rules.write(toFile: "\(home)/sudoers", atomically: false, encoding: .utf8)
            try Self.check(Run.run("/usr/sbin/visudo", ["-cf", "\(home)/sudoers"]), "visudo -cf")
            try Self.check(Run.run("/usr/bin/install", ["-m", "0440", "-o", "root", "-g", "root", "\(home)/sudoers", dropIn]), "install")
            // The directory is the user's from here on (the pad writes what it shows there).
            let ids = try account.account()
            for path in [home, "\(home)/Xauthority"] { chown(path, ids.userID, ids.groupID) }
        }

        deinit {
            try? FileManager.default.removeItem(atPath: dropIn)
            try? FileManager.default.removeItem(atPath: home)
        }

        static func check(_ result: Run.Result, _ name: String) throws {
            try #require(result.status == 0, "\(name): \(result.status) \(result.error)")
        }

        /// `sudo -A -k /usr/bin/id -u` run by the user in its own directory, with the environment
        /// of a session on the display; with `-k` sudo asks even when it holds a cached credential.
        func sudo() throws -> Run.Running {
            let environment = [
                "PATH=/usr/bin:/bin", "HOME=\(try account.account().home)",
                "DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "")", "XAUTHORITY=\(home)/Xauthority",
                "SUDO_ASKPASS=\(home)/pinpad-askpass", "PINPAD_LAYOUT_FILE=\(home)/shown.json",
            ]
            return try Run.Running(
                "/usr/sbin/runuser", ["-u", user, "--", "/usr/bin/env", "-i", "--chdir=\(home)"] + environment + ["/usr/bin/sudo", "-A", "-k", "/usr/bin/id", "-u"],
                environment: ["PATH": "/usr/bin:/bin"])
        }

        /// Taps `digits` and OK, or Cancel, once a new askpass process shows its window, and
        /// returns what it showed.
        func tap(_ digits: String, cancel: Bool = false) throws -> (title: String, message: String, error: String) {
            let shown = try ShownRequest.wait(at: "\(home)/shown.json") { !tapped.contains($0.process) }
            tapped.insert(shown.process)
            try shown.tap(digits, cancel: cancel, with: end)
            return (shown.title, shown.message, shown.error)
        }

        var log: String { (try? String(contentsOfFile: "\(home)/sudo.log", encoding: .utf8)) ?? "" }

        @Test func sudoRunsTheCommandWithThePasswordTappedOnThePad() throws {
            let sudo = try sudo()
            let first = try tap("11112222")
            #expect(first.title == "Password" && first.message == "[sudo] password for \(user)", "\(first)")
            // sudo says "Sorry, try again." on its own stderr, not to the askpass: the second pad
            // shows the same prompt and no error.
            let second = try tap(password)
            #expect(second.message == first.message, "\(second)")
            let result = sudo.finish(within: 30)
            #expect(result.status == 0, "sudo: \(result.error)")
            #expect(result.output == "0\n")
            #expect(result.error.contains("Sorry, try again."), "the wrong password was not tried: \(result.error)")
        }

        /// A password beyond ASCII, typed on the keyboard into the askpass window, reaches sudo
        /// and PAM as typed.
        @Test func sudoRunsTheCommandWithAnAccentedPasswordTyped() throws {
            let accented = "Pässwörd-Grüße-Öl"
            let set = try Run.run("/bin/sh", ["-c", "echo \"$0:$1\" | /usr/sbin/chpasswd", user, accented])
            try #require(set.status == 0, "chpasswd: \(set.error)")
            let result = try end.withLayout(["-layout", "de"]) {
                let sudo = try sudo()
                let shown = try ShownRequest.wait(at: "\(home)/shown.json") { !tapped.contains($0.process) }
                tapped.insert(shown.process)
                try end.xdotool(["windowfocus", "--sync", try shown.window()])
                try end.xdotool(["type", "--delay", "40", accented])
                try end.xdotool(["key", "Return"])
                return sudo.finish(within: 30)
            }
            #expect(result.status == 0, "sudo: \(result.error)")
            #expect(result.output == "0\n")
            #expect(!result.error.contains("Sorry, try again."), "the password was not taken as typed: \(result.error)")
        }

        /// With nothing on the askpass's stdout sudo stops at once: "no password was provided",
        /// logged as "a password is required", and no second askpass. An empty line would have
        /// been a password tried and failed: "Sorry, try again." and a second askpass.
        @Test func cancelGivesSudoNoPasswordToTry() throws {
            let sudo = try sudo()
            let shown = try tap("", cancel: true)
            #expect(shown.message == "[sudo] password for \(user)", "\(shown)")
            let result = sudo.finish(within: 30)
            #expect(result.status != 0)
            #expect(result.output.isEmpty, "the command ran: \(result.output)")
            // sudo says both lines, and the README and docs/front-ends.md quote them as it says them.
            for document in ["README.md", "docs/front-ends.md"] {
                let text = try String(contentsOfFile: MakeRunTests.checkout + "/" + document, encoding: .utf8)
                for line in ["no password was provided", "a password is required"] {
                    #expect(text.contains("\"\(line)\""), "\(document) does not quote sudo's \"\(line)\"")
                }
            }
            for line in ["no password was provided", "a password is required"] {
                #expect(result.error.contains("sudo: \(line)\n"), "sudo: \(result.error)")
            }
            #expect(!result.error.contains("Sorry, try again") && !result.error.contains("incorrect password"), "the cancel was tried as a password: \(result.error)")
            #expect(log.contains("a password is required") && !log.contains("incorrect password"), "sudo's log: \(log)")
            let last = FileManager.default.contents(atPath: "\(home)/shown.json").flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
            #expect(tapped.count == 1 && last?["process"] as? Int == tapped.first, "sudo asked again")
        }
    }
}
