import Testing

@testable import PinPadCore

/// A key's one word set on two lines is split nearest its middle, with a hyphen where its script
/// writes one: "Abbrec" over "hen" and "Leert" over "aste" once, broken wherever the first line
/// ran out.
struct KeyWordHalvesTests {
    @Test func aWordSplitsNearestItsMiddleFirstWithAHyphen() {
        let halves = Prompt.keyWordHalves("Leertaste")
        #expect(halves.first == ["Leer-", "taste"])
        #expect(halves.count == 6, "every split leaving two characters or more on each line")
        // Then the other split before a syllable, then the rest nearest the middle.
        #expect(halves.dropFirst().first == ["Leertas-", "te"])
        #expect(halves.dropFirst(2).first == ["Leert-", "aste"])
        #expect(Prompt.keyWordHalves("Bestätigen").first == ["Bestä-", "tigen"])
    }

    /// The split nearest the middle that starts a syllable: a word of the keys in Swedish,
    /// Spanish, Portuguese, Dutch, Ukrainian and German was split mid-syllable at 320×480
    /// ("mella-/nslag", "esp-/acio", "esp-/aço", "sp-/atie", "пр-/обіл"), and never inside "ch".
    @Test func aWordSplitsBeforeASyllable() {
        #expect(Prompt.keyWordHalves("Mellanslag").first == ["Mel-", "lanslag"])
        #expect(Prompt.keyWordHalves("Espacio").first == ["Espa-", "cio"])
        #expect(Prompt.keyWordHalves("Espaço").first == ["Es-", "paço"])
        #expect(Prompt.keyWordHalves("Spatie").first == ["Spa-", "tie"])
        #expect(Prompt.keyWordHalves("Пробіл").first == ["Про-", "біл"])
        #expect(Prompt.keyWordHalves("Abbrechen").first == ["Abbre-", "chen"])
        #expect(!Prompt.keyWordHalves("Abbrechen").prefix(2).contains(["Abbrec-", "hen"]))
        #expect(Prompt.keyWordHalves("Löschen").first == ["Lö-", "schen"])
    }

    @Test func scriptsWithoutHyphensSplitBare() {
        #expect(Prompt.keyWordHalves("キャンセル").first == ["キャ", "ンセル"])
        #expect(Prompt.keyWordHalves("ביטול").first == ["בי", "טול"])
        #expect(Prompt.keyWordHalves("إلغاء").first == ["إل", "غاء"])
    }

    @Test func onlyOneWordOfFourCharactersOrMoreSplits() {
        #expect(Prompt.keyWordHalves("OK").isEmpty && Prompt.keyWordHalves("Abc").isEmpty)
        #expect(Prompt.keyWordHalves("Try again").isEmpty && Prompt.keyWordHalves("Line\nfeed").isEmpty)
        // No hyphen beside a character that is no letter.
        #expect(Prompt.keyWordHalves("F1-F12").first == ["F1-", "F12"])
    }
}
