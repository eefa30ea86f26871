import Foundation
import Testing

extension DisplayTests {
    /// A PIN entered by someone who cannot see the pad (issue 16): what it says, recorded by
    /// SDL's disk audio driver and checked by ear with a speech recognizer; arrow keys alone;
    /// haptics.
    @Suite(.serialized)
    struct AccessibilityEndToEndTests {
        /// A PIN of digits none of which a count phrase ("1 of 6" … "6 of 6") holds.
        static let pin = ["9", "8", "7", "0", "9", "8"]
        /// The digit words of `pin`.
        static let pinWords = ["nine", "eight", "seven", "zero"]

        struct Recording {
            let directory: URL
            var audio: URL { directory.appendingPathComponent("audio.raw") }
            var phrases: URL { directory.appendingPathComponent("phrases.txt") }
            var environment: [String: String] {
                ["SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": audio.path, "PINPAD_SPEECH_LOG": phrases.path]
            }

            init() throws {
                directory = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-speech-\(getpid())-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            }

            /// The phrase texts spoken, in order.
            func spoken() throws -> [String] {
                try String(contentsOf: phrases, encoding: .utf8).split(separator: "\n").map(String.init)
            }

            /// The recording's samples (signed 16-bit mono at espeak-ng's 22050 Hz).
            func samples() throws -> [Int16] {
                let data = try Data(contentsOf: audio)
                return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
            }
        }

        /// Presses `keys` one by one, `pause` seconds apart, so each phrase is heard whole.
        func press(_ keys: [String], pause: Double, in pad: WindowEndToEndTests.Pad, end: WindowEndToEndTests) throws {
            for key in keys {
                try end.xdotool(["key", key])
                usleep(useconds_t(pause * 1_000_000))
            }
        }

        /// The root mean square of `samples`, 0…1 of full scale.
        func loudness(_ samples: ArraySlice<Int16>) -> Double {
            guard !samples.isEmpty else { return 0 }
            let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
            return (sum / Double(samples.count)).squareRoot() / 32768
        }

        @Test func speechCountsTheDigitsAndNeverSaysThem() throws {
            let recording = try Recording()
            defer { try? FileManager.default.removeItem(at: recording.directory) }
            let end = WindowEndToEndTests()
            let pad = try end.start(["--speech", "--no-auto-submit"], environment: recording.environment)
            usleep(1_500_000)
            try press(Array(Self.pin.prefix(3)), pause: 1.5, in: pad, end: end)
            let afterThree = try recording.samples().count
            try press(Array(Self.pin.suffix(3)), pause: 1.5, in: pad, end: end)
            // "6 of 6. PIN complete, press OK." is said whole before OK is pressed.
            usleep(3_500_000)
            try end.xdotool(["key", "Return"])
            let result = pad.running.finish(within: 30)
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == Self.pin.joined() + "\n")

            let spoken = try recording.spoken()
            #expect(spoken.first == "Enter PIN.")
            #expect(spoken.contains("3 of 6."))
            #expect(spoken.contains("6 of 6. PIN complete, press OK."))
            #expect(spoken.last == "6 of 6. PIN entered.")
            for phrase in spoken {
                #expect(!phrase.contains { "7890".contains($0) }, "a digit of the PIN in '\(phrase)'")
                #expect(!Self.pinWords.contains { phrase.lowercased().contains($0) }, "a digit of the PIN in '\(phrase)'")
            }

            // Speech, not silence: the 1.5 s after the third digit (when "3 of 6" is said).
            let samples = try recording.samples()
            let secondAndAHalf = 22050 * 3 / 2
            try #require(samples.count > afterThree)
            let lastOfThree = samples[max(afterThree - secondAndAHalf, 0)..<afterThree]
            #expect(loudness(lastOfThree) > 0.02, "the recording is silent after three digits")

