import Foundation
import Testing

extension DisplayTests {
    /// The pinentry as gpg-agent runs it, on its Assuan pipe, when its window goes away under it
    /// (another program destroys it or kills its connection), when it is stopped by a signal,
    /// and when Escape is pressed on a notice.
    @Suite(.serialized)
    final class PinentryWindowLossTests {
        let end = WindowEndToEndTests()
        let directory: String
        var pinentry: Run.Running?

        init() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            var template = Array("/tmp/pw-XXXXXX".utf8CString)
            directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            try "renderer = software\n\(KeypadChoice.configurationLine)".write(toFile: "\(directory)/pinpad.conf", atomically: false, encoding: .utf8)
        }

        deinit {
            if let pinentry, !pinentry.isFinished {
                kill(pinentry.pid, SIGKILL)
                _ = pinentry.finish(within: 5)
            }
            try? FileManager.default.removeItem(atPath: directory)
        }

        var shownPath: String { "\(directory)/shown.json" }

        /// Starts `pinpad pinentry` on a pipe and reads its greeting.
        func start() throws -> Run.Running {
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_LAYOUT_FILE"] = shownPath
            environment["PINPAD_CONFIG_DIR"] = directory
            let running = try Run.Running(Run.pinpad, ["pinentry"], environment: environment, takingInput: true)
            pinentry = running
            #expect(running.line() == "OK Pleased to meet you")
            return running
        }

        /// Sends `command` and returns the answer's last line (`OK` or `ERR …`), with the data
        /// and status lines before it.
        @discardableResult
        func transact(_ pinentry: Run.Running, _ command: String, within seconds: Double = 20) -> [String] {
            pinentry.send(command)
            var lines: [String] = []
            while let line = pinentry.line(within: seconds) {
                lines.append(line)
                if line == "OK" || line.hasPrefix("OK ") || line.hasPrefix("ERR ") { break }
            }
            return lines
        }

        /// Sends `command` (GETPIN, CONFIRM, MESSAGE) and waits for its request to show: a new
        /// report, the old one removed first.
        func show(_ pinentry: Run.Running, _ command: String) throws -> ShownRequest {
            try? FileManager.default.removeItem(atPath: shownPath)
            pinentry.send(command)
            return try ShownRequest.wait(at: shownPath) { $0.process == Int(pinentry.pid) }
        }

        /// Taps `pin` on `shown`, a GETPIN of `pinentry`, and checks that the PIN is delivered
        /// and that BYE ends the pinentry with status 0, `line` all it said on stderr.
        func delivers(_ pin: String, on shown: ShownRequest, of pinentry: Run.Running, saying line: String) throws {
            try shown.tap(pin, with: end)
            #expect(pinentry.line() == "D \(pin)")
            #expect(pinentry.line() == "OK")
            #expect(transact(pinentry, "BYE") == ["OK closing connection"])
            let result = pinentry.finish()
            #expect(result.status == 0)
            #expect(result.error == line)
        }

        /// `xdotool windowclose` destroys the window (`XDestroyWindow`); `windowkill` kills the
        /// pinentry's connection to the X server (`XKillClient`, as `xkill` does). Either way
        /// the request is answered as cancelled with one line on stderr, and the next GETPIN
        /// shows a new window, with the texts set before, and delivers its PIN.
        @Test(arguments: [
            ("windowclose", "pinpad: the window was destroyed by another program\n"),
            ("windowkill", "pinpad: lost the connection to the display\n"),
        ])
        func aWindowEndedByAnotherProgramIsAnsweredAndTheNextRequestGetsANewOne(command: String, line: String) throws {
            let pinentry = try start()
            #expect(transact(pinentry, "SETDESC Unlock the card%0Aof Pad Test") == ["OK"])
            let first = try show(pinentry, "GETPIN")
            let window = try first.window()
            try end.xdotool([command, window])
            #expect(pinentry.line(within: 10) == "ERR 83886179 Operation cancelled <Pinentry>")

            let second = try show(pinentry, "GETPIN")
            #expect(second.message == "Unlock the card\nof Pad Test")
            try delivers("2580", on: second, of: pinentry, saying: line)
        }

