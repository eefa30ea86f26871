import Foundation
import PinPadSDL
import Testing

/// The program in Wayland compositors of the tests' own (`WaylandSession`): shown as its render,
/// typed into with `wtype`, and the SDL 2.26 defects met there (a seat with no keyboard yet, a
/// compositor with no seat, xkbcommon's Compose error, a compositor that goes away). Needs root
/// (the compositors run as a throw-away user), sway, weston, grim and wtype.
@Suite(.serialized, .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/sway")))
struct WaylandEndToEndTests {
    /// A pad started on `session` with `arguments`, and its first shown request.
    struct Pad {
        let running: Run.Running
        let shown: ShownRequest
        let removeReport: () -> Void
    }

    func start(_ arguments: [String], on session: WaylandSession, variables: [String: String] = [:]) throws -> Pad {
        let report = try ShownRequest.privatePath()
        var environment = session.environment.merging(variables) { $1 }
        environment["PINPAD_LAYOUT_FILE"] = report.path
        let running = try Run.Running(Run.pinpad, arguments + ["--timeout", "30"], environment: environment)
        do {
            let shown = try ShownRequest.wait(at: report.path) { _ in true }
            if session.isSway { try session.waitForFocus(of: running.pid) }
            return Pad(running: running, shown: shown, removeReport: report.remove)
        } catch {
            kill(running.pid, SIGKILL)
            let result = running.finish()
            report.remove()
            throw WaylandSession.NoCompositor(description: "\(error); pinpad: \(result.status) \(result.error)")
        }
    }

    /// Clicks the keys named `labels` of `shown`, in order, with xdotool in `session`'s namespaces
    /// (cage's and weston's X11 backends take pointer clicks as taps).
    func click(_ labels: [String], of shown: ShownRequest, in session: WaylandSession) throws {
        var arguments: [String] = []
        for label in labels {
            let (x, y) = try #require(shown.keys[label], "no key \(label) among \(shown.keys.keys.sorted())")
            arguments += ["mousemove", String(x), String(y), "click", "1"]
        }
        let tapped = try session.inNamespaces(["/usr/bin/xdotool"] + arguments)
        #expect(tapped.status == 0, "xdotool: \(tapped.error)")
    }

    /// A virtual keyboard that stays on the seat while it runs (`wtype` sleeping): the seat has a
    /// keyboard before the pad starts, as a kiosk with a keyboard plugged in has.
    func keyboard(on session: WaylandSession) throws -> Run.Running {
        try session.startClient("/usr/bin/wtype", ["-s", "120000"])
    }

    /// The box rectangles of `arguments`' layout (`pinpad layout`), in pixels.
    func boxes(_ arguments: [String]) throws -> [(x: Int, y: Int, width: Int, height: Int)] {
        let result = try Run.pinpad(["layout"] + arguments)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        // Positions may fall between pixels (a layout centred on an odd remainder): the box is
        // the pixels it touches.
        return try #require(json["boxes"] as? [[String: Double]]).map { box in
            let x = (box["x"] ?? 0).rounded(.down), y = (box["y"] ?? 0).rounded(.down)
            let right = ((box["x"] ?? 0) + (box["width"] ?? 0)).rounded(.up), bottom = ((box["y"] ?? 0) + (box["height"] ?? 0)).rounded(.up)
            return (Int(x), Int(y), Int(right - x), Int(bottom - y))
        }
    }

    /// Expects the compositor's screen to be the render of `arguments` (`pinpad --screenshot`),
    /// pixel for pixel but in the first box, where the caret blinks, and in the square `pointer`
    /// where a compositor draws its pointer. The compositor may show a
    /// frame a moment after the pad presented it: looks again then, for up to 10 s.
    func expectScreen(
        of session: WaylandSession, toBeTheRenderOf arguments: [String], ignoring pointer: (x: Int, y: Int, size: Int)? = nil
    ) throws {
        let reference = "\(session.runtimeDirectory)/reference.png"
        let rendered = try Run.pinpad(["--screenshot", reference] + arguments)
        try #require(rendered.status == 0, "pinpad --screenshot: \(rendered.error)")
        let expected = try Image(png: reference)
        let caretBox = try #require(try boxes(arguments).first)
        var outside = -1
        var shot = Image(width: 0, height: 0, pixels: [])
        let deadline = Date().addingTimeInterval(10)
        while outside != 0 && Date() < deadline {
            shot = try Image(png: try session.screenshot(named: "screen"))
            guard shot.width == expected.width, shot.height == expected.height else { continue }
            outside = 0
            for y in 0..<shot.height {
                for x in 0..<shot.width where shot[x, y] | 0xFF00_0000 != expected[x, y] | 0xFF00_0000 {
                    let inCaretBox = (caretBox.x..<caretBox.x + caretBox.width).contains(x) && (caretBox.y..<caretBox.y + caretBox.height).contains(y)
                    let inPointer = pointer.map { (($0.x..<$0.x + $0.size).contains(x) && ($0.y..<$0.y + $0.size).contains(y)) } ?? false
                    if !inCaretBox && !inPointer { outside += 1 }
                }
            }
        }
        #expect(shot.width == expected.width && shot.height == expected.height, "screen \(shot.width)x\(shot.height)")
        #expect(outside == 0, "\(outside) pixels differ from the render outside the caret's box")
    }

    @Test func onSwayThePadIsItsRenderAndKeysTypeThePIN() throws {
        let session = try WaylandSession(.sway)
        let holder = try keyboard(on: session)
        defer { kill(holder.pid, SIGTERM); _ = holder.finish(within: 5) }
        let arguments = ["--boxes", "4"]
        let pad = try start(arguments, on: session)
        defer { pad.removeReport() }
        try expectScreen(of: session, toBeTheRenderOf: arguments)

        let typed = try session.client("/usr/bin/wtype", ["1234"])
        #expect(typed.status == 0, "wtype: \(typed.error)")
        let result = pad.running.finish()
        #expect(result.status == 0)
        #expect(result.output == "1234\n")
        // No line at all: xkbcommon's "Couldn't read Compose file /dev/null" is gone.
        #expect(result.error == "", "stderr: \(result.error)")
    }

    @Test func onSwayEscapeCancels() throws {
        let session = try WaylandSession(.sway)
        let holder = try keyboard(on: session)
        defer { kill(holder.pid, SIGTERM); _ = holder.finish(within: 5) }
        let pad = try start(["--boxes", "4"], on: session)
        defer { pad.removeReport() }
        _ = try session.client("/usr/bin/wtype", ["12", "-k", "Escape"])
        let result = pad.running.finish()
        #expect(result.status == 1)
        #expect(result.output == "")
    }

    /// The seat's first keyboard arrives after the window opened, with a key held down (wtype
    /// presses 1, waits a second, lets it go, types 2345): SDL 2.26 looked the held key up in
    /// layout `XKB_LAYOUT_INVALID` when the keyboard entered the window and crashed (SIGSEGV in
    /// `xkb_keymap_key_get_syms_by_level`). The press of 1 usually reaches sway before SDL has
    /// taken the new keyboard, and then types nothing; when SDL was quicker it types. The keys
    /// after it type either way.
    @Test func onSwayAKeyboardArrivingAfterThePadTypes() throws {
        let session = try WaylandSession(.sway)
        let pad = try start(["--boxes", "4"], on: session)
        defer { pad.removeReport() }
        let typed = try session.client("/usr/bin/wtype", ["-P", "1", "-s", "1000", "-p", "1", "2345"])
        #expect(typed.status == 0, "wtype: \(typed.error)")
        let result = pad.running.finish()
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(["2345\n", "1234\n"].contains(result.output), "output: \(result.output)")
    }

    /// Taps on sway: a virtual pointer's clicks at the key centres of the shown request (a
    /// wl_pointer, as a touchscreen's taps are for the pad) type the PIN and submit it with OK.
    @Test func onSwayTapsTypeThePIN() throws {
        let session = try WaylandSession(.sway)
        let holder = try session.holdPointer()
        defer { kill(holder.pid, SIGTERM); _ = holder.finish(within: 5) }
        let pad = try start(["--boxes", "4", "--no-auto-submit"], on: session)
        defer { pad.removeReport() }
        let points = try ["1", "9", "7", "3", "submit"].map { label in
            try #require(pad.shown.keys[label], "no key \(label) among \(pad.shown.keys.keys.sorted())")
        }
        try session.tap(points)
        let result = pad.running.finish()
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.output == "1973\n")
    }

    /// A pointer (a touchscreen plugged in later, here a virtual pointer) that arrives after the
    /// pad opened, on a seat that had none, taps once the pad has bound it, as pinpad(1) says: a
    /// tap of 1 is tried until the pad says it ("1 of 4", its speech log), and the rest of the PIN
    /// tapped then is printed whole.
    @Test func onSwayAPointerArrivingAfterThePadTaps() throws {
        let session = try WaylandSession(.sway)
        let report = try ShownRequest.privatePath()
        defer { report.remove() }
        // Root's alone: the speech log of a pad run as root.
        var template = Array("/run/pinpad-speech-XXXXXX".utf8CString)
        let directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let spoken = "\(directory)/spoken"
        var environment = session.environment
        environment["PINPAD_LAYOUT_FILE"] = report.path
        environment["PINPAD_SPEECH_LOG"] = spoken
        let running = try Run.Running(Run.pinpad, ["--boxes", "4", "--no-auto-submit", "--speech", "--timeout", "60"], environment: environment)
        let shown = try ShownRequest.wait(at: report.path) { _ in true }
        let points = try ["1", "9", "7", "3", "submit"].map { label in
            try #require(shown.keys[label], "no key \(label) among \(shown.keys.keys.sorted())")
        }
        let holder = try session.holdPointer()
        defer { kill(holder.pid, SIGTERM); _ = holder.finish(within: 5) }
        func said(_ phrase: String) -> Bool {
            ((try? String(contentsOfFile: spoken, encoding: .utf8)) ?? "").split(separator: "\n").contains { $0 == phrase }
        }
        var tries = 0
        while !said("1 of 4.") && tries < 10 {
            tries += 1
            try session.tap([points[0]])
            // The pad's answer to a tap it got comes within a moment; a tap it never got, never.
            let deadline = Date().addingTimeInterval(2)
            while !said("1 of 4.") && Date() < deadline { usleep(20_000) }
        }
        #expect(said("1 of 4."), "no tap of the pointer that arrived after the pad reached it in \(tries) tries")
        try session.tap(Array(points.dropFirst()))
        let result = running.finish()
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.output == "1973\n")
    }

    /// A socket at `WAYLAND_DISPLAY` that accepts connections and never answers (a compositor
    /// hung or stopped): the look at its seats before `SDL_Init` waits half a second at most, as
    /// the look at a compositor after a lost display does, then one line and exit 4, instead of
    /// a pad that never shows and never ends.
    @Test func aCompositorThatNeverAnswersIsOneLineAndExit4WithinHalfASecond() throws {
        // Root's alone, as a runtime directory must be for a pad run as root.
        var template = Array("/run/pinpad-hung-wayland-XXXXXX".utf8CString)
        let directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array("\(directory)/wayland-hung".utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: path) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0 && listen(listener, 16) == 0, "cannot listen at \(directory)/wayland-hung")
        var environment = Run.environmentWithoutDisplay
        environment["XDG_RUNTIME_DIR"] = directory
        environment["WAYLAND_DISPLAY"] = "wayland-hung"
        let started = Date()
        let result = try Run.pinpad(["--backend", "sdl", "--boxes", "4", "--timeout", "30"], environment: environment, within: 10)
        let seconds = Date().timeIntervalSince(started)
        #expect(result.status == 4, "stderr: \(result.error)")
        #expect(result.output == "")
        #expect(
            result.error == "pinpad: cannot open a display: the Wayland compositor wayland-hung is gone or does not answer (WAYLAND_DISPLAY)\n",
            "stderr: \(result.error)")
        #expect(seconds < 2.5, "pinpad took \(seconds) s")
    }

    /// A compositor that ends under the pad is a lost display, as a lost X server is: one line
    /// and the program's status for it (4, no display, as pinpad(1) says), no hang. SDL 2.26
    /// reported it as a closed window: status 1 and no line; then it was 1 with the line.
    @Test func onSwayALostCompositorIsALostDisplay() throws {
        let session = try WaylandSession(.sway)
        let holder = try keyboard(on: session)
        defer { kill(holder.pid, SIGTERM); _ = holder.finish(within: 5) }
        let pad = try start(["--boxes", "4"], on: session)
        defer { pad.removeReport() }
        session.stop()
        let result = pad.running.finish(within: 10)
        #expect(result.status == 4, "stderr: \(result.error)")
        #expect(result.output == "")
        #expect(result.error == "pinpad: lost the connection to the display\n")
    }

    /// A compositor that stops answering under the pad (SIGSTOP, as a hung one): Mesa's EGL waited
    /// inside `SDL_RenderPresent` for a buffer with no time limit, and the pad never ended, its
    /// `--timeout` of 6 s ignored. A present that lasts 3 s with a compositor that does not answer
    /// a new connection is a lost display: one line and exit 4, within seconds.
    @Test func onSwayAStoppedCompositorIsALostDisplayWithinSeconds() throws {
        let session = try WaylandSession(.sway)
        defer { session.pause(false) }
        let holder = try keyboard(on: session)
        defer { kill(holder.pid, SIGTERM); _ = holder.finish(within: 5) }
        let report = try ShownRequest.privatePath()
        defer { report.remove() }
        var environment = session.environment
        environment["PINPAD_LAYOUT_FILE"] = report.path
        let running = try Run.Running(Run.pinpad, ["--boxes", "4", "--timeout", "6"], environment: environment)
        _ = try ShownRequest.wait(at: report.path) { _ in true }
        try session.waitForFocus(of: running.pid)
        session.pause(true)
        let stopped = Date()
        let result = running.finish(within: 20)
        let seconds = Date().timeIntervalSince(stopped)
        session.pause(false)
        #expect(result.status == 4, "stderr: \(result.error)")
        #expect(result.output == "")
        #expect(result.error == "pinpad: lost the connection to the display\n", "stderr: \(result.error)")
        #expect(seconds < 15, "the pad ended \(seconds) s after the compositor stopped")
    }

    /// The same on a seat with no keyboard (a touch kiosk): a compositor that is shutting down
    /// still accepts connections on its socket for a moment, which read as a live compositor that
    /// killed the pad's connection (status 1); the compositor must answer to count as there.
    @Test func onSwayALostCompositorIsALostDisplayOnASeatWithoutAKeyboard() throws {
        let session = try WaylandSession(.sway)
        let pad = try start(["--boxes", "4"], on: session)
        defer { pad.removeReport() }
        session.stop()
        let result = pad.running.finish(within: 10)
        #expect(result.status == 4, "stderr: \(result.error)")
        #expect(result.output == "")
        #expect(result.error == "pinpad: lost the connection to the display\n")
    }

    /// The pinentry whose compositor ended under a request answers it cancelled; the next
    /// request, with no compositor, is "No pinentry" with a line that names the Wayland
    /// compositor that is gone (not SDL's offscreen driver, the only one left).
    @Test func thePinentrySaysTheWaylandCompositorIsGoneAfterLosingIt() throws {
        let session = try WaylandSession(.sway)
        let holder = try keyboard(on: session)
        defer { kill(holder.pid, SIGTERM); _ = holder.finish(within: 5) }
        let report = try ShownRequest.privatePath()
        defer { report.remove() }
        var environment = session.environment
        environment["PINPAD_LAYOUT_FILE"] = report.path
        let pinentry = try Run.Running(Run.pinpad, ["pinentry"], environment: environment, takingInput: true)
        #expect(pinentry.line()?.hasPrefix("OK") == true)
        pinentry.send("GETPIN")
        _ = try ShownRequest.wait(at: report.path) { _ in true }
        try session.waitForFocus(of: pinentry.pid)
        let name = session.environment["WAYLAND_DISPLAY"] ?? ""
        session.stop()
        #expect(pinentry.line(within: 10) == "ERR 83886179 Operation cancelled <Pinentry>")
        pinentry.send("GETPIN")
        #expect(pinentry.line(within: 10) == "ERR 83886165 No pinentry <Pinentry>")
        pinentry.send("BYE")
        #expect(pinentry.line(within: 10) == "OK closing connection")
        let result = pinentry.finish()
        #expect(result.status == 0)
        let lines = result.error.split(separator: "\n")
        // (Between them, a line says the runtime directory is gone: `stop` removed it.)
        #expect(lines.first == "pinpad: lost the connection to the display", "\(result.error)")
        #expect(lines.last == "pinpad: cannot open a display: the Wayland compositor \(name) is gone or does not answer (WAYLAND_DISPLAY)", "\(result.error)")
        #expect(!result.error.contains("offscreen"), "\(result.error)")
    }

    /// SDL 2.26 crashed in `SDL_Init` (SIGSEGV) on a compositor with no `wl_seat`, as weston's
    /// headless backend is: now one line and exit 4.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/weston")))
    func aCompositorWithNoSeatIsOneLineAndExit4() throws {
        let session = try WaylandSession(.westonHeadless)
        let result = try Run.pinpad(["--backend", "sdl", "--boxes", "4", "--timeout", "30"], environment: session.environment)
        #expect(result.status == 4, "stderr: \(result.error)")
        #expect(result.output == "")
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.error)")
        #expect(result.error.contains("no seat"), "stderr: \(result.error)")
    }

    /// cage and sway (with its default configuration) set `DISPLAY` for their clients, their
    /// Xwayland's: beside a compositor at `WAYLAND_DISPLAY` that answers, the pad opens as its
    /// Wayland window whether that X display is live (here the tests' Xvfb) or stale (`:4321`,
    /// no server), and keys type the PIN. pinpad asked SDL for X11 whenever `DISPLAY` was set: the
    /// pad opened on the X display (sway, its Xwayland disabled here, showed nothing), and with a
    /// stale one ended with exit 4.
    @Test(arguments: ["live", "stale"])
    func besideAnXDisplayACompositorThatAnswersShowsThePad(display: String) throws {
        let session = try WaylandSession(.sway)
        let holder = try keyboard(on: session)
        defer { kill(holder.pid, SIGTERM); _ = holder.finish(within: 5) }
        var variables = ["DISPLAY": ":4321"]
        if display == "live" {
            variables["DISPLAY"] = try #require(ProcessInfo.processInfo.environment["DISPLAY"], "the tests run under Xvfb")
            variables["XAUTHORITY"] = ProcessInfo.processInfo.environment["XAUTHORITY"]
        }
        let pad = try start(["--boxes", "4"], on: session, variables: variables)
        defer { pad.removeReport() }
        let typed = try session.client("/usr/bin/wtype", ["1234"])
        #expect(typed.status == 0, "wtype: \(typed.error)")
        let result = pad.running.finish()
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.output == "1234\n")
        #expect(result.error == "", "stderr: \(result.error)")
    }

    /// A `WAYLAND_DISPLAY` whose compositor is gone (no socket) beside a live `DISPLAY`: the pad
    /// opens on X11 (and times out there), with no line about Wayland.
    @Test func aStaleWaylandDisplayBesideALiveXDisplayOpensThePadOnX11() throws {
        let display = try #require(ProcessInfo.processInfo.environment["DISPLAY"], "the tests run under Xvfb")
        var template = Array("/run/pinpad-gone-wayland-XXXXXX".utf8CString)
        let directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var environment = Run.environmentWithoutDisplay
        environment["XDG_RUNTIME_DIR"] = directory
        environment["WAYLAND_DISPLAY"] = "wayland-gone"
        environment["DISPLAY"] = display
        environment["XAUTHORITY"] = ProcessInfo.processInfo.environment["XAUTHORITY"]
        let result = try Run.pinpad(["--backend", "sdl", "--boxes", "4", "--timeout", "2"], environment: environment)
        #expect(result.status == 3, "stderr: \(result.error)")
        #expect(result.output == "")
        #expect(result.error == "pinpad: timed out after 2.0 seconds without input\n", "stderr: \(result.error)")
    }

    /// A compositor with no seat (weston's headless backend) beside an X display: the pad opens on
    /// X11, and the compositor it does not use is no reason to refuse.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/weston")))
    func besideAnXDisplayACompositorWithNoSeatLeavesThePadToX11() throws {
        let display = try #require(ProcessInfo.processInfo.environment["DISPLAY"], "the tests run under Xvfb")
        let session = try WaylandSession(.westonHeadless)
        var environment = session.environment
        environment["DISPLAY"] = display
        environment["XAUTHORITY"] = ProcessInfo.processInfo.environment["XAUTHORITY"]
        let result = try Run.pinpad(["--backend", "sdl", "--boxes", "4", "--timeout", "2"], environment: environment)
        #expect(result.status == 3, "stderr: \(result.error)")
        #expect(result.output == "")
        #expect(!result.error.contains("Wayland"), "stderr: \(result.error)")
    }

    /// `SDL_VIDEODRIVER` as SDL reads it: a name in any case, or a comma-separated list. Naming
    /// Wayland otherwise than `wayland` skipped the look at the compositor's seats, and SDL 2.26
    /// crashed on the compositor with no seat (SIGSEGV, status 139): now one line and exit 4 when
    /// Wayland is all that is asked for, and X11 when the list names it too.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/weston")), arguments: ["Wayland", "WAYLAND", "wayland,x11"])
    func aVideoDriverNamingWaylandInAnyCaseOrAListIsLookedAt(driver: String) throws {
        let display = try #require(ProcessInfo.processInfo.environment["DISPLAY"], "the tests run under Xvfb")
        let session = try WaylandSession(.westonHeadless)
        var environment = session.environment
        environment["SDL_VIDEODRIVER"] = driver
        let list = driver.contains(",")
        if list {
            environment["DISPLAY"] = display
            environment["XAUTHORITY"] = ProcessInfo.processInfo.environment["XAUTHORITY"]
        }
        let result = try Run.pinpad(["--backend", "sdl", "--boxes", "4", "--timeout", "2"], environment: environment)
        #expect(result.status == (list ? 3 : 4), "stderr: \(result.error)")
        #expect(result.output == "")
        if !list { #expect(result.error.split(separator: "\n").count == 1 && result.error.contains("no seat"), "stderr: \(result.error)") }
    }

    /// `--video-driver Wayland` asks for the Wayland driver as `wayland` does: no xkbcommon
    /// Compose error (the empty Compose table is X11's alone), and keys type the PIN.
    @Test func onSwayAVideoDriverInCapitalsIsWaylandWithoutAComposeError() throws {
        let session = try WaylandSession(.sway)
        let holder = try keyboard(on: session)
        defer { kill(holder.pid, SIGTERM); _ = holder.finish(within: 5) }
        let pad = try start(["--boxes", "4", "--video-driver", "Wayland"], on: session)
        defer { pad.removeReport() }
        _ = try session.client("/usr/bin/wtype", ["1234"])
        let result = pad.running.finish()
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.output == "1234\n")
        #expect(result.error == "", "stderr: \(result.error)")
    }

    /// The cage kiosk of pinpad(1): cage runs the pad itself and sets `DISPLAY` (its Xwayland's)
    /// beside `WAYLAND_DISPLAY` for it. The pad is cage's Wayland window (an `xdg_toplevel` in
    /// libwayland's log; no Xwayland started), and taps type the PIN. pinpad asked SDL for X11
    /// when `DISPLAY` was set: cage started Xwayland and the pad was an X11 window in it, where
    /// none of pinpad's Wayland handling applied.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cage")))
    func insideCageAsItsKioskUnitRunsItThePadIsAWaylandWindowAndTapsTypeThePIN() throws {
        let child = """
            cd "$XDG_RUNTIME_DIR" || exit 1
            printf '%s\\n' "$DISPLAY" > display
            PINPAD_LAYOUT_FILE="$XDG_RUNTIME_DIR/shown.json" WAYLAND_DEBUG=client '\(Run.pinpad)' --fullscreen --boxes 4 --no-auto-submit --timeout 60 > pin 2> errors
            echo $? > status
            exec sleep 600 >/dev/null 2>&1

            """
        // cage stays up after the pad (its child waits), so that the taps' connection to its
        // Xvfb is not cut when the pad ends.
        let session = try WaylandSession(.cage, width: 1024, height: 768, child: child)
        let directory = session.runtimeDirectory
        let read = { (name: String) in (try? String(contentsOfFile: "\(directory)/\(name)", encoding: .utf8)) ?? "" }
        let shown = try ShownRequest.wait(at: "\(directory)/shown.json", within: 30) { _ in true }
        #expect(!session.xwaylandRuns, "cage started Xwayland for the pad")
        try click(["1", "9", "7", "3", "submit"], of: shown, in: session)
        let deadline = Date().addingTimeInterval(20)
        while read("status").isEmpty && Date() < deadline { usleep(50_000) }
        #expect(read("display").hasPrefix(":"), "cage set no DISPLAY for its client")
        #expect(read("status") == "0\n", "stderr: \(read("errors").suffix(2000))")
        #expect(read("pin") == "1973\n")
        #expect(read("errors").contains("xdg_toplevel"), "the pad made no xdg_toplevel: not a Wayland window")
        #expect(!session.xwaylandRuns, "cage started Xwayland for the pad")
    }

    /// SDL 2.26 unmapped its window to switch to libdecor when cage asked for client-side
    /// decorations, and never mapped it again: the screen stayed black and keys went nowhere.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cage")))
    func onCageThePadIsShownAndTyped() throws {
        let session = try WaylandSession(.cage, width: 1024, height: 768)
        let arguments = ["--boxes", "4", "--size", "1024x768"]
        let pad = try start(arguments, on: session)
        defer { pad.removeReport() }
        try expectScreen(of: session, toBeTheRenderOf: arguments)
        let typed = try session.inNamespaces(["/usr/bin/xdotool", "key", "1", "2", "3", "4"])
        #expect(typed.status == 0, "xdotool: \(typed.error)")
        let result = pad.running.finish()
        #expect(result.status == 0)
        #expect(result.output == "1234\n")
        #expect(result.error == "", "stderr: \(result.error)")
    }

    /// Taps on cage: pointer clicks at the key centres of the shown request, through cage's X11
    /// backend (a wl_pointer, as a touchscreen's taps are for the pad), type the PIN and submit
    /// it with OK.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cage")))
    func onCageTapsTypeThePIN() throws {
        let session = try WaylandSession(.cage, width: 1024, height: 768)
        let pad = try start(["--boxes", "4", "--no-auto-submit", "--size", "1024x768"], on: session)
        defer { pad.removeReport() }
        try click(["1", "9", "7", "3", "submit"], of: pad.shown, in: session)
        let result = pad.running.finish()
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.output == "1973\n")
    }

    /// weston's kiosk shell on its X11 backend: the pad fills the output as its render, keys
    /// typed into the Xvfb type the PIN. weston draws its pointer, put in the corner first.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/weston")))
    func onWestonsKioskShellThePadIsItsRenderAndKeysTypeThePIN() throws {
        let session = try WaylandSession(.westonX11)
        let arguments = ["--boxes", "4"]
        let pad = try start(arguments, on: session)
        defer { pad.removeReport() }
        let moved = try session.inNamespaces(["/usr/bin/xdotool", "mousemove", "0", "0"])
        #expect(moved.status == 0, "xdotool: \(moved.error)")
        try expectScreen(of: session, toBeTheRenderOf: arguments, ignoring: (x: 0, y: 0, size: 32))
        let typed = try session.inNamespaces(["/usr/bin/xdotool", "key", "1", "2", "3", "4"])
        #expect(typed.status == 0, "xdotool: \(typed.error)")
        let result = pad.running.finish()
        #expect(result.status == 0)
        #expect(result.output == "1234\n")
        #expect(result.error == "", "stderr: \(result.error)")
    }

    /// Taps on Wayland: pointer clicks at the key centres of the shown request, through weston's
    /// X11 backend (a wl_pointer, as a touchscreen's taps are for the pad), type the PIN and
    /// submit it with OK.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/weston")))
    func onWestonsKioskShellTapsTypeThePIN() throws {
        let session = try WaylandSession(.westonX11)
        let pad = try start(["--boxes", "4", "--no-auto-submit"], on: session)
        defer { pad.removeReport() }
        try click(["1", "2", "3", "4", "submit"], of: pad.shown, in: session)
        let result = pad.running.finish()
        #expect(result.status == 0)
        #expect(result.output == "1234\n")
    }
}
