import Foundation
import Testing

extension DisplayTests {
    /// The keyboard held while a secret is asked (`grab`, issue 22): another window given the
    /// focus gets none of the keys typed. The other window is a second pad, which would print
    /// what it was typed.
    @Suite(.serialized)
    struct KeyboardGrabEndToEndTests {
        let end = WindowEndToEndTests()

        /// Starts the other window (a pad that does not hold the keyboard), then the pad with
        /// `arguments`, gives the other window the focus and types 1234 and Return; once the
        /// window that should have got them (`padGetsThem` or not) has ended, ends the other.
        /// - Returns: what the pad and the other window printed.
        func typeWithTheFocusElsewhere(_ arguments: [String], padGetsThem: Bool = true) throws -> (pad: Run.Result, other: Run.Result) {
            let other = try end.start(["--boxes", "4"])
            let pad = try end.start(arguments)
            try end.xdotool(["windowfocus", "--sync", other.window])
            try end.xdotool(["key", "--delay", "40", "1", "2", "3", "4", "Return"])
            let (receiver, bystander) = padGetsThem ? (pad.running, other.running) : (other.running, pad.running)
            let received = receiver.finish(within: 40)
            kill(bystander.pid, SIGTERM)
            let unreceived = bystander.finish()
            return padGetsThem ? (received, unreceived) : (unreceived, received)
        }

        /// `pinpad pinentry` asked for a passphrase (after `options`, Assuan lines), with another
        /// window given the focus while it shows and 1234 and Return typed; BYE 3 s later.
        /// - Returns: the pinentry's Assuan replies and what the other window printed.
        func pinentryWithTheFocusElsewhere(_ options: [String]) throws -> (replies: String, other: Run.Result) {
            let other = try end.start(["--boxes", "4"])
            let (report, removeReport) = try ShownRequest.privatePath()
            defer { removeReport() }
            let lines = (options + ["SETPROMPT Passphrase:", "GETPIN"]).joined(separator: "\\n")
            let script = "{ printf '\(lines)\\n'; sleep 3; echo BYE; } | exec \"$0\" pinentry"
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_LAYOUT_FILE"] = report
            let pinentry = try Run.Running("/bin/sh", ["-c", script, Run.pinpad], environment: environment)
            _ = try ShownRequest.wait(at: report) { _ in true }
            try end.xdotool(["windowfocus", "--sync", other.window])
            try end.xdotool(["key", "--delay", "40", "1", "2", "3", "4", "Return"])
            let replies = pinentry.finish(within: 30)
            kill(other.running.pid, SIGTERM)
            return (replies.output, other.running.finish())
        }

        @Test func thePinentryHoldsTheKeyboard() throws {
            let (replies, other) = try pinentryWithTheFocusElsewhere([])
            #expect(replies.contains("\nD 1234\n"), "\(replies)")
            #expect(other.output.isEmpty, "the other window got \(other.output)")
        }

        /// gpg-agent sends `OPTION no-grab` unless its configuration says `grab` (GnuPG's
        /// default): it does not let the keyboard go, pinpad's own `grab` decides.
        @Test func noGrabFromTheAgentDoesNotLetTheKeyboardGo() throws {
            let (replies, other) = try pinentryWithTheFocusElsewhere(["OPTION no-grab"])
            #expect(replies.contains("\nD 1234\n"), "\(replies)")
            #expect(other.output.isEmpty, "the other window got \(other.output)")
        }

