import Foundation
import Testing

extension DisplayTests {
    /// Real GnuPG with `pinentry-pinpad` as its `pinentry-program`: a key generated, unlocked and
    /// used to sign with passphrases tapped on the window, a wrong one first, and Cancel.
    @Suite(.serialized)
    final class PinentryEndToEndTests {
        let end = WindowEndToEndTests()
        /// A short GNUPGHOME: the agent's socket path must fit in 108 bytes.
        let home: String
        let passphrase = "13579024"

        init() throws {
            var template = Array("/tmp/pp-XXXXXX".utf8CString)
            home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            // The program under its pinentry name, behind a script that asks it to report what it
            // shows (gpg-agent passes a pinentry only a fixed list of environment variables) and
            // keeps what it says on stderr.
            try FileManager.default.createSymbolicLink(atPath: "\(home)/pinentry-pinpad", withDestinationPath: Run.pinpad)
            // Its look from a configuration directory's [pinentry] section.
            try FileManager.default.createDirectory(atPath: "\(home)/configuration", withIntermediateDirectories: false)
            try "\(KeypadChoice.configurationLine)cancel-label = Never\ntheme = dark\n[pinentry]\ncancel-label = Abbrechen\ntheme = light\n[askpass]\ncancel-label = Nein\n"
                .write(toFile: "\(home)/configuration/pinpad.conf", atomically: false, encoding: .utf8)
            let script = """
                #!/bin/sh
                PINPAD_LAYOUT_FILE=\(home)/shown.json PINPAD_CONFIG_DIR=\(home)/configuration exec \(home)/pinentry-pinpad "$@" 2>>\(home)/pinentry.err

                """
            try script.write(toFile: "\(home)/pinentry", atomically: false, encoding: .utf8)
            chmod("\(home)/pinentry", 0o755)
            try "pinentry-program \(home)/pinentry\nallow-loopback-pinentry\n".write(toFile: "\(home)/gpg-agent.conf", atomically: false, encoding: .utf8)
            chmod(home, 0o700)
        }

        deinit {
            _ = try? Run.run("/usr/bin/gpgconf", ["--kill", "gpg-agent"], environment: environment)
            try? FileManager.default.removeItem(atPath: home)
        }

        var environment: [String: String] {
            var environment = ProcessInfo.processInfo.environment
            environment["GNUPGHOME"] = home
            return environment
        }

        func gpg(_ arguments: [String]) throws -> Run.Running {
            try Run.Running("/usr/bin/gpg", ["--batch", "--pinentry-mode", "ask"] + arguments, environment: environment)
        }

        /// Taps `digits` then OK (or only Cancel) on the pinentry window, at request `number`.
        func tap(_ digits: String, request number: Int, cancel: Bool = false) throws -> (title: String, error: String) {
            let shown = try ShownRequest.wait(at: "\(home)/shown.json") { $0.number == number }
            #expect(shown.labels["cancel"] == "Abbrechen", "the [pinentry] section's word is not on the Cancel key: \(shown.labels)")
            try shown.tap(digits, cancel: cancel, with: end)
            return (shown.title, shown.error)
        }

        @Test func generateUnlockAndSignWithPassphrasesTappedOnThePad() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            // A new key: the passphrase is asked twice (SETREPEAT) in one window.
            let generate = try gpg(["--quick-gen-key", "Pad Test <pad@example.org>", "ed25519", "sign", "never"])
            _ = try tap(passphrase, request: 1)
            let repeated = try tap(passphrase, request: 2)
            #expect(!repeated.title.isEmpty)
            let generated = generate.finish(within: 60)
            #expect(generated.status == 0, "gpg --quick-gen-key: \(generated.error)")

            // The cache flushed: a signature asks again. A wrong passphrase first: gpg-agent asks
            // again in a new pinentry, whose error says so; then the right one signs.
            _ = try Run.run("/usr/bin/gpgconf", ["--reload", "gpg-agent"], environment: environment)
            try "signed by a tap\n".write(toFile: "\(home)/message.txt", atomically: false, encoding: .utf8)
            let sign = try gpg(["--clearsign", "-o", "\(home)/message.asc", "\(home)/message.txt"])
            _ = try tap("11112222", request: 1)
            let retry = try tap(passphrase, request: 1 + 1)
            #expect(retry.error.localizedCaseInsensitiveContains("bad passphrase"), "the retry shows: '\(retry.error)'")
            let signed = sign.finish(within: 60)
            #expect(signed.status == 0, "gpg --clearsign: \(signed.error)")
            let signature = (try? String(contentsOfFile: "\(home)/message.asc", encoding: .utf8)) ?? ""
            #expect(signature.contains("BEGIN PGP SIGNED MESSAGE") && signature.contains("signed by a tap"))

