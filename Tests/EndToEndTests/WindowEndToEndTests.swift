import Foundation
import Testing

/// The suites that drive windows on the one X display: one test at a time, since they share its
/// keyboard focus.
@Suite(.serialized)
enum DisplayTests {}

extension DisplayTests {
    /// The real program in a real window on the X server in `DISPLAY` (xvfb-run under
    /// `make test`), driven by xdotool at the key centres from `pinpad layout`.
    @Suite(.serialized)
    struct WindowEndToEndTests {
        struct Pad {
            let running: Run.Running
            let window: String
        }

        /// Starts the program with `arguments` (and `environment` added to the test's), waits for
        /// its window and gives it the keyboard focus.
        func start(_ arguments: [String], environment: [String: String] = [:], breakingOutput: Bool = false) throws -> Pad {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            // askpass takes every operand as its prompt (as ssh and sudo call it) and no option.
            // A test's own --timeout wins over the 30 s that ends a stuck test.
            let options = arguments.first == "askpass" ? [] : ["--renderer", "software"] + (arguments.contains("--timeout") ? [] : ["--timeout", "30"])
            let running = try Run.Running(
                Run.pinpad, arguments + options,
                environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, breakingOutput: breakingOutput)
            // xdotool itself dies of BadWindow when another window goes away while it walks the
            // tree (the previous test's): search again then.
            var search = try Run.run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--pid", String(running.pid)], within: 15)
            for _ in 0..<3 where search.status != 0 && search.error.contains("BadWindow") {
                search = try Run.run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--pid", String(running.pid)], within: 15)
            }
            guard let window = search.output.split(separator: "\n").first.map(String.init) else {
                kill(running.pid, SIGKILL)
                let result = running.finish()
                throw NoWindow(description: "xdotool search: \(search.status) \(search.error); pinpad: \(result.status) \(result.error)")
            }
            _ = try Run.run("/usr/bin/xdotool", ["windowfocus", "--sync", window])
            usleep(100_000)
            return Pad(running: running, window: window)
        }

        /// The program's window did not appear.
        struct NoWindow: Error, CustomStringConvertible {
            let description: String
        }

        /// Key centres in window pixels, from `pinpad layout` with the same options.
        func keyCentres(_ arguments: [String]) throws -> [String: (Int, Int)] {
            let result = try Run.pinpad(["layout"] + arguments)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            var centres: [String: (Int, Int)] = [:]
            for key in try #require(json["keys"] as? [[String: Any]]) {
                func number(_ name: String) -> Double { (key[name] as? Double) ?? Double(key[name] as? Int ?? 0) }
                let label = (key["value"] as? String) ?? (key["role"] as? String ?? "")
                centres[label] = (Int(number("x") + number("width") / 2), Int(number("y") + number("height") / 2))
            }
            return centres
        }

        /// Runs `body` with the X keyboard layout `layout` (setxkbmap on the test's display), then
        /// puts the US layout back. Set before the pad starts, every character typed with
        /// `xdotool type` is on a key of the layout, so xdotool never remaps a key for it while
        /// the pad reads the keyboard map (a race that loses keys under load).
        func withLayout<Result>(_ layout: [String], _ body: () throws -> Result) throws -> Result {
            let set = try Run.run("/usr/bin/setxkbmap", layout)
            try #require(set.status == 0, "setxkbmap \(layout): \(set.error)")
            defer { _ = try? Run.run("/usr/bin/setxkbmap", ["-layout", "us"]) }
            return try body()
        }

        func xdotool(_ arguments: [String]) throws {
            let result = try Run.run("/usr/bin/xdotool", arguments)
            #expect(result.status == 0, "xdotool \(arguments): \(result.error)")
        }