        /// The real gpg-agent (GnuPG's defaults: it sends `OPTION no-grab`) asks a passphrase
        /// (`GET_PASSPHRASE` through `gpg-connect-agent`) of `pinpad pinentry`, its
        /// `pinentry-program` through a wrapper, with pinpad's `configuration` in `pinpad.conf`;
        /// a spy window (xev) given the focus while the pad shows, 1234 and Return typed.
        /// - Returns: what gpg-connect-agent printed and the spy's log (a key released after the
        ///   pad let the keyboard go is logged as a `KeyRelease`, which gives nothing away).
        func agentAsksWithTheFocusElsewhere(configuration: String) throws -> (agent: String, spied: String) {
            var template = Array("/tmp/pg-XXXXXX".utf8CString)
            let home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
            var environment = ProcessInfo.processInfo.environment
            environment["GNUPGHOME"] = home
            defer {
                _ = try? Run.run("/usr/bin/gpgconf", ["--kill", "gpg-agent"], environment: environment)
                try? FileManager.default.removeItem(atPath: home)
            }
            try FileManager.default.createDirectory(atPath: "\(home)/configuration", withIntermediateDirectories: false)
            try configuration.write(toFile: "\(home)/configuration/pinpad.conf", atomically: false, encoding: .utf8)
            let script = """
                #!/bin/sh
                PINPAD_LAYOUT_FILE=\(home)/shown.json PINPAD_CONFIG_DIR=\(home)/configuration exec \(Run.pinpad) pinentry "$@"

                """
            try script.write(toFile: "\(home)/pinentry", atomically: false, encoding: .utf8)
            chmod("\(home)/pinentry", 0o755)
            try "pinentry-program \(home)/pinentry\npinentry-timeout 10\n".write(toFile: "\(home)/gpg-agent.conf", atomically: false, encoding: .utf8)
            chmod(home, 0o700)
            let (spy, spyWindow) = try spy(at: "60x60+0+0")
            let agent = try Run.Running(
                "/usr/bin/gpg-connect-agent", ["GET_PASSPHRASE --data pinpad-grab X Passphrase: Unlock", "/bye"], environment: environment)
            _ = try ShownRequest.wait(at: "\(home)/shown.json", within: 30) { _ in true }
            try end.xdotool(["windowfocus", "--sync", spyWindow])
            try end.xdotool(["key", "--delay", "40", "1", "2", "3", "4", "Return"])
            let answer = agent.finish(within: 40)
            kill(spy.pid, SIGTERM)
            return (answer.output, spy.finish().output)
        }

        @Test func theRealAgentsPinentryHoldsTheKeyboard() throws {
            let (agent, spied) = try agentAsksWithTheFocusElsewhere(configuration: "")
            #expect(agent.contains("D 1234"), "gpg-connect-agent: \(agent)")
            #expect(!spied.contains("KeyPress"), "the spy window got keys:\n\(keys(in: spied))")
        }

        /// `grab = no` in pinpad's own configuration lets the keyboard go for the pinentry.
        @Test func grabNoInTheConfigurationLetsTheAgentsPinentryGo() throws {
            let (agent, spied) = try agentAsksWithTheFocusElsewhere(configuration: "[pinentry]\ngrab = no\n")
            #expect(!agent.contains("D 1234"), "gpg-connect-agent: \(agent)")
            #expect(spied.contains("KeyPress"), "the spy window got no key")
        }

        /// A keyboard another program holds is tried for half a second, then said in one line;
        /// the pad still works (by taps, and by keys once the other lets go).
        @Test func aKeyboardHeldElsewhereIsOneLine() throws {
            let holder = try end.start(["--fullscreen", "--boxes", "4"])
            let pad = try Run.Running(Run.pinpad, ["--fullscreen", "--boxes", "4", "--renderer", "software", "--timeout", "1.5"])
            let result = pad.finish()
            kill(holder.running.pid, SIGTERM)
            _ = holder.running.finish()
            let lines = result.error.split(separator: "\n")
            #expect(lines.first == "pinpad: cannot hold the keyboard (another program holds it): another window may get the keys typed", "\(result.error)")
            #expect(lines.dropFirst() == ["pinpad: timed out after 1.5 seconds without input"], "\(result.error)")
        }

