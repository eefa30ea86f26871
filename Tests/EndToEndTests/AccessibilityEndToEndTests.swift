import Foundation
import Testing

extension DisplayTests {
    /// A PIN entered by someone who cannot see the pad (issue 16): what it says, recorded by
    /// SDL's disk audio driver and checked by ear with a speech recognizer; arrow keys alone;
    /// haptics.
    @Suite(.serialized)
    struct AccessibilityEndToEndTests {
        /// A PIN of digits none of which a count phrase ("1 of 6" … "6 of 6") holds, and which
        /// the recognizer is shown to hear (it takes espeak-ng's "seven" for "one").
        static let pin = ["9", "8", "0", "0", "9", "8"]
        /// The digit words of `pin`.
        static let pinWords = ["nine", "eight", "zero"]

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
            defer { if ProcessInfo.processInfo.environment["PINPAD_KEEP_RECORDING"] == nil { try? FileManager.default.removeItem(at: recording.directory) } }
            let end = WindowEndToEndTests()
            // The American voice: the recognizer's model is American English.
            let pad = try end.start(["--speech", "--voice", "en-us", "--no-auto-submit"], environment: recording.environment)
            usleep(1_500_000)
            try press(Array(Self.pin.prefix(3)), pause: 1.5, in: pad, end: end)
            let afterThree = try recording.samples().count
            try press(Array(Self.pin.suffix(3)), pause: 1.5, in: pad, end: end)
            // "6 of 6. PIN complete, press OK." is said whole, and a pause follows, before OK is pressed.
            usleep(5_000_000)
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
                #expect(!phrase.contains { "0789".contains($0) }, "a digit of the PIN in '\(phrase)'")
                #expect(!(Self.pinWords + ["seven"]).contains { phrase.lowercased().contains($0) }, "a digit of the PIN in '\(phrase)'")
            }

            // Speech, not silence: the 1.5 s after the third digit (when "3 of 6" is said).
            let samples = try recording.samples()
            let secondAndAHalf = 22050 * 3 / 2
            try #require(samples.count > afterThree)
            let lastOfThree = samples[max(afterThree - secondAndAHalf, 0)..<afterThree]
            #expect(loudness(lastOfThree) > 0.02, "the recording is silent after three digits")

            let heard = try recognize(samples, in: recording.directory)
            #expect(heard.contains("enter pin"), "\(heard)")
            #expect(heard.contains("three of six"), "\(heard)")
            #expect(heard.contains("six of six pin complete press ok"), "\(heard)")
            for word in Self.pinWords { #expect(!heard.contains(word), "heard '\(word)' in \(heard)") }

            // The recognizer does hear the PIN's digits when that voice says them.
            var control: [Int16] = []
            for word in Self.pinWords {
                let spoken = recording.directory.appendingPathComponent("\(word).wav")
                let raw = recording.directory.appendingPathComponent("\(word).raw")
                let made = try Run.run("/usr/bin/espeak-ng", ["-v", "en-us", "-w", spoken.path, word + "."])
                try #require(made.status == 0, "espeak-ng: \(made.error)")
                let converted = try Run.run("/usr/bin/sox", [spoken.path, "-t", "raw", "-r", "22050", "-e", "signed", "-b", "16", "-c", "1", "-D", raw.path])
                try #require(converted.status == 0, "sox: \(converted.error)")
                control += try Data(contentsOf: raw).withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
                control += [Int16](repeating: 0, count: 22050)
            }
            let controlHeard = try recognize(control, in: recording.directory)
            #expect(controlHeard == Self.pinWords, "the recognizer cannot tell digits: \(controlHeard)")
        }

        /// Waits up to 10 s for the first phrase (the prompt appearing) to be logged.
        func waitForFirstPhrase(_ recording: Recording) {
            for _ in 0..<200 where ((try? recording.spoken()) ?? []).isEmpty { usleep(50_000) }
        }

        /// A PIN entered with arrow keys and Space on a public speaker: the words and sounds of
        /// one session, logged and recorded, and what the recognizer hears in them.
        func arrowSession(_ keys: [String]) throws -> (pin: String, log: [String], heard: [String]) {
            let recording = try Recording()
            defer { if ProcessInfo.processInfo.environment["PINPAD_KEEP_RECORDING"] == nil { try? FileManager.default.removeItem(at: recording.directory) } }
            let end = WindowEndToEndTests()
            let pad = try end.start(["--speech", "--voice", "en-us", "--boxes", "4"], environment: recording.environment)
            waitForFirstPhrase(recording)
            usleep(1_500_000)
            try press(keys, pause: 1.5, in: pad, end: end)
            let result = pad.running.finish(within: 30)
            #expect(result.status == 0, "\(result.error)")
            let heard = try recognize(try recording.samples(), in: recording.directory, positions: true)
            return (result.output.trimmingCharacters(in: .newlines), try recording.spoken(), heard)
        }

        /// Whoever hears a public speaker learns nothing of a PIN entered with the arrow keys but
        /// the number of presses: 5808 (three moves) and 2580 (six moves, the first arrow on 5,
        /// one against the keypad's top edge where the focus stays) sound the same, a move
        /// makes no sound at all, and neither a digit of them that is no word of the counts
        /// ("1 of 4" … "4 of 4") nor a place is heard.
        @Test func onAPublicSpeakerTwoPINsEnteredByArrowsSoundTheSame() throws {
            let first = try arrowSession(["Down", "space", "Down", "space", "Down", "space", "Up", "space"])
            let second = try arrowSession(["Up", "Up", "Up", "space", "Down", "space", "Down", "space", "Down", "space"])
            #expect(first.pin == "5808" && second.pin == "2580")
            #expect(first.log == second.log, "\(first.log) against \(second.log)")
            for session in [first, second] {
                let said = session.heard.filter { ["five", "six", "eight", "nine", "zero"].contains($0) || $0.hasPrefix("row") }
                #expect(said.isEmpty, "heard \(said) in \(session.heard)")
                #expect(session.heard.contains("enter pin"), "\(session.heard)")
            }
        }

