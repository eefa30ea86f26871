import Foundation
import PinPadCore
import PinPadTestSupport
import Testing

/// The backend conformance suite (`ConformanceSession.all`) on real surfaces: each session played
/// on the built program in a window on the X server (xdotool's keys and clicks) and in a text
/// terminal (a tmux pane, sent the bytes a terminal sends), with the outcome every backend must
/// give; in the window also the count of readings asked for with keypad *, from the speech log,
/// and the terminal's speech log is the window's for the same session. The unit suites play the same sessions on the
/// scripted surface; KMS/DRM and fbdev play them in the kiosk machine (`conformance-kms`,
/// `conformance-fbdev` in Tests/Kiosk/scenarios.py).
///
/// A session of several runs (a rejected PIN and its retry) is played through `pinpad pinentry`,
/// the front end that rejects: each run is a GETPIN answered "wrong" with SETERROR before the
/// next, and ends with Return, since a pinentry's field has no fixed length to fill.
enum SurfaceConformance {
    /// The outcome of a run of the program from its exit status and standard output.
    static func outcome(status: Int32, output: String) -> OutcomeValue? {
        [OutcomeValue.submitted(output.hasSuffix("\n") ? String(output.dropLast()) : output), .cancelled, .timedOut].first {
            ConformanceSession.programResult($0).map { $0.status == status && $0.output == output } ?? false
        }
    }

    /// The outcome of a pinentry's GETPIN from its answer's lines.
    static func outcome(pinentry lines: [String]) -> OutcomeValue? {
        if let data = lines.first(where: { $0.hasPrefix("D ") }), lines.last == "OK" { return .submitted(String(data.dropFirst(2))) }
        if lines.last?.contains("Operation cancelled") == true { return .cancelled }
        return nil
    }

    /// The one text a session pastes, if it pastes (a window's clipboard serves one).
    static func pasted(_ session: ConformanceSession) -> String? {
        let texts = session.runs.joined().compactMap { step -> String? in
            if case .paste(let text) = step { return text }
            return nil
        }
        precondition(texts.count <= 1, "a window's clipboard serves one text a session")
        return texts.first
    }

    /// The sessions of one run, and those of several.
    static let singleRuns = (ConformanceSession.all + ConformanceSession.refusedCharacters).filter { $0.runs.count == 1 }
    static let rejectedRuns = ConformanceSession.all.filter { $0.runs.count > 1 }

    /// The label a key shows in the terminal.
    static func label(_ key: Key) -> String { key.label }

    /// xdotool's name for a key with modifiers (X keysym names).
    static func keyName(_ key: PhysicalKey, _ modifiers: KeyModifiers) -> String {
        let name: String
        switch key {
        case .digit(let value): name = String(value)
        case .keypadDigit(let value): name = "KP_\(value)"
        case .letter(let letter): name = String(letter)
        case .backspace: name = "BackSpace"
        case .deleteForward: name = "Delete"
        case .enter: name = "Return"
        case .keypadEnter: name = "KP_Enter"
        case .escape: name = "Escape"
        case .tab: name = "Tab"
        case .space: name = "space"
        case .arrow(.up): name = "Up"
        case .arrow(.down): name = "Down"
        case .arrow(.left): name = "Left"
        case .arrow(.right): name = "Right"
        case .keypadMultiply: name = "KP_Multiply"
        case .keypadSymbol(let symbol):
            let names: [Character: String] = ["-": "KP_Subtract", "+": "KP_Add", ".": "KP_Decimal", "/": "KP_Divide", ",": "KP_Separator", "=": "KP_Equal"]
            name = names[symbol] ?? "VoidSymbol"
        case .page(.up): name = "Prior"
        case .page(.down): name = "Next"
        case .page(.left): name = "Home"
        case .page(.right): name = "End"
        }
        var prefix = ""
        if modifiers.contains(.control) { prefix += "ctrl+" }
        if modifiers.contains(.alt) { prefix += "alt+" }
        if modifiers.contains(.shift) { prefix += "shift+" }
        return prefix + name
    }
}

extension DisplayTests {
    /// The conformance sessions in a real window under the test's X server.
    @Suite(.serialized)
    struct WindowConformanceEndToEndTests {
        let end = WindowEndToEndTests()

