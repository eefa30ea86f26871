import Foundation
import Testing

extension DisplayTests {
    /// `pinpad agent` answering the real `systemd-ask-password --no-tty`, which writes its ask
    /// file into /run/systemd/ask-password and waits on its socket (no systemd as PID 1 needed):
    /// PINs tapped on the window, Cancel, a request withdrawn while shown, several at once,
    /// void ones, and no display.
    @Suite(.serialized)
    final class PasswordAgentEndToEndTests {
        let end = WindowEndToEndTests()
        let home: String
        let directory = "/run/systemd/ask-password"
        /// In every message, so that only this test's requests are tapped.
        let token = "pp\(getpid())"
        var askers: [Run.Running] = []
        /// Every agent started, ended in deinit if a failed test left it running.
        var agents: [Run.Running] = []

        init() throws {
            try #require(getuid() == 0, "systemd-ask-password --no-tty asks through /run/systemd/ask-password: run as root")
            var template = Array("/tmp/pg-XXXXXX".utf8CString)
            home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        }

        deinit {
            for agent in agents where !agent.isFinished {
                kill(agent.pid, SIGKILL)
                _ = agent.finish(within: 5)
            }
            for asker in askers {
                if !asker.isFinished {
                    kill(asker.pid, SIGCONT)
                    kill(asker.pid, SIGKILL)
                    _ = asker.finish(within: 5)
                }
                removeLeftovers(of: asker.pid)
            }
            try? FileManager.default.removeItem(atPath: home)
        }

        /// Removes the ask file and socket that a killed asker `process` could not remove.
        func removeLeftovers(of process: pid_t) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasPrefix("ask.") {
                let path = "\(directory)/\(name)"
                guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("PID=\(process)\n") else { continue }
                for line in text.split(separator: "\n") where line.hasPrefix("Socket=") {
                    try? FileManager.default.removeItem(atPath: String(line.dropFirst("Socket=".count)))
                }
                try? FileManager.default.removeItem(atPath: path)
            }
        }

        var environment: [String: String] {
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_LAYOUT_FILE"] = "\(home)/shown.json"
            return environment
        }

