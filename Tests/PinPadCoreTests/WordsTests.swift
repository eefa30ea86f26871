import PinPadCore
import PinPadTestSupport
import Testing

/// Every built-in word goes through `Words`: a catalog translates the keys' words, the title,
/// the hints, the countdown and the spoken phrases; configured words win over it; a translation
/// that drops or adds a placeholder is refused for the English text; without a catalog, English.
struct WordsTests {
    static let german = WordTable(
        language: "de",
        words: [
            "key\u{4}Cancel": "Abbrechen", "key\u{4}Clear": "Löschen", "Enter PIN": "PIN eingeben", "Caps Lock is on": "Feststelltaste ist aktiv",
            "Try again in {time}": "Erneut versuchen in {time}", "speech\u{4}{count} of {total}": "{count} von {total}",
            "speech\u{4}Cancelled": "abgebrochen", "speech\u{4}three": "drei",
            // Broken: a placeholder dropped, one added, one renamed.
            "speech\u{4}row {row}, {column}": "Reihe {row}", "speech\u{4}PIN entered": "PIN {count} eingegeben",
            "speech\u{4}Keypad unlocked": "{Tastenfeld} entsperrt",
        ],
        plurals: ["{count} digit": ["{count} Ziffer", "{count} Ziffern"]])

    /// A template's placeholders are filled in one pass: a value holding braces (an argument
    /// quoted in an error) is put in as it is, never read as a placeholder.
    @Test func aTemplateIsFilledInOnePass() {
        let line = Words.filled("{option} takes {expected}, not '{value}'", ["option": "--a", "expected": "{value}", "value": "{option}"])
        #expect(line == "--a takes {value}, not '{option}'")
        #expect(Words.filled("{a} {unknown} {", ["a": "x"]) == "x {unknown} {")
        #expect(Words.filled("{a}{a}}", ["a": "é"]) == "éé}")
    }

    @Test func aCatalogTranslatesTheKeysTheTitleAndTheHints() {
        Words.$scoped.withValue(Self.german) {
            #expect(Key.cancel.label == "Abbrechen" && Key.clear.label == "Löschen" && Key.submit.label == "OK")
            let prompt = Prompt(clock: ManualClock())
            #expect(prompt.title == "PIN eingeben")
            #expect(Prompt.defaultCapsLockHint == "Feststelltaste ist aktiv")
            #expect(prompt.countdownText(75) == "Erneut versuchen in 1:15")
            #expect(Request().title == "PIN eingeben" && Request().cancelLabel == "Abbrechen")
        }
    }

    @Test func spokenPhrasesAreTranslatedWithTheirPlaceholdersFilled() {
        Words.$scoped.withValue(Self.german) {
            let phrases = Phrases()
            #expect(phrases.progress(count: 2, total: 6) == "2 von 6")
            #expect(phrases.progress(count: 1, total: nil) == "1 Ziffer")
            #expect(phrases.progress(count: 5, total: nil) == "5 Ziffern")
            #expect(phrases.cancelled == "abgebrochen" && phrases.name(of: .digit(3)) == "drei")
        }
    }

    @Test func aTranslationThatDropsOrAddsAPlaceholderIsRefusedForTheEnglish() {
        Words.$scoped.withValue(Self.german) {
            let phrases = Phrases()
            #expect(phrases.position == "row {row}, {column}")
            #expect(phrases.submitted == "PIN entered")
            #expect(phrases.unlocked == "Keypad unlocked")
        }
        #expect(Words.checked("{count} of {total}", "{total}: {count}") == "{total}: {count}")
        #expect(Words.checked("{count} of {total}", "{count} von {count}") == "{count} of {total}")
        #expect(Words.checked("Enter PIN", "") == "Enter PIN")
    }

    /// Arabic says one digit and two digits without a number ("رقم واحد", the dual "رقمان"), as
    /// Hebrew says one ("ספרה אחת"): a plural form for one count may leave out `{count}`, and is
    /// used; it may not drop any other placeholder, and a text that is not plural may not drop it.
    @Test func aPluralFormForOneCountMayLeaveOutTheCount() {
        let arabic = WordTable(
            language: "ar", words: ["{count} of {total}": "{total}"],
            plurals: ["{count} digit": ["لا أرقام", "رقم واحد", "رقمان", "{count} أرقام", "{count} رقمًا", "{count} رقم"],
                      "{count} of {total}": ["{total}", "{total}"]],
            pluralForm: { $0 == 0 ? 0 : $0 == 1 ? 1 : $0 == 2 ? 2 : $0 % 100 >= 3 && $0 % 100 <= 10 ? 3 : $0 % 100 >= 11 ? 4 : 5 })
        Words.$scoped.withValue(arabic) {
            #expect(Phrases().progress(count: 1, total: nil) == "رقم واحد")
            #expect(Phrases().progress(count: 2, total: nil) == "رقمان")
            #expect(Phrases().progress(count: 3, total: nil) == "3 أرقام")
            #expect(Words.localized("{count} of {total}", plural: "{count} of {totals}", count: 2) == "{count} of {totals}")
            #expect(Words.localized("{count} of {total}") == "{count} of {total}", "not a plural: the count stays")
        }
        // Hebrew's voice says no digit: the count is said in words (the table has no names, so English's).
        let hebrew = WordTable(language: "he", words: [:], plurals: ["{count} digit": ["ספרה אחת", "{count} ספרות"]])
        Words.$scoped.withValue(hebrew) {
            #expect(Phrases().progress(count: 1, total: nil) == "ספרה אחת" && Phrases().progress(count: 4, total: nil) == "four ספרות")
        }
    }

    @Test func configuredWordsWinOverTheCatalog() {
        Words.$scoped.withValue(Self.german) {
            var phrases = Phrases()
            let setProgress = phrases.set("free-progress", to: "{count} Stellen")
            let setCancelled = phrases.set("cancelled", to: "Abbruch")
            #expect(setProgress && setCancelled)
            #expect(phrases.progress(count: 1, total: nil) == "1 Stellen" && phrases.cancelled == "Abbruch")
            let prompt = Prompt(clock: ManualClock())
            prompt.buttonLabels[.cancel] = "Zurück"
            #expect(prompt.label(of: .cancel) == "Zurück")
        }
    }

    @Test func withoutACatalogTheWordsAreEnglish() {
        Words.$scoped.withValue(WordTable(language: "fi", words: [:])) {
            #expect(Key.cancel.label == "Cancel" && Prompt(clock: ManualClock()).title == "Enter PIN")
            #expect(Phrases().progress(count: 1, total: nil) == "1 digit" && Phrases().progress(count: 3, total: nil) == "3 digits")
        }
        #expect(Phrases().cancelled == "Cancelled" && Words.language == "en")
    }
}