            // Cancel: gpg reports it.
            _ = try Run.run("/usr/bin/gpgconf", ["--reload", "gpg-agent"], environment: environment)
            let cancelled = try gpg(["--clearsign", "-o", "\(home)/again.asc", "\(home)/message.txt"])
            _ = try tap("", request: 1, cancel: true)
            let result = cancelled.finish(within: 60)
            #expect(result.status != 0)
            #expect(result.error.contains("Operation cancelled"), "gpg said: \(result.error)")
        }

        /// A request whose window another program ends (`xdotool windowclose`: destroyed;
        /// `windowkill`: its connection killed, as `xkill` does) is cancelled for gpg, not an
        /// "End of file", and the pinentry says why in one line on its stderr.
        @Test(arguments: [
            ("windowclose", "pinpad: the window was destroyed by another program\n"),
            ("windowkill", "pinpad: lost the connection to the display\n"),
        ])
        func aWindowEndedByAnotherProgramIsACancelForGnuPGWithOneLine(command: String, line: String) throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let generate = try Run.run("/usr/bin/gpg", [
                "--batch", "--pinentry-mode", "loopback", "--passphrase", passphrase, "--quick-gen-key", "Lost <lost@example.org>", "ed25519",
                "sign", "never",
            ], environment: environment, within: 60)
            try #require(generate.status == 0, "gpg: \(generate.error)")
            _ = try Run.run("/usr/bin/gpgconf", ["--reload", "gpg-agent"], environment: environment)
            try "not signed\n".write(toFile: "\(home)/message.txt", atomically: false, encoding: .utf8)
            let sign = try gpg(["--clearsign", "-o", "\(home)/message.asc", "\(home)/message.txt"])
            let shown = try ShownRequest.wait(at: "\(home)/shown.json") { $0.number == 1 }
            try end.xdotool([command, try shown.window()])
            let result = sign.finish(within: 60)
            #expect(result.status != 0)
            #expect(result.error.contains("Operation cancelled"), "gpg said: \(result.error)")
            #expect((try? String(contentsOfFile: "\(home)/pinentry.err", encoding: .utf8)) == line)
        }
    }
}

/// GnuPG's pinentry in a terminal: no display, gpg-agent passes the terminal (`GPG_TTY`, as
/// `OPTION ttyname`), and the pad draws there.
@Suite(.serialized)
struct PinentryTerminalEndToEndTests {
    @Test func signWithAPassphraseTypedInTheTerminal() throws {
        var template = Array("/tmp/pt-XXXXXX".utf8CString)
        let home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        var environment = Run.environmentWithoutDisplay
        environment["GNUPGHOME"] = home
        defer {
            _ = try? Run.run("/usr/bin/gpgconf", ["--kill", "gpg-agent"], environment: environment)
            try? FileManager.default.removeItem(atPath: home)
        }
        try FileManager.default.createSymbolicLink(atPath: "\(home)/pinentry-pinpad", withDestinationPath: Run.pinpad)
        try "pinentry-program \(home)/pinentry-pinpad\nallow-loopback-pinentry\n".write(toFile: "\(home)/gpg-agent.conf", atomically: false, encoding: .utf8)
        let generate = try Run.run("/usr/bin/gpg", [
            "--batch", "--pinentry-mode", "loopback", "--passphrase", "24680135", "--quick-gen-key", "Tty <tty@example.org>", "ed25519", "sign", "never",
        ], environment: environment, within: 60)
        try #require(generate.status == 0, "gpg: \(generate.error)")
        _ = try Run.run("/usr/bin/gpgconf", ["--kill", "gpg-agent"], environment: environment)
        try "typed in a terminal\n".write(toFile: "\(home)/message.txt", atomically: false, encoding: .utf8)

        // The agent starts in the pane, without a display; GPG_TTY names the pane's terminal.
        let pane = try TerminalEndToEndTests.Pane(
            ["--batch", "--pinentry-mode", "ask", "--clearsign", "-o", "\(home)/message.asc", "\(home)/message.txt"],
            environment: ["GNUPGHOME": home], program: ["/bin/sh", "-c", "GPG_TTY=$(tty) exec /usr/bin/gpg \"$@\"", "gpg"])
        defer { pane.close() }
        try pane.literal("24680135")
        try pane.keys("Enter")
        #expect(pane.status() == 0, "gpg: \((try? String(contentsOf: pane.directory.appendingPathComponent("err"), encoding: .utf8)) ?? "")")
        let signature = (try? String(contentsOfFile: "\(home)/message.asc", encoding: .utf8)) ?? ""
        #expect(signature.contains("BEGIN PGP SIGNED MESSAGE") && signature.contains("typed in a terminal"))
    }
}
