import Foundation
import Testing

extension DisplayTests {
    /// `pinpad-askpass` as ssh-add's `SSH_ASKPASS`: an ed25519 key's passphrase tapped on the
    /// window, a wrong one first; Cancel.
    @Suite(.serialized)
    final class AskpassEndToEndTests {
        let end = WindowEndToEndTests()
        let home: String
        let passphrase = "86420975"
        let agent: Run.Running
        /// The askpass processes whose window was tapped.
        var tapped: Set<Int> = []

        init() throws {
            var template = Array("/tmp/pa-XXXXXX".utf8CString)
            home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            try FileManager.default.createSymbolicLink(atPath: "\(home)/pinpad-askpass", withDestinationPath: Run.pinpad)
            // The digits are tapped on the keypad, chosen as an administrator does.
            try FileManager.default.createDirectory(atPath: "\(home)/configuration", withIntermediateDirectories: false)
            try KeypadChoice.configurationLine.write(toFile: "\(home)/configuration/pinpad.conf", atomically: false, encoding: .utf8)
            let keygen = try Run.run("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", passphrase, "-C", "pad", "-f", "\(home)/key"])
            try #require(keygen.status == 0, "ssh-keygen: \(keygen.error)")
            agent = try Run.Running("/usr/bin/ssh-agent", ["-D", "-a", "\(home)/agent"])
            for _ in 0..<100 where !FileManager.default.fileExists(atPath: "\(home)/agent") { usleep(20_000) }
        }

        deinit {
            kill(agent.pid, SIGKILL)
            _ = agent.finish()
            try? FileManager.default.removeItem(atPath: home)
        }

        var environment: [String: String] {
            var environment = ProcessInfo.processInfo.environment
            environment["SSH_AUTH_SOCK"] = "\(home)/agent"
            environment["SSH_ASKPASS"] = "\(home)/pinpad-askpass"
            environment["SSH_ASKPASS_REQUIRE"] = "force"
            environment["PINPAD_LAYOUT_FILE"] = "\(home)/shown.json"
            environment["PINPAD_CONFIG_DIR"] = "\(home)/configuration"
            return environment
        }

        /// Taps `digits` and OK, or Cancel, once a new askpass process shows its window.
        func tap(_ digits: String, cancel: Bool = false) throws -> (description: String, error: String) {
            let shown = try ShownRequest.wait(at: "\(home)/shown.json") { !tapped.contains($0.process) }
            tapped.insert(shown.process)
            try shown.tap(digits, cancel: cancel, with: end)
            return (shown.message, shown.error)
        }

        @Test func sshAddUnlocksAKeyWithAPassphraseTappedOnThePad() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let add = try Run.Running("/usr/bin/ssh-add", ["\(home)/key"], environment: environment)
            let first = try tap("11110000")
            #expect(first.description.contains("Enter passphrase for"), "\(first)")
            let second = try tap(passphrase)
            #expect(second.error.lowercased().contains("bad passphrase"), "the retry does not say it was wrong: \(second)")
            let added = add.finish(within: 30)
            #expect(added.status == 0, "ssh-add: \(added.error)")
            let listed = try Run.run("/usr/bin/ssh-add", ["-l"], environment: environment)
            #expect(listed.output.contains("pad (ED25519)"), "ssh-add -l: \(listed.output) \(listed.error)")

            // Cancel: ssh-add fails, and no password attempt reached it.
            _ = try Run.run("/usr/bin/ssh-add", ["-D"], environment: environment)
            let cancelled = try Run.Running("/usr/bin/ssh-add", ["\(home)/key"], environment: environment)
            _ = try tap("", cancel: true)
            let result = cancelled.finish(within: 30)
            #expect(result.status != 0)
            #expect(!result.error.lowercased().contains("bad passphrase"), "the cancel was taken for a passphrase: \(result.error)")
        }

        /// A passphrase beyond ASCII, typed on the keyboard, unlocks a key made with it.
        @Test func sshAddUnlocksAKeyWithAnAccentedPassphraseTyped() throws {
            let accented = "Grüße-Straße-Öl"
            let change = try Run.run("/usr/bin/ssh-keygen", ["-q", "-p", "-P", passphrase, "-N", accented, "-f", "\(home)/key"])
            try #require(change.status == 0, "ssh-keygen -p: \(change.error)")
            let added = try end.withLayout(["-layout", "de"]) {
                let add = try Run.Running("/usr/bin/ssh-add", ["\(home)/key"], environment: environment)
                let shown = try ShownRequest.wait(at: "\(home)/shown.json") { !tapped.contains($0.process) }
                tapped.insert(shown.process)
                try end.xdotool(["windowfocus", "--sync", try shown.window()])
                try end.xdotool(["type", "--delay", "40", accented])
                try end.xdotool(["key", "Return"])
                return add.finish(within: 30)
            }
            #expect(added.status == 0, "ssh-add: \(added.error)")
            let listed = try Run.run("/usr/bin/ssh-add", ["-l"], environment: environment)
            #expect(listed.output.contains("pad (ED25519)"), "ssh-add -l: \(listed.output) \(listed.error)")
        }
    }
}
