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
        #expect(halves.dropFirst().first == ["Leert-", "aste"])
        #expect(Prompt.keyWordHalves("Bestätigen").first == ["Bestä-", "tigen"])
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
