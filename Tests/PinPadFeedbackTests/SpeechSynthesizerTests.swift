import Glibc
import PinPadCore
import PinPadFeedback
import PinPadPlatform
import Testing

/// espeak-ng wrapped once (issue 16). espeak-ng keeps one state per process: one test at a time.
@Suite(.serialized) struct SpeechSynthesizerTests {
    /// The samples of `text`, and how many pieces they came in.
    func speak(_ text: String, _ synthesizer: SpeechSynthesizer, isMarkup: Bool = false, stopAfter pieces: Int = .max) -> (samples: [Int16], pieces: Int) {
        var samples: [Int16] = []
        var count = 0
        synthesizer.synthesize(text, isMarkup: isMarkup) { piece in
            samples += piece
            count += 1
            return count < pieces
        }
        return (samples, count)
    }

    @Test func aPhraseIsSpeechOfAPlausibleLengthAtTheRateAsked() throws {
        let normal = try SpeechSynthesizer(voice: "en", rate: 175)
        #expect(normal.sampleRate == 22050)
        let spoken = speak("three of six", normal).samples
        let seconds = Double(spoken.count) / Double(normal.sampleRate)
        #expect(seconds > 0.5 && seconds < 3, "\(seconds) s")
        let loud = spoken.filter { abs(Int($0)) > 3000 }.count
        #expect(loud > spoken.count / 20, "mostly silence")
        _ = consume normal
        let fast = try SpeechSynthesizer(voice: "en", rate: 400)
        let quick = Double(speak("three of six", fast).samples.count) / Double(fast.sampleRate)
        #expect(quick < seconds * 0.8, "400 words a minute took \(quick) s, 175 took \(seconds) s")
    }

    /// A key's name on headphones is its character, which espeak-ng says nothing for when it is
    /// punctuation (`-`, `(`, `"`, 18 of the keyboard's 32 symbols): the announcement spells it.
    @Test func aFocusedSymbolKeyIsHeardOnHeadphones() throws {
        let synthesizer = try SpeechSynthesizer(voice: "en", rate: 175)
        let reading = PromptReading(title: "Passphrase", focus: .character("a"), isText: true)
        for symbol: Character in ["-", "(", "\"", "<", "&"] {
            var moved = reading
            moved.focusMoves += 1
            moved.focus = .character(symbol)
            let said = try #require(AnnouncementPolicy(isPrivate: true).announcement(from: reading, to: moved))
            #expect(said.text == String(symbol))
            #expect(said.markup == "<speak><say-as interpret-as=\"characters\">\(AnnouncementPolicy.escaped(String(symbol)))</say-as></speak>")
            let spoken = speak(said.markup ?? said.text, synthesizer, isMarkup: said.markup != nil).samples
            let loud = spoken.filter { abs(Int($0)) > 3000 }.count
            #expect(loud > 22050 / 20, "\(symbol): \(loud) loud samples of \(spoken.count)")
        }
    }

    @Test func takingFalseStopsTheSpeech() throws {
        let synthesizer = try SpeechSynthesizer(voice: "en", rate: 175)
        let whole = speak("PIN complete, press OK. Enter PIN.", synthesizer)
        let cut = speak("PIN complete, press OK. Enter PIN.", synthesizer, stopAfter: 1)
        #expect(whole.pieces > 2)
        #expect(cut.pieces == 1)
        #expect(cut.samples.count < whole.samples.count / 2)
    }

    @Test func anUnknownVoiceIsAnErrorThatNamesIt() {
        #expect(throws: SpeechError("espeak-ng has no voice 'xx-nowhere' (espeak-ng --voices lists them)")) {
            try SpeechSynthesizer(voice: "xx-nowhere", rate: 175)
        }
        // Failing leaves nothing behind: a synthesizer starts again.
        #expect((try? SpeechSynthesizer(voice: "en", rate: 175)) != nil)
    }

    /// Each shipped language has its espeak-ng voice (the default `voice` in that locale), and
    /// it speaks a count's digits.
    @Test(arguments: ["de", "fr", "es", "it", "nl", "pt_BR", "pl", "sv", "ru", "uk", "tr", "ar", "he", "zh_CN", "ja"])
    func everyLanguageHasItsVoice(language: String) throws {
        let voice = AccessibilityOptions.voice(forLanguage: language)
        let synthesizer = try SpeechSynthesizer(voice: voice, rate: 175)
        #expect(speak("2 / 6", synthesizer).samples.count > 22050 / 4, "\(language): \(voice)")
    }
}