        /// The idle window (the last request answered, the next not yet asked) destroyed or its
        /// connection killed by another program: the next GETPIN is shown in a new window and
        /// delivers its PIN, with one line on stderr. It was answered as cancelled without showing
        /// anything (gpg-agent got a Cancel the person never gave), and only the request after it
        /// opened a window.
        @Test(arguments: [
            ("windowclose", "pinpad: the window was destroyed by another program\n"),
            ("windowkill", "pinpad: lost the connection to the display\n"),
        ])
        func theIdleWindowEndedByAnotherProgramShowsTheNextRequestInANewOne(command: String, line: String) throws {
            let pinentry = try start()
            #expect(transact(pinentry, "SETDESC Unlock the card") == ["OK"])
            let first = try show(pinentry, "GETPIN")
            try first.tap("1470", with: end)
            #expect(pinentry.line() == "D 1470")
            #expect(pinentry.line() == "OK")
            let window = try first.window()
            try end.xdotool([command, window])
            // The idle window is gone (the X server says so) before the next request comes.
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline, (try Run.run("/usr/bin/xdotool", ["getwindowname", window])).status == 0 { usleep(20_000) }
            #expect(transact(pinentry, "SETERROR Bad PIN") == ["OK"])
            let second = try show(pinentry, "GETPIN")
            #expect(second.message == "Unlock the card" && second.error == "Bad PIN", "\(second)")
            try delivers("2580", on: second, of: pinentry, saying: line)
        }

