import PinPadCore
import Testing

/// A key ID or a number after Arabic or Hebrew words reads as written: digits and Latin letters
/// side by side in a right-to-left line are one left-to-right stretch (UAX #9 W2, W7, L2: an
/// Arabic number and Latin text next to it are both at level 2, reversed together once).
@Suite struct DirectionalRunsKeyIdentifierTests {
    typealias Run = DirectionalRuns.Run

    /// The line as it reads on the screen from the left: right-to-left runs reversed.
    static func seen(_ text: String) -> String {
        DirectionalRuns.visual(text).map { $0.isRightToLeft ? String($0.text.reversed()) : $0.text }.joined()
    }

    @Test func aKeyIDAfterArabicOrHebrewReadsAsWritten() {
        #expect(DirectionalRuns.visual("المعرف 0x1234ABCD") == [Run(text: "0x1234ABCD", isRightToLeft: false), Run(text: "المعرف ", isRightToLeft: true)])
        #expect(DirectionalRuns.visual("המפתח 0x1234ABCD") == [Run(text: "0x1234ABCD", isRightToLeft: false), Run(text: "המפתח ", isRightToLeft: true)])
        #expect(
            DirectionalRuns.visual("المفتاح 2048R/0x1234ABCD") == [Run(text: "2048R/0x1234ABCD", isRightToLeft: false), Run(text: "المفتاح ", isRightToLeft: true)])
        #expect(Self.seen("المفتاح 2048R/0x1234ABCD").hasPrefix("2048R/0x1234ABCD "))
    }

    /// What was right stays right: numbers parted by a space keep their places, a time is one run.
    @Test func separateNumbersStaySeparate() {
        #expect(DirectionalRuns.visual("رمز 12 34") == [Run(text: "34", isRightToLeft: false), Run(text: " ", isRightToLeft: true), Run(text: "12", isRightToLeft: false), Run(text: "رمز ", isRightToLeft: true)])
        #expect(DirectionalRuns.visual("קוד PIN 1234") == [Run(text: "PIN 1234", isRightToLeft: false), Run(text: "קוד ", isRightToLeft: true)])
    }

    /// A date and a range after Arabic words read as written (W4: a `-` between two digits of
    /// 0-9 belongs to the number): gpg's "2026-12-01" was drawn ".01-12-2026", "(1-3)" as "(3-1)".
    /// Between Arabic-Indic digits, or with a space beside it, the sign is no part of a number.
    @Test func aDateAndARangeAfterArabicReadAsWritten() {
        #expect(Self.seen("أنشئ في 2026-12-01").hasPrefix("2026-12-01 "), "\(Self.seen("أنشئ في 2026-12-01"))")
        #expect(Self.seen("الخيار (1-3):").contains("1-3"), "\(Self.seen("الخيار (1-3):"))")
        #expect(DirectionalRuns.visual("رمز 12 - 34") == [Run(text: "34", isRightToLeft: false), Run(text: " - ", isRightToLeft: true), Run(text: "12", isRightToLeft: false), Run(text: "رمز ", isRightToLeft: true)])
        #expect(DirectionalRuns.visual("رمز ١-٢").map(\.text) == ["٢", "-", "١", "رمز "])
    }
}
