/// Numbers in words, from the catalog, for a voice that says nothing for digits (espeak-ng
/// 1.51's Hebrew reads `1 מתוך 4` as `מתוך` alone): 0 to 9 by the digit names of `Phrases`, 10
/// to 19 and the tens by their own words, 21 to 99 as the tens and the ones joined by
/// `compound`; 100 and above digit by digit.
public struct NumberNames: Hashable, Sendable {
    /// The words for 10 to 19.
    public var teens: [String]
    /// The words for 20, 30, … 90.
    public var tens: [String]
    /// How the tens and the ones of 21 to 99 are joined: `{tens} and {ones}`.
    public var compound: String

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
    }

    /// `number` in words; `digits` are the names of 0 to 9.
    public func name(of number: Int, digits: [String]) -> String {
        guard number >= 0, digits.count == 10 else { return String(number) }
        switch number {
        case 0..<10: return digits[number]
        case 10..<20: return teens[number - 10]
        case 20..<100:
            let ten = tens[number / 10 - 2]
            guard number % 10 != 0 else { return ten }
            return Words.filled(compound, ["tens": ten, "ones": digits[number % 10]])
        default: return String(number).map { digits[Int(String($0))!] }.joined(separator: " ")
        }
    }
}