            let heard = try recognize(recording)
            #expect(heard.contains("enter pin"), "\(heard)")
            #expect(heard.contains("three of six"), "\(heard)")
            #expect(heard.contains("pin complete"), "\(heard)")
            for word in Self.pinWords { #expect(!heard.split(separator: " ").contains(Substring(word)), "heard '\(word)' in \(heard)") }
        }

        @Test func aNewKeyPressCutsThePhraseShort() throws {
            let recording = try Recording()
            defer { try? FileManager.default.removeItem(at: recording.directory) }
            let end = WindowEndToEndTests()
            let pad = try end.start(["--speech", "--boxes", "8"], environment: recording.environment)
            usleep(1_500_000)
            // Seven digits 150 ms apart: seven phrases of about a second each, each cut by the next.
            try end.xdotool(["key", "--delay", "150", "9", "8", "7", "9", "8", "7", "9"])
            usleep(2_500_000)
            try end.xdotool(["key", "Escape"])
            let result = pad.running.finish(within: 30)
            #expect(result.status == 1, "\(result.error)")
            let spoken = try recording.spoken()
            #expect(spoken.suffix(2) == ["7 of 8.", "cancelled."], "\(spoken)")
            // Speech heard in 20 ms windows: the cut phrases take 150 ms each at most, so all of
            // it is far less than seven whole phrases (and the title and "cancelled").
            let samples = try recording.samples()
            let window = 441
            let loudWindows = stride(from: 0, to: samples.count - window, by: window).filter { loudness(samples[$0..<($0 + window)]) > 0.01 }.count
            let seconds = Double(loudWindows * window) / 22050
            #expect(seconds > 1.5 && seconds < 4.5, "\(seconds) s of speech")
        }

        @Test func withoutSpeechTheRecordingIsSilent() throws {
            let recording = try Recording()
            defer { try? FileManager.default.removeItem(at: recording.directory) }
            let end = WindowEndToEndTests()
            let pad = try end.start(["--key-click"], environment: recording.environment)
            usleep(500_000)
            try press(["1"], pause: 0.5, in: pad, end: end)
            try end.xdotool(["key", "Escape"])
            let result = pad.running.finish(within: 30)
            #expect(result.status == 1, "\(result.error)")
            #expect(!FileManager.default.fileExists(atPath: recording.phrases.path), "phrases logged without --speech")
            // One click (12 ms) and silence: loud for a moment, quiet over the whole.
            let samples = try recording.samples()
            #expect(samples.contains { abs(Int($0)) > 8000 }, "no click")
            #expect(samples.filter { abs(Int($0)) > 100 }.count < 22050 / 20, "more than a click")
        }

        /// What PocketSphinx hears in the recording, with a grammar of the phrases and of every
        /// digit on its own: the hypotheses, one line each.
        func recognize(_ recording: Recording) throws -> String {
            let wave = recording.directory.appendingPathComponent("audio.wav")
            let converted = try Run.run(
                "/usr/bin/sox",
                ["-t", "raw", "-r", "22050", "-e", "signed", "-b", "16", "-c", "1", recording.audio.path, "-r", "16000", wave.path, "pad", "0", "1"])
            try #require(converted.status == 0, "sox: \(converted.error)")
            let grammar = recording.directory.appendingPathComponent("pad.gram")
            try """
            #JSGF V1.0;
            grammar pad;
            <digit> = zero | one | two | three | four | five | six | seven | eight | nine;
            <count> = <digit> of six;
            public <utterance> = enter pin | <count> | <count> pin complete press ok | <count> pin entered | cancelled | <digit>;

            """.write(to: grammar, atomically: true, encoding: .utf8)
            let model = "/usr/share/pocketsphinx/model/en-us"
            let recognized = try Run.run(
                "/usr/bin/pocketsphinx_continuous",
                ["-infile", wave.path, "-jsgf", grammar.path, "-hmm", model + "/en-us", "-dict", model + "/cmudict-en-us.dict", "-logfn", "/dev/null"],
                within: 60)
            try #require(recognized.status == 0, "pocketsphinx: \(recognized.error)")
            return recognized.output
        }