        /// A passphrase asked while another program (a second pad) holds the keyboard: the
        /// pad warns under the field while it lasts, keeps trying, and once the other lets go
        /// holds the keyboard itself, the warning gone, and gets the keys typed.
        @Test func thePinentryWarnsWhileAnotherProgramHoldsTheKeyboard() throws {
            let holder = try end.start(["--fullscreen", "--boxes", "4"])
            let (report, removeReport) = try ShownRequest.privatePath()
            defer { removeReport() }
            let script = "{ printf 'SETPROMPT Passphrase:\\nGETPIN\\n'; sleep 15; echo BYE; } | exec \"$0\" pinentry"
            let keypad = try KeypadChoice.configurationDirectory()
            defer { keypad.remove() }
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_LAYOUT_FILE"] = report
            environment["PINPAD_CONFIG_DIR"] = keypad.path
            let pinentry = try Run.Running("/bin/sh", ["-c", script, Run.pinpad], environment: environment)
            let warned = try? ShownRequest.wait(at: report) { $0.hint == "Another program is reading the keyboard: use the keypad" }
            kill(holder.running.pid, SIGTERM)
            _ = holder.running.finish()
            #expect(warned != nil, "no warning while another program held the keyboard")
            let released = try ShownRequest.wait(at: report) { $0.hint == "" }
            try end.xdotool(["windowfocus", "--sync", try released.window()])
            try end.xdotool(["key", "--delay", "40", "1", "2", "3", "4", "Return"])
            let replies = pinentry.finish(within: 30)
            #expect(replies.output.contains("\nD 1234\n"), "\(replies.output) \(replies.error)")
        }

        /// The focus moved to another window and back 60 times, a key typed each time it is
        /// away: the other window (xev, which logs every key it gets) gets none. SDL lets a grab
        /// go when its window loses the focus; taking it again afterwards let about one key in
        /// five through.
        @Test func aFocusMovedAwayAgainAndAgainGetsNoKey() throws {
            let name = "pinpad-grab-victim-\(getpid())"
            let xev = try Run.Running("/usr/bin/xev", ["-name", name])
            let search = try Run.run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", name], within: 15)
            let other = try #require(search.output.split(separator: "\n").first.map(String.init), "no xev window: \(search.error)")
            let pad = try end.start(["--fullscreen", "--boxes", "32", "--no-auto-submit"])
            var arguments: [String] = []
            for _ in 0..<60 { arguments += ["windowfocus", "--sync", other, "key", "1", "windowfocus", "--sync", pad.window] }
            try end.xdotool(arguments)
            try end.xdotool(["key", "Escape"])
            let result = pad.running.finish()
            kill(xev.pid, SIGTERM)
            let log = xev.finish().output
            #expect(result.status == 1, "\(result.error)")
            #expect(result.error == "", "\(result.error)")
            #expect(!log.contains("KeyPress"), "the other window got keys:\n\(log.split(separator: "\n").filter { $0.contains("XLookupString") }.joined(separator: "\n"))")
        }

        /// An `xev` window (which logs every key it gets) named for this test, at `geometry`
        /// (`WIDTHxHEIGHT+X+Y`), once it shows.
        /// - Returns: the running xev and its window.
        func spy(at geometry: String) throws -> (xev: Run.Running, window: String) {
            let name = "pinpad-grab-spy-\(getpid())"
            let xev = try Run.Running("/usr/bin/xev", ["-name", name, "-geometry", geometry])
            let search = try Run.run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", name], within: 15)
            guard let window = search.output.split(separator: "\n").first.map(String.init) else {
                kill(xev.pid, SIGKILL)
                _ = xev.finish()
                throw WindowEndToEndTests.NoWindow(description: "no xev window: \(search.error)")
            }
            return (xev, window)
        }

        /// The keys xev logged, one line each.
        func keys(in log: String) -> String {
            log.split(separator: "\n").filter { $0.contains("XLookupString") }.joined(separator: "\n")
        }

