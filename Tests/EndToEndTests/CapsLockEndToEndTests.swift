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
