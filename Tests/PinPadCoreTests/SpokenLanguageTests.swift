import Foundation
import PinPadCore
import PinPadTestSupport
import Testing

/// The voice chosen for each shipped language reads that language's phrases as the real
/// espeak-ng (Debian 12's 1.51) reads them: no word it cannot read (it marks a switch to another
/// language, `(en)`, when it spells a character's name or a pinyin syllable in English), and every
/// count heard (a voice that says nothing for digits gets the numbers in words).
struct SpokenLanguageTests {
    /// What `espeak-ng -v voice -x -q` writes for `text`: its phonemes.
    static func phonemes(_ text: String, voice: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/espeak-ng")
        process.arguments = ["-v", voice, "-x", "-q", "--", text]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let read = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return read.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Every phrase of `phrases` with its placeholders filled.
    static func spoken(_ phrases: Phrases) -> [String] {
        Phrases.names.compactMap { phrases.text(of: $0) }.map {
            Words.filled($0, ["count": phrases.number(3), "total": phrases.number(6), "row": phrases.number(2), "column": phrases.left, "time": phrases.lockTime(seconds: 95), "letter": "Q",
                "minutes": Words.filled(phrases.minutes, ["count": phrases.number(3)]), "seconds": Words.filled(phrases.seconds, ["count": phrases.number(3)]),
            ])
        } + [phrases.progress(count: 3, total: 6), phrases.progress(count: 14, total: nil), phrases.lockTime(seconds: 95)]
    }

    /// Whether `text` holds a Han character or kana.
    static func hasHanOrKana(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x3400...0x9FFF).contains($0.value) }
    }

    /// `text` without its Latin words (`PIN`), which a voice rightly reads in English.
    static func withoutLatinWords(_ text: String) -> String {
        String(text.unicodeScalars.filter { !(("A"..."Z").contains($0) || ("a"..."z").contains($0)) }.map(Character.init))
    }

    /// The catalog of `language` installed, as at start-up (a phrase's plural form is looked up
    /// when it is said).
    static func inLanguage<Result>(_ language: String, _ body: () throws -> Result) rethrows -> Result {
        let catalog = language == "en" ? WordTable(language: "en", words: [:]) : ShippedTranslations.table(language)
        return try Words.$scoped.withValue(catalog) { try body() }
    }

    @Test(arguments: ShippedTranslations.languages)
    func theVoiceReadsEveryPhraseWithoutSwitchingLanguage(language: String) throws {
        try Self.inLanguage(language) {
            let options = AccessibilityOptions()
            for text in Self.spoken(options.phrases) {
                let read = try Self.phonemes(text, voice: options.voice)
                #expect(!read.isEmpty, "\(language): \(options.voice) says nothing for \"\(text)\"")
                let withoutLatin = try Self.phonemes(Self.withoutLatinWords(text), voice: options.voice)
                #expect(!withoutLatin.contains("("), "\(language): \(options.voice) reads \"\(text)\" as \(withoutLatin)")
                if options.voice == "en" { #expect(!Self.hasHanOrKana(text), "\(language): the English voice is given \"\(text)\"") }
            }
        }
    }

    @Test(arguments: ShippedTranslations.languages)
    func everyCountIsHeard(language: String) throws {
        try Self.inLanguage(language) {
            let options = AccessibilityOptions()
            let phrases = options.phrases
            for (one, other) in [
                (phrases.progress(count: 3, total: 6), phrases.progress(count: 4, total: 6)),
                (phrases.progress(count: 3, total: 6), phrases.progress(count: 3, total: 8)),
                (phrases.progress(count: 21, total: nil), phrases.progress(count: 22, total: nil)),
                (phrases.lockTime(seconds: 35), phrases.lockTime(seconds: 47)),
                (phrases.position(KeypadPosition(row: 0, column: 0, rowLength: 3)), phrases.position(KeypadPosition(row: 2, column: 0, rowLength: 3))),
            ] {
                let first = try Self.phonemes(one, voice: options.voice), second = try Self.phonemes(other, voice: options.voice)
                #expect(first != second, "\(language): \(options.voice) reads \"\(one)\" and \"\(other)\" alike: \(first)")
            }
        }
    }

    /// Every sentence of what is said begins with a capital in every language (a phrase is a
    /// whole sentence, never a fragment after another's period): a lock's message and its time
    /// left, a press on a locked keypad, the end of a lock, a cancel, a time-out, a passphrase
    /// entered, a key pressed on a speaker.
    @Test(arguments: ["en"] + ShippedTranslations.languages)
    func everySentenceSaidBeginsWithACapital(language: String) throws {
        Self.inLanguage(language) {
            let policy = AccessibilityOptions().policy
            let reading = PromptReading(title: "Sign in", lockMessage: "Wrong PIN", lockSecondsLeft: 35, isText: true)
            var said = [policy.announcement(from: nil, to: reading)?.text ?? ""]
            var pressed = reading
            pressed.lockedPresses = 1
            said.append(policy.announcement(from: reading, to: pressed)?.text ?? "")
            var unlocked = reading
            unlocked.lockMessage = nil
            said.append(policy.announcement(from: reading, to: unlocked)?.text ?? "")
            for result in [PromptResult.cancelled, .timedOut, .submitted] {
                var ended = unlocked
                ended.result = result
                said.append(policy.announcement(from: unlocked, to: ended)?.text ?? "")
            }
            var typed = unlocked
            typed.count = 1
            said.append(policy.announcement(from: unlocked, to: typed)?.text ?? "")
            for text in said {
                #expect(!text.isEmpty, "\(language): nothing said")
                for sentence in text.split(separator: ". ") {
                    #expect(sentence.first?.isLowercase != true, "\(language): \"\(sentence)\" in \"\(text)\"")
                }
            }
        }
    }

    /// Japanese is spoken with espeak-ng's Japanese voice, which reads kana and digits but says
    /// "Chinese letter" for a kanji: the title shown at start is said by its reading from the
    /// catalog, as other languages say their titles; a title in kanji the pad has no reading for
    /// (another program's, an admin's) is said as the pad's phrase for an unreadable title.
    @Test func japaneseSaysTheTitleAtStart() throws {
        try Self.inLanguage("ja") {
            let options = AccessibilityOptions()
            #expect(options.voice == "ja")
            let title = Words.localized("Enter PIN")
            let said = options.policy.announcement(from: nil, to: PromptReading(title: title, message: "カード 2", count: 0, total: 4))?.text ?? ""
            #expect(said.hasPrefix("PIN を にゅうりょく. "), "\(said)")
            let read = try Self.phonemes(Self.withoutLatinWords(said), voice: options.voice)
            #expect(!read.isEmpty && !read.contains("("), "\(said): \(read)")
            let wrong = options.policy.announcement(from: nil, to: PromptReading(title: title, errorMessage: Words.localized("Wrong PIN")))?.text ?? ""
            #expect(wrong == "PIN を にゅうりょく. PIN が ちがいます.", "\(wrong)")
            let other = options.policy.announcement(from: nil, to: PromptReading(title: "暗証番号", message: "カード 2", count: 0, total: 4))?.text
            #expect(other == "よみあげられない タイトルが ひょうじ されています. カード 2.", "\(other ?? "nothing")")
        }
    }

    /// An error shown in kanji the pad has no reading for (gpg-agent's, a PAM module's) is said
    /// as the pad's phrase for an error it cannot read, in kana, and never left unsaid; never as
    /// a guess at what it says ("PINが短すぎます", PIN too short, is no wrong passphrase).
    @Test func japaneseSaysAnErrorItCannotReadAsItsOwnPhrase() throws {
        try Self.inLanguage("ja") {
            let options = AccessibilityOptions()
            let unreadable = "よみあげられない エラーが ひょうじ されています."
            let error = "パスフレーズが正しくありません"
            let typing = PromptReading(title: Words.localized("Passphrase"), count: 8, isText: true)
            var wrong = typing
            wrong.errorMessage = error
            wrong.count = 0
            let said = options.policy.announcement(from: typing, to: wrong)?.text ?? ""
            #expect(said == unreadable, "\(said)")
            let read = try Self.phonemes(said, voice: options.voice)
            #expect(!read.isEmpty && !read.contains("("), "\(said): \(read)")
            let appearing = options.policy.announcement(from: nil, to: wrong)?.text ?? ""
            #expect(appearing.hasSuffix(unreadable), "\(appearing)")
            var short = typing
            short.errorMessage = "PINが短すぎます"
            let saidShort = options.policy.announcement(from: typing, to: short)?.text ?? ""
            #expect(saidShort == unreadable, "\(saidShort)")
            let pin = PromptReading(title: "PIN", count: 4, total: 4)
            var wrongPIN = pin
            wrongPIN.errorMessage = "暗証番号が違います"
            wrongPIN.count = 0
            #expect(options.policy.announcement(from: pin, to: wrongPIN)?.text == unreadable)
            // An error the voice reads is said as it is written.
            var kana = pin
            kana.errorMessage = "PIN が ちがいます"
            #expect(options.policy.announcement(from: pin, to: kana)?.text == "PIN が ちがいます.")
        }
    }

    /// Every text of the pad's own said in Japanese has a reading, none is passed over: the
    /// pinentry's repeat title (`Repeat:`, shown without its colon) and its confirmation's
    /// question, the lock texts, and the boot's disk unlock title and retry message,
    /// which the keyscript gives the pad filled in (`{disk}`, `{number}`).
    @Test func japaneseSaysThePadsOwnTextsByTheirReadings() throws {
        try Self.inLanguage("ja") {
            let policy = AccessibilityOptions().policy
            func said(_ reading: PromptReading) -> String { policy.announcement(from: nil, to: reading)?.text ?? "" }
            #expect(Words.localized("Repeat:") == "再入力:")
            #expect(said(PromptReading(title: "再入力", count: 0, total: 4)) == "さいにゅうりょく.")
            #expect(said(PromptReading(title: Words.localized("Confirm"), message: Words.localized("Confirm?"), isConfirmation: true)) == "かくにん. かくにん しますか？", "\(said(PromptReading(title: Words.localized("Confirm"), message: Words.localized("Confirm?"), isConfirmation: true)))")
            let title = Words.filled(Words.localized("Unlock {disk}"), ["disk": "cryptroot"])
            let retry = Words.filled(Words.localized("Wrong passphrase (try {number})"), ["number": "2"])
            #expect(title == "cryptroot のロック解除" && retry == "パスフレーズが違います（2 回目）")
            let boot = said(PromptReading(title: title, message: retry, isText: true))
            #expect(boot == "cryptroot の ロック かいじょ. パスフレーズが ちがいます（2 かいめ）.", "\(boot)")
            let locked = said(PromptReading(title: "PIN", lockMessage: Words.localized("Too many wrong PINs")))
            #expect(locked == "PIN. PIN の ごにゅうりょくが おおすぎます.", "\(locked)")
            for text in [boot, locked] {
                let read = try Self.phonemes(Self.withoutLatinWords(text), voice: "ja")
                #expect(!read.isEmpty && !read.contains("("), "\(text): \(read)")
            }
        }
    }

    /// A text from outside the pad (an asker's title or description, a PAM module's question or
    /// refusal) in kanji the Japanese voice cannot read is said as the pad's phrase for its place,
    /// never left out: a blind person learns that something is shown there.
    @Test func japaneseSaysWhereATextItCannotReadIs() throws {
        Self.inLanguage("ja") {
            let policy = AccessibilityOptions().policy
            func said(_ reading: PromptReading, from old: PromptReading? = nil) -> String { policy.announcement(from: old, to: reading)?.text ?? "" }
            #expect(said(PromptReading(title: "PIN", message: "鍵の暗証番号", count: 0, total: 4)) == "PIN. よみあげられない メッセージが ひょうじ されています.")
            let question = PromptReading(title: "PIN", count: 0, isText: true, fieldLabel: "暗証番号")
            #expect(said(question) == "PIN. にゅうりょくらんの ラベルは よみあげられません.")
            // A PAM refusal shown as the lock's message: the keypad is locked, and for how long.
            let refused = PromptReading(title: "PIN", lockMessage: "認証に失敗しました", lockSecondsLeft: 35)
            let lockout = "キーパッドはロックされています. \(policy.phrases.lockTime(seconds: 35))."
            #expect(said(refused) == "PIN. " + lockout, "\(said(refused))")
            #expect(said(refused, from: PromptReading(title: "PIN")) == lockout, "\(said(refused, from: PromptReading(title: "PIN")))")
            // A lock that waits for the asker's answer and says so in kanji.
            let waiting = PromptReading(title: "PIN", lockMessage: "照合中", isWaiting: true)
            #expect(said(waiting) == "PIN. よみあげられない テキストが ひょうじ されています.")
            // A hint configured in kanji.
            var hinted = PromptReading(title: "PIN", count: 0, total: 4)
            let plain = hinted
            hinted.hint = "大文字"
            #expect(said(hinted, from: plain) == "よみあげられない テキストが ひょうじ されています.")
        }
    }

    /// A lockout's minutes and seconds are joined as the language joins them: Arabic and Hebrew
    /// say "and" before the seconds ("دقيقة واحدة و5 ثوانٍ"), German and English do not; Arabic's
    /// dual follows the preposition before it.
    @Test func theMinutesAndSecondsLeftAreJoinedAsTheLanguageSaysThem() throws {
        try Self.inLanguage("ar") {
            let phrases = AccessibilityOptions().phrases
            #expect(phrases.lockTime(seconds: 65) == "حاول مرة أخرى بعد دقيقة واحدة و5 ثوانٍ", "\(phrases.lockTime(seconds: 65))")
            // After بعد ("after"), the dual in the genitive: دقيقتين, ثانيتين (not دقيقتان).
            #expect(phrases.lockTime(seconds: 120) == "حاول مرة أخرى بعد دقيقتين", "\(phrases.lockTime(seconds: 120))")
            #expect(phrases.lockTime(seconds: 122) == "حاول مرة أخرى بعد دقيقتين وثانيتين", "\(phrases.lockTime(seconds: 122))")
            let read = try Self.phonemes(phrases.lockTime(seconds: 65), voice: "ar")
            #expect(!read.isEmpty && !read.contains("("), "\(read)")
        }
        Self.inLanguage("de") {
            #expect(AccessibilityOptions().phrases.lockTime(seconds: 65) == "Versuchen Sie es in 1 Minute 5 Sekunden erneut")
        }
        #expect(Phrases().lockTime(seconds: 65) == "Try again in 1 minute 5 seconds")
    }

    /// In Hebrew, whose voice says nothing for digits, a count said before the word it counts
    /// agrees with it: "שני תווים" (two characters, masculine), "שתי ספרות" (two digits,
    /// feminine), not the standalone "שתיים"; counted alone ("2 of 6") it is the standalone word.
    @Test func hebrewCountsAgreeWithTheWordTheyCount() throws {
        Self.inLanguage("he") {
            let phrases = AccessibilityOptions().phrases
            #expect(phrases.progress(count: 2, total: nil, isText: true) == "שני תווים")
            #expect(phrases.progress(count: 3, total: nil, isText: true) == "שלושה תווים")
            #expect(phrases.progress(count: 12, total: nil, isText: true) == "שנים עשר תווים")
            #expect(phrases.progress(count: 22, total: nil, isText: true) == "עשרים ושניים תווים")
            #expect(phrases.progress(count: 1, total: nil, isText: true) == "תו אחד")
            #expect(phrases.progress(count: 2, total: nil) == "שתי ספרות")
            #expect(phrases.progress(count: 3, total: nil) == "שלוש ספרות")
            #expect(phrases.progress(count: 22, total: nil) == "עשרים ושתיים ספרות")
            #expect(phrases.progress(count: 2, total: 6) == "שתיים מתוך שש")
            let time = phrases.lockTime(seconds: 122)
            // The minutes and the seconds joined by "and" (ו), as Hebrew says a time.
            #expect(time.hasSuffix("שתי דקות ושתי שניות"), "\(time)")
            #expect(phrases.lockTime(seconds: 120).hasSuffix(" שתי דקות"), "\(phrases.lockTime(seconds: 120))")
        }
        // A language whose voice reads digits is given the digits.
        Self.inLanguage("de") {
            #expect(AccessibilityOptions().phrases.progress(count: 2, total: nil, isText: true) == "2 Zeichen")
        }
    }

    /// In Hebrew, whose voice says nothing for digits, the digits of a screen's text (an
    /// asker's "3 tries left", a retry's number) are said in words, and every count is heard.
    @Test func hebrewSaysTheDigitsOfTheScreensTexts() throws {
        try Self.inLanguage("he") {
            let options = AccessibilityOptions()
            let title = Words.filled(Words.localized("Wrong passphrase (try {number})"), ["number": "2"])
            func said(_ message: String) -> String {
                options.policy.announcement(from: nil, to: PromptReading(title: title, message: message, count: 0, total: 4))?.text ?? ""
            }
            let three = said("נותרו 3 ניסיונות"), four = said("נותרו 4 ניסיונות")
            #expect(!three.unicodeScalars.contains { ("0"..."9").contains($0) }, "digits left in \(three)")
            #expect(three.contains(options.phrases.digits[3]) && three.contains(options.phrases.digits[2]), "\(three)")
            let heardThree = try Self.phonemes(three, voice: options.voice), heardFour = try Self.phonemes(four, voice: options.voice)
            #expect(heardThree != heardFour, "3 and 4 sound alike: \(three)")
            #expect(said("קוד 2026").contains([2, 0, 2, 6].map { options.phrases.digits[$0] }.joined(separator: " ")))
            #expect(said("קוד 07").contains(options.phrases.digits[0] + " " + options.phrases.digits[7]))
        }
        // A voice that reads digits is given them as they are.
        Self.inLanguage("de") {
            let said = AccessibilityOptions().policy.announcement(from: nil, to: PromptReading(title: "PIN", message: "Noch 3 Versuche"))?.text
            #expect(said == "PIN. Noch 3 Versuche.", "\(said ?? "nothing")")
        }
    }

    /// A key is named with a capital where its script has one, as the screen writes its word (a
    /// voice may spell a short word set in lower case); in English the word keys are named by
    /// the words on them.
    @Test(arguments: ["en"] + ShippedTranslations.languages)
    func keysAreNamedAsTheScreenWritesThem(language: String) throws {
        Self.inLanguage(language) {
            let phrases = AccessibilityOptions().phrases
            let keys: [Key] = [.delete, .submit, .cancel, .clear, .notOK, .character(" "), .shift, .page(.letters), .page(.symbols), .page(.accents)]
            for key in keys {
                let name = phrases.name(of: key)
                #expect(name.first?.isLowercase == false, "\(language): \(key) is said \"\(name)\"")
            }
            if language == "en" {
                for key in [Key.submit, .cancel, .clear, .notOK] { #expect(phrases.name(of: key) == key.label) }
            }
        }
    }
}
