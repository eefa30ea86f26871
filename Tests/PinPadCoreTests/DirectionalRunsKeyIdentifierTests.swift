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

    /// A date and a range after Arabic words are Arabic numbers (W2), which a `-` does not join
    /// (W4 joins only European numbers across `+` and `-`): their groups are drawn from the right
    /// and read in their order, right to left, as GNU FriBidi and every UAX #9 renderer draw them
    /// (`01-12-2026 يف ئشنأ` on the screen; read from the right: 2026, 12, 01). After Hebrew
    /// words (class R, not AL) they stay one European number (`2026-12-01`).
    @Test func aDateAndARangeAfterArabicReadFromTheRight() {
        #expect(Self.seen("أنشئ في 2026-12-01") == "01-12-2026 يف ئشنأ", "\(Self.seen("أنشئ في 2026-12-01"))")
        #expect(Self.seen("الخيار (1-3):").hasPrefix(":)3-1( "), "\(Self.seen("الخيار (1-3):"))")
        #expect(Self.seen("נוצר ב־2026-12-01").hasPrefix("2026-12-01"), "\(Self.seen("נוצר ב־2026-12-01"))")
        #expect(DirectionalRuns.visual("رمز 12 - 34") == [Run(text: "34", isRightToLeft: false), Run(text: " - ", isRightToLeft: true), Run(text: "12", isRightToLeft: false), Run(text: "رمز ", isRightToLeft: true)])
        #expect(DirectionalRuns.visual("رمز ١-٢").map(\.text) == ["٢", "-", "١", "رمز "])
    }
}
