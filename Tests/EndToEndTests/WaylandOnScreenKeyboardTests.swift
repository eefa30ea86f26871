import Foundation
import PinPadSDL
import Testing

/// A real on-screen keyboard on Wayland: squeekboard 1.21 (Phosh's; an input method, a layer
/// surface at the bottom of the output and a virtual keyboard) on sway headless. It shows itself
/// when the compositor activates the input method, which a text field asks for and the keypad
/// must not. Taps come from the tests' virtual pointer, screens from `grim`. Needs root, sway and
/// squeekboard (on a session bus of its own: squeekboard wants one).
@Suite(
    .serialized,
    .enabled(if: getuid() == 0 && ["/usr/bin/sway", "/usr/bin/squeekboard", "/usr/bin/dbus-daemon", "/usr/bin/gdbus"].allSatisfy(FileManager.default.isExecutableFile))
)
struct WaylandOnScreenKeyboardTests {
    /// The output's size: squeekboard's keyboard takes its bottom 280 rows at this width.
    static let width = 480, height = 800
    /// The first row squeekboard's keyboard covers.
    static let keyboardTop = 520
    /// The centres of squeekboard's keys used here (its `us` layout at 480 pixels wide).
    static let keyCentres: [Character: (x: Int, y: Int)] = ["h": (287, 625), "i": (359, 555)]

    /// squeekboard on `session`, on a session bus of its own (`dbus-daemon`), with GSettings in
    /// a key file of the runtime directory that turns the screen keyboard on
    /// (`org.gnome.desktop.a11y.applications screen-keyboard-enabled`). Its messages go to a file
    /// (`squeekboard.log` there, its standard output too): a pipe nobody reads would stop it.
    /// Returns once squeekboard owns its bus name (`sm.puri.OSK0`), within 20 s, and has hidden
    /// the keyboard it shows for about 0.2 s when it starts with no text field anywhere (its
    /// `Visible` property true, then false: `gdbus monitor`), within 10 s more: that keyboard,
    /// over a pad started at once, is not the pad's.
    func startKeyboard(on session: WaylandSession) throws -> Run.Running {
        let settings = "\(session.runtimeDirectory)/config/glib-2.0/settings"
        try FileManager.default.createDirectory(atPath: settings, withIntermediateDirectories: true)
        try "[org/gnome/desktop/a11y/applications]\nscreen-keyboard-enabled=true\n"
            .write(toFile: "\(settings)/keyfile", atomically: false, encoding: .utf8)
        var environment = session.environment
        environment["HOME"] = session.runtimeDirectory
        environment["XDG_CONFIG_HOME"] = "\(session.runtimeDirectory)/config"
        environment["GSETTINGS_BACKEND"] = "keyfile"
        environment["NO_AT_BRIDGE"] = "1"
        // A bus of its own that starts no services (squeekboard would start feedbackd and the
        // accessibility bus, which outlive it).
        let bus = "\(session.runtimeDirectory)/bus"
        // Debian's session bus configuration, listening there, without its service directories.
        let configuration = try String(contentsOfFile: "/usr/share/dbus-1/session.conf", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("servicedirs") && !$0.contains("<includedir>") }
            .map { $0.contains("<listen>") ? "  <listen>unix:path=\(bus)</listen>" : String($0) }
        try configuration.joined(separator: "\n").write(toFile: "\(session.runtimeDirectory)/bus.conf", atomically: false, encoding: .utf8)
        environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=\(bus)"
        let script = """
            exec 2>"$XDG_RUNTIME_DIR/squeekboard.log"
            /usr/bin/dbus-daemon --config-file="$XDG_RUNTIME_DIR/bus.conf" --nofork & d=$!
            trap 'kill $s $d $m; wait; exit' TERM
            n=0; while [ ! -S "$XDG_RUNTIME_DIR/bus" ] && [ $n -lt 200 ]; do sleep 0.05; n=$((n+1)); done
            v="$XDG_RUNTIME_DIR/visible.log"
            /usr/bin/gdbus monitor --session --dest sm.puri.OSK0 >"$v" & m=$!
            n=0; until grep -q "does not have an owner" "$v" || [ $n -ge 200 ]; do sleep 0.05; n=$((n+1)); done
            /usr/bin/squeekboard >&2 & s=$!
            if /usr/bin/gdbus wait --session --timeout 20 sm.puri.OSK0; then
                n=0; until grep -q "'Visible': <false>" "$v" || [ $n -ge 200 ]; do sleep 0.05; n=$((n+1)); done
                echo ready
            fi
            kill $m
            wait $s; kill $d; wait
            """
        let keyboard = try Run.Running("/bin/sh", ["-c", script], environment: environment)
        let first = keyboard.line(within: 35)
        guard first == "ready" else {
            kill(keyboard.pid, SIGTERM)
            _ = keyboard.finish(within: 10)
            let log = (try? String(contentsOfFile: "\(session.runtimeDirectory)/squeekboard.log", encoding: .utf8)) ?? ""
            throw WaylandSession.NoCompositor(description: "squeekboard: \(first ?? "nothing") \(log)")
        }
        return keyboard
    }

