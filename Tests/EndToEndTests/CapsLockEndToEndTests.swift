import Foundation
import Testing

extension DisplayTests {
    /// The Caps Lock hint in a window (issue 22), read from the shown request's report: xdotool
    /// presses Caps Lock, SDL's modifier state says so, the hint shows under a passphrase field
    /// and never under a keypad PIN field.
    @Suite(.serialized)
    struct CapsLockEndToEndTests {
        let end = WindowEndToEndTests()

        /// The hint the report at `path` shows once `accept` takes it (up to 10 s).
        func hint(at path: String, where accept: (String) -> Bool) throws -> String {
            var hint = ""
            _ = try ShownRequest.wait(at: path, within: 10) { _ in
                hint = (try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])?["hint"] as? String ?? ""
                return accept(hint)
            }
            return hint
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
