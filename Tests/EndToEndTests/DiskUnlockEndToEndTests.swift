import Foundation
import Testing

extension DisplayTests {
    /// The keyscript case: `pinpad -n | cryptsetup open --key-file=-` on a LUKS image file
    /// (`--test-passphrase` needs no device mapper): the right PIN opens it, a wrong one does
    /// not, and Cancel gives cryptsetup nothing to try.
    @Suite(.serialized)
    struct DiskUnlockEndToEndTests {
        let end = WindowEndToEndTests()

        func image() throws -> String {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-luks-\(getpid()).img").path
            try? FileManager.default.removeItem(atPath: path)
            let format = try Run.run("/bin/sh", [
                "-c", "truncate -s 20M '\(path)' && printf 135790 | cryptsetup luksFormat -q --type luks2 --pbkdf pbkdf2 --pbkdf-force-iterations 1000 --key-file=- '\(path)'",
            ])
            try #require(format.status == 0, "cryptsetup luksFormat: \(format.error)")
            return path
        }

        /// Runs the keyscript pipeline, types `keys` into the pad once its own report says it
        /// shows (its window found by its process, so never the last run's), and returns
        /// cryptsetup's status.
        func unlock(_ image: String, typing keys: [String]) throws -> Run.Result {
            let (report, removeReport) = try ShownRequest.privatePath()
            defer { removeReport() }
            let pipeline = "'\(Run.pinpad)' --boxes 6 -n --renderer software --timeout 30 | cryptsetup open --test-passphrase --key-file=- '\(image)'"
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_LAYOUT_FILE"] = report
            let running = try Run.Running("/bin/sh", ["-c", pipeline], environment: environment)
            let window = try ShownRequest.wait(at: report) { _ in true }.window()
            try end.xdotool(["windowfocus", "--sync", window])
            usleep(100_000)
            try end.xdotool(["key", "--delay", "30"] + keys)
            return running.finish(within: 30)
        }

        @Test func theRightPINOpensTheDiskAndAWrongOneOrCancelDoesNot() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let path = try image()
            defer { try? FileManager.default.removeItem(atPath: path) }
            let right = try unlock(path, typing: ["1", "3", "5", "7", "9", "0"])
            #expect(right.status == 0, "cryptsetup: \(right.error)")
            let wrong = try unlock(path, typing: ["1", "3", "5", "7", "9", "1"])
            #expect(wrong.status == 2 && wrong.error.contains("No key available"), "cryptsetup: \(wrong.status) \(wrong.error)")
            let cancelled = try unlock(path, typing: ["1", "Escape"])
            #expect(cancelled.status == 1 && cancelled.error.contains("Nothing to read"), "cryptsetup: \(cancelled.status) \(cancelled.error)")
        }
    }
}