    /// Ends the compositor, then squeekboard (which leaves with its display) and its bus.
    func end(_ keyboard: Run.Running, _ session: WaylandSession) {
        session.stop()
        kill(keyboard.pid, SIGTERM)
        _ = keyboard.finish(within: 10)
    }

    /// A pad on `session`, its first request shown and its window focused.
    func start(_ arguments: [String], on session: WaylandSession) throws -> (Run.Running, ShownRequest, () -> Void) {
        let report = try ShownRequest.privatePath()
        var environment = session.environment
        environment["PINPAD_LAYOUT_FILE"] = report.path
        let pad = try Run.Running(Run.pinpad, arguments + ["--timeout", "30"], environment: environment)
        let shown = try ShownRequest.wait(at: report.path) { _ in true }
        try session.waitForFocus(of: pad.pid)
        return (pad, shown, report.remove)
    }

    /// The key centres of `arguments`' layout at the output's size (`pinpad layout`), by label.
    func keyCentres(_ arguments: [String]) throws -> [String: (x: Int, y: Int)] {
        let result = try Run.pinpad(["layout"] + arguments)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        try #require(json["width"] as? Int == Self.width && json["height"] as? Int == Self.height, "layout \(result.output.prefix(40))")
        var centres: [String: (x: Int, y: Int)] = [:]
        for key in try #require(json["keys"] as? [[String: Any]]) {
            guard let label = key["label"] as? String, let x = key["x"] as? Double, let y = key["y"] as? Double,
                let width = key["width"] as? Double, let height = key["height"] as? Double
            else { continue }
            centres[label] = (Int(x + width / 2), Int(y + height / 2))
        }
        return centres
    }

    /// The box rectangles of `arguments`' layout at the output's size (`pinpad layout`), in
    /// whole pixels.
    func boxes(_ arguments: [String]) throws -> [(x: Int, y: Int, width: Int, height: Int)] {
        let result = try Run.pinpad(["layout"] + arguments)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        return try #require(json["boxes"] as? [[String: Double]]).map { box in
            (Int(box["x"] ?? 0), Int(box["y"] ?? 0), Int(box["width"] ?? 0), Int(box["height"] ?? 0))
        }
    }

    /// `pinpad --screenshot` of `arguments` at the output's size.
    func render(_ arguments: [String], in session: WaylandSession) throws -> Image {
        let path = "\(session.runtimeDirectory)/render.png"
        let rendered = try Run.pinpad(["--screenshot", path] + arguments)
        try #require(rendered.status == 0, "pinpad --screenshot: \(rendered.error)")
        return try Image(png: path)
    }

    /// The pixels of rows `rows` where `shot` and `reference` differ.
    func differing(_ shot: Image, _ reference: Image, rows: Range<Int>) -> Int {
        guard shot.width == reference.width, shot.height == reference.height else { return shot.width * rows.count }
        return rows.reduce(0) { sum, y in
            sum + (0..<shot.width).count(where: { x in shot[x, y] | 0xFF00_0000 != reference[x, y] | 0xFF00_0000 })
        }
    }

    /// The smallest rectangle of rows `rows` that holds every pixel where `shot` and `reference`
    /// differ, for a failing test's message.
    func differenceBounds(_ shot: Image, _ reference: Image, rows: Range<Int>) -> String {
        var left = Int.max, top = Int.max, right = -1, bottom = -1
        for y in rows {
            for x in 0..<shot.width where shot[x, y] | 0xFF00_0000 != reference[x, y] | 0xFF00_0000 {
                left = min(left, x); right = max(right, x); top = min(top, y); bottom = max(bottom, y)
            }
        }
        return right < 0 ? "nowhere" : "x \(left)...\(right), y \(top)...\(bottom)"
    }

    /// Keeps a screenshot or log for the one who reads the test's results: `build/osk/NAME` of
    /// the package, when that directory exists.
    func keep(_ path: String, as name: String) {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("build/osk").path
        guard FileManager.default.fileExists(atPath: directory) else { return }
        try? FileManager.default.removeItem(atPath: "\(directory)/\(name)")
        try? FileManager.default.copyItem(atPath: path, toPath: "\(directory)/\(name)")
    }

    /// The pixels of rows `rows` that are light in `shot` (squeekboard's keys, by its theme) and
    /// not in `reference` (the pad's render).
    func lighter(_ shot: Image, _ reference: Image, rows: Range<Int>) -> Int {
        func isLight(_ pixel: UInt32) -> Bool { (pixel >> 16 & 0xFF) + (pixel >> 8 & 0xFF) + (pixel & 0xFF) > 3 * 0xA0 }
        guard shot.width == reference.width, shot.height == reference.height else { return 0 }
        return rows.reduce(0) { sum, y in sum + (0..<shot.width).count(where: { x in isLight(shot[x, y]) && !isLight(reference[x, y]) }) }
    }

    /// A touch kiosk's PIN prompt with squeekboard running (whose own virtual keyboard is on the
    /// seat, so SDL 2.26 enables text input in `SDL_Init`): from the pad's first frame (its
    /// first shown-request report) on, no screenshot has squeekboard's keyboard in the rows it
    /// covers, until those rows are the pad's render (the pad laid out in the whole output), and
    /// after the focus and three tapped digits the rows below the keypad's keys still are; the
    /// tapped PIN is printed. Then a text field without pinpad's letters keyboard
    /// (`--keyboard-layout none`) on the same squeekboard brings the keyboard up: it was ready to
    /// show itself all along.
    @Test func aKeypadPromptShowsNoOnScreenKeyboard() throws {
        let session = try WaylandSession(.sway, width: Self.width, height: Self.height)
        let pointer = try session.holdPointer()
        defer { kill(pointer.pid, SIGTERM); _ = pointer.finish(within: 5) }
        let keyboard = try startKeyboard(on: session)
        defer { end(keyboard, session) }

        let arguments = ["--boxes", "4"]
        let reference = try render(arguments, in: session)
        let keys = try keyCentres(arguments)
        let report = try ShownRequest.privatePath()
        defer { report.remove() }
        var environment = session.environment
        environment["PINPAD_LAYOUT_FILE"] = report.path
        let pad = try Run.Running(Run.pinpad, arguments + ["--timeout", "30"], environment: environment)
        _ = try ShownRequest.wait(at: report.path) { _ in true }
        // The first box, where the caret blinks, is above the rows compared after each tap.
        let keyboardRows = Self.keyboardTop..<Self.height
        let belowKeys = 640..<Self.height
        // Screenshots from the first frame until the rows squeekboard covers are the render; a
        // quarter of those rows light where the render is dark is squeekboard's keyboard.
        var whole = -1
        var shots = 0
        var keyboardShots: [Int] = []
        var shot = Image(width: 0, height: 0, pixels: [])
        let deadline = Date().addingTimeInterval(10)
        while whole != 0 && Date() < deadline {
            shot = try Image(png: try session.screenshot(named: "keypad"))
            shots += 1
            if lighter(shot, reference, rows: keyboardRows) > Self.width * keyboardRows.count / 4 {
                keyboardShots.append(shots)
                keep("\(session.runtimeDirectory)/keypad.png", as: "keypad-keyboard-\(shots).png")
            }
            whole = differing(shot, reference, rows: keyboardRows)
        }
        keep("\(session.runtimeDirectory)/keypad.png", as: "keypad-prompt.png")
        #expect(keyboardShots.isEmpty, "squeekboard's keyboard in screenshots \(keyboardShots) of \(shots) from the pad's first frame")
        #expect(
            whole == 0,
            "\(whole) pixels where squeekboard shows differ from the pad's render (\(differenceBounds(shot, reference, rows: keyboardRows))): an on-screen keyboard?")
        try session.waitForFocus(of: pad.pid)
        let focused = try Image(png: try session.screenshot(named: "keypad-focused"))
        #expect(
            differing(focused, reference, rows: keyboardRows) == 0,
            "with the focus, the rows squeekboard covers are not the render (\(differenceBounds(focused, reference, rows: keyboardRows)))")
        // Three digits (one virtual pointer: the first event of a new one may go nowhere), the
        // screen while the prompt still waits, then the last digit, which submits.
        try session.tap(try ["1", "9", "7"].map { try #require(keys[$0]) })
        var typed = Image(width: 0, height: 0, pixels: [])
        var below = -1
        let typedDeadline = Date().addingTimeInterval(10)
        // Until the third box holds its dot (the caret moved on to the fourth, x 303...350).
        let thirdBox = try #require(try boxes(arguments).dropFirst(2).first)
        func thirdBoxFilled(_ shot: Image) -> Bool {
            (thirdBox.y..<thirdBox.y + thirdBox.height).contains { y in
                (thirdBox.x..<thirdBox.x + thirdBox.width).contains { x in shot[x, y] | 0xFF00_0000 != reference[x, y] | 0xFF00_0000 }
            }
        }
        repeat {
            typed = try Image(png: try session.screenshot(named: "keypad-typed"))
            below = differing(typed, reference, rows: belowKeys)
        } while !thirdBoxFilled(typed) && Date() < typedDeadline
        #expect(thirdBoxFilled(typed), "the third digit is not shown")
        keep("\(session.runtimeDirectory)/keypad-typed.png", as: "keypad-typed.png")
        // Below the keypad's keys: no key's pressed state, only Cancel and the background.
        #expect(below == 0, "an on-screen keyboard over the keypad after 3 taps (\(differenceBounds(typed, reference, rows: belowKeys)))")
        // A new virtual pointer again: a tap on the background first (nothing there), then 3.
        try session.tap([(x: Self.width / 2, y: 20), try #require(keys["3"])])
        let result = pad.finish()
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.output == "1973\n")

        // The control: a text field on the same seat and squeekboard brings the keyboard up.
        let fieldArguments = ["--field", "Name:text:8"] + KeypadChoice.arguments
        let fieldReference = try render(fieldArguments, in: session)
        let (field, _, removeField) = try start(fieldArguments, on: session)
        defer { removeField() }
        var covered = 0
        let shown2 = Date().addingTimeInterval(10)
        while covered < Self.width * keyboardRows.count / 2 && Date() < shown2 {
            covered = differing(try Image(png: try session.screenshot(named: "field")), fieldReference, rows: keyboardRows)
        }
        #expect(covered >= Self.width * keyboardRows.count / 2, "no on-screen keyboard over a text field: \(covered) pixels differ")
        kill(field.pid, SIGTERM)
        _ = field.finish()
    }

    /// A text field without pinpad's letters keyboard (`--keyboard-layout none`: the system's
    /// keyboard types it) brings squeekboard up over the bottom of the output (its light keys where the
    /// pad's render is dark), and letters tapped on squeekboard's keys reach the field: the full
    /// field submits them and the pad prints them.
    @Test func aTextFieldShowsTheOnScreenKeyboardAndTakesItsTaps() throws {
        let session = try WaylandSession(.sway, width: Self.width, height: Self.height)
        let pointer = try session.holdPointer()
        defer { kill(pointer.pid, SIGTERM); _ = pointer.finish(within: 5) }
        let keyboard = try startKeyboard(on: session)
        defer { end(keyboard, session) }

        let arguments = ["--field", "Name:text:2"] + KeypadChoice.arguments
        let reference = try render(arguments, in: session)
        let (pad, _, remove) = try start(arguments, on: session)
        defer { remove() }
        let keyboardRows = Self.keyboardTop..<Self.height
        // squeekboard's keys are light (its theme), the pad's background dark: most of the rows
        // it covers are light once it has drawn its keys (it may show its panel a frame before
        // them, which already differs from the render): looked at until then, for up to 10 s.
        func lightPixels(_ shot: Image) -> Int {
            keyboardRows.reduce(0) { sum, y in
                sum + (0..<shot.width).count(where: { x in
                    let pixel = shot[x, y]
                    return (pixel >> 16 & 0xFF) + (pixel >> 8 & 0xFF) + (pixel & 0xFF) > 3 * 0xA0
                })
            }
        }
        var covered = 0
        var light = 0
        let deadline = Date().addingTimeInterval(10)
        while (covered < Self.width * keyboardRows.count / 2 || light <= Self.width * keyboardRows.count / 2) && Date() < deadline {
            let shot = try Image(png: try session.screenshot(named: "field"))
            covered = differing(shot, reference, rows: keyboardRows)
            light = lightPixels(shot)
        }
        keep("\(session.runtimeDirectory)/field.png", as: "text-field.png")
        #expect(covered >= Self.width * keyboardRows.count / 2, "no on-screen keyboard over a text field: \(covered) pixels differ")
        #expect(light > Self.width * keyboardRows.count / 2, "the bottom rows are not a keyboard's: \(light) light pixels")

        try session.tap([try #require(Self.keyCentres["h"]), try #require(Self.keyCentres["i"])])
        keep("\(session.runtimeDirectory)/squeekboard.log", as: "squeekboard.log")
        let result = pad.finish()
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.output == "hi\n")
    }
}
