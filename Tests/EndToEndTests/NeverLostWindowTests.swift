import Foundation
import Testing

extension DisplayTests {
    /// A PIN typed correctly always reaches the asker, and leaves no copy behind: the real
    /// program in a window, under load, with repeats, broken pipes, crashes and windows closed
    /// by other programs.
    @Suite(.serialized)
    struct NeverLostWindowTests {
        let end = WindowEndToEndTests()

        /// X11 takes a release and a press of the same key within 2 ms for auto-repeat.
        @Test func quickSecondPressesOfOneKeyEachType() throws {
            let pad = try end.start(["--boxes", "4"])
            try end.xdotool(["key", "--delay", "0", "7", "7", "7", "7"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "7777\n")
        }

        /// The digit that completes the PIN field moves the focus to the text field; letters typed
        /// at once after it were read before text input started and must not be lost.
        @Test(arguments: 1...5) func fastTypingIntoAFormKeepsEachCharacterInItsField(run: Int) throws {
            let pad = try end.start(["--field", "PIN:keypad:4", "--field", "Name:text:4"])
            try end.xdotool(["type", "--delay", "0", "9876abcd"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "9876\nabcd\n")
        }

        @Test func aClosedReaderOfStandardOutputIsExit7WithOneLine() throws {
            let pad = try end.start(["--boxes", "2"], breakingOutput: true)
            try end.xdotool(["key", "4", "2"])
            let result = pad.running.finish()
            #expect(result.status == 7)
            #expect(result.error == "pinpad: cannot write to standard output: Broken pipe\n")
        }

        @Test(arguments: ["windowclose", "windowkill"])
        func aWindowEndedByAnotherProgramCancelsWithOneLine(command: String) throws {
            let (shownPath, remove) = try ShownRequest.privatePath()
            defer { remove() }
            let pad = try end.start(["--boxes", "4"], environment: ["PINPAD_LAYOUT_FILE": shownPath])
            try end.xdotool(["key", "1"])
            // The digit is in: a frame shows its dot.
            _ = try ShownRequest.wait(at: shownPath) { $0.entered == [1] }
            try end.xdotool([command, pad.window])
            let result = pad.running.finish()
            #expect(result.status == 1, "\(result.error)")
            #expect(result.output.isEmpty)
            #expect(result.error.hasPrefix("pinpad: "))
            #expect(result.error.filter { $0 == "\n" }.count == 1, "not one line: \(result.error)")
        }

        /// After the PIN was written and the window torn down, no copy of it is left anywhere in
        /// the process's memory. While it is typed, the scan finds it (in the field's page).
        @Test func noCopyOfThePINIsLeftInMemoryAfterItWasDelivered() throws {
            let pin = "73619048257361904825"
            let pad = try end.start(["--boxes", "20", "--no-auto-submit"], environment: ["PINPAD_PAUSE_BEFORE_EXIT": "1"])
            try end.xdotool(["type", "--delay", "15", pin])
            usleep(300_000)
            let whileTyped = MemoryScan.find(pin, in: pad.running.pid)
            #expect(!whileTyped.hits.isEmpty, "the scan does not find the PIN even while it is typed")
            // The sanitizer runtimes turn mlock(2) into a no-op, so under `make test-sanitize`
            // (PINPAD_SANITIZER set) no page is locked.
            if ProcessInfo.processInfo.environment["PINPAD_SANITIZER"] == nil {
                let status = MemoryScan.read("/proc/\(pad.running.pid)/status")
                let locked = status.split(separator: "\n").first { $0.hasPrefix("VmLck:") }.flatMap { Int($0.split(separator: " ")[1]) } ?? 0
                #expect(locked >= 4, "the field's page is not locked: \(locked) kB locked")
                let flags = MemoryScan.read("/proc/\(pad.running.pid)/smaps").split(separator: "\n").filter { $0.hasPrefix("VmFlags:") }
                #expect(flags.contains { $0.contains(" lo ") && $0.contains(" dd") }, "no locked mapping is excluded from core dumps")
            }
            try end.xdotool(["key", "Return"])
            var scan: (hits: [String], bytesRead: Int) = ([], 0)
            let result = pad.running.finish { scan = MemoryScan.find(pin, in: $0) }
            #expect(result.output == pin + "\n", "\(result.error)")
            #expect(scan.bytesRead > 1_000_000, "read only \(scan.bytesRead) bytes of its memory")
            #expect(scan.hits.isEmpty, "the PIN is still in memory: \(scan.hits)")
        }

        /// A crash while a PIN is held writes no core file, even with an unlimited core limit.
        @Test func aCrashLeavesNoCoreFile() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-core-\(getpid())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let script = "cd '\(directory.path)' && ulimit -c unlimited && exec '\(Run.pinpad)' --boxes 20 --renderer software --timeout 30"
            let running = try Run.Running("/bin/sh", ["-c", script])
            let search = try Run.run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--pid", String(running.pid)], within: 15)
            let window = try #require(search.output.split(separator: "\n").first.map(String.init), "no window: \(search.error)")
            try end.xdotool(["windowfocus", "--sync", window])
            try end.xdotool(["type", "--delay", "15", "5550123"])
            usleep(300_000)
            kill(running.pid, SIGSEGV)
            let result = running.finish()
            #expect(result.status == 128 + SIGSEGV)
            #expect(result.output.isEmpty)
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(left.isEmpty, "files left by the crash: \(left)")
        }

        /// Forty PINs, typed and clicked, with both processors busy: every one arrives.
        @Test func everyPINArrivesUnderFullLoad() throws {
            let busy = try (0..<2).map { _ in try Run.Running("/bin/sh", ["-c", "while :; do :; done"]) }
            defer {
                for loop in busy {
                    kill(loop.pid, SIGKILL)
                    _ = loop.finish()
                }
            }
            let options = ["--boxes", "6"]
            let centres = try end.keyCentres(options)
            var failures: [String] = []
            for run in 0..<40 {
                let pin = String(String(run * 7_919 + 104_729).suffix(6))
                let pad: WindowEndToEndTests.Pad
                do {
                    pad = try end.start(options)
                } catch {
                    failures.append("run \(run): no window: \(error)")
                    continue
                }
                if run % 2 == 0 {
                    try end.xdotool(["type", "--delay", "40", pin])
                } else {
                    var arguments: [String] = []
                    for digit in pin {
                        let (x, y) = try #require(centres[String(digit)])
                        arguments += ["mousemove", "--window", pad.window, String(x), String(y), "click", "1"]
                    }
                    try end.xdotool(arguments)
                }
                let result = pad.running.finish(within: 30)
                if result.status != 0 || result.output != pin + "\n" {
                    failures.append("run \(run) (\(run % 2 == 0 ? "typed" : "clicked")): status \(result.status), \(result.output.count) bytes out, \(result.error)")
                }
            }
            #expect(failures.isEmpty, "\(failures.count) of 40 runs lost the PIN: \(failures)")
        }
    }
}
