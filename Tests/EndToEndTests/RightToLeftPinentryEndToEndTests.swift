import Foundation
import Testing

extension DisplayTests {
    /// GnuPG's pinentry in an Arabic locale with `digits = native`: the passphrase tapped on keys
    /// that show Arabic-Indic digits reaches gpg-agent as ASCII digits, so the key signs.
    @Suite(.serialized)
    final class RightToLeftPinentryEndToEndTests {
        let end = WindowEndToEndTests()
        /// A short GNUPGHOME: the agent's socket path must fit in 108 bytes.
        let home: String
        let passphrase = "13579024"

        init() throws {
            var template = Array("/tmp/pa-XXXXXX".utf8CString)
            home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            try FileManager.default.createSymbolicLink(atPath: "\(home)/pinentry-pinpad", withDestinationPath: Run.pinpad)
            try FileManager.default.createDirectory(atPath: "\(home)/configuration", withIntermediateDirectories: false)
            try "\(KeypadChoice.configurationLine)[pinentry]\ndigits = native\n".write(toFile: "\(home)/configuration/pinpad.conf", atomically: false, encoding: .utf8)
            // The kiosk's locale for the pinentry (gpg-agent passes it only a fixed list of variables).
            let script = """
                #!/bin/sh
                LANG=ar_EG.UTF-8 LC_ALL= LANGUAGE= PINPAD_LAYOUT_FILE=\(home)/shown.json PINPAD_CONFIG_DIR=\(home)/configuration exec \(home)/pinentry-pinpad "$@" 2>>\(home)/pinentry.err

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

        @Test func aPassphraseTappedOnArabicDigitsSigns() throws {
            try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
            let generate = try Run.run("/usr/bin/gpg", [
                "--batch", "--pinentry-mode", "loopback", "--passphrase", passphrase, "--quick-gen-key", "Arabic <ar@example.org>", "ed25519",
                "sign", "never",
            ], environment: environment, within: 60)
            try #require(generate.status == 0, "gpg: \(generate.error)")
            _ = try Run.run("/usr/bin/gpgconf", ["--reload", "gpg-agent"], environment: environment)
            try "signed on Arabic digits\n".write(toFile: "\(home)/message.txt", atomically: false, encoding: .utf8)
            let sign = try Run.Running(
                "/usr/bin/gpg", ["--batch", "--pinentry-mode", "ask", "--clearsign", "-o", "\(home)/message.asc", "\(home)/message.txt"],
                environment: environment)
            let shown = try ShownRequest.wait(at: "\(home)/shown.json") { $0.number == 1 }
            #expect(shown.labels["1"] == "١" && shown.labels["9"] == "٩", "\(shown.labels)")
            try shown.tap(passphrase, with: end)
            let signed = sign.finish(within: 60)
            #expect(signed.status == 0, "gpg --clearsign: \(signed.error); pinentry: \((try? String(contentsOfFile: "\(home)/pinentry.err", encoding: .utf8)) ?? "")")
            let signature = (try? String(contentsOfFile: "\(home)/message.asc", encoding: .utf8)) ?? ""
            #expect(signature.contains("signed on Arabic digits"))
        }
    }
}
