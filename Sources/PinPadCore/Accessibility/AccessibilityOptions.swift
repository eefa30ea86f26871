/// How the pad speaks, sounds and vibrates (`--speech`, `--voice`, `--speech-rate`,
/// `--private-audio`, `--audio-device`, `--key-click`, `--haptics`, `--haptics-duration`,
/// `--phrase`): plain values a backend reads. Off in every part by default.
public struct AccessibilityOptions: Hashable, Sendable {
    /// Whether the pad speaks (`AnnouncementPolicy`).
    public var speech = false
    /// The espeak-ng voice (a language such as `en`, `de`, `en-us`, or a voice file's name);
    /// by default the language of the words shown (`voice(forLanguage:)` of `Words.language`).
    public var voice = AccessibilityOptions.voice(forLanguage: Words.language)
    /// The speaking rate in words per minute, 80 to 450 (espeak-ng's `espeakRATE`).
    public var rate = 175
    /// Whether the output is heard by the person at the pad alone (headphones): then the
    /// focused key's name is spoken.
    public var isPrivate = false
    /// The audio output device's name as SDL lists it (`SDL_GetAudioDeviceName`); nil for the
    /// default output.
    public var audioDevice: String?
    /// Whether each key press clicks (`Tone.keyClick`).
    public var keyClick = false
    /// The vibrator: an input device with force feedback (`/dev/input/eventN`) or an LED-class
    /// vibrator (`/sys/class/leds/vibrator`); nil for none.
    public var hapticsDevice: String?
    /// How long a key press vibrates, in milliseconds.
    public var hapticsDuration = 40
    /// What is said: in the language of the words shown, or in English when espeak-ng has no
    /// voice for it (`hasVoice(language:)`).
    public var phrases = AccessibilityOptions.phrases(forLanguage: Words.language)
    /// Whether the texts of the screen written in Han characters are spoken as they are: not
    /// in Japanese, whose voice reads kana only (it would say "Chinese letter" for each kanji);
    /// a built-in word is then said by its reading (`Phrases.readings`), another such text not.
    public var speaksHan = AccessibilityOptions.voiceReadsHan(language: Words.language)

    /// Everything off.
    public init() {}

    /// The espeak-ng voice of a catalog's language (`de`, `pt_BR`, `zh_CN`): espeak-ng's name for
    /// it (`de`, `pt-br`, `cmn-latn-pinyin`), which reads the digits of a count in that language.
    /// Mandarin is `cmn-latn-pinyin`: espeak-ng 1.51's `cmn` reads many Han characters as their
    /// pinyin spelled in English (取消: "q u three x i a o one"). Japanese is `ja`, which
    /// reads kana and digits (the catalog's spoken phrases are written in kana, and the screen's
    /// built-in words have readings: `Phrases.readings`) and says "Chinese letter" for a kanji.
    public static func voice(forLanguage language: String) -> String {
        switch language {
        case "pt_BR": return "pt-br"
        case "zh_CN", "zh": return "cmn-latn-pinyin"
        case "es_419": return "es-419"
        case _ where !hasVoice(language: language): return "en"
        default: return String(language.prefix { $0 != "_" && $0 != "@" && $0 != "." })
        }
    }

    /// Whether espeak-ng (1.51, Debian 12's) has a voice that reads `language`: yes for every
    /// shipped catalog (Japanese's reads kana, not kanji: `voiceReadsHan(language:)`).
    public static func hasVoice(language: String) -> Bool {
        true
    }

    /// Whether the voice of `language` reads Han characters (espeak-ng 1.51's Japanese reads
    /// kana only: a kanji is "Chinese letter").
    public static func voiceReadsHan(language: String) -> Bool {
        !language.hasPrefix("ja")
    }

    /// Whether the voice of `language` says a count's digits (espeak-ng 1.51's Hebrew says
    /// nothing for them: then counts are said in words, `NumberNames`).
    public static func voiceReadsDigits(language: String) -> Bool {
        !language.hasPrefix("he")
    }

    /// The phrases spoken for `language`: the catalog's, or English's when espeak-ng has no
    /// voice for it.
    public static func phrases(forLanguage language: String) -> Phrases {
        hasVoice(language: language) ? Phrases() : Phrases.english()
    }

    /// Whether any sound is made: speech or key clicks.
    public var makesSound: Bool { speech || keyClick }

    /// Whether any feedback is asked for (sound or haptics): then every surface's driver is
    /// followed by the program's feedback observer (`PromptObserver`).
    public var asksForFeedback: Bool { makesSound || hapticsDevice != nil }

    /// The policy for `speech`.
    public var policy: AnnouncementPolicy { AnnouncementPolicy(phrases: phrases, isPrivate: isPrivate, speaksHan: speaksHan) }
}