        /// `samples` (22050 Hz) cut into utterances: the stretches of 10 ms windows louder than
        /// 1 % of full scale, joined across pauses up to 500 ms (the pauses inside a phrase are
        /// about 350 ms, those between two of them in these tests 650 ms or more), at least 60 ms
        /// long.
        func utterances(_ samples: [Int16]) -> [[Int16]] {
            let window = 220
            let loud = stride(from: 0, to: max(samples.count - window, 0), by: window).map { loudness(samples[$0..<($0 + window)]) > 0.01 }
            var stretches: [ClosedRange<Int>] = []
            for (index, isLoud) in loud.enumerated() where isLoud {
                if let last = stretches.last, index - last.upperBound <= 50 {
                    stretches[stretches.count - 1] = last.lowerBound...index
                } else {
                    stretches.append(index...index)
                }
            }
            // A click or a move's tick (15 ms) is no utterance.
            return stretches.filter { $0.count >= 6 }.map { Array(samples[max($0.lowerBound - 5, 0) * window..<min(($0.upperBound + 6) * window, samples.count)]) }
        }

        /// What PocketSphinx hears in `samples` (22050 Hz), each utterance on its own, with a
        /// grammar of the phrases and of every digit alone: one hypothesis an utterance. The
        /// recognizer's model is American English, so the pad speaks with espeak-ng's `en-us`.
        /// With `positions`, the grammar also has the places a keypad focus once was said by
        /// (`row 2 centre`).
        func recognize(_ samples: [Int16], in directory: URL, positions: Bool = false) throws -> [String] {
            let raw = directory.appendingPathComponent("utterances.raw")
            let silence = [Int16](repeating: 0, count: 22050)
            let spaced = utterances(samples).reduce(silence) { $0 + $1 + silence }
            try spaced.withUnsafeBytes { Data($0) }.write(to: raw)
            let wave = directory.appendingPathComponent("utterances.wav")
            // -D: no dither, whose noise in the silences the recognizer takes for words.
            let converted = try Run.run("/usr/bin/sox", ["-t", "raw", "-r", "22050", "-e", "signed", "-b", "16", "-c", "1", raw.path, "-r", "16000", "-D", wave.path])
            try #require(converted.status == 0, "sox: \(converted.error)")
            let grammar = directory.appendingPathComponent("pad.gram")
            try """
            #JSGF V1.0;
            grammar pad;
            <digit> = zero | one | two | three | four | five | six | seven | eight | nine;
            <count> = <digit> of (six | four);
            <pin> = pin | p i n;
            <place> = row <digit> (left | centre | center | right);
            public <utterance> = enter <pin> | <count> | <count> <pin> complete press ok | <count> <pin> entered | cancelled | <digit>\(positions ? " | <place>" : "");

            """.write(to: grammar, atomically: false, encoding: .utf8)
            let model = "/usr/share/pocketsphinx/model/en-us"
            let recognized = try Run.run(
                "/usr/bin/pocketsphinx_continuous",
                ["-infile", wave.path, "-jsgf", grammar.path, "-hmm", model + "/en-us", "-dict", model + "/cmudict-en-us.dict", "-logfn", "/dev/null"],
                within: 60)
            try #require(recognized.status == 0, "pocketsphinx: \(recognized.error)")
            // espeak-ng spells "PIN" out, P-I-N: one word again.
            return recognized.output.split(separator: "\n").map { String($0).replacing("p i n", with: "pin") }
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
            #expect(spoken.suffix(2) == ["7 of 8.", "Cancelled."], "\(spoken)")
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
            try "0\n".write(to: activate, atomically: false, encoding: .utf8)
            // A transient-trigger LED has both files; pinpad makes neither (issue 21).
            try "0\n".write(to: led.appendingPathComponent("duration"), atomically: false, encoding: .utf8)
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

        @Test func noSoundIsOneLineAndThePadStillWorks() throws {
            let end = WindowEndToEndTests()
            let pad = try end.start(["--boxes", "2", "--speech", "--key-click"], environment: ["SDL_AUDIODRIVER": "none-such"])
            try end.xdotool(["key", "1", "2"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "12\n")
            #expect(result.error == "pinpad: no sound: cannot start SDL audio: Audio target 'none-such' not available\n")
            // In the locale's language (SDL's reason stays as SDL says it).
            let german = try end.start(
                ["--boxes", "2", "--speech"], environment: ["SDL_AUDIODRIVER": "none-such", "LANG": "de_DE.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""])
            try end.xdotool(["key", "1", "2"])
            let told = german.running.finish()
            #expect(told.status == 0 && told.output == "12\n", "\(told.error)")
            #expect(told.error == "pinpad: kein Ton: cannot start SDL audio: Audio target 'none-such' not available\n")
        }

        /// alsa-lib prints lines of its own when there is no card; pinpad's one line is all.
        @Test(.enabled(if: !FileManager.default.fileExists(atPath: "/dev/snd/controlC0"), "needs a machine without a sound card"))
        func noSoundCardIsOneLine() throws {
            let end = WindowEndToEndTests()
            let pad = try end.start(["--boxes", "2", "--speech"], environment: ["SDL_AUDIODRIVER": "alsa"])
            try end.xdotool(["key", "1", "2"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "12\n")
            #expect(result.error.hasPrefix("pinpad: no sound: cannot open the audio output (the default): ALSA: "), "\(result.error)")
            #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
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
