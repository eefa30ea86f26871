import Foundation
import Testing

extension DisplayTests {
    /// Speech follows the locale: under `LANG=de_DE.UTF-8` the phrases are German and espeak-ng
    /// speaks them with its German voice (`voice` not set), which reads a count's digits as
    /// German numbers ("1 von 4": "eins von vier"). There is no German PocketSphinx model in
    /// Debian, so the phrase log, not a recognizer, shows what was said.
    @Suite(.serialized)
    struct LanguageSpeechEndToEndTests {
        @Test func aGermanLocaleSpeaksGermanPhrasesInTheGermanVoice() throws {
            try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
            let recording = try AccessibilityEndToEndTests.Recording()
            defer { try? FileManager.default.removeItem(at: recording.directory) }
            var environment = recording.environment
            environment["LANG"] = "de_DE.UTF-8"
            environment["LC_ALL"] = ""
            environment["LC_MESSAGES"] = ""
            environment["LANGUAGE"] = ""
            let end = WindowEndToEndTests()
            let pad = try end.start(["--speech", "--boxes", "4"], environment: environment)
            for _ in 0..<200 where ((try? recording.spoken()) ?? []).isEmpty { usleep(50_000) }
            for key in ["2", "5"] {
                try end.xdotool(["key", key])
                for _ in 0..<100 where !((try? recording.spoken()) ?? []).contains(where: { $0.hasPrefix(key == "2" ? "1 von 4" : "2 von 4") }) {
                    usleep(50_000)
                }
            }
            try end.xdotool(["key", "Escape"])
            let result = pad.running.finish(within: 30)
            #expect(result.output.isEmpty, "a cancelled pad prints nothing")
            let spoken = try recording.spoken()
            #expect(spoken.first == "PIN eingeben.", "\(spoken)")
            #expect(spoken.contains("1 von 4.") && spoken.contains("2 von 4."), "\(spoken)")
            #expect(spoken.last?.contains("Abgebrochen") == true, "\(spoken)")
            #expect(!spoken.contains { $0.contains("Enter PIN") || $0.contains(" of ") || $0.contains("Cancelled") }, "\(spoken)")
            // The voice is the language's: what --print-config says the pad spoke with.
            let configuration = try Run.pinpad(["--print-config"], environment: Languages.environment("de_DE.UTF-8"))
            #expect(configuration.output.contains("\nvoice = de\n"), "\(configuration.output)")
            let chosen = try Run.pinpad(["--print-config", "--voice", "en-us"], environment: Languages.environment("de_DE.UTF-8"))
            #expect(chosen.output.contains("\nvoice = en-us\n"), "a voice set wins: \(chosen.output)")
        }

        /// What a pad started with `--speech` under `locale` said, `arguments` added, until it
        /// said something and was cancelled with Escape.
        func spokenAtStart(locale: String, _ arguments: [String] = []) throws -> [String] {
            try #require(Languages.prepared == nil, "\(Languages.prepared ?? "")")
            let recording = try AccessibilityEndToEndTests.Recording()
            defer { try? FileManager.default.removeItem(at: recording.directory) }
            var environment = recording.environment
            environment["LANG"] = locale
            for name in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] { environment[name] = "" }
            let end = WindowEndToEndTests()
            let pad = try end.start(["--speech", "--boxes", "4"] + arguments, environment: environment)
            for _ in 0..<200 where ((try? recording.spoken()) ?? []).isEmpty { usleep(50_000) }
            try end.xdotool(["key", "Escape"])
            _ = pad.running.finish(within: 30)
            return try recording.spoken()
        }

        /// Under `LANG=ja_JP.UTF-8` the title is said at start, as in every other language: by
        /// its reading in kana, with the Japanese voice.
        @Test func aJapaneseLocaleSaysTheTitle() throws {
            let spoken = try spokenAtStart(locale: "ja_JP.UTF-8")
            #expect(spoken.first == "PIN を にゅうりょく.", "\(spoken)")
            let configuration = try Run.pinpad(["--print-config"], environment: Languages.environment("ja_JP.UTF-8"))
            #expect(configuration.output.contains("\nvoice = ja\n"), "\(configuration.output)")
        }

        /// Under `LANG=he_IL.UTF-8` the digits of a shown text are said in Hebrew words (the Hebrew
        /// voice says nothing for digits).
        @Test func aHebrewLocaleSaysTheDigitsOfTheMessage() throws {
            let spoken = try spokenAtStart(locale: "he_IL.UTF-8", ["--message", "נותרו 3 ניסיונות"])
            let first = try #require(spoken.first)
            #expect(first.contains("נותרו שלוש ניסיונות") && !first.contains("3"), "\(spoken)")
        }
    }
}
