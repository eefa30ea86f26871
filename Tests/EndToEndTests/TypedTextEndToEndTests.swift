import Foundation
import Testing

extension DisplayTests {
    /// What is typed on a keyboard of any layout reaches the asker as typed: German letters and
    /// AltGr, a French dead key, a card's PIN with letters, a gpg key's passphrase beyond ASCII
    /// and beyond 256 characters.
    @Suite(.serialized)
    final class TypedTextEndToEndTests {
        let end = WindowEndToEndTests()

        /// The environment of a pad that composes: a UTF-8 locale, whose Compose table has the
        /// dead keys.
        var composing: [String: String] { ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"] }

        @Test func germanLettersAndAltGrEuroReachAskpass() throws {
            let result = try end.withLayout(["-layout", "de"]) {
                let pad = try end.start(["askpass", "Passphrase:"], environment: composing)
                try end.xdotool(["type", "--delay", "60", "Grüße"])
                try end.xdotool(["key", "--delay", "60", "ISO_Level3_Shift+e", "Return"])
                return pad.running.finish()
            }
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "Grüße€\n")
        }

        @Test func aDeadKeyAccentComposesWithItsLetterAndOneDeleteRemovesIt() throws {
            let result = try end.withLayout(["-layout", "us", "-variant", "intl"]) {
                let pad = try end.start(["askpass", "Mot de passe:"], environment: composing)
                try end.xdotool(["key", "--delay", "60", "dead_acute", "e", "t", "dead_acute", "e", "BackSpace", "e", "Return"])
                return pad.running.finish()
            }
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "éte\n")
        }

