/// Numbers in words, from the catalog, for a voice that says nothing for digits (espeak-ng
/// 1.51's Hebrew reads `1 מתוך 4` as `מתוך` alone): 0 to 9 by the digit names of `Phrases`, 10
/// to 19 and the tens by their own words, 21 to 99 as the tens and the ones joined by
/// `compound`; 100 and above digit by digit. A number said before a counted word agrees with it
/// where the language wants it (Hebrew: "שני תווים", two characters, masculine; "שתי ספרות", two
/// digits, feminine): `name(of:digits:before:)`.
public struct NumberNames: Hashable, Sendable {
    /// The words for 10 to 19.
    public var teens: [String]
    /// The words for 20, 30, … 90.
    public var tens: [String]
    /// How the tens and the ones of 21 to 99 are joined: `{tens} and {ones}`.
    public var compound: String
    /// The words for 1 to 19 said for a masculine counted word, where they differ from the
    /// counting words (Hebrew's "שלושה" for "שלוש"); empty when the catalog gives no nineteen.
    public var masculine: [String]
    /// The word for 2 said right before a counted word (Hebrew's "שתי", not "שתיים").
    public var twoBefore: String
    /// The word for 2 said right before a masculine counted word (Hebrew's "שני").
    public var twoBeforeMasculine: String
    /// The agreement of the number before each counted word: `{count} digits`, `{count}
    /// characters`, `{count} minutes` and `{count} seconds`.
    public var agreements: [CountedWord: Agreement]

    /// A word counted in a phrase (`Phrases`), whose number may agree with it.
    public enum CountedWord: Hashable, Sendable, CaseIterable {
        /// The digits of `{count} digits` (`Phrases.freeProgress`).
        case digit
        /// The characters of `{count} characters` (`Phrases.textProgress`).
        case character
        /// The minutes of `{count} minutes` (`Phrases.minutes`).
        case minute
        /// The seconds of `{count} seconds` (`Phrases.seconds`).
        case second
    }

    /// How a number agrees with the word it counts.
    public enum Agreement: Hashable, Sendable {
        /// As counted alone (`{count} of {total}`), the form the digit names have.
        case counting
        /// Before a feminine word: as counting, but 2's own form before a word.
        case feminine
        /// Before a masculine word: `masculine`'s words, and 2's form before it.
        case masculine
    }

    /// The words in the language of `Words`.
    public init() {
        // TRANSLATORS: numbers spoken by a voice that cannot read digits (Hebrew's in espeak-ng
        // 1.51): the number in words. A language whose voice reads digits keeps the digits.
        teens = [
            Words.localized("10", context: "number"), Words.localized("11", context: "number"), Words.localized("12", context: "number"),
            Words.localized("13", context: "number"), Words.localized("14", context: "number"), Words.localized("15", context: "number"),
            Words.localized("16", context: "number"), Words.localized("17", context: "number"), Words.localized("18", context: "number"),
            Words.localized("19", context: "number"),
        ]
        tens = [
            Words.localized("20", context: "number"), Words.localized("30", context: "number"), Words.localized("40", context: "number"),
            Words.localized("50", context: "number"), Words.localized("60", context: "number"), Words.localized("70", context: "number"),
            Words.localized("80", context: "number"), Words.localized("90", context: "number"),
        ]
        // TRANSLATORS: a number from 21 to 99 in words, when the voice cannot read digits: the
        // tens' word and the ones' word (Hebrew: "{tens} ו{ones}").
        compound = Words.localized("{tens} and {ones}", context: "number")
        // TRANSLATORS: 1 to 19 in words before a masculine counted word, by commas, when the voice
        // cannot read digits and the number agrees with the word (Hebrew: "אחד,שניים,שלושה,…"); other
        // languages keep the digits.
        let masculineWords = Words.localized("1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19", context: "masculine number")
            .split(separator: ",", omittingEmptySubsequences: false).map { String($0.drop { $0 == " " }) }
        masculine = masculineWords.count == 19 ? masculineWords : []
        // TRANSLATORS: 2 in words right before a counted word ("two digits"), when the voice cannot
        // read digits (Hebrew: "שתי"); other languages keep the digit.
        twoBefore = Words.localized("2", context: "number before a word")
        // TRANSLATORS: 2 in words right before a masculine counted word (Hebrew: "שני"); other
        // languages keep the digit.
        twoBeforeMasculine = Words.localized("2", context: "number before a masculine word")
        let genders: [(CountedWord, String)] = [
            // TRANSLATORS: the gender of the counted words where a number agrees with the word it
            // counts (Hebrew): "masculine" or "feminine"; any other word (the English one) counts
            // as a number alone does.
            (.digit, Words.localized("digits", context: "gender")), (.character, Words.localized("characters", context: "gender")),
            (.minute, Words.localized("minutes", context: "gender")), (.second, Words.localized("seconds", context: "gender")),
        ]
        agreements = [:]
        for (word, gender) in genders {
            agreements[word] = gender == "masculine" ? .masculine : gender == "feminine" ? .feminine : .counting
        }
    }

    /// `number` in words; `digits` are the names of 0 to 9.
    public func name(of number: Int, digits: [String]) -> String {
        name(of: number, digits: digits, agreement: .counting)
    }

    /// `number` in words said right before `word` (`{count} characters`), agreeing with it.
    public func name(of number: Int, digits: [String], before word: CountedWord) -> String {
        name(of: number, digits: digits, agreement: agreements[word] ?? .counting)
    }

    /// `number` in words with `agreement`.
    private func name(of number: Int, digits: [String], agreement: Agreement) -> String {
        guard number >= 0, digits.count == 10 else { return String(number) }
        let isMasculine = agreement == .masculine && !masculine.isEmpty
        let ones = isMasculine ? [digits[0]] + masculine[0..<9] : digits
        switch number {
        case 2 where agreement == .feminine: return twoBefore
        case 2 where agreement == .masculine: return twoBeforeMasculine
        case 0..<10: return ones[number]
        case 10..<20: return isMasculine ? masculine[number - 1] : teens[number - 10]
        case 20..<100:
            let ten = tens[number / 10 - 2]
            guard number % 10 != 0 else { return ten }
            return Words.filled(compound, ["tens": ten, "ones": ones[number % 10]])
        default: return String(number).map { digits[Int(String($0))!] }.joined(separator: " ")
        }
    }
}
