import Foundation
import Testing

extension DisplayTests {
    /// GnuPG's pinentry asked by a client in German while the pinentry's own environment (the
    /// agent's, started in English) says nothing of German: gpg-agent hands the client's
    /// `LC_MESSAGES` on as `OPTION lc-messages`, and the pad's own words follow it, as the
    /// agent's words (the description, `_Abbrechen`) do.
    @Suite(.serialized)
    final class PinentryLanguageEndToEndTests {
        let end = WindowEndToEndTests()
        /// A short GNUPGHOME: the agent's socket path must fit in 108 bytes.
        let home: String

        init() throws {
            var template = Array("/tmp/pl-XXXXXX".utf8CString)
            home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            try FileManager.default.createSymbolicLink(atPath: "\(home)/pinentry-pinpad", withDestinationPath: Run.pinpad)
            // The pinentry's own locale is English: only the option can make it German.
            let script = """
                #!/bin/sh
                LANG=C.UTF-8 LC_ALL= LC_MESSAGES= LANGUAGE= PINPAD_LAYOUT_FILE=\(home)/shown.json PINPAD_SPEECH_LOG=\(home)/spoken.txt \\
                    SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=\(home)/audio.raw PINPAD_CONFIG_DIR=\(home)/configuration exec \(home)/pinentry-pinpad "$@" 2>>\(home)/pinentry.err

                """
            try FileManager.default.createDirectory(atPath: "\(home)/configuration", withIntermediateDirectories: false)
            try "[pinentry]\nspeech = yes\n".write(toFile: "\(home)/configuration/pinpad.conf", atomically: false, encoding: .utf8)
            try script.write(toFile: "\(home)/pinentry", atomically: false, encoding: .utf8)
            chmod("\(home)/pinentry", 0o755)
            try "pinentry-program \(home)/pinentry\n".write(toFile: "\(home)/gpg-agent.conf", atomically: false, encoding: .utf8)
            chmod(home, 0o700)
        }

        deinit {
            _ = try? Run.run("/usr/bin/gpgconf", ["--kill", "gpg-agent"], environment: environment(nil))
            try? FileManager.default.removeItem(atPath: home)
        }

        /// The client's environment: `GNUPGHOME` and, when given, the language of its messages.
        func environment(_ messages: String?) -> [String: String] {
            var environment = ProcessInfo.processInfo.environment
            for name in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] { environment[name] = nil }
            environment["LANG"] = "C.UTF-8"
            environment["GNUPGHOME"] = home
            environment["LC_MESSAGES"] = messages
            return environment
        }

        @Test func aGermanClientGetsGermanKeys() throws {
            try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
            // The agent starts in English, before the German client comes.
            let started = try Run.run("/usr/bin/gpg-connect-agent", ["/bye"], environment: environment(nil))
            try #require(started.status == 0, "gpg-connect-agent: \(started.error)")
            try "for a German client\n".write(toFile: "\(home)/message.txt", atomically: false, encoding: .utf8)
            // On a terminal, as a user runs it: gpg tells the agent its locale only then.
            let encrypt = try Run.Running(
                "/usr/bin/script", [
                    "-qec", "/usr/bin/gpg --batch --pinentry-mode ask --symmetric -o \(home)/message.gpg \(home)/message.txt", "/dev/null",
                ], environment: environment("de_DE.UTF-8"))
            let shown = try ShownRequest.wait(at: "\(home)/shown.json") { $0.number == 1 }
            let pinentryErrors = (try? String(contentsOfFile: "\(home)/pinentry.err", encoding: .utf8)) ?? ""
            #expect(shown.labels["cancel"] == "Abbrechen", "gpg-agent's own word: \(shown.labels)")
            try shown.tap("", cancel: true, with: end)
            let ended = encrypt.finish(within: 60)
            #expect(ended.status != 0, "cancelled, gpg encrypts nothing")
            // The pad's own words: what it says when cancelled.
            var spoken: [Substring] = []
            for _ in 0..<200 {
                spoken = ((try? String(contentsOfFile: "\(home)/spoken.txt", encoding: .utf8)) ?? "").split(separator: "\n")
                if spoken.count > 1 { break }
                usleep(50_000)
            }
            #expect(spoken.last == "Abgebrochen.", "\(spoken); \(pinentryErrors)")
        }