        /// `--passphrase` alone (no `--field`) takes text as askpass does: Xlib reads the Compose
        /// table, so a dead key's accent composes with its letter (the table was once left out
        /// for it, and a dead key gave U+FFFD and the bare letter).
        @Test func aDeadKeyComposesInAPlainPassphrasePrompt() throws {
            let result = try end.withLayout(["-layout", "us", "-variant", "intl"]) {
                let pad = try end.start(["--passphrase"], environment: composing)
                try end.xdotool(["key", "--delay", "60", "dead_acute", "e", "x", "Return"])
                return pad.running.finish()
            }
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "éx\n")
        }

        /// A dead key then a letter it makes nothing with (`´` then `q`): Xlib's input method
        /// takes both and makes no character, so `a ´ q x` delivered `ax` without a word. The
        /// `x` after them is refused (the line under the field shows; OK does nothing);
        /// Backspace takes the refusal away and `´ e` then makes `é`.
        @Test func aDeadKeySequenceThatMakesNothingIsRefusedNotLost() throws {
            let (report, removeReport) = try ShownRequest.privatePath()
            defer { removeReport() }
            let (result, refused) = try end.withLayout(["-layout", "us", "-variant", "intl"]) {
                let pad = try end.start(["askpass", "Passphrase:"], environment: composing.merging(["PINPAD_LAYOUT_FILE": report]) { $1 })
                try end.xdotool(["key", "--delay", "60", "a", "dead_acute", "q", "x"])
                let refused = try? ShownRequest.wait(at: report, within: 5) { $0.hint.hasPrefix("A character could not be taken") }
                try end.xdotool(["key", "--delay", "60", "Return", "BackSpace", "dead_acute", "e", "Return"])
                return (pad.running.finish(), refused)
            }
            #expect(refused != nil, "no refusal line after the lost sequence")
            #expect(result.status == 0 && result.output == "aé\n", "\(result.output.debugDescription) \(result.error)")
        }

        /// askpass on the keyboard `layout` (setxkbmap's arguments), `keys` pressed 60 ms apart.
        func askpass(_ layout: [String], keys: [String]) throws -> Run.Result {
            try end.withLayout(layout) {
                let pad = try end.start(["askpass", "Passphrase:"], environment: composing)
                try end.xdotool(["key", "--delay", "60"] + keys)
                return pad.running.finish()
            }
        }

        /// A key that types nothing pressed after a dead key only ends the dead key, as in xterm:
        /// Backspace once also deleted the `a` before it (`b` delivered), and Escape also
        /// cancelled the whole prompt.
        @Test func aKeyThatEndsADeadKeyOnlyEndsIt() throws {
            let result = try askpass(["-layout", "us", "-variant", "intl"], keys: ["a", "dead_acute", "BackSpace", "b", "dead_acute", "Escape", "c", "Return"])
            #expect(result.status == 0 && result.output == "abc\n", "\(result.status) \(result.output.debugDescription) \(result.error)")
        }

        /// Compose pressed twice cancels its sequence: the letter after it types, once refused as
        /// if the sequence had lost it.
        @Test func composeTwiceCancelsWithoutRefusingTheNextLetter() throws {
            let result = try askpass(["-layout", "us", "-option", "compose:ralt"], keys: ["a", "Multi_key", "Multi_key", "b", "Multi_key", "a", "e", "Return"])
            #expect(result.status == 0 && result.output == "abæ\n", "\(result.status) \(result.output.debugDescription) \(result.error)")
        }

        @Test func a303CharacterPassphraseReachesAskpassWhole() throws {
            let passphrase = String(repeating: "Grüße-Straße ", count: 23) + "Ende"
            let result = try end.withLayout(["-layout", "de"]) {
                let pad = try end.start(["askpass", "Passphrase:"], environment: composing)
                try end.xdotool(["type", "--delay", "8", passphrase])
                try end.xdotool(["key", "Return"])
                return pad.running.finish()
            }
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == passphrase + "\n", "\(result.output.count - 1) characters of \(passphrase.count)")
        }

        /// Serves `text` as the X clipboard (xclip in the foreground) while `body` runs.
        func withClipboard<Result>(_ text: String, _ body: () throws -> Result) throws -> Result {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-clipboard-\(getpid())")
            try text.write(to: file, atomically: false, encoding: .utf8)
            let owner = try Run.Running("/usr/bin/xclip", ["-selection", "clipboard", "-quiet", file.path])
            defer {
                kill(owner.pid, SIGTERM)
                _ = owner.finish()
                try? FileManager.default.removeItem(at: file)
            }
            // The clipboard is served once xclip owns it.
            for _ in 0..<100 {
                if let served = try? Run.run("/usr/bin/xclip", ["-selection", "clipboard", "-o"]), served.output == text { break }
                usleep(20_000)
            }
            return try body()
        }

        @Test func emojiAndHanPastedFromTheClipboardReachAskpass() throws {
            let result = try withClipboard("密码😀👍🏽") {
                let pad = try end.start(["askpass", "Passphrase:"])
                try end.xdotool(["type", "--delay", "40", "ok-"])
                try end.xdotool(["key", "--delay", "40", "ctrl+v", "Return"])
                return pad.running.finish()
            }
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "ok-密码😀👍🏽\n")
        }

        /// A clipboard holding a NUL: SDL hands its text on as a C string, so `ab` went in for
        /// `ab\0cd` without a word, and nothing at all for `\0abcd` (SDL saw no text). It is
        /// refused whole (the line under the field says so, OK does nothing); typing changes the
        /// field and Return then submits what was typed.
        @Test(arguments: ["ab\u{0}cd", "\u{0}abcd", "\u{0}"])
        func aClipboardHoldingANULIsRefusedWholeNotCutThere(clipboard: String) throws {
            let (report, removeReport) = try ShownRequest.privatePath()
            defer { removeReport() }
            let (result, refused) = try withClipboard(clipboard) {
                let pad = try end.start(["askpass", "Passphrase:"], environment: ["PINPAD_LAYOUT_FILE": report])
                try end.xdotool(["key", "--delay", "40", "ctrl+v"])
                let refused = try? ShownRequest.wait(at: report, within: 5) { $0.hint == "The paste could not be taken whole" }
                try end.xdotool(["key", "--delay", "40", "Return", "x", "Return"])
                return (pad.running.finish(), refused)
            }
            #expect(refused != nil, "no refusal line after the paste")
            #expect(result.status == 0 && result.output == "x\n", "\(result.output.debugDescription) \(result.error)")
        }

        /// A NUL at the very end of the clipboard is its owner's terminator, not text: the text
        /// before it is pasted.
        @Test func aClipboardEndingInANULPastesTheTextBeforeIt() throws {
            let result = try withClipboard("abcd\u{0}") {
                let pad = try end.start(["askpass", "Passphrase:"])
                try end.xdotool(["key", "--delay", "40", "ctrl+v", "Return"])
                return pad.running.finish()
            }
            #expect(result.status == 0 && result.output == "abcd\n", "\(result.output.debugDescription) \(result.error)")
        }

        /// Alt or Super and a letter is a chord, not text: nothing is typed, and the line under
        /// the field says a character could not be taken (AltGr still types: the German test
        /// above); Backspace takes the refusal back.
        @Test(arguments: ["alt+e", "super+e"])
        func aChordWithAltOrSuperIsRefusedNotTyped(chord: String) throws {
            let (report, removeReport) = try ShownRequest.privatePath()
            defer { removeReport() }
            let pad = try end.start(["askpass", "Passphrase:"], environment: ["PINPAD_LAYOUT_FILE": report])
            try end.xdotool(["type", "--delay", "40", "ab"])
            try end.xdotool(["key", chord])
            let refused = try? ShownRequest.wait(at: report, within: 5) { $0.hint.hasPrefix("A character could not be taken") }
            try end.xdotool(["key", "--delay", "40", "BackSpace", "c", "Return"])
            let result = pad.running.finish()
            #expect(refused != nil, "no refusal line after \(chord)")
            #expect(result.status == 0 && result.output == "abc\n", "\(result.output) \(result.error)")
        }

        /// The properties of every window on the display (`xprop` of the root and of each window
        /// `xwininfo -root -tree` lists), one block each.
        func everyWindowsProperties() throws -> String {
            let tree = try Run.run("/usr/bin/xwininfo", ["-root", "-tree"])
            let windows = tree.output.split(separator: "\n").compactMap { line in
                line.split(separator: " ").first { $0.hasPrefix("0x") }.map(String.init)
            }
            var properties = try Run.run("/usr/bin/xprop", ["-root"]).output
            for window in Set(windows) {
                properties += try Run.run("/usr/bin/xprop", ["-id", window]).output
            }
            return properties
        }

        /// A paste leaves no copy on the X server: SDL had the clipboard's owner write it into
        /// a property of a window of its own (`SDL_SELECTION`), readable by any client while
        /// the pad is up. Caps Lock pressed after Ctrl+V shows its hint once the paste is in.
        @Test func aPasteLeavesNoCopyInAnyWindowsProperties() throws {
            let secret = "S3cr3t-Passwort-\(getpid())"
            let (report, removeReport) = try ShownRequest.privatePath()
            defer { removeReport() }
            let (result, properties) = try withClipboard(secret) {
                let pad = try end.start(["askpass", "Passphrase:"], environment: ["PINPAD_LAYOUT_FILE": report])
                try end.xdotool(["key", "--delay", "40", "ctrl+v", "Caps_Lock"])
                let pasted = try? ShownRequest.wait(at: report) { !$0.hint.isEmpty }
                let properties = try everyWindowsProperties()
                try end.xdotool(["key", "--delay", "40", "Caps_Lock", "Return"])
                #expect(pasted != nil, "no Caps Lock hint after the paste")
                return (pad.running.finish(), properties)
            }
            #expect(result.output == secret + "\n", "\(result.error)")
            #expect(properties.contains("WM_NAME"), "xprop read no window")
            #expect(!properties.contains(secret), "a window's properties hold the paste:\n\(properties.split(separator: "\n").filter { $0.contains(secret) }.joined(separator: "\n"))")
        }

        /// After the passphrase was written and the window torn down, no copy of it, typed or
        /// pasted, is left in the process's memory.
        @Test func noCopyOfATypedAndPastedPassphraseIsLeftAfterItWasDelivered() throws {
            let typed = "Grüße-Straße-", pasted = "Geheimnis-密码-😀-" + String(repeating: "Schlüssel-鍵-🔑-", count: 12)
            var whole: (hits: [String], bytesRead: Int) = ([], 0), paste: (hits: [String], bytesRead: Int) = ([], 0)
            let result = try withClipboard(pasted) {
                try end.withLayout(["-layout", "de"]) {
                    let pad = try end.start(["askpass", "Passphrase:"], environment: composing.merging(["PINPAD_PAUSE_BEFORE_EXIT": "1"]) { $1 })
                    try end.xdotool(["type", "--delay", "40", typed])
                    try end.xdotool(["key", "--delay", "40", "ctrl+v"])
                    usleep(300_000)
                    let whileTyped = MemoryScan.find(typed + pasted, in: pad.running.pid)
                    #expect(!whileTyped.hits.isEmpty, "the scan does not find the passphrase even while it is typed")
                    try end.xdotool(["key", "Return"])
                    return pad.running.finish {
                        whole = MemoryScan.find(typed + pasted, in: $0)
                        paste = MemoryScan.find(pasted, in: $0)
                    }
                }
            }
            #expect(result.output == typed + pasted + "\n", "\(result.error)")
            #expect(whole.bytesRead > 1_000_000, "read only \(whole.bytesRead) bytes of its memory")
            #expect(whole.hits.isEmpty, "the passphrase is still in memory: \(whole.hits)")
            #expect(paste.hits.isEmpty, "the paste is still in memory: \(paste.hits)")
        }

        /// pinentry-pinpad, started by gpg-agent, leaves no copy of a passphrase beyond ASCII after
        /// it was sent: it pauses instead of exiting (`PINPAD_PAUSE_BEFORE_EXIT`, set by the script
        /// gpg-agent starts), is scanned, then killed.
        @Test func noCopyOfAnAccentedPassphraseIsLeftInPinentryAfterItWasSent() throws {
            let passphrase = "Grüße-Straße-€"
            var template = Array("/tmp/pm-XXXXXX".utf8CString)
            let home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            defer { try? FileManager.default.removeItem(atPath: home) }
            try FileManager.default.createSymbolicLink(atPath: "\(home)/pinentry-pinpad", withDestinationPath: Run.pinpad)
            let script = """
                #!/bin/sh
                PINPAD_PAUSE_BEFORE_EXIT=1 PINPAD_LAYOUT_FILE=\(home)/shown.json exec \(home)/pinentry-pinpad --renderer software "$@"

                """
            try script.write(toFile: "\(home)/pinentry", atomically: false, encoding: .utf8)
            chmod("\(home)/pinentry", 0o755)
            try "pinentry-program \(home)/pinentry\nallow-loopback-pinentry\n".write(toFile: "\(home)/gpg-agent.conf", atomically: false, encoding: .utf8)
            chmod(home, 0o700)
            var environment = ProcessInfo.processInfo.environment
            environment["GNUPGHOME"] = home
            defer { _ = try? Run.run("/usr/bin/gpgconf", ["--kill", "gpg-agent"], environment: environment) }
            let generate = try Run.run("/usr/bin/gpg", [
                "--batch", "--pinentry-mode", "loopback", "--passphrase", passphrase, "--quick-gen-key", "Scan <scan@example.org>", "ed25519", "sign", "never",
            ], environment: environment, within: 60)
            try #require(generate.status == 0, "gpg: \(generate.error)")
            _ = try Run.run("/usr/bin/gpgconf", ["--reload", "gpg-agent"], environment: environment)
            try "scanned\n".write(toFile: "\(home)/message.txt", atomically: false, encoding: .utf8)
            let sign = try Run.Running(
                "/usr/bin/gpg", ["--batch", "--pinentry-mode", "ask", "--clearsign", "-o", "\(home)/message.asc", "\(home)/message.txt"], environment: environment)
            let shown = try ShownRequest.wait(at: "\(home)/shown.json") { $0.number == 1 }
            try end.withLayout(["-layout", "de"]) {
                try end.xdotool(["windowfocus", "--sync", try shown.window()])
                try end.xdotool(["type", "--delay", "40", passphrase])
                try end.xdotool(["key", "Return"])
            }
            // Paused: its standard streams are closed (gpg-agent waits for it to end).
            let pinentry = pid_t(shown.process)
            let deadline = Date().addingTimeInterval(20)
            while FileManager.default.fileExists(atPath: "/proc/\(pinentry)/fd/1") && Date() < deadline { usleep(20_000) }
            let asked = try? ShownRequest.wait(at: "\(home)/shown.json", within: 0.1) { _ in true }
            #expect(asked?.number == 1, "the passphrase was asked again: \(asked?.error ?? "")")
            let scan = MemoryScan.find(passphrase, in: pinentry)
            kill(pinentry, SIGKILL)
            let signed = sign.finish(within: 60)
            #expect(signed.status == 0, "gpg --clearsign: \(signed.error)")
            #expect(scan.bytesRead > 1_000_000, "read only \(scan.bytesRead) bytes of its memory")
            #expect(scan.hits.isEmpty, "the passphrase is still in pinentry's memory: \(scan.hits)")
        }

        /// `xdotool type` gives each Arabic-Indic digit a spare keycode SDL has no scancode for:
        /// the raw key event alone tells the pad, which takes it as the digit it is.
        @Test func arabicIndicDigitsTypedIntoAPINFieldAreItsDigits() throws {
            let pad = try end.start(["--boxes", "4"])
            try end.xdotool(["type", "--delay", "60", "١٢۳٤"])
            try end.xdotool(["key", "Return"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "1234\n")
        }

        @Test func lettersTypedIntoACardsPINPromptAreKept() throws {
            let pad = try end.start(["askpass", "Enter PIN for 'YubiKey PIV':"])
            try end.xdotool(["type", "--delay", "60", "ab12cd"])
            try end.xdotool(["key", "Return"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "ab12cd\n")
        }

        @Test func aPassphraseBeyondAsciiProtectsAndUnlocksAGpgKeyAndOneTooLongIsTakenAsFarAsItFits() throws {
            var template = Array("/tmp/pu-XXXXXX".utf8CString)
            let home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            defer { try? FileManager.default.removeItem(atPath: home) }
            try FileManager.default.createSymbolicLink(atPath: "\(home)/pinentry-pinpad", withDestinationPath: Run.pinpad)
            let script = "#!/bin/sh\nLANG=C.UTF-8 PINPAD_LAYOUT_FILE=\(home)/shown.json exec \(home)/pinentry-pinpad --renderer software \"$@\"\n"
            try script.write(toFile: "\(home)/pinentry", atomically: false, encoding: .utf8)
            chmod("\(home)/pinentry", 0o755)
            try "pinentry-program \(home)/pinentry\nallow-loopback-pinentry\n".write(toFile: "\(home)/gpg-agent.conf", atomically: false, encoding: .utf8)
            chmod(home, 0o700)
            var environment = ProcessInfo.processInfo.environment
            environment["GNUPGHOME"] = home
            defer { _ = try? Run.run("/usr/bin/gpgconf", ["--kill", "gpg-agent"], environment: environment) }

            // The second, 303 characters in 372 bytes, is more than gpg-agent takes (255 bytes): the
            // field takes the characters that fit and shakes at the next, and refuses the rest and
            // Return until Backspace deletes the refused ones; the key is made with those taken.
            let long = String(repeating: "Grüße-Straße ", count: 23) + "Ende"
            for (index, typed) in ["Grüße-Straße", long].enumerated() {
                var taken = ""
                for character in typed where taken.utf8.count + String(character).utf8.count <= 255 { taken.append(character) }
                #expect(index == 0 ? taken == typed : taken.utf8.count > 250 && taken.count < typed.count)
                let user = "Typed \(index) <typed\(index)@example.org>"
                // Made with the passphrase typed into pinentry-pinpad (asked twice)...
                let generate = try Run.Running(
                    "/usr/bin/gpg", ["--batch", "--pinentry-mode", "ask", "--quick-gen-key", user, "ed25519", "sign", "never"], environment: environment)
                try end.withLayout(["-layout", "de"]) {
                    for number in 1...2 {
                        let shown = try ShownRequest.wait(at: "\(home)/shown.json") { $0.number == number && $0.title != "" }
                        _ = try Run.run("/usr/bin/xdotool", ["windowfocus", "--sync", try shown.window()])
                        try end.xdotool(["type", "--delay", "8", typed])
                        if taken != typed { try end.xdotool(["key", "BackSpace"]) }
                        try end.xdotool(["key", "Return"])
                    }
                }
                let generated = generate.finish(within: 90)
                try #require(generated.status == 0, "gpg --quick-gen-key: \(generated.error)")
                try? FileManager.default.removeItem(atPath: "\(home)/shown.json")
                // ...opens with what was taken, whole, and not with one character less.
                try "typed\n".write(toFile: "\(home)/message.txt", atomically: false, encoding: .utf8)
                func sign(_ given: String) throws -> Run.Result {
                    _ = try Run.run("/usr/bin/gpgconf", ["--reload", "gpg-agent"], environment: environment)
                    return try Run.run("/usr/bin/gpg", [
                        "--batch", "--yes", "--pinentry-mode", "loopback", "--passphrase", given, "-u", user, "--clearsign", "-o", "\(home)/m.asc",
                        "\(home)/message.txt",
                    ], environment: environment, within: 60)
                }
                #expect(try sign(taken).status == 0, "the key does not open with the \(taken.utf8.count) bytes typed")
                #expect(try sign(String(taken.dropLast())).status != 0)
                if index == 0 { #expect(try sign("Gre-Strae").status != 0) }
            }
        }
    }
}