        /// Starts `systemd-ask-password` asking `message` and waits for its ask file.
        /// - Returns: the asker and its ask file's path.
        func ask(_ message: String, timeout: Int = 30, id: String? = nil) throws -> (asker: Run.Running, file: String) {
            let asker = try Run.Running(
                "/usr/bin/systemd-ask-password", ["--no-tty", "--timeout=\(timeout)"] + (id.map { ["--id=\($0)"] } ?? []) + ["\(message) \(token):"])
            askers.append(asker)
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasPrefix("ask.") {
                    let path = "\(directory)/\(name)"
                    if let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("PID=\(asker.pid)\n") { return (asker, path) }
                }
                usleep(20_000)
            }
            throw WindowEndToEndTests.NoWindow(description: "systemd-ask-password wrote no ask file")
        }

        /// Waits until the monotonic clock (systemd's, in microseconds) is past the `NotAfter=` of
        /// the ask file at `path`.
        func waitPast(notAfterOf path: String) throws {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("NotAfter=") }, "no NotAfter in \(text)")
            let notAfter = try #require(UInt64(line.dropFirst("NotAfter=".count)))
            while true {
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                let microseconds = UInt64(now.tv_sec) * 1_000_000 + UInt64(now.tv_nsec) / 1000
                guard microseconds <= notAfter else { return }
                usleep(useconds_t(min(notAfter - microseconds + 1, 1_000_000)))
            }
        }

        /// Starts the agent with `arguments` and the keypad chosen for a passphrase too
        /// (`KeypadChoice`: these tests tap its digits), or with `showingLetters` the letters
        /// keyboard the locale picks, as an installed agent shows it.
        func agent(_ arguments: [String], environment: [String: String]? = nil, showingLetters: Bool = false) throws -> Run.Running {
            let keyboard = showingLetters ? [] : KeypadChoice.arguments
            let agent = try Run.Running(
                Run.pinpad, ["agent"] + arguments + keyboard + ["--renderer", "software"], environment: environment ?? self.environment)
            agents.append(agent)
            return agent
        }

        /// Waits for the agent to show request `number` (1 is the first it shows).
        func shown(_ number: Int) throws -> ShownRequest {
            try ShownRequest.wait(at: "\(home)/shown.json") { $0.number == number }
        }

        @Test func aPINTappedOnTheAgentReachesSystemdAskPassword() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let (asker, _) = try ask("PIN for the door")
            let agent = try agent(["--query"])
            let shown = try shown(1)
            #expect(shown.title == "PIN")
            #expect(shown.message == "PIN for the door \(token)")
            try shown.tap("4711", with: end)
            let answered = asker.finish(within: 20)
            #expect(answered.status == 0, "systemd-ask-password: \(answered.error)")
            #expect(answered.output == "4711\n")
            let finished = agent.finish(within: 20)
            #expect(finished.status == 0, "agent: \(finished.error)")
            #expect(finished.output.isEmpty && finished.error.isEmpty, "agent printed: \(finished.output) \(finished.error)")
        }

        /// A disk's passphrase on a German kiosk, as installed: the agent shows the letters
        /// keyboard of the locale's layout (no `keyboard-layout` given), and a passphrase of a
        /// capital, a German letter and a digit tapped on its keys with the pointer alone reaches
        /// the asker exactly.
        @Test func aPassphraseTappedOnTheLettersKeyboardReachesSystemdAskPassword() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let letters = LettersKeyboardEndToEndTests()
            try letters.installLayouts(into: "\(home)/share")
            var environment = environment
            environment["PINPAD_DATA_DIR"] = "\(home)/share"
            environment["LANG"] = "de_DE.UTF-8"
            environment["LC_ALL"] = nil
            environment["LC_CTYPE"] = nil
            let (asker, _) = try ask("Passphrase for disk root")
            let agent = try agent(["--query"], environment: environment, showingLetters: true)
            let report = "\(home)/shown.json"
            let shown = try ShownRequest.wait(at: report) { $0.number == 1 && $0.keys["q"] != nil }
            #expect(shown.keys["z"] != nil && shown.keys["ä"] != nil, "not the German keyboard: \(shown.keys.keys.sorted())")
            #expect(shown.keys["1"] == nil, "the numeric keypad is shown")
            for value in ["shift", "K", "ä", "s", "e", "symbols", "7", "submit"] {
                try letters.click(value, number: 1, report: report)
            }
            let answered = asker.finish(within: 20)
            #expect(answered.status == 0, "systemd-ask-password: \(answered.error)")
            #expect(Array(answered.output.utf8) == Array("Käse7\n".utf8), "answered: \(Array(answered.output.utf8))")
            let finished = agent.finish(within: 20)
            #expect(finished.status == 0, "agent: \(finished.error)")
        }

        /// A password beyond ASCII typed on the keyboard reaches the asker as typed; after the
        /// answer, no copy of it is left in the agent's memory.
        @Test func anAccentedPasswordTypedReachesTheAskerAndLeavesNoCopy() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let password = "Grüße-Straße-€"
            let (asker, _) = try ask("Passphrase for disk root")
            let agent = try agent(["--query"], environment: environment.merging(["PINPAD_PAUSE_BEFORE_EXIT": "1"]) { $1 })
            let shown = try shown(1)
            let set = try Run.run("/usr/bin/setxkbmap", ["-layout", "de"])
            #expect(set.status == 0, "setxkbmap: \(set.error)")
            defer { _ = try? Run.run("/usr/bin/setxkbmap", ["-layout", "us"]) }
            try end.xdotool(["windowfocus", "--sync", try shown.window()])
            try end.xdotool(["type", "--delay", "40", password])
            try end.xdotool(["key", "Return"])
            let answered = asker.finish(within: 20)
            #expect(answered.status == 0, "systemd-ask-password: \(answered.error)")
            #expect(answered.output == password + "\n")
            var scan: (hits: [String], bytesRead: Int) = ([], 0)
            _ = agent.finish(within: 20) { scan = MemoryScan.find(password, in: $0) }
            #expect(scan.bytesRead > 1_000_000, "read only \(scan.bytesRead) bytes of its memory")
            #expect(scan.hits.isEmpty, "the password is still in the agent's memory: \(scan.hits)")
        }

        /// A disk's passphrase is a secret: the agent holds the keyboard by default, so the keys
        /// typed while another window (xev, which logs every key it gets) has the focus reach
        /// the asker, and xev gets none.
        @Test func theAgentHoldsTheKeyboard() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let (asker, _) = try ask("Passphrase for disk root")
            let agent = try agent(["--query"])
            _ = try shown(1)
            let name = "pinpad-agent-grab-victim-\(getpid())"
            let xev = try Run.Running("/usr/bin/xev", ["-name", name])
            let search = try Run.run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--name", name], within: 15)
            let other = try #require(search.output.split(separator: "\n").first.map(String.init), "no xev window: \(search.error)")
            try end.xdotool(["windowfocus", "--sync", other])
            try end.xdotool(["key", "--delay", "40", "1", "2", "3", "4", "Return"])
            let answered = asker.finish(within: 20)
            kill(xev.pid, SIGTERM)
            let log = xev.finish().output
            let finished = agent.finish(within: 20)
            #expect(answered.status == 0 && answered.output == "1234\n", "systemd-ask-password: \(answered.status) \(answered.error); agent: \(finished.error)")
            #expect(!log.contains("KeyPress"), "xev got keys")
        }

        @Test func cancelRefusesTheAsker() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let (asker, _) = try ask("PIN")
            let agent = try agent(["--query"])
            try shown(1).tap("", cancel: true, with: end)
            let refused = asker.finish(within: 20)
            #expect(refused.status != 0)
            #expect(refused.output.isEmpty, "a cancel gave the asker: '\(refused.output)'")
            #expect(refused.error.contains("Operation canceled"), "systemd-ask-password: \(refused.error)")
            #expect(agent.finish(within: 20).status == 0)
        }

        @Test func aRequestWithdrawnWhileShownClosesWithinASecondAndGetsNothing() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let (asker, file) = try ask("PIN", timeout: 3)
            let agent = try agent(["--query"])
            let shown = try shown(1)
            _ = try shown.window()
            try FileManager.default.removeItem(atPath: file)
            let removed = Date()
            let finished = agent.finish(within: 20)
            let closedAfter = Date().timeIntervalSince(removed)
            #expect(finished.status == 0, "agent: \(finished.error)")
            #expect(closedAfter < 1, "the pad stayed \(closedAfter) s after the request was withdrawn")
            // Nothing was sent: the asker waits on until its own timeout.
            let waited = asker.finish(within: 20)
            #expect(waited.status != 0)
            #expect(waited.output.isEmpty)
            #expect(waited.error.contains("Timer expired"), "systemd-ask-password: \(waited.error)")
        }

        @Test func severalRequestsAreAnsweredOldestFirstInOneWindow() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let first = try ask("First PIN")
            usleep(20_000)
            let second = try ask("Second PIN")
            let agent = try agent(["--query"])
            let one = try shown(1)
            #expect(one.message.hasPrefix("First PIN"), "shown first: \(one.message)")
            try one.tap("1111", with: end)
            let two = try shown(2)
            #expect(two.message.hasPrefix("Second PIN"), "shown second: \(two.message)")
            #expect(two.process == one.process)
            try two.tap("2222", with: end)
            #expect(first.asker.finish(within: 20).output == "1111\n")
            #expect(second.asker.finish(within: 20).output == "2222\n")
            #expect(agent.finish(within: 20).status == 0)
        }

        @Test func theWatchingAgentAnswersRequestsAsTheyCome() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let agent = try agent(["--watch"])
            defer {
                kill(agent.pid, SIGKILL)
                _ = agent.finish(within: 10)
            }
            usleep(300_000)
            let first = try ask("Boot PIN")
            try shown(1).tap("2468", with: end)
            #expect(first.asker.finish(within: 20).output == "2468\n")
            // The window closed with nothing left to ask; the next request opens it again.
            let second = try ask("Later PIN")
            let again = try shown(2)
            #expect(again.message.hasPrefix("Later PIN"))
            try again.tap("1357", with: end)
            #expect(second.asker.finish(within: 20).output == "1357\n")
        }

        /// A disk asked again after its passphrase was sent (systemd-cryptsetup asks again, with
        /// the same `Id=cryptsetup:…`, only when the passphrase did not unlock it) shows "Wrong
        /// passphrase (try 2)", then 3; another disk's request shows none, nor the disk's after a
        /// Cancel. Under dracut the retry looked exactly like the first pad.
        @Test func aDiskAskedAgainAfterItsPassphraseShowsTheRetry() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            // Ended in deinit, as every agent started.
            _ = try agent(["--watch"])
            let disk = "cryptsetup:/dev/pinpad-\(getpid())"
            for (number, pin) in [(1, "1111"), (2, "2222"), (3, "3333")] {
                let asked = try ask("Disk PIN", id: disk)
                let shown = try shown(number)
                #expect(shown.error == (number == 1 ? "" : "Wrong passphrase (try \(number))"), "request \(number): \(shown)")
                try shown.tap(pin, with: end)
                #expect(asked.asker.finish(within: 20).output == "\(pin)\n")
            }
            let other = try ask("Other disk PIN", id: "cryptsetup:/dev/pinpad-other-\(getpid())")
            let fourth = try shown(4)
            #expect(fourth.error.isEmpty, "\(fourth)")
            try fourth.tap("4444", with: end)
            #expect(other.asker.finish(within: 20).output == "4444\n")
            // Cancelled (a refusal, no passphrase sent): the disk's next request is no retry. It
            // said "Wrong passphrase (try 4)".
            let refused = try ask("Disk PIN", id: disk)
            _ = try shown(5)
            // Escape to the keyboard the agent holds: the window of the request answered before
            // may still be listed as the process's visible one, a moment after it closed.
            try end.xdotool(["key", "Escape"])
            #expect(refused.asker.finish(within: 20).error.contains("Operation canceled"))
            let afresh = try ask("Disk PIN", id: disk)
            let sixth = try shown(6)
            #expect(sixth.error.isEmpty, "\(sixth)")
            try sixth.tap("6666", with: end)
            #expect(afresh.asker.finish(within: 20).output == "6666\n")
        }

        @Test func requestsPastTheirTimeOrOfAnEndedProcessAreIgnored() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            // Past its NotAfter: an asker stopped before its one-second timeout could remove the file.
            let late = try ask("Late PIN", timeout: 1)
            kill(late.asker.pid, SIGSTOP)
            // Of an ended process: an asker killed, so it could not remove its file.
            let dead = try ask("Dead PIN")
            kill(dead.asker.pid, SIGKILL)
            _ = dead.asker.finish(within: 5)
            defer { removeLeftovers(of: dead.asker.pid) }
            try waitPast(notAfterOf: late.file)
            let live = try ask("Live PIN")
            let agent = try agent(["--query"])
            let shown = try shown(1)
            #expect(shown.message.hasPrefix("Live PIN"), "shown: \(shown.message)")
            try shown.tap("9999", with: end)
            #expect(live.asker.finish(within: 20).output == "9999\n")
            let finished = agent.finish(within: 20)
            #expect(finished.status == 0)
            #expect(!FileManager.default.contents(atPath: "\(home)/shown.json").map { String(decoding: $0, as: UTF8.self) }!.contains("\"request\":2"))
            kill(late.asker.pid, SIGCONT)
            let timedOut = late.asker.finish(within: 10)
            #expect(timedOut.output.isEmpty, "the late request was answered: \(timedOut.output)")
        }

        @Test func theConsoleAgentAnswersFromTheTerminal() throws {
            let (asker, _) = try ask("Console PIN")
            let pane = try TerminalEndToEndTests.Pane(["--query", "--console"], program: [Run.pinpad, "agent"])
            defer { pane.close() }
            #expect(pane.screen.contains("Console PIN \(token)"), "\(pane.screen)")
            try pane.literal("8642")
            try pane.keys("Enter")
            #expect(asker.finish(within: 20).output == "8642\n")
            #expect(pane.status() == 0)
            #expect(!pane.screen.contains("8642"))
        }

        @Test func aPassphraseWithSpacesTypedInTheConsoleArrivesWhole() throws {
            let (asker, _) = try ask("Passphrase for disk root")
            let pane = try TerminalEndToEndTests.Pane(["--query", "--console"], program: [Run.pinpad, "agent"])
            defer { pane.close() }
            try pane.literal("open sesame 42")
            try pane.keys("Enter")
            #expect(asker.finish(within: 20).output == "open sesame 42\n")
            #expect(pane.status() == 0)
        }

        /// `systemctl stop` (SIGTERM) while a request is shown: the agent leaves at once and
        /// answers nothing, so another agent may still answer; in a window and on the console.
        @Test func aStoppedAgentLeavesAtOnceAndAnswersNothing() throws {
            let (asker, _) = try ask("PIN", timeout: 5)
            let agent = try agent(["--watch"])
            _ = try shown(1).window()
            kill(agent.pid, SIGTERM)
            let stopped = agent.finish(within: 5)
            #expect(stopped.status == 128 + SIGTERM, "agent: \(stopped.status) \(stopped.error)")
            let (second, _) = try ask("Console PIN", timeout: 5)
            let pane = try TerminalEndToEndTests.Pane(["--watch", "--console"], program: [Run.pinpad, "agent"])
            defer { pane.close() }
            let program = try #require(pane.programID)
            kill(program, SIGTERM)
            #expect(pane.status() == 128 + SIGTERM)
            for waiting in [asker, second] {
                let result = waiting.finish(within: 20)
                #expect(result.output.isEmpty && result.error.contains("Timer expired"), "the asker got: '\(result.output)' \(result.error)")
            }
        }

        @Test func anAskerKilledWhileShownClosesThePadEvenBeforeItIsReaped() throws {
            let (asker, _) = try ask("PIN")
            let agent = try agent(["--query"])
            _ = try shown(1).window()
            kill(asker.pid, SIGKILL)  // not reaped yet: a zombie, whose ask file stays
            let killed = Date()
            let finished = agent.finish(within: 20)
            #expect(finished.status == 0)
            #expect(Date().timeIntervalSince(killed) < 1.5, "the pad stayed for an ended asker")
            removeLeftovers(of: asker.pid)
        }

        /// The window destroyed by another program while a request shows (`xdotool windowclose`)
        /// is not the person's Cancel: one line, no answer, and the request is shown again in a
        /// new window, where its PIN reaches the asker; the next request is shown too. The asker
        /// got a refusal ("Operation canceled"), which at boot fails the disk's unlock.
        @Test func aWindowDestroyedByAnotherProgramShowsTheRequestAgainInANewOne() throws {
            let (first, _) = try ask("First PIN")
            let agent = try agent(["--watch"])
            defer {
                kill(agent.pid, SIGKILL)
                _ = agent.finish(within: 10)
            }
            let window = try shown(1).window()
            try end.xdotool(["windowclose", window])
            let again = try shown(2)
            #expect(again.message.hasPrefix("First PIN"), "\(again)")
            try again.tap("4040", with: end)
            let answered = first.finish(within: 20)
            #expect(answered.output == "4040\n", "systemd-ask-password: \(answered.error)")
            let (second, _) = try ask("Second PIN")
            let next = try shown(3)
            try next.tap("8080", with: end)
            #expect(second.finish(within: 20).output == "8080\n")
            kill(agent.pid, SIGTERM)
            #expect(agent.finish(within: 10).error.contains("pinpad: the window was destroyed by another program\n"))
        }

        /// `xdotool windowkill` kills the agent's connection to the X server (`XKillClient`, as
        /// `xkill` does) while a request is shown: one line, and the agent runs again; the request
        /// shown got no answer and is shown again in a new window, and one left to the console
        /// before (Cancel with --leave-to-console) is not shown again before its time.
        @Test func aLostDisplayConnectionShowsTheRequestAgain() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let left = try ask("Left PIN")
            let shownAgain = try ask("Shown PIN")
            let agent = try agent(["--watch", "--leave-to-console", "60"])
            defer {
                kill(agent.pid, SIGKILL)
                _ = agent.finish(within: 10)
            }
            try shown(1).tap("", cancel: true, with: end)
            let second = try shown(2)
            #expect(second.message.hasPrefix("Shown PIN"), "shown: \(second.message)")
            let window = try second.window()
            try FileManager.default.removeItem(atPath: "\(home)/shown.json")
            try end.xdotool(["windowkill", window])
            let again = try ShownRequest.wait(at: "\(home)/shown.json") { _ in true }
            #expect(again.message.hasPrefix("Shown PIN"), "shown after the display was lost: \(again.message)")
            #expect(again.process == Int(agent.pid))
            try again.tap("2468", with: end)
            #expect(shownAgain.asker.finish(within: 20).output == "2468\n")
            #expect(!left.asker.isFinished, "the request left to the console was answered")
            kill(agent.pid, SIGTERM)
            let stopped = agent.finish(within: 10)
            #expect(stopped.status == 128 + SIGTERM, "agent: \(stopped.status) \(stopped.error)")
            #expect(stopped.error == """
                pinpad: the pad was cancelled: the console asks for 60 seconds, then the pad again
                pinpad: lost the connection to the display: the agent runs again

                """)
        }

        /// The window killed each time it shows (`xdotool windowkill`): the agent runs again
        /// after each loss, a second later each time, and the fifth loss in a row within 10 s of
        /// its run's start ends it with status 4 and one line more, never a run again without end.
        @Test func aDisplayLostAgainAndAgainIsNotChasedWithoutEnd() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let (asker, _) = try ask("Killed PIN", timeout: 120)
            let agent = try agent(["--watch"])
            defer {
                if !agent.isFinished { kill(agent.pid, SIGKILL) }
                _ = agent.finish(within: 10)
            }
            var kills = 0
            while !agent.isFinished, kills < 8 {
                guard let shown = try? ShownRequest.wait(at: "\(home)/shown.json", where: { $0.process == Int(agent.pid) }),
                    let window = try? shown.window()
                else { break }
                try? FileManager.default.removeItem(atPath: "\(home)/shown.json")
                try? end.xdotool(["windowkill", window])
                kills += 1
            }
            let ended = agent.finish(within: 30)
            #expect(kills == 5, "windows killed: \(kills)")
            #expect(ended.status == 4, "agent: \(ended.status) \(ended.error)")
            let lines = ended.error.split(separator: "\n").map(String.init)
            #expect(lines.count == 5 && lines.dropLast().allSatisfy { $0 == "pinpad: lost the connection to the display: the agent runs again" }, "\(ended.error)")
            #expect(
                lines.last == "pinpad: lost the connection to the display 5 times in a row, each within 10 s of the start: not running again",
                "\(ended.error)")
            #expect(!asker.isFinished, "the request was answered")
        }

        /// The display not there yet (an X server that starts after the agent, as a kiosk's
        /// session comes up): the agent says so once, not at each try, and shows the request as
        /// soon as the display is there.
        @Test func aDisplayNotThereYetIsSaidOnceAndThePadShowsWhenItComes() throws {
            let (asker, _) = try ask("Late PIN", timeout: 120)
            var number = 150
            while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
                number += 1
            }
            var environment = self.environment
            environment["DISPLAY"] = ":\(number)"
            let agent = try agent(["--watch"], environment: environment)
            // Away for 4 s, the time of three tries (at once, after 1 s, after 3 s: the wait
            // doubles from a second).
            usleep(4_000_000)
            let xvfb = try Run.Running("/usr/bin/Xvfb", [":\(number)", "-nolisten", "tcp", "-noreset", "-screen", "0", "640x480x24"])
            defer {
                kill(xvfb.pid, SIGTERM)
                _ = xvfb.finish(within: 10)
            }
            let shown = try shown(1)
            #expect(shown.process == Int(agent.pid))
            kill(agent.pid, SIGTERM)
            let ended = agent.finish(within: 20)
            let lines = ended.error.split(separator: "\n")
            #expect(lines.count == 1 && lines.first?.hasPrefix("pinpad: cannot open a display") == true, "\(ended.error)")
            #expect(!asker.isFinished, "the request was answered")
        }

        @Test func watchingAFileIsAnErrorNotAWait() throws {
            let result = try Run.run(Run.pinpad, ["agent", "--watch", "--directory", "/etc/passwd"], within: 10)
            #expect(result.status == 8)
            #expect(result.error == "pinpad: /etc/passwd is not a directory\n")
        }

        /// Neither answered empty nor refused: another agent may still answer it.
        @Test func withNothingToShowOnTheRequestIsLeftToOtherAgents() throws {
            let (asker, _) = try ask("PIN", timeout: 3)
            let agent = try agent(["--query"], environment: Run.environmentWithoutDisplay)
            let finished = agent.finish(within: 20)
            #expect(finished.status == 4)
            #expect(finished.error.split(separator: "\n").count == 1, "agent: \(finished.error)")
            let waited = asker.finish(within: 20)
            #expect(waited.status != 0)
            #expect(waited.output.isEmpty, "the asker got '\(waited.output)'")
            #expect(waited.error.contains("Timer expired"), "the asker was answered: \(waited.error)")
        }
    }
}