        /// The letters keyboard is the client's: gpg in Arabic (`LC_CTYPE`, handed on as
        /// `OPTION lc-ctype`) under an agent started in English gets the Arabic keys, and a
        /// German client's German keys (ü on its first page); both followed the agent's locale,
        /// a QWERTY keyboard an Arabic passphrase could not be typed on.
        @Test func theLettersKeyboardIsTheClientsLanguages() throws {
            try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
            let started = try Run.run("/usr/bin/gpg-connect-agent", ["/bye"], environment: environment(nil))
            try #require(started.status == 0, "gpg-connect-agent: \(started.error)")
            try "for the client's keyboard\n".write(toFile: "\(home)/message.txt", atomically: false, encoding: .utf8)
            var seen: Set<String> = []
            for (characterType, key, absent) in [("ar_EG.UTF-8", "ض", "q"), ("de_DE.UTF-8", "ü", "ض")] {
                var environment = environment(nil)
                environment["LC_CTYPE"] = characterType
                let encrypt = try Run.Running(
                    "/usr/bin/script", [
                        "-qec", "/usr/bin/gpg --batch --yes --pinentry-mode ask --symmetric -o \(home)/message.gpg \(home)/message.txt", "/dev/null",
                    ], environment: environment)
                let shown = try ShownRequest.wait(at: "\(home)/shown.json") { !seen.contains("\($0.process).\($0.number)") }
                seen.insert("\(shown.process).\(shown.number)")
                #expect(shown.keys[key] != nil && shown.keys[absent] == nil, "\(characterType): \(shown.keys.keys.sorted())")
                try shown.tap("", cancel: true, with: end)
                #expect(encrypt.finish(within: 60).status != 0, "cancelled, gpg encrypts nothing")
            }
        }

        /// A later `OPTION lc-messages` changes what is spoken too, not only the words shown: the
        /// window that speaks the first language is closed, and the next request speaks the new one.
        @Test func aLaterLanguageChangesTheSpokenPhrases() throws {
            try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            var environment = self.environment(nil)
            environment["PINPAD_CONFIG_DIR"] = "\(home)/configuration"
            environment["XDG_CONFIG_HOME"] = "/nonexistent"
            environment["PINPAD_SPEECH_LOG"] = "\(home)/spoken.txt"
            environment["SDL_AUDIODRIVER"] = "disk"
            environment["SDL_DISKAUDIOFILE"] = "\(home)/audio.raw"
            let pinentry = try Run.Running(Run.pinpad, ["pinentry"], environment: environment, takingInput: true)
            #expect(pinentry.line() == "OK Pleased to meet you")
            // Each request times out after a second: the client stays, as gpg-agent does.
            for line in ["OPTION lc-messages=de_DE.UTF-8", "SETTIMEOUT 1", "GETPIN", "OPTION lc-messages=ja_JP.UTF-8", "SETTIMEOUT 1", "GETPIN"] {
                pinentry.send(line)
                let answer = pinentry.line(within: 30) ?? ""
                #expect(answer.hasPrefix(line == "GETPIN" ? "ERR " : "OK"), "\(line): \(answer)")
            }
            pinentry.closeInput()
            let result = pinentry.finish(within: 30)
            let spoken = ((try? String(contentsOfFile: "\(home)/spoken.txt", encoding: .utf8)) ?? "").split(separator: "\n")
            #expect(spoken.contains("Zeit abgelaufen.") && spoken.last == "じかんぎれです.", "\(spoken); \(result.error)")
        }
    }
}