        /// Starts an X server of the test's own (Xvfb) on `display`, or on a free display when
        /// nil; returns it and its display number once it takes connections.
        func startServer(on display: String? = nil) throws -> (server: Run.Running, display: String) {
            let server = try Run.Running(
                "/usr/bin/Xvfb", (display.map { [":\($0)"] } ?? []) + ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "1280x1024x24"])
            let number = try #require(server.line(within: 20), "Xvfb did not start")
            return (server, number)
        }

        /// The X server going away under the window: the request is answered as cancelled with
        /// one line; the next one, with no server, gets "No pinentry" with one line; the one after,
        /// with a server back on that display, shows there.
        /// The window is named after the request, as the other pinentries name theirs: SETTITLE's
        /// text, and a later request's own title. It was "pinentry" whatever was asked.
        @Test func theWindowIsNamedAfterTheRequest() throws {
            let pinentry = try start()
            #expect(transact(pinentry, "SETTITLE Unlock OpenPGP secret key").last == "OK")
            let shown = try show(pinentry, "GETPIN")
            func name() throws -> String {
                try Run.run("/usr/bin/xdotool", ["getwindowname", try shown.window()]).output.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            #expect(try name() == "Unlock OpenPGP secret key")
            func cancel() throws {
                try end.xdotool(["key", "--window", try shown.window(), "Escape"])
                var answer = ""
                while answer.isEmpty, let line = pinentry.line(within: 20) { if line.hasPrefix("ERR ") || line.hasPrefix("OK") { answer = line } }
                #expect(answer.hasPrefix("ERR "), "GETPIN answered \(answer)")
            }
            try cancel()
            #expect(transact(pinentry, "SETTITLE Sign with your card").last == "OK")
            _ = try show(pinentry, "GETPIN")
            #expect(try name() == "Sign with your card")
            try cancel()
            transact(pinentry, "BYE")
        }

        @Test func theXServerGoingAwayIsAnsweredAndAServerBackShowsTheNextRequest() throws {
            var (server, display) = try startServer()
            defer {
                kill(server.pid, SIGTERM)
                _ = server.finish()
            }
            let pinentry = try start()
            #expect(transact(pinentry, "OPTION display=:\(display)") == ["OK"])
            #expect(transact(pinentry, "SETDESC Unlock the card") == ["OK"])
            _ = try show(pinentry, "GETPIN")
            kill(server.pid, SIGTERM)
            _ = server.finish()
            #expect(pinentry.line(within: 10) == "ERR 83886179 Operation cancelled <Pinentry>")
            #expect(transact(pinentry, "GETPIN", within: 10) == ["ERR 83886165 No pinentry <Pinentry>"])

            (server, _) = try startServer(on: display)
            #expect(transact(pinentry, "SETTIMEOUT 1") == ["OK"])
            let shown = try show(pinentry, "GETPIN")
            #expect(shown.message == "Unlock the card")
            #expect(pinentry.line(within: 10) == "ERR 83886142 Timeout <Pinentry>")
            #expect(transact(pinentry, "BYE") == ["OK closing connection"])
            let result = pinentry.finish()
            #expect(result.status == 0)
            let lines = result.error.split(separator: "\n")
            #expect(lines.count == 2 && lines.first == "pinpad: lost the connection to the display", "\(result.error)")
        }

        /// SIGTERM ends the pinentry as it does before any request, while a request is shown
        /// and between requests (the window open): at once, answering nothing, status 143.
        @Test(arguments: ["before any request", "while a request is shown", "between requests"])
        func sigtermEndsThePinentryAtOnceWhateverItShows(moment: String) throws {
            let pinentry = try start()
            if moment != "before any request" {
                let shown = try show(pinentry, "GETPIN")
                if moment == "between requests" {
                    try shown.tap("", cancel: true, with: end)
                    #expect(pinentry.line() == "ERR 83886179 Operation cancelled <Pinentry>")
                }
            }
            kill(pinentry.pid, SIGTERM)
            // Standard input stays open: only the signal can end it.
            let result = pinentry.finish(within: 10)
            #expect(result.status == 128 + SIGTERM)
            #expect(result.output.isEmpty, "answered: \(result.output)")
        }

        /// A key pressed on the window between two requests (the PIN answered, the next request
        /// not asked yet: a second Return on the answered pad) is dropped: the next CONFIRM waits
        /// for the person. It once answered that CONFIRM OK before it was seen (gpg-agent's
        /// "Take this one anyway" after a weak passphrase).
        @Test func aKeyBetweenRequestsIsNotTheNextRequestsAnswer() throws {
            let pinentry = try start()
            let shown = try show(pinentry, "GETPIN")
            try end.xdotool(["windowfocus", "--sync", try shown.window()])
            try end.xdotool(["key", "--delay", "40", "1", "2", "3", "4", "Return"])
            #expect(pinentry.line(within: 10) == "D 1234")
            #expect(pinentry.line(within: 5) == "OK")
            try end.xdotool(["key", "Return"])
            let confirm = try show(pinentry, "CONFIRM")
            try end.xdotool(["windowfocus", "--sync", try confirm.window()])
            try end.xdotool(["key", "Escape"])
            #expect(pinentry.line(within: 10) == "ERR 83886179 Operation cancelled <Pinentry>")
            #expect(transact(pinentry, "BYE") == ["OK closing connection"])
            #expect(pinentry.finish().status == 0)
        }

        /// Escape closes a notice as cancelled, with or without a Cancel button.
        @Test(arguments: ["MESSAGE", "CONFIRM --one-button", "CONFIRM"])
        func escapeCancelsANotice(command: String) throws {
            let pinentry = try start()
            #expect(transact(pinentry, "SETDESC The card is locked") == ["OK"])
            let shown = try show(pinentry, command)
            try end.xdotool(["windowfocus", "--sync", try shown.window()])
            try end.xdotool(["key", "Escape"])
            #expect(pinentry.line(within: 10) == "ERR 83886179 Operation cancelled <Pinentry>")
            #expect(transact(pinentry, "BYE") == ["OK closing connection"])
            #expect(pinentry.finish().status == 0)
        }
    }
}