        /// Plays `steps` on the window `window` of a pad laid out with `options`.
        func play(_ steps: [SessionStep], window: String, centres: [String: (Int, Int)]) throws {
            for step in steps {
                switch step {
                case .press(let key, let modifiers):
                    try end.xdotool(["key", SurfaceConformance.keyName(key, modifiers)])
                case .tap(let key):
                    let name: String
                    switch key {
                    case .digit(let value): name = String(value)
                    case .delete: name = "delete"
                    case .submit: name = "submit"
                    case .cancel: name = "cancel"
                    case .clear: name = "clear"
                    default: name = key.label
                    }
                    let (x, y) = try #require(centres[name], "no key \(name) in the layout")
                    try end.xdotool(["mousemove", "--window", window, String(x), String(y), "click", "1"])
                case .paste:
                    try end.xdotool(["key", "ctrl+v"])
                case .pressCapsLock:
                    try end.xdotool(["key", "Caps_Lock"])
                case .typeSymbol(let character):
                    try end.xdotool(["type", String(character)])
                case .wait(let milliseconds):
                    // The session's own pause (the idle timeout's clock), not a wait for an event.
                    usleep(useconds_t(milliseconds * 1000))
                }
            }
        }

        @Test(arguments: SurfaceConformance.singleRuns)
        func session(_ session: ConformanceSession) throws {
            let recording = try AccessibilityEndToEndTests.Recording()
            defer { try? FileManager.default.removeItem(at: recording.directory) }
            let options = session.programArguments
            let centres = try end.keyCentres(options)
            let run = {
                let pad = try end.start(options + ["--speech", "--voice", "en-us"], environment: recording.environment)
                try play(session.runs[0], window: pad.window, centres: centres)
                return pad.running.finish(within: 30)
            }
            let result = try SurfaceConformance.pasted(session).map { try TypedTextEndToEndTests().withClipboard($0, run) } ?? run()
            #expect(
                SurfaceConformance.outcome(status: result.status, output: result.output) == session.expected.outcomes[0],
                "exit \(result.status), output \(result.output.debugDescription), \(result.error)")
            // The opening reading, then one more for each keypad * (they start the same way).
            let spoken = try recording.spoken()
            let opening = try #require(spoken.first, "nothing was spoken")
            #expect(spoken.dropFirst().filter { $0.hasPrefix(opening) }.count == session.expected.announcementRequests, "\(spoken)")
        }

        /// Speech is the driver's, not the window's: the same session played in a terminal (a
        /// tmux pane) with `--speech` leaves the same speech log as in the window.
        @Test(arguments: SurfaceConformance.singleRuns)
        func theTerminalSpeaksAsTheWindow(_ session: ConformanceSession) throws {
            let speech = ["--speech", "--voice", "en-us"]
            let window = try AccessibilityEndToEndTests.Recording()
            defer { try? FileManager.default.removeItem(at: window.directory) }
            let options = session.programArguments
            let centres = try end.keyCentres(options)
            let run = {
                let pad = try end.start(options + speech, environment: window.environment)
                try play(session.runs[0], window: pad.window, centres: centres)
                return pad.running.finish(within: 30)
            }
            let windowResult = try SurfaceConformance.pasted(session).map { try TypedTextEndToEndTests().withClipboard($0, run) } ?? run()

            let terminal = try AccessibilityEndToEndTests.Recording()
            defer { try? FileManager.default.removeItem(at: terminal.directory) }
            let pane = try TerminalConformanceEndToEndTests.Pane(options + speech, columns: 80, rows: 30, environment: terminal.environment)
            defer { pane.close() }
            try TerminalConformanceEndToEndTests().play(session.runs[0], on: pane)
            _ = try #require(pane.status(), "the program did not end:\n\(pane.screen)")
            // pinpad's own lines, the same as the window's (no line refusing speech): SDL's disk
            // driver, the tests' audio output, warns of itself.
            func own(_ error: String) -> [Substring] { error.split(separator: "\n").filter { $0.hasPrefix("pinpad:") } }
            let complaints = own((try? String(contentsOf: pane.directory.appendingPathComponent("err"), encoding: .utf8)) ?? "")
            #expect(complaints == own(windowResult.error), "the terminal said: \(complaints)")
            let spoken = try window.spoken()
            #expect(!spoken.isEmpty, "nothing was spoken in the window")
            #expect((try? terminal.spoken()) == spoken)
        }

        @Test(arguments: SurfaceConformance.rejectedRuns)
        func rejectedSession(_ session: ConformanceSession) throws {
            let (shownPath, remove) = try ShownRequest.privatePath()
            defer { remove() }
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_LAYOUT_FILE"] = shownPath
            let pinentry = try Run.Running(Run.pinpad, ["pinentry"], environment: environment, takingInput: true)
            defer {
                if !pinentry.isFinished { kill(pinentry.pid, SIGKILL) }
                _ = pinentry.finish(within: 5)
            }
            #expect(pinentry.line() == "OK Pleased to meet you")
            var outcomes: [OutcomeValue] = []
            for (index, steps) in session.runs.enumerated() {
                if index > 0 {
                    pinentry.send("SETERROR Wrong PIN")
                    #expect(pinentry.line() == "OK")
                }
                pinentry.send("GETPIN")
                let shown = try ShownRequest.wait(at: shownPath) { $0.process == Int(pinentry.pid) && $0.number == index + 1 }
                let window = try shown.window()
                _ = try Run.run("/usr/bin/xdotool", ["windowfocus", "--sync", window])
                try play(steps + [.press(.enter)], window: window, centres: shown.keys.mapValues { ($0.x, $0.y) })
                var lines: [String] = []
                while let line = pinentry.line(within: 20) {
                    lines.append(line)
                    if line == "OK" || line.hasPrefix("ERR") { break }
                }
                outcomes.append(try #require(SurfaceConformance.outcome(pinentry: lines), "\(lines)"))
            }
            #expect(outcomes == session.expected.outcomes)
            pinentry.send("BYE")
            #expect(pinentry.line() == "OK closing connection")
        }
    }
}

