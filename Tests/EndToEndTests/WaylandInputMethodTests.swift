import Foundation
import Testing

/// The system keyboard is never asked for by the keypad: on Wayland an on-screen keyboard is an
/// input method, which the compositor activates when a client enables text input
/// (`zwp_text_input_v3`). An input method of the tests' own (`Tests/Fixtures/input_method_probe.c`,
/// input-method-unstable-v2) on sway records every activate and deactivate it is told.
@Suite(.serialized, .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/sway")))
struct WaylandInputMethodTests {
    /// The probe, built once per test with wayland-scanner's code for the protocol, whose XML
    /// Debian ships in librust-wayland-protocols-dev.
    static func buildProbe(in directory: String) throws -> String {
        let registry = "/usr/share/cargo/registry"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: registry))?.filter { $0.hasPrefix("wayland-protocols-") } ?? []
        let xml = try #require(
            versions.sorted().map { "\(registry)/\($0)/misc/input-method-unstable-v2.xml" }.last { FileManager.default.fileExists(atPath: $0) },
            "no input-method-unstable-v2.xml (librust-wayland-protocols-dev)")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/input_method_probe.c").path
        for (kind, output) in [("client-header", "input-method-unstable-v2-client-protocol.h"), ("private-code", "input-method-protocol.c")] {
            let scanned = try Run.run("/usr/bin/wayland-scanner", [kind, xml, "\(directory)/\(output)"])
            try #require(scanned.status == 0, "wayland-scanner: \(scanned.error)")
        }
        let program = "\(directory)/input_method_probe"
        let built = try Run.run(
            "/usr/bin/gcc", ["-I", directory, "-o", program, source, "\(directory)/input-method-protocol.c", "-lwayland-client"], within: 60)
        try #require(built.status == 0, "gcc: \(built.error)")
        return program
    }

    /// The probe running on `session`, bound to its seat.
    struct Probe {
        let running: Run.Running

        init(on session: WaylandSession, committing text: String? = nil) throws {
            let program = try WaylandInputMethodTests.buildProbe(in: session.runtimeDirectory)
            running = try session.startClient(program, text.map { ["--commit", $0] } ?? [])
            let first = running.line(within: 10)
            guard first == "ready" else {
                kill(running.pid, SIGKILL)
                let result = running.finish()
                throw WaylandSession.NoCompositor(description: "input method probe: \(first ?? "nothing") \(result.error)")
            }
        }

        /// Ends the probe; the activate and deactivate lines it printed after "ready", in order.
        func states() -> [String] {
            lines().filter { $0 == "activate" || $0 == "deactivate" }
        }

        /// Ends the probe; every line it printed after "ready", in order.
        func lines() -> [String] {
            kill(running.pid, SIGTERM)
            return running.finish(within: 5).output.split(separator: "\n").map(String.init)
        }
    }

    func start(
        _ arguments: [String], on session: WaylandSession, takingInput: Bool = false, variables: [String: String] = [:]
    ) throws -> (Run.Running, String, () -> Void) {
        let report = try ShownRequest.privatePath()
        var environment = session.environment.merging(variables) { $1 }
        environment["PINPAD_LAYOUT_FILE"] = report.path
        let running = try Run.Running(Run.pinpad, arguments, environment: environment, takingInput: takingInput)
        return (running, report.path, report.remove)
    }

    /// A data directory (`PINPAD_DATA_DIR`) holding the package's German letters keyboard
    /// (`keyboards/de.layout`: a root-run pinpad reads layouts only from root's files), and its removal.
    func germanLayout() throws -> (path: String, remove: () -> Void) {
        var template = Array("/tmp/pk-XXXXXX".utf8CString)
        let home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        let data = "\(home)/share"
        try FileManager.default.createDirectory(atPath: "\(data)/keyboards", withIntermediateDirectories: true)
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/keyboards/de.layout").standardized.path
        try FileManager.default.copyItem(atPath: source, toPath: "\(data)/keyboards/de.layout")
        return (data, { try? FileManager.default.removeItem(atPath: home) })
    }

    /// The seat has no keyboard when the pad starts (a touch kiosk); one comes to type the PIN.
    @Test func aKeypadPromptNeverActivatesTheInputMethod() throws {
        let session = try WaylandSession(.sway)
        let probe = try Probe(on: session)
        let (pad, report, remove) = try start(["--boxes", "4", "--timeout", "30"], on: session)
        defer { remove() }
        _ = try ShownRequest.wait(at: report) { _ in true }
        try session.waitForFocus(of: pad.pid)
        // -s: the keyboard is on the seat before its first key (keys before SDL took it go nowhere).
        _ = try session.client("/usr/bin/wtype", ["-s", "500", "1234"])
        let result = pad.finish()
        #expect(result.output == "1234\n", "stderr: \(result.error)")
        #expect(probe.states() == [], "the keypad asked for the system keyboard")
    }

    /// The seat has a keyboard when the pad starts (a kiosk with a keyboard, or an on-screen
    /// keyboard's own virtual one). SDL 2.26 enables text input in `SDL_Init`, before the window
    /// exists, and sway 1.7 activated the input method for it: an on-screen keyboard flashed up
    /// over the keypad. No prompt here asks for the input method, so SDL never hears of the
    /// text-input manager: the input method is never activated, from start to exit, and the
    /// physical keyboard still types the PIN.
    @Test func aKeypadPromptOnASeatWithAKeyboardNeverActivatesTheInputMethod() throws {
        let session = try WaylandSession(.sway)
        let keyboard = try session.startClient("/usr/bin/wtype", ["-s", "120000"])
        defer { kill(keyboard.pid, SIGTERM); _ = keyboard.finish(within: 5) }
        let probe = try Probe(on: session)
        let (pad, report, remove) = try start(["--boxes", "4", "--timeout", "30"], on: session)
        defer { remove() }
        _ = try ShownRequest.wait(at: report) { _ in true }
        try session.waitForFocus(of: pad.pid)
        _ = try session.client("/usr/bin/wtype", ["1234"])
        let result = pad.finish()
        #expect(result.output == "1234\n", "stderr: \(result.error)")
        #expect(probe.states() == [], "the keypad asked for the system keyboard")
    }

    /// While pinpad's letters keyboard shows for a passphrase, the system's input method (an
    /// on-screen keyboard) is never activated beside it, and a physical keyboard still types:
    /// a capital, a German letter, a digit, a symbol and a dead key's accented letter
    /// (xkbcommon's compose, in SDL). (sway headless has no pointer to tap with here: taps on
    /// the letters keyboard are the X11 and KMS tests'.)
    @Test func theLettersKeyboardNeverActivatesTheInputMethodAndKeysStillType() throws {
        let session = try WaylandSession(.sway)
        let probe = try Probe(on: session, committing: "IM")
        let (data, removeData) = try germanLayout()
        defer { removeData() }
        let (pad, report, remove) = try start(
            ["--passphrase", "--keyboard-layout", "de", "--timeout", "30"], on: session, variables: ["PINPAD_DATA_DIR": data])
        defer { remove() }
        let shown: ShownRequest
        do {
            shown = try ShownRequest.wait(at: report) { $0.keys["ß"] != nil }
        } catch {
            kill(pad.pid, SIGTERM)
            Issue.record("no German keyboard shown: \(pad.finish().error)")
            throw error
        }
        try session.waitForFocus(of: pad.pid)
        #expect(shown.keys["1"] == nil, "the numeric keypad is shown")
        _ = try session.client("/usr/bin/wtype", ["-s", "500", "Kö4!", "-k", "dead_acute", "-k", "e", "-k", "Return"])
        let result = pad.finish()
        #expect(result.output == "Kö4!é\n", "stderr: \(result.error)")
        #expect(probe.states() == [], "the system keyboard was asked for beside pinpad's")
    }

    /// The pinpad pinentry with the German letters keyboard (`keyboard-layout = de`), on a seat
    /// with a keyboard from the start, asks for a passphrase twice in one process, the second
    /// time after a wrong one: the input method is never activated, from start to exit (SDL
    /// 2.26's enable in `SDL_Init` activated it before each window), and the physical keyboard
    /// types both passphrases.
    @Test func pinentryWithTheLettersKeyboardNeverActivatesTheInputMethodAcrossRetries() throws {
        let session = try WaylandSession(.sway)
        let keyboard = try session.startClient("/usr/bin/wtype", ["-s", "120000"])
        defer { kill(keyboard.pid, SIGTERM); _ = keyboard.finish(within: 5) }
        let probe = try Probe(on: session)
        let (data, removeData) = try germanLayout()
        defer { removeData() }
        // Beside the layouts, in root's files (a root-run pinpad reads no other user's).
        let configuration = "\(data)/letters.conf"
        try "keyboard-layout = de\n".write(toFile: configuration, atomically: false, encoding: .utf8)
        let (pinentry, report, remove) = try start(
            ["pinentry", "-C", configuration], on: session, takingInput: true, variables: ["PINPAD_DATA_DIR": data])
        defer { remove() }
        #expect(pinentry.line()?.hasPrefix("OK") == true)
        for (number, passphrase) in [(1, "Kö12"), (2, "ß9x")] {
            pinentry.send(number == 1 ? "SETDESC Passphrase" : "SETERROR Wrong passphrase")
            #expect(pinentry.line() == "OK")
            pinentry.send("GETPIN")
            let shown = try ShownRequest.wait(at: report) { $0.number == number }
            #expect(shown.keys["ß"] != nil, "request \(number) shows no German keyboard")
            try session.waitForFocus(of: pinentry.pid)
            _ = try session.client("/usr/bin/wtype", ["-s", "500", passphrase, "-k", "Return"])
            #expect(pinentry.line() == "D \(passphrase)")
            #expect(pinentry.line() == "OK")
        }
        pinentry.send("BYE")
        let result = pinentry.finish()
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(probe.states() == [], "the pinentry asked for the system keyboard beside pinpad's")
    }

    /// A front end that may ask for a text field the system's input method types (the
    /// pinentry, with no letters keyboard: `keyboard-layout = none`, as where no layout is
    /// installed) keeps the input method; on a seat with a keyboard its confirmation, which has no
    /// text field, never activates it. SDL 2.26 enabled text input in `SDL_Init` when the
    /// text-input manager was there: the on-screen keyboard flashed up as the pad opened.
    @Test func aConfirmationOfAPinentryThatMayAskForTextNeverActivatesTheInputMethod() throws {
        let session = try WaylandSession(.sway)
        let keyboard = try session.startClient("/usr/bin/wtype", ["-s", "120000"])
        defer { kill(keyboard.pid, SIGTERM); _ = keyboard.finish(within: 5) }
        let probe = try Probe(on: session)
        // In a directory of root's alone: a root-run pinpad skips a file in the session's.
        let keypad = try KeypadChoice.configurationDirectory()
        defer { keypad.remove() }
        let configuration = "\(keypad.path)/pinpad.conf"
        let (pinentry, report, remove) = try start(["pinentry", "-C", configuration], on: session, takingInput: true)
        defer { remove() }
        #expect(pinentry.line()?.hasPrefix("OK") == true)
        pinentry.send("SETDESC Allow the use of this key?")
        #expect(pinentry.line() == "OK")
        pinentry.send("CONFIRM")
        _ = try ShownRequest.wait(at: report) { _ in true }
        try session.waitForFocus(of: pinentry.pid)
        _ = try session.client("/usr/bin/wtype", ["-k", "Return"])
        #expect(pinentry.line() == "OK")
        pinentry.send("BYE")
        let result = pinentry.finish()
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(probe.states() == [], "the confirmation asked for the system keyboard")
    }

    /// A form's text field without pinpad's letters keyboard (`--keyboard-layout none`: the
    /// keypad shows) activates the input method while it has the focus, takes the text the
    /// input method commits, and lets it go when the focus moves on (the full field moves it to
    /// the keypad field).
    @Test func aTextFieldActivatesTheInputMethodUntilTheFocusLeaves() throws {
        let session = try WaylandSession(.sway)
        let probe = try Probe(on: session, committing: "ab")
        let (pad, report, remove) = try start(
            ["--field", "Name:text:2", "--field", "PIN:keypad:4", "--keyboard-layout", "none", "--timeout", "30"], on: session)
        defer { remove() }
        _ = try ShownRequest.wait(at: report) { _ in true }
        try session.waitForFocus(of: pad.pid)
        _ = try session.client("/usr/bin/wtype", ["-s", "500", "1234"])
        let result = pad.finish()
        #expect(result.output == "ab\n1234\n", "stderr: \(result.error)")
        let lines = probe.lines()
        let states = lines.filter { $0 == "activate" || $0 == "deactivate" }
        #expect(states.first == "activate" && states.last == "deactivate", "\(states)")
        // The name shows as it is typed: plain text, which the input method may complete.
        #expect(lines.allSatisfy { !$0.hasPrefix("content_type") || $0 == "content_type 0 0" }, "\(lines)")
    }

    /// A passphrase field without pinpad's letters keyboard takes the text an input method (an
    /// on-screen keyboard, IBus) commits, with the content purpose of a password, waiting for
    /// nothing but the pad's own output: it runs on the release build too (Tests/Release/run),
    /// which has none of the debug build's test hooks and once never told SDL of the text-input
    /// manager (the person could type digits only).
    @Test func aPassphraseFieldTakesTheInputMethodsText() throws {
        let session = try WaylandSession(.sway)
        let probe = try Probe(on: session, committing: "Ab9")
        let (pad, _, remove) = try start(["--field", "Passphrase:text:3", "--keyboard-layout", "none", "--timeout", "30"], on: session)
        defer { remove() }
        let result = pad.finish()
        #expect(result.status == 0 && result.output == "Ab9\n", "\(result.status) \(result.output.debugDescription) stderr: \(result.error)")
        let lines = probe.lines()
        #expect(lines.contains("activate"), "\(lines)")
    }

    /// A text field that takes the focus after the window already has the keyboard focus (a
    /// keypad field first) still gets the input method: it is activated when the text field
    /// takes the focus, its committed text reaches the field, and it is deactivated at the end
    /// (the compositor gives a text input the focus only when the window gains the keyboard's,
    /// so the text input must exist before then).
    @Test func aTextFieldAfterAKeypadFieldGetsTheInputMethodAndLetsItGo() throws {
        let session = try WaylandSession(.sway)
        let keyboard = try session.startClient("/usr/bin/wtype", ["-s", "120000"])
        defer { kill(keyboard.pid, SIGTERM); _ = keyboard.finish(within: 5) }
        let probe = try Probe(on: session, committing: "xy")
        let (pad, report, remove) = try start(
            ["--field", "PIN:keypad:2", "--field", "Name:text:2", "--keyboard-layout", "none", "--timeout", "30"], on: session)
        defer { remove() }
        _ = try ShownRequest.wait(at: report) { _ in true }
        try session.waitForFocus(of: pad.pid)
        _ = try session.client("/usr/bin/wtype", ["-s", "300", "12"])
        let result = pad.finish()
        #expect(result.status == 0 && result.output == "12\nxy\n", "status \(result.status), stderr: \(result.error)")
        let states = probe.states()
        #expect(states.first == "activate" && states.last == "deactivate", "\(states)")
    }

    /// The pinentry with no letters keyboard (`keyboard-layout = none`) confirms first (no text
    /// field: the input method stays off) and then asks for a passphrase in the same window: the
    /// passphrase activates the input method, takes what it commits, and lets it go.
    @Test func pinentryConfirmationThenPassphraseActivatesTheInputMethodOnceAndLetsItGo() throws {
        let session = try WaylandSession(.sway)
        let keyboard = try session.startClient("/usr/bin/wtype", ["-s", "120000"])
        defer { kill(keyboard.pid, SIGTERM); _ = keyboard.finish(within: 5) }
        let probe = try Probe(on: session, committing: "ab")
        // In a directory of root's alone: a root-run pinpad skips a file in the session's.
        let keypad = try KeypadChoice.configurationDirectory()
        defer { keypad.remove() }
        let configuration = "\(keypad.path)/pinpad.conf"
        let (pinentry, report, remove) = try start(["pinentry", "-C", configuration], on: session, takingInput: true)
        defer { remove() }
        #expect(pinentry.line()?.hasPrefix("OK") == true)
        pinentry.send("SETDESC Allow the use of this key?")
        #expect(pinentry.line() == "OK")
        pinentry.send("CONFIRM")
        _ = try ShownRequest.wait(at: report) { _ in true }
        try session.waitForFocus(of: pinentry.pid)
        _ = try session.client("/usr/bin/wtype", ["-k", "Return"])
        #expect(pinentry.line() == "OK")
        pinentry.send("SETDESC Passphrase")
        #expect(pinentry.line() == "OK")
        pinentry.send("GETPIN")
        _ = try ShownRequest.wait(at: report) { $0.number == 2 }
        _ = try session.client("/usr/bin/wtype", ["-s", "500", "-k", "Return"])
        #expect(pinentry.line() == "D ab")
        #expect(pinentry.line() == "OK")
        pinentry.send("BYE")
        let result = pinentry.finish()
        #expect(result.status == 0, "stderr: \(result.error)")
        let states = probe.states()
        let pairs = stride(from: 0, to: states.count - 1, by: 2).map { Array(states[$0...$0 + 1]) }
        #expect(states.count >= 2 && states.count % 2 == 0 && pairs.allSatisfy { $0 == ["activate", "deactivate"] }, "\(states)")
    }

    /// Runs `--passphrase` with the keypad (`--keyboard-layout none`) on sway beside an input
    /// method that commits "ab", then Return; expects "ab" printed. Returns the session (kept
    /// running) and the probe, which has heard the whole prompt.
    func passphraseTypedByTheInputMethod() throws -> (WaylandSession, Probe) {
        let session = try WaylandSession(.sway)
        let probe = try Probe(on: session, committing: "ab")
        let (pad, report, remove) = try start(["--passphrase", "--keyboard-layout", "none", "--timeout", "30"], on: session)
        defer { remove() }
        _ = try ShownRequest.wait(at: report) { _ in true }
        try session.waitForFocus(of: pad.pid)
        _ = try session.client("/usr/bin/wtype", ["-s", "500", "-k", "Return"])
        let result = pad.finish()
        #expect(result.output == "ab\n", "stderr: \(result.error)")
        return (session, probe)
    }

    /// `--passphrase` without pinpad's letters keyboard (`--keyboard-layout none`, or a locale
    /// whose layout is not installed) is a text field as a form's is: it asks for the system's
    /// input method (an on-screen keyboard), takes what it commits, and lets it go at the end.
    @Test func aPassphraseWithoutTheLettersKeyboardActivatesTheInputMethod() throws {
        let (session, probe) = try passphraseTypedByTheInputMethod()
        defer { withExtendedLifetime(session) {} }
        let states = probe.states()
        #expect(states.first == "activate" && states.last == "deactivate", "\(states)")
    }

    /// A passphrase's text field tells the input method that it holds a password (content purpose
    /// `password` (8), hints `hidden_text` and `sensitive_data` (0x40 | 0x80)) from the commit
    /// that activates it, and says nothing else: an on-screen keyboard neither suggests, corrects
    /// nor learns it. SDL 2.26 says hint `none`, purpose `normal`, and after the activation.
    @Test func aPassphraseTellsTheInputMethodItIsAPassword() throws {
        let (session, probe) = try passphraseTypedByTheInputMethod()
        defer { withExtendedLifetime(session) {} }
        let lines = probe.lines()
        // The state the activation applies (up to its first done) says password.
        let activation = lines.drop { $0 != "activate" }.prefix { $0 != "done" }
        #expect(activation.contains("content_type 192 8"), "\(lines)")
        let contentTypes = lines.filter { $0.hasPrefix("content_type") }
        #expect(contentTypes.allSatisfy { $0 == "content_type 192 8" }, "\(lines)")
    }

    /// The pinentry asks for a passphrase (a text field, with the keypad: `keyboard-layout =
    /// none`) twice in one process, the second time after a wrong one: each request activates
    /// the input method and each answer lets it go, so no on-screen keyboard is left up between
    /// requests or after them.
    @Test func pinentryRetriesLetTheInputMethodGoAfterEachPassphrase() throws {
        let session = try WaylandSession(.sway)
        let probe = try Probe(on: session)
        // In a directory of root's alone: a root-run pinpad skips a file in the session's.
        let keypad = try KeypadChoice.configurationDirectory()
        defer { keypad.remove() }
        let configuration = "\(keypad.path)/pinpad.conf"
        let (pinentry, report, remove) = try start(["pinentry", "-C", configuration], on: session, takingInput: true)
        defer { remove() }
        #expect(pinentry.line()?.hasPrefix("OK") == true)
        for (number, passphrase) in [(1, "1234"), (2, "5678")] {
            pinentry.send(number == 1 ? "SETDESC Passphrase" : "SETERROR Wrong passphrase")
            #expect(pinentry.line() == "OK")
            pinentry.send("GETPIN")
            _ = try ShownRequest.wait(at: report) { $0.number == number }
            try session.waitForFocus(of: pinentry.pid)
            _ = try session.client("/usr/bin/wtype", ["-s", "500", passphrase, "-k", "Return"])
            #expect(pinentry.line() == "D \(passphrase)")
            #expect(pinentry.line() == "OK")
        }
        pinentry.send("BYE")
        let result = pinentry.finish()
        #expect(result.status == 0, "stderr: \(result.error)")
        // Each activation is followed by its deactivation (SDL may enable and disable text
        // input more than once while a request runs), and the last one lets it go.
        let lines = probe.lines()
        let states = lines.filter { $0 == "activate" || $0 == "deactivate" }
        let pairs = stride(from: 0, to: states.count - 1, by: 2).map { Array(states[$0...$0 + 1]) }
        #expect(states.count >= 4 && states.count % 2 == 0 && pairs.allSatisfy { $0 == ["activate", "deactivate"] }, "\(states)")
        // Each passphrase is a password to the input method, from its activation on.
        let contentTypes = lines.filter { $0.hasPrefix("content_type") }
        #expect(contentTypes.count >= 2 && contentTypes.allSatisfy { $0 == "content_type 192 8" }, "\(lines)")
    }
}