        @Test func arrowKeysAndReturnTypeAPINWithoutTheMouse() throws {
            let end = WindowEndToEndTests()
            let pad = try end.start(["--boxes", "4"])
            // The first arrow puts the focus on 5; Left is 4, Up 1, Right Right 3.
            try end.xdotool(["key", "--delay", "40", "Up", "Return", "Left", "space", "Up", "Return", "Right", "Right", "KP_Enter"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "5413\n")
        }

        @Test func eachKeyPressVibratesAnLEDVibrator() throws {
            let led = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-vibrator-\(getpid())")
            try FileManager.default.createDirectory(at: led, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: led) }
            let activate = led.appendingPathComponent("activate")
            try "0\n".write(to: activate, atomically: true, encoding: .utf8)
            let end = WindowEndToEndTests()
            let pad = try end.start(["--boxes", "2", "--haptics", led.path, "--haptics-duration", "55"])
            try end.xdotool(["key", "4"])
            usleep(300_000)
            #expect(try String(contentsOf: activate, encoding: .utf8) == "1\n")
            #expect(try String(contentsOf: led.appendingPathComponent("duration"), encoding: .utf8) == "55\n")
            try end.xdotool(["key", "2"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "42\n")
        }

        /// A force-feedback device made with uinput (`Tests/Fixtures/uinput_rumble.c`): the rumble
        /// is uploaded once, played on each key press, and erased when the pad ends. Needs
        /// /dev/uinput (the uinput module), which containers often lack.
        @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/uinput"), "needs /dev/uinput"))
        func eachKeyPressPlaysARumbleOnAForceFeedbackDevice() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-uinput-\(getpid())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/uinput_rumble.c").path
            let program = directory.appendingPathComponent("uinput_rumble").path
            let built = try Run.run("/usr/bin/gcc", ["-o", program, source], within: 60)
            try #require(built.status == 0, "gcc: \(built.error)")
            let pathFile = directory.appendingPathComponent("device")
            let device = try Run.Running(program, [pathFile.path])
            var path: String?
            for _ in 0..<100 where path == nil {
                path = (try? String(contentsOf: pathFile, encoding: .utf8))?.split(separator: "\n").first.map(String.init)
                if path == nil { usleep(50_000) }
            }
            guard let path else {
                kill(device.pid, SIGKILL)
                Issue.record("the uinput device did not come up: \(device.finish().error)")
                return
            }
            let end = WindowEndToEndTests()
            let pad = try end.start(["--boxes", "2", "--haptics", path, "--haptics-duration", "60"])
            try end.xdotool(["key", "--delay", "100", "4", "2"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "42\n")
            let heard = device.finish(within: 25)
            let lines = heard.output.split(separator: "\n").map(String.init)
            #expect(lines.first == "upload rumble 60", "\(heard.output) \(heard.error)")
            #expect(lines.filter { $0.hasPrefix("play ") && $0.hasSuffix(" 1") }.count == 2, "\(heard.output)")
            #expect(lines.last?.hasPrefix("erase ") == true, "\(heard.output)")
        }

        @Test func aMissingVibratorOrVoiceIsOneLineAndThePadStillWorks() throws {
            let end = WindowEndToEndTests()
            let pad = try end.start(
                ["--boxes", "2", "--haptics", "/nonexistent/vibrator", "--speech", "--voice", "no-such-voice"],
                environment: ["SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": "/dev/null"])
            try end.xdotool(["key", "1", "2"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "12\n")
            let lines = result.error.split(separator: "\n").filter { $0.hasPrefix("pinpad: ") }
            #expect(lines.count == 2, "\(result.error)")
            #expect(lines.contains { $0.contains("no-such-voice") })
            #expect(lines.contains { $0.contains("/nonexistent/vibrator") })
        }
    }
}
