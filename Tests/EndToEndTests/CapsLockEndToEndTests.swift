import Foundation
import Testing

extension DisplayTests {
    /// The Caps Lock hint in a window (issue 22), read from the shown request's report: xdotool
    /// presses Caps Lock, SDL's modifier state says so, the hint shows under a passphrase field
    /// and never under a keypad PIN field.
    @Suite(.serialized)
    struct CapsLockEndToEndTests {
        let end = WindowEndToEndTests()

        /// The hint the report at `path` shows once `accept` takes it (up to 10 s), from the same
        /// read as the rest of the report.
        func hint(at path: String, where accept: (String) -> Bool) throws -> String {
            try ShownRequest.wait(at: path, within: 10) { accept($0.hint) }.hint
        }

        /// Runs `arguments` with the report at a new path, presses Caps Lock once it shows and
        /// types `keys` and Return; Caps Lock is let go whatever happens.
        func withCapsLock(_ arguments: [String], typing keys: [String], check: (String) throws -> Void) throws -> Run.Result {
            let (report, removeReport) = try ShownRequest.privatePath()
            defer { removeReport() }
            let pad = try end.start(arguments, environment: ["PINPAD_LAYOUT_FILE": report])
            let before = try hint(at: report) { _ in true }
            #expect(before == "", "a hint before Caps Lock")
            try end.xdotool(["key", "Caps_Lock"])
            defer { _ = try? Run.run("/usr/bin/xdotool", ["key", "Caps_Lock"]) }
            try check(report)
            try end.xdotool(["key", "--delay", "40"] + keys + ["Return"])
            return pad.running.finish()
        }

        /// Locks (or unlocks) Caps Lock from another client, with no key event, as Barrier or a
        /// VNC server does: `XkbLockModifiers` on the core keyboard, through libX11 from Python.
        func lockCapsLockFromAnotherClient(_ locked: Bool) throws {
            let script = """
                import ctypes
                x = ctypes.CDLL("libX11.so.6")
                x.XOpenDisplay.restype = ctypes.c_void_p
                display = ctypes.c_void_p(x.XOpenDisplay(None))
                assert display, "no display"
                # XkbQueryExtension first (opcode, event, error, then the version 1.0): without
                # it Xlib sends the lock to no effect.
                codes = [ctypes.c_int(0) for _ in range(3)] + [ctypes.c_int(1), ctypes.c_int(0)]
                assert x.XkbQueryExtension(display, *[ctypes.byref(code) for code in codes]), "no XKB"
                assert x.XkbLockModifiers(display, 0x100, 2, \(locked ? 2 : 0))
                x.XSync(display, 0)
                x.XCloseDisplay(display)
                """
            let result = try Run.run("/usr/bin/python3", ["-c", script])
            try #require(result.status == 0, "XkbLockModifiers: \(result.error)")
        }

        /// Caps Lock locked by another program, not by a key the pad read: the hint follows the
        /// X server's lock state, shows, and goes when it is unlocked.
        @Test func capsLockLockedByAnotherProgramShowsTheHint() throws {
            let (report, removeReport) = try ShownRequest.privatePath()
            defer { removeReport() }
            let keypad = try KeypadChoice.configurationDirectory()
            defer { keypad.remove() }
            let pad = try end.start(["askpass", "-C", "\(keypad.path)/pinpad.conf", "Passphrase:"], environment: ["PINPAD_LAYOUT_FILE": report])
            _ = try hint(at: report) { _ in true }
            try lockCapsLockFromAnotherClient(true)
            defer { try? lockCapsLockFromAnotherClient(false) }
            let shown = try? hint(at: report) { !$0.isEmpty }
            try lockCapsLockFromAnotherClient(false)
            let gone = try? hint(at: report) { $0.isEmpty }
            try end.xdotool(["key", "Escape"])
            _ = pad.running.finish()
            #expect(shown == "Caps Lock is on")
            #expect(gone == "")
        }

        @Test func aPassphraseFieldShowsTheHintWhileCapsLockIsOn() throws {
            let result = try withCapsLock(["askpass", "Passphrase:"], typing: ["a", "b"]) { report in
                let shown = try hint(at: report) { !$0.isEmpty }
                #expect(shown == "Caps Lock is on")
            }
            #expect(result.status == 0 && result.output == "AB\n", "\(result.status) \(result.error)")
        }

        /// While Caps Lock is on and frames are drawn (keys typed), every read of the report
        /// shows the hint: a report written in place (truncated, then written) was read empty
        /// between the two, about once in a hundred reads, and its hint taken for "".
        @Test func theReportShowsTheHintSteadilyWhileFramesAreDrawn() throws {
            let (report, removeReport) = try ShownRequest.privatePath()
            defer { removeReport() }
            let pad = try end.start(["askpass", "Passphrase:"], environment: ["PINPAD_LAYOUT_FILE": report])
            _ = try hint(at: report) { _ in true }
            try end.xdotool(["key", "Caps_Lock"])
            defer { _ = try? Run.run("/usr/bin/xdotool", ["key", "Caps_Lock"]) }
            _ = try hint(at: report) { !$0.isEmpty }
            let reader = ReportReader(path: report)
            let thread = Thread { reader.readUntilStopped() }
            thread.start()
            let typist = try Run.Running("/usr/bin/xdotool", ["key", "--delay", "50"] + Array(repeating: "a", count: 30))
            _ = typist.finish()
            let (reads, seen) = reader.stop()
            try end.xdotool(["key", "Return"])
            let result = pad.running.finish()
            #expect(reads > 100, "read the report only \(reads) times")
            #expect(seen.keys.sorted() == ["hint: Caps Lock is on"], "\(seen)")
            #expect(result.status == 0 && result.output == String(repeating: "A", count: 30) + "\n", "\(result.status) \(result.error)")
        }

        /// Reads the report at `path` again and again on its own thread until stopped, counting
        /// the hints it held (or that it could not be read).
        final class ReportReader: @unchecked Sendable {
            let path: String
            private let lock = NSLock()
            private var isStopped = false
            private var finished = false
            private var reads = 0
            private var seen: [String: Int] = [:]

            init(path: String) { self.path = path }

            func readUntilStopped() {
                while !lock.withLock({ isStopped }) {
                    let data = FileManager.default.contents(atPath: path) ?? Data()
                    let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
                    let key = (json?["hint"] as? String).map { "hint: \($0)" } ?? "unreadable (\(data.count) bytes)"
                    lock.withLock {
                        reads += 1
                        seen[key, default: 0] += 1
                    }
                }
                lock.withLock { finished = true }
            }

            /// Stops the reading and waits for it to end.
            /// - Returns: how many reads were made, and what each showed, with how many times.
            func stop() -> (reads: Int, seen: [String: Int]) {
                lock.withLock { isStopped = true }
                while !lock.withLock({ finished }) { usleep(1000) }
                return lock.withLock { (reads, seen) }
            }
        }

        @Test func aKeypadPINFieldShowsNone() throws {
            let result = try withCapsLock(["--boxes", "4", "--no-auto-submit"], typing: ["1", "2", "3", "4"]) { report in
                // A frame drawn after Caps Lock (a digit typed) still shows no hint.
                try end.xdotool(["key", "5", "BackSpace"])
                let shown = try hint(at: report) { _ in true }
                #expect(shown == "")
            }
            #expect(result.status == 0 && result.output == "1234\n", "\(result.status) \(result.error)")
        }
    }
}
