import Foundation
import Testing

extension DisplayTests {
    /// pinpad's letters keyboard, tapped with the pointer alone (no key pressed on a keyboard),
    /// answers gpg-agent (pinentry) and ssh-add (askpass) with a passphrase of capitals, digits,
    /// symbols and accented letters, on the layout the locale picks.
    @Suite(.serialized)
    final class LettersKeyboardEndToEndTests {
        let end = WindowEndToEndTests()

        /// The package's keyboard layouts, copied into `directory/keyboards` (a root-run pinpad
        /// reads them only from root's files: the directory is the test's own, 0700).
        func installLayouts(into directory: String) throws {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/keyboards").standardized.path
            try FileManager.default.createDirectory(atPath: "\(directory)/keyboards", withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: source) where name.hasSuffix(".layout") {
                try FileManager.default.copyItem(atPath: "\(source)/\(name)", toPath: "\(directory)/keyboards/\(name)")
            }
        }

        /// Clicks the key whose value (its character, or its page's name) is `value` on the
        /// request `number` shows, waiting for the report to show that key (after a Shift or a
        /// page key, the keys change).
        func click(_ value: String, number: Int, report: String) throws {
            let shown: ShownRequest
            do {
                shown = try ShownRequest.wait(at: report) { $0.number == number && $0.keys[value] != nil }
            } catch {
                let last = (try? String(contentsOfFile: report, encoding: .utf8)) ?? "no report"
                Issue.record("no key \(value) on request \(number): \(last.prefix(600))")
                throw error
            }
            let window = try shown.window()
            let (x, y) = try #require(shown.keys[value])
            // Focused and clicked in one go, the click within SDL's 10 ms after the focus: a tap
            // that gives the pad the focus counts (SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH).
            try end.xdotool(["windowfocus", "--sync", window, "mousemove", "--window", window, String(x), String(y), "click", "1"])
        }

        @Test func gpgIsUnlockedByTouchAloneWithAMixedPassphrase() throws {
            // A capital (Shift), a German letter, a digit and a symbol (the symbols page), an
            // accented letter (the accents page).
            let passphrase = "Kö4!é"
            var template = Array("/tmp/pk-XXXXXX".utf8CString)
            let home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            defer { try? FileManager.default.removeItem(atPath: home) }
            chmod(home, 0o700)
            try installLayouts(into: "\(home)/share")
            try FileManager.default.createSymbolicLink(atPath: "\(home)/pinentry-pinpad", withDestinationPath: Run.pinpad)
            // The German layout comes from the locale, as on a German kiosk.
            let script = """
                #!/bin/sh
                LANG=de_DE.UTF-8 PINPAD_DATA_DIR=\(home)/share PINPAD_LAYOUT_FILE=\(home)/shown.json exec \(home)/pinentry-pinpad --renderer software "$@"

                """
            try script.write(toFile: "\(home)/pinentry", atomically: false, encoding: .utf8)
            chmod("\(home)/pinentry", 0o755)
            try "pinentry-program \(home)/pinentry\nallow-loopback-pinentry\n".write(toFile: "\(home)/gpg-agent.conf", atomically: false, encoding: .utf8)
            var environment = ProcessInfo.processInfo.environment
            environment["GNUPGHOME"] = home
            defer { _ = try? Run.run("/usr/bin/gpgconf", ["--kill", "gpg-agent"], environment: environment) }
            let generate = try Run.run("/usr/bin/gpg", [
                "--batch", "--pinentry-mode", "loopback", "--passphrase", passphrase, "--quick-gen-key", "Touch <touch@example.org>", "ed25519", "sign", "never",
            ], environment: environment, within: 60)
            try #require(generate.status == 0, "gpg: \(generate.error)")
            _ = try Run.run("/usr/bin/gpgconf", ["--reload", "gpg-agent"], environment: environment)
            try "touched\n".write(toFile: "\(home)/message.txt", atomically: false, encoding: .utf8)

            let started = Date()
            let sign = try Run.Running(
                "/usr/bin/gpg", ["--batch", "--pinentry-mode", "ask", "--clearsign", "-o", "\(home)/message.asc", "\(home)/message.txt"], environment: environment)
            let report = "\(home)/shown.json"
            let shown = try ShownRequest.wait(at: report) { $0.number == 1 && $0.keys["q"] != nil }
            #expect(shown.keys["z"] != nil && shown.keys["ß"] != nil, "not the German keyboard: \(shown.keys.keys.sorted())")
            #expect(shown.keys["1"] == nil, "the numeric keypad is shown")
            for value in ["shift", "K", "ö", "symbols", "4", "!", "accents", "é", "submit"] {
                try click(value, number: 1, report: report)
            }
            let signed = sign.finish(within: 60)
            #expect(signed.status == 0, "gpg --clearsign: \(signed.error)")
            #expect(FileManager.default.fileExists(atPath: "\(home)/message.asc"))
            let asked = try? ShownRequest.wait(at: report, within: 0.1) { _ in true }
            #expect(asked?.number == 1, "the passphrase was asked again: \(asked?.error ?? "")")
            print("letters keyboard: gpg unlocked by touch in \(Int(Date().timeIntervalSince(started) * 1000)) ms")
        }