        /// The pointer's place on the screen (`xdotool getmouselocation`).
        func pointer() throws -> (x: Int, y: Int) {
            let result = try Run.run("/usr/bin/xdotool", ["getmouselocation", "--shell"])
            var place: [String: Int] = [:]
            for line in result.output.split(separator: "\n") {
                let parts = line.split(separator: "=")
                if parts.count == 2 { place[String(parts[0])] = Int(parts[1]) }
            }
            return (try #require(place["X"], "\(result.output)"), try #require(place["Y"], "\(result.output)"))
        }

        /// The pad with `arguments` up, the pointer moved over it, off it and back (SDL 2.26 lets a
        /// keyboard grab go as the pointer enters a window, and as it leaves one that is not full
        /// screen), then a spy window given the focus and 1234 and Return typed: the pad gets
        /// them, the spy none.
        func crossTheWindowThenType(_ arguments: [String]) throws {
            try end.xdotool(["mousemove", "--sync", "0", "0"])
            let pad = try end.start(arguments)
            let (spy, spyWindow) = try spy(at: "60x60+0+0")
            try end.xdotool(["windowfocus", "--sync", pad.window])
            try end.xdotool(["mousemove", "--window", pad.window, "--sync", "100", "100"])
            try end.xdotool(["mousemove", "--sync", "30", "30"])
            try end.xdotool(["mousemove", "--window", pad.window, "--sync", "120", "120"])
            try end.xdotool(["mousemove", "--sync", "30", "30"])
            try end.xdotool(["windowfocus", "--sync", spyWindow])
            try end.xdotool(["key", "--delay", "40", "1", "2", "3", "4", "Return"])
            let result = pad.running.finish(within: 40)
            kill(spy.pid, SIGTERM)
            let log = spy.finish().output
            #expect(result.status == 0 && result.output == "1234\n", "\(result.status) \(result.error)")
            #expect(!log.contains("KeyPress"), "the spy window got keys:\n\(keys(in: log))")
        }

        @Test func askpassKeepsTheKeyboardAsThePointerCrossesIt() throws {
            try crossTheWindowThenType(["askpass", "Passphrase:"])
        }

        @Test func aFullscreenPadKeepsTheKeyboardAsThePointerCrossesIt() throws {
            try crossTheWindowThenType(["--fullscreen", "--boxes", "4", "--no-auto-submit"])
        }

        /// A spy window mapped right under the pointer resting on the pad (the pad sees the
        /// pointer leave) takes the focus: it gets none of the keys typed.
        @Test func aWindowMappedUnderThePointerGetsNoKey() throws {
            try end.xdotool(["mousemove", "--sync", "0", "0"])
            let pad = try end.start(["askpass", "Passphrase:"])
            try end.xdotool(["mousemove", "--window", pad.window, "--sync", "100", "100"])
            let (x, y) = try pointer()
            let (spy, spyWindow) = try spy(at: "200x200+\(x - 100)+\(y - 100)")
            try end.xdotool(["windowfocus", "--sync", spyWindow])
            try end.xdotool(["key", "--delay", "40", "1", "2", "3", "4", "Return"])
            let result = pad.running.finish(within: 40)
            kill(spy.pid, SIGTERM)
            let log = spy.finish().output
            #expect(result.status == 0 && result.output == "1234\n", "\(result.status) \(result.error)")
            #expect(!log.contains("KeyPress"), "the spy window got keys:\n\(keys(in: log))")
        }

        /// A second pad opened later, under the pointer resting on the first, and given the
        /// focus: the first pad still gets every key, and the second says it cannot hold the
        /// keyboard.
        @Test func aSecondPadOpenedLaterGetsNoKey() throws {
            try end.xdotool(["mousemove", "--sync", "0", "0"])
            let pad = try end.start(["askpass", "Passphrase:"])
            try end.xdotool(["mousemove", "--window", pad.window, "--sync", "100", "100"])
            let (report, removeReport) = try ShownRequest.privatePath()
            defer { removeReport() }
            let second = try end.start(["askpass", "Second:"], environment: ["PINPAD_LAYOUT_FILE": report])
            // The second says so after half a second of tries, when its hint shows; the first
            // ended before then (keys typed at once, under load) let the second hold the keyboard.
            let warned = try? ShownRequest.wait(at: report) { $0.hint.hasPrefix("Another program is reading the keyboard") }
            #expect(warned != nil, "the second pad shows no hint that another program holds the keyboard")
            try end.xdotool(["key", "--delay", "40", "1", "2", "3", "4", "Return"])
            let result = pad.running.finish(within: 40)
            kill(second.running.pid, SIGTERM)
            let other = second.running.finish()
            #expect(result.status == 0 && result.output == "1234\n", "\(result.status) \(result.error)")
            #expect(other.output.isEmpty, "the second pad got \(other.output)")
            #expect(other.error.hasPrefix("pinpad: cannot hold the keyboard (another program holds it)"), "\(other.error)")
        }

        /// Keys another program sends to the window (`XSendEvent`, as `xdotool type --window`
        /// does while another window has the focus; the events' `send_event` flag is set) are
        /// not taken: only the keys typed are.
        @Test(arguments: [["--boxes", "4", "--no-auto-submit"], ["askpass", "Passphrase:"]])
        func keysSentByAnotherProgramAreNotTaken(arguments: [String]) throws {
            let pad = try end.start(arguments)
            let (spy, spyWindow) = try spy(at: "60x60+0+0")
            try end.xdotool(["windowfocus", "--sync", spyWindow])
            try end.xdotool(["type", "--window", pad.window, "--delay", "40", "9a9"])
            try end.xdotool(["key", "--window", pad.window, "--delay", "40", "8", "Return"])
            try end.xdotool(["windowfocus", "--sync", pad.window])
            try end.xdotool(["key", "--delay", "40", "1", "2", "3", "4", "Return"])
            let result = pad.running.finish(within: 40)
            kill(spy.pid, SIGTERM)
            _ = spy.finish()
            #expect(result.status == 0 && result.output == "1234\n", "\(result.status) \(result.output) \(result.error)")
        }

        /// Clicks another program sends to the window (`xdotool click --window`: `XSendEvent`,
        /// `send_event` set) with the pointer resting on the 1 key, while another window has the
        /// focus, are not taken, as sent keys are not: only the keys typed afterwards are.
        @Test func clicksSentByAnotherProgramAreNotTaken() throws {
            let arguments = ["--boxes", "4", "--no-auto-submit"]
            let one = try #require(try end.keyCentres(arguments)["1"])
            let pad = try end.start(arguments)
            try end.xdotool(["mousemove", "--window", pad.window, "--sync", String(one.0), String(one.1)])
            let (spy, spyWindow) = try spy(at: "60x60+0+0")
            try end.xdotool(["windowfocus", "--sync", spyWindow])
            try end.xdotool(["click", "--window", pad.window, "--repeat", "4", "--delay", "60", "1"])
            try end.xdotool(["windowfocus", "--sync", pad.window])
            try end.xdotool(["key", "--delay", "40", "1", "2", "3", "4", "Return"])
            let result = pad.running.finish(within: 40)
            kill(spy.pid, SIGTERM)
            _ = spy.finish()
            #expect(result.status == 0 && result.output == "1234\n", "\(result.status) \(result.output) \(result.error)")
        }

        @Test func aFullscreenPadHoldsTheKeyboard() throws {
            let (pad, other) = try typeWithTheFocusElsewhere(["--fullscreen", "--boxes", "4"])
            #expect(pad.status == 0 && pad.output == "1234\n", "\(pad.status) \(pad.error)")
            #expect(other.output.isEmpty, "the other window got \(other.output)")
        }

        @Test func askpassHoldsTheKeyboard() throws {
            let (pad, other) = try typeWithTheFocusElsewhere(["askpass", "Passphrase:"])
            #expect(pad.status == 0 && pad.output == "1234\n", "\(pad.status) \(pad.error)")
            #expect(other.output.isEmpty, "the other window got \(other.output)")
        }

        @Test func withGrabOffTheFocusedWindowGetsTheKeys() throws {
            let (pad, other) = try typeWithTheFocusElsewhere(["--fullscreen", "--boxes", "4", "--grab", "no"], padGetsThem: false)
            #expect(pad.status != 0 && pad.output.isEmpty, "\(pad.status) \(pad.output)")
            #expect(other.output == "1234\n", "\(other.status) \(other.error)")
        }
    }
}
