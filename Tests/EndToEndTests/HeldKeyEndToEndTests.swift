import Foundation
import Testing

extension DisplayTests {
    /// A key already down in the X server when the pad's window appears and gains focus (a
    /// Return still held from the command that started the pad, a release another program lost)
    /// does nothing, nor do its repeats, until it is released and pressed again: the X server
    /// repeats the held key as presses, which SDL takes for new ones.
    @Suite(.serialized)
    struct HeldKeyEndToEndTests {
        let end = WindowEndToEndTests()

        /// Runs `body` with the X server repeating a held key after 30 ms, 50 times a second
        /// (`xset r rate`), then puts the server's delay and rate back: a key held while the pad
        /// starts has repeated by the time its window has the focus.
        static func withQuickRepeat<Result>(_ body: () throws -> Result) throws -> Result {
            let query = try Run.run("/usr/bin/xset", ["q"])
            let words = query.output.split(whereSeparator: \.isWhitespace)
            let delay = words.firstIndex(of: "delay:").map { String(words[$0 + 1]) } ?? "660"
            let rate = words.firstIndex(of: "rate:").map { String(words[$0 + 1]) } ?? "25"
            let set = try Run.run("/usr/bin/xset", ["r", "rate", "30", "50"])
            try #require(set.status == 0, "xset: \(set.error)")
            defer { _ = try? Run.run("/usr/bin/xset", ["r", "rate", delay, rate]) }
            return try body()
        }

        /// Holds `key` down (`xdotool keydown`), starts the pad with `arguments` and waits for its
        /// window and focus, releases the key, then presses `keys` in the pad.
        func holding(_ key: String, start arguments: [String], thenPress keys: [String]) throws -> Run.Result {
            try Self.withQuickRepeat {
                try end.xdotool(["keydown", key])
                var released = false
                defer { if !released { _ = try? Run.run("/usr/bin/xdotool", ["keyup", key]) } }
                let pad = try end.start(arguments)
                try end.xdotool(["keyup", key])
                released = true
                let shown = try Run.run("/usr/bin/xdotool", ["search", "--onlyvisible", "--pid", String(pad.running.pid)])
                #expect(shown.status == 0, "the pad's window went while \(key) was held")
                try end.xdotool(["key", "--delay", "30"] + keys)
                return pad.running.finish()
            }
        }

        @Test(arguments: ["Return", "Escape", "KP_Enter"])
        func aKeyHeldWhenThePadAppearsDoesNothingUntilPressedAgain(key: String) throws {
            let result = try holding(key, start: ["--boxes", "4", "--no-auto-submit", "--min-length", "1"], thenPress: ["4", "2", "Return"])
            #expect(result.status == 0, "the held \(key) acted: \(result.status) \(result.error)")
            #expect(result.output == "42\n")
        }

        @Test func aDigitHeldWhenThePadAppearsTypesNothingUntilPressedAgain() throws {
            let result = try holding("5", start: ["--boxes", "4", "--no-auto-submit", "--min-length", "1"], thenPress: ["5", "Return"])
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "5\n", "the held 5 typed")
        }
    }
}

extension DisplayTests.PinentryEndToEndTests {
    /// gpg asks twice in a row: the Return that answered the first pinentry, still held when
    /// gpg-agent starts the next one, is not taken by it (a pinentry sends an empty passphrase
    /// on Return, which gpg-agent would refuse and ask again for).
    @Test func theReturnThatEndedOnePinentryIsNotTakenByTheNext() throws {
        try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
        let generate = try Run.run("/usr/bin/gpg", [
            "--batch", "--pinentry-mode", "loopback", "--passphrase", passphrase, "--quick-gen-key", "Held <held@example.org>", "ed25519",
            "sign", "never",
        ], environment: environment, within: 60)
        try #require(generate.status == 0, "gpg: \(generate.error)")
        try "signed after a held Return\n".write(toFile: "\(home)/message.txt", atomically: false, encoding: .utf8)
        try DisplayTests.HeldKeyEndToEndTests.withQuickRepeat { try signTwiceWithAHeldReturn() }
    }

    private func signTwiceWithAHeldReturn() throws {
        // The first signature, answered with the passphrase and a Return that stays down.
        _ = try Run.run("/usr/bin/gpgconf", ["--reload", "gpg-agent"], environment: environment)
        let first = try gpg(["--yes", "--clearsign", "-o", "\(home)/first.asc", "\(home)/message.txt"])
        let firstRequest = try ShownRequest.wait(at: "\(home)/shown.json") { $0.number == 1 }
        try end.xdotool(["type", "--delay", "30", passphrase])
        try end.xdotool(["keydown", "Return"])
        var released = false
        defer { if !released { _ = try? Run.run("/usr/bin/xdotool", ["keyup", "Return"]) } }
        let firstSigned = first.finish(within: 60)
        #expect(firstSigned.status == 0, "gpg --clearsign: \(firstSigned.error)")
        // The second, in a new pinentry while Return is still down.
        try FileManager.default.removeItem(atPath: "\(home)/shown.json")
        _ = try Run.run("/usr/bin/gpgconf", ["--reload", "gpg-agent"], environment: environment)
        let second = try gpg(["--yes", "--clearsign", "-o", "\(home)/second.asc", "\(home)/message.txt"])
        let secondRequest = try ShownRequest.wait(at: "\(home)/shown.json") { $0.process != firstRequest.process }
        try end.xdotool(["windowfocus", "--sync", try secondRequest.window()])
        try end.xdotool(["keyup", "Return"])
        released = true
        try end.xdotool(["type", "--delay", "30", passphrase])
        try end.xdotool(["key", "Return"])
        let secondSigned = second.finish(within: 60)
        #expect(secondSigned.status == 0, "gpg --clearsign: \(secondSigned.error)")
        let last = try ShownRequest.wait(at: "\(home)/shown.json") { _ in true }
        #expect(last.number == 1, "the held Return answered the second pinentry: it asked again (request \(last.number))")
    }
}