        @Test func clickingDigitsPrintsThePIN() throws {
            let options = ["--boxes", "4"]
            let centres = try keyCentres(options)
            let pad = try start(options)
            for digit in ["2", "5", "8", "0"] {
                let (x, y) = try #require(centres[digit])
                try xdotool(["mousemove", "--window", pad.window, String(x), String(y), "click", "1"])
            }
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "2580\n")
        }

        @Test func typingDigitsAndReturnPrintsThePIN() throws {
            let pad = try start(["--boxes", "6", "--no-auto-submit", "--min-length", "4"])
            try xdotool(["key", "--delay", "30", "1", "KP_2", "3", "BackSpace", "4", "9", "Return"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "1249\n")
        }

        /// On AZERTY the main row's keys type `& é " '` unshifted: in a PIN field they are their
        /// digits by place, as on the framebuffer.
        @Test func azertyNumberRowTypesDigitsByPlace() throws {
            let result = try withLayout(["-layout", "fr"]) {
                let pad = try start(["--boxes", "4"])
                try xdotool(["key", "--delay", "30", "ampersand", "eacute", "quotedbl", "apostrophe"])
                return pad.running.finish()
            }
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "1234\n")
        }

        /// SDL names the main row's keys by their digits on every layout: on AZERTY, keys typed
        /// ahead into a text field (in the batch that moves the focus there) went in as their
        /// digits, `12a"bc` delivered for `&éa"bc`, with nothing shown. They type what the layout
        /// types. Three pads, the race being one of timing.
        @Test func azertyKeysTypedAheadIntoATextFieldTypeTheirCharacters() throws {
            let results = try withLayout(["-layout", "fr"]) {
                try (0..<3).map { _ in
                    let pad = try start(["--field", "PIN:keypad:4", "--field", "Word:text:6"])
                    try xdotool(["key", "--delay", "0", "KP_1", "KP_2", "KP_3", "KP_4", "ampersand", "eacute", "a", "quotedbl", "b", "c"])
                    return pad.running.finish()
                }
            }
            for result in results {
                #expect(result.status == 0, "\(result.error)")
                #expect(result.output == "1234\n&éa\"bc\n")
            }
        }

        /// A dead key typed ahead into a text field while the pad is busy (stopped here, so that
        /// every key waits for it in one batch): the input method made `ã` of `~ a` (Portuguese
        /// layout) while text input was still off, so the `ã` was lost and the bare `a`
        /// delivered (`ax`), nothing shown. The keys are refused visibly instead (OK stays off);
        /// Backspace takes the refusal away and the same keys typed again type `ãx`.
        @Test func aDeadKeyTypedAheadIntoATextFieldIsRefusedNeverTypedBare() throws {
            let result = try withLayout(["-layout", "pt"]) {
                let pad = try start(["--field", "PIN:keypad:4", "--field", "Word:text:2"])
                kill(pad.running.pid, SIGSTOP)
                try xdotool(["key", "--delay", "0", "KP_1", "KP_2", "KP_3", "KP_4", "dead_tilde", "a", "x", "Return"])
                kill(pad.running.pid, SIGCONT)
                try xdotool(["key", "--delay", "40", "BackSpace", "dead_tilde", "a", "x", "Return"])
                return pad.running.finish()
            }
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "1234\nãx\n")
        }

        /// The burst cut after the dead key (the letter typed once the pad has read it): SDL has
        /// no character for Portuguese `~`, so its key event alone was passed over, and the `a`
        /// read after text input started came bare (`ax`). The dead key is refused: the line
        /// under the field shows before the letter is typed.
        @Test func aDeadKeyTypedAheadAloneIsRefusedSoItsLetterIsNotTypedBare() throws {
            let (report, removeReport) = try ShownRequest.privatePath()
            defer { removeReport() }
            let (result, refused) = try withLayout(["-layout", "pt"]) {
                let pad = try start(["--field", "PIN:keypad:4", "--field", "Word:text:2"], environment: ["PINPAD_LAYOUT_FILE": report])
                kill(pad.running.pid, SIGSTOP)
                try xdotool(["key", "--delay", "0", "KP_1", "KP_2", "KP_3", "KP_4", "dead_tilde"])
                kill(pad.running.pid, SIGCONT)
                let refused = try? ShownRequest.wait(at: report, within: 5) { $0.hint.hasPrefix("A character could not be taken") }
                try xdotool(["key", "--delay", "40", "a", "x", "Return", "BackSpace", "dead_tilde", "a", "x", "Return"])
                return (pad.running.finish(), refused)
            }
            #expect(refused != nil, "no refusal line after the dead key")
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "1234\nãx\n")
        }

        /// A key whose mapping changed between its press and the pad reading it (a program that
        /// maps one spare key for each character the layout lacks, as `xdotool type` does, while
        /// the pad is busy: stopped here) typed the new mapping's character: `ñ` came as `ç`,
        /// `aç` delivered after Backspace. It is refused; Backspace takes the refusal away.
        @Test func aKeyRemappedBeforeThePadReadItIsRefusedNotTypedAsTheNewCharacter() throws {
            let pad = try start(["--passphrase"])
            defer { _ = try? Run.run("/usr/bin/xmodmap", ["-e", "keycode 8 ="]) }
            try xdotool(["key", "a"])
            kill(pad.running.pid, SIGSTOP)
            for symbol in ["ntilde", "ccedilla"] {
                let mapped = try Run.run("/usr/bin/xmodmap", ["-e", "keycode 8 = \(symbol)"])
                #expect(mapped.status == 0, "xmodmap: \(mapped.error)")
                try xdotool(["key", symbol])
            }
            kill(pad.running.pid, SIGCONT)
            try xdotool(["key", "--delay", "40", "BackSpace", "b", "Return"])
            let result = pad.running.finish()
            #expect(result.status == 0 && result.output == "ab\n", "\(result.status) \(result.output.debugDescription) \(result.error)")
        }

        /// A key SDL makes no key event of — one xdotool maps for a character the layout lacks
        /// (`é` on US) — was dropped in a PIN field without a word, so the Backspace after it
        /// deleted a digit. It is refused: the Backspace takes the refusal away.
        @Test func aKeySDLHasNoScancodeForIsRefusedInAPINField() throws {
            let pad = try start(["--boxes", "4", "--timeout", "10"])
            try xdotool(["key", "--delay", "40", "1", "eacute", "BackSpace", "2", "3", "4"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "1234\n")
        }

        @Test func escapeCancelsWithExit1() throws {
            let pad = try start([])
            try xdotool(["key", "Escape"])
            let result = pad.running.finish()
            #expect(result.status == 1)
            #expect(result.output.isEmpty)
        }

        @Test func quickTapsAndKeysAreNeitherLostNorDoubled() throws {
            let options = ["--boxes", "8"]
            let centres = try keyCentres(options)
            let pad = try start(options)
            var arguments: [String] = []
            for digit in ["1", "2", "3", "4"] {
                let (x, y) = try #require(centres[digit])
                arguments += ["mousemove", "--window", pad.window, String(x), String(y), "click", "1"]
            }
            try xdotool(arguments)
            try xdotool(["key", "--delay", "0", "5", "6", "7", "8"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "12345678\n")
        }

        @Test func idleTimeoutExits3() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let started = Date()
            let result = try Run.pinpad(["--timeout", "1", "--renderer", "software"])
            #expect(result.status == 3)
            #expect(result.output.isEmpty)
            #expect(result.error.hasPrefix("pinpad: "))
            #expect(Date().timeIntervalSince(started) >= 1)
        }

        @Test func noNewlineOption() throws {
            let pad = try start(["--boxes", "2", "-n"])
            try xdotool(["key", "4", "2"])
            let result = pad.running.finish()
            #expect(result.output == "42")
        }
    }

    /// The two-field kiosk login form: a badge number typed on any keyboard, the PIN on the keypad
    /// (pinpad's letters keyboard left out, `--keyboard-layout none`: the keypad's keys stay where
    /// `pinpad layout` put them while the badge is typed).
    @Suite(.serialized)
    struct FormEndToEndTests {
        @Test func typedBadgeAndTappedPinPrintTwoLines() throws {
            let options = ["--field", "Badge:text:8", "--field", "PIN:keypad:4"] + KeypadChoice.arguments
            let end = WindowEndToEndTests()
            let centres = try end.keyCentres(options)
            let pad = try end.start(options)
            try end.xdotool(["type", "--delay", "40", "4711AB09"])
            for digit in ["1", "9", "8", "4"] {
                let (x, y) = try #require(centres[digit])
                try end.xdotool(["mousemove", "--window", pad.window, String(x), String(y), "click", "1"])
            }
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "4711AB09\n1984\n")
        }

        /// Return submits the PIN, the focus goes back to the user field that is not complete yet,
        /// and a second Return submits it: the form is done.
        @Test func digitKeysInThePinFieldAfterTab() throws {
            let pad = try WindowEndToEndTests().start(["--field", "User:text:3", "--field", "PIN:keypad:4", "--no-auto-submit", "--min-length", "2"])
            try WindowEndToEndTests().xdotool(["type", "--delay", "40", "u7"])
            try WindowEndToEndTests().xdotool(["key", "--delay", "40", "Tab", "2", "4", "6", "8", "Return", "Return"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "u7\n2468\n")
        }
    }
}