        /// The crypttab keyscript's pad (`pinpad -n` with `passphrase = yes` in the
        /// configuration): a passphrase with letters tapped on the letters keyboard is printed
        /// exactly, without a line feed, as cryptsetup's `--key-file=-` takes it.
        @Test func theKeyscriptsPadTakesAPassphraseWithLettersByTouch() throws {
            let passphrase = "Kö4!é"
            var template = Array("/tmp/pk-XXXXXX".utf8CString)
            let home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            defer { try? FileManager.default.removeItem(atPath: home) }
            chmod(home, 0o700)
            try installLayouts(into: "\(home)/share")
            try FileManager.default.createDirectory(atPath: "\(home)/etc", withIntermediateDirectories: true)
            try "passphrase = yes\nkeyboard-layout = de\n".write(toFile: "\(home)/etc/pinpad.conf", atomically: false, encoding: .utf8)
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_LAYOUT_FILE"] = "\(home)/shown.json"
            environment["PINPAD_DATA_DIR"] = "\(home)/share"
            environment["PINPAD_CONFIG_DIR"] = "\(home)/etc"
            // As in the initramfs: no locale.
            for name in ["LANG", "LC_ALL", "LC_CTYPE"] { environment[name] = nil }
            let pad = try Run.Running(Run.pinpad, ["-n", "--renderer", "software", "--title", "Unlock root", "--message", "/dev/vda"], environment: environment)
            let report = "\(home)/shown.json"
            let shown = try ShownRequest.wait(at: report) { $0.keys["q"] != nil }
            #expect(shown.keys["z"] != nil && shown.keys["ß"] != nil, "not the German keyboard: \(shown.keys.keys.sorted())")
            #expect(shown.keys["1"] == nil, "the numeric keypad is shown")
            for value in ["shift", "K", "ö", "symbols", "4", "!", "accents", "é", "submit"] {
                try click(value, number: shown.number, report: report)
            }
            let ended = pad.finish(within: 30)
            #expect(ended.status == 0, "pinpad: \(ended.error)")
            #expect(Array(ended.output.utf8) == Array(passphrase.utf8), "printed: \(Array(ended.output.utf8))")
        }

        @Test func sshAddUnlocksAKeyByTouchAloneOnTheFrenchKeyboard() throws {
            // A capital, AZERTY's z and é on the letters page, a digit and a symbol.
            let passphrase = "Azé7#"
            var template = Array("/tmp/pk-XXXXXX".utf8CString)
            let home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            defer { try? FileManager.default.removeItem(atPath: home) }
            chmod(home, 0o700)
            try installLayouts(into: "\(home)/share")
            try FileManager.default.createSymbolicLink(atPath: "\(home)/pinpad-askpass", withDestinationPath: Run.pinpad)
            let keygen = try Run.run("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", passphrase, "-C", "touch", "-f", "\(home)/key"])
            try #require(keygen.status == 0, "ssh-keygen: \(keygen.error)")
            let agent = try Run.Running("/usr/bin/ssh-agent", ["-D", "-a", "\(home)/agent"])
            defer {
                kill(agent.pid, SIGKILL)
                _ = agent.finish()
            }
            for _ in 0..<100 where !FileManager.default.fileExists(atPath: "\(home)/agent") { usleep(20_000) }
            var environment = ProcessInfo.processInfo.environment
            environment["SSH_AUTH_SOCK"] = "\(home)/agent"
            environment["SSH_ASKPASS"] = "\(home)/pinpad-askpass"
            environment["SSH_ASKPASS_REQUIRE"] = "force"
            environment["PINPAD_LAYOUT_FILE"] = "\(home)/shown.json"
            environment["PINPAD_DATA_DIR"] = "\(home)/share"
            environment["LANG"] = "fr_FR.UTF-8"
            environment["LC_ALL"] = nil
            environment["LC_CTYPE"] = nil
            let add = try Run.Running("/usr/bin/ssh-add", ["\(home)/key"], environment: environment)
            let report = "\(home)/shown.json"
            let shown = try ShownRequest.wait(at: report) { $0.keys["a"] != nil }
            #expect(shown.keys["é"] != nil && shown.keys["w"] != nil, "not the French keyboard: \(shown.keys.keys.sorted())")
            for value in ["shift", "A", "z", "é", "symbols", "7", "#", "submit"] {
                try click(value, number: shown.number, report: report)
            }
            let added = add.finish(within: 30)
            #expect(added.status == 0, "ssh-add: \(added.error)")
            let listed = try Run.run("/usr/bin/ssh-add", ["-l"], environment: environment)
            #expect(listed.output.contains("touch (ED25519)"), "ssh-add -l: \(listed.output) \(listed.error)")
        }
    }
}