/// The conformance sessions in a text terminal: tmux panes of their own server.
@Suite(.serialized)
struct TerminalConformanceEndToEndTests {
    typealias Pane = TerminalEndToEndTests.Pane

    /// Plays `steps` on `pane`: keys as a terminal's bytes, taps as SGR mouse presses and
    /// releases on the key's label, a paste bracketed.
    func play(_ steps: [SessionStep], on pane: Pane) throws {
        for step in steps {
            switch step {
            case .press(let key, let modifiers):
                try pane.literal(try #require(TerminalKeyBytes.bytes(key, modifiers), "a terminal cannot send \(key)"))
            case .tap(let key):
                let cell = try #require(pane.cell(of: SurfaceConformance.label(key)), "no key \(key.label) on screen:\n\(pane.screen)")
                try pane.literal("\u{1B}[<0;\(cell.column);\(cell.row)M")
                try pane.literal("\u{1B}[<0;\(cell.column);\(cell.row)m")
            case .paste(let text):
                try pane.literal(TerminalKeyBytes.bracketedPaste(text))
            case .pressCapsLock:
                Issue.record("a terminal sends no byte for Caps Lock")
            case .typeSymbol(let character):
                try pane.literal(String(character))
            case .wait(let milliseconds):
                // The session's own pause (the idle timeout's clock), not a wait for an event.
                usleep(useconds_t(milliseconds * 1000))
            }
        }
    }

    @Test(arguments: SurfaceConformance.singleRuns)
    func session(_ session: ConformanceSession) throws {
        let pane = try Pane(session.programArguments, columns: 80, rows: 30)
        defer { pane.close() }
        try play(session.runs[0], on: pane)
        let status = try #require(pane.status(), "the program did not end:\n\(pane.screen)")
        #expect(SurfaceConformance.outcome(status: status, output: pane.output) == session.expected.outcomes[0], "exit \(status)")
    }

    @Test(arguments: SurfaceConformance.rejectedRuns)
    func rejectedSession(_ session: ConformanceSession) throws {
        // The pinentry in the pane reads its Assuan commands from a pipe kept open, and draws on
        // the pane's terminal (its controlling terminal).
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-conformance-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var commands = ""
        for index in session.runs.indices { commands += (index > 0 ? "SETERROR Wrong PIN\n" : "") + "GETPIN\n" }
        try (commands + "BYE\n").write(to: directory.appendingPathComponent("commands"), atomically: false, encoding: .utf8)
        try "[pinentry]\nbackend = terminal\n".write(to: directory.appendingPathComponent("pinpad.conf"), atomically: false, encoding: .utf8)
        let script = directory.appendingPathComponent("pinentry.sh")
        try "(cat '\(directory.path)/commands'; sleep 60) | '\(Run.pinpad)' pinentry\n".write(to: script, atomically: false, encoding: .utf8)
        let pane = try Pane([], columns: 80, rows: 30, environment: ["PINPAD_CONFIG_DIR": directory.path], program: ["/bin/sh", script.path])
        defer { pane.close() }
        var answers: [String] { pane.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("D ") || $0.hasPrefix("ERR") } }
        for (index, steps) in session.runs.enumerated() {
            if index > 0 { #expect(pane.waitUntil { pane.screen.contains("Wrong PIN") }, "the retry never showed:\n\(pane.screen)") }
            try play(steps + [.press(.enter)], on: pane)
            #expect(pane.waitUntil { answers.count > index }, "no answer to GETPIN \(index + 1): \(pane.output)")
        }
        // The pipe stays open (its writer sleeps): the pinentry ends at BYE.
        #expect(pane.waitUntil { pane.output.contains("OK closing connection") }, "\(pane.output)")
        let outcomes = answers.map { SurfaceConformance.outcome(pinentry: [$0, $0.hasPrefix("D ") ? "OK" : $0]) }
        #expect(outcomes == session.expected.outcomes.map { Optional($0) }, "\(pane.output)")
    }
}
