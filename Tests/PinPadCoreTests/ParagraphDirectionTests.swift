import PinPadCore
import Testing

/// A wrapped paragraph keeps its direction on every line (UAX #9 P2-P3 apply to the paragraph):
/// an Arabic or Hebrew description whose second line starts with a key ID or an e-mail address is
/// still laid out right to left, and an English one whose line starts with a Hebrew name left to
/// right.
@Suite struct ParagraphDirectionTests {
    typealias Run = DirectionalRuns.Run

    /// The line as it reads on the screen from the left: right-to-left runs reversed.
    static func seen(_ text: String) -> String {
        DirectionalRuns.visual(text).map { $0.isRightToLeft ? String($0.text.reversed()) : $0.text }.joined()
    }

    @Test func aLineStartingWithAnAddressInARightToLeftParagraphIsRightToLeft() {
        let paragraph = "أدخل عبارة المرور للمفتاح user@example.com للتوقيع"
        let lines = DirectionalRuns.keepingParagraphDirection(["أدخل عبارة المرور للمفتاح", "user@example.com للتوقيع"], of: paragraph)
        #expect(lines[0] == "أدخل عبارة المرور للمفتاح", "a line already right to left is left as it is")
        #expect(lines[1] == "\u{200F}user@example.com للتوقيع")
        #expect(DirectionalRuns.isRightToLeftLine(lines[1]))
        // Right to left the address is read first, at the right end; the Arabic word after it
        // stands to its left. Without the mark the line was set the other way round.
        #expect(Self.seen(lines[1]) == "عيقوتلل user@example.com", "\(Self.seen(lines[1]))")
        #expect(Self.seen("user@example.com للتوقيع") == "user@example.com عيقوتلل")
        #expect(DirectionalRuns.visual(lines[1]).allSatisfy { !$0.text.contains("\u{200F}") }, "the mark is never drawn")
    }

    @Test func aLineOfDigitsAloneInARightToLeftParagraphIsRightToLeft() {
        let lines = DirectionalRuns.keepingParagraphDirection(["הזן את הקוד", "0x1234ABCD 2048"], of: "הזן את הקוד 0x1234ABCD 2048")
        #expect(lines[1].first == DirectionalRuns.rightToLeftMark)
        #expect(DirectionalRuns.visual(lines[1]) == [Run(text: "0x1234ABCD 2048", isRightToLeft: false)])
    }

    @Test func aLeftToRightParagraphsLineStartingWithHebrewStaysLeftToRight() {
        let lines = DirectionalRuns.keepingParagraphDirection(["Please enter the PIN for", "שלום Cohen's card"], of: "Please enter the PIN for שלום Cohen's card")
        #expect(lines[0] == "Please enter the PIN for")
        #expect(lines[1].first == DirectionalRuns.leftToRightMark)
        #expect(DirectionalRuns.visual(lines[1]) == [Run(text: "שלום", isRightToLeft: true), Run(text: " Cohen's card", isRightToLeft: false)])
        #expect(DirectionalRuns.keepingParagraphDirection(["", "one"], of: "one") == ["", "one"], "an empty line stays empty")
    }

    /// Each paragraph has its own direction: an English line after an Arabic paragraph is no
    /// part of it.
    @Test func eachParagraphHasItsOwnDirection() {
        let text = "أدخل عبارة المرور\nKey 0x1234ABCD"
        let lines = DirectionalRuns.wrapped(text) { $0.split(separator: " ").map(String.init) }
        #expect(lines == ["أدخل", "عبارة", "المرور", "Key", "0x1234ABCD"])
        let arabicThenKey = DirectionalRuns.wrapped("أدخل عبارة المرور 0x1234ABCD\nKey") { [String($0.prefix(17)), String($0.dropFirst(18))].filter { !$0.isEmpty } }
        #expect(arabicThenKey == ["أدخل عبارة المرور", "\u{200F}0x1234ABCD", "Key"], "\(arabicThenKey.map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
    }

    /// A pair of brackets broken over two lines keeps the direction the paragraph gives it
    /// (UAX #9 N0 is a rule of the paragraph): in a Hebrew gpg user ID whose Latin comment
    /// wraps, the `)` that starts the second line closes the pair right to left; it took sides
    /// with the Latin words around it and was drawn `<Phone) <yossi@example.org`.
    @Test func aBracketPairBrokenOverTwoLinesKeepsItsDirection() {
        let text = "יוסי כהן (Work Phone) <yossi@example.org>"
        let lines = DirectionalRuns.wrapped(text) { [String($0.prefix(14)), String($0.dropFirst(15))] }
        #expect(lines.map { String($0.filter { $0 != DirectionalRuns.rightToLeftMark && $0 != DirectionalRuns.leftToRightMark }) } == ["יוסי כהן (Work", "Phone) <yossi@example.org>"], "every character kept")
        #expect(DirectionalRuns.visual(lines[0]) == [Run(text: "Work", isRightToLeft: false), Run(text: "יוסי כהן (", isRightToLeft: true)])
        #expect(DirectionalRuns.visual(lines[1]) == [
            Run(text: ">", isRightToLeft: true), Run(text: "yossi@example.org", isRightToLeft: false),
            Run(text: ") <", isRightToLeft: true), Run(text: "Phone", isRightToLeft: false),
        ], "\(DirectionalRuns.visual(lines[1]))")
        // In a left-to-right paragraph, brackets around right-to-left words stay left to right.
        let english = DirectionalRuns.wrapped("Key (מפתח ראשי) ok") { [String($0.prefix(9)), String($0.dropFirst(10))] }
        #expect(DirectionalRuns.visual(english[1]) == [Run(text: "ראשי", isRightToLeft: true), Run(text: ") ok", isRightToLeft: false)], "\(DirectionalRuns.visual(english[1]))")
        // A bracket with no partner, or a pair on one line, is left alone.
        #expect(DirectionalRuns.wrapped("Enter (PIN) now (") { [String($0.prefix(11)), String($0.dropFirst(12))] } == ["Enter (PIN)", "now ("])
    }

    /// Each wrapped line as it is drawn, left to right: a right-to-left run's characters
    /// reversed and its brackets mirrored (as the shaper draws them).
    static func drawn(_ line: String) -> String {
        let mirrored: [Character: Character] = ["(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{", "<": ">", ">": "<"]
        return DirectionalRuns.visual(line).map { run in
            run.isRightToLeft ? String(run.text.reversed().map { mirrored[$0] ?? $0 }) : run.text
        }.joined()
    }

    /// A paragraph broken into lines is resolved as a whole (UAX #9 resolves the paragraph's
    /// levels, then reorders each line): a pair inside a pair both split by the break, a comma
    /// between Latin words that ends a line, a number after Latin words (W7) that starts one,
    /// in Hebrew and Arabic gpg user IDs with Latin comments. Each line was drawn as if alone
    /// (`<old]) <sara@example.org`, `"<yossi5@example.org> (time 50%`). The references are
    /// GNU FriBidi's, its paragraph's levels reordered line by line.
    @Test func aWrappedParagraphIsResolvedAsAWhole() {
        let cases: [(paragraph: String, lines: [String], drawn: [String])] = [
            ("שרה לוי (Home VPN [backup key, old]) <sara@example.org>",
             ["שרה לוי (Home VPN [backup key,", "old]) <sara@example.org>"],
             ["Home VPN [backup key,) יול הרש", "<sara@example.org> (old]"]),
            ("יוסי כהן (Work laptop, office building [floor 3, desk 12], 50% time) <yossi5@example.org>",
             ["יוסי כהן (Work laptop, office building [floor 3, desk 12],", "50% time) <yossi5@example.org>"],
             ["Work laptop, office building [floor 3, desk 12],) ןהכ יסוי", "<yossi5@example.org> (50% time"]),
            ("יוסי כהן (Work laptop, office building [floor 3, desk 12], 50% time) <yossi5@example.org>",
             ["יוסי כהן (Work laptop,", "office building [floor 3,", "desk 12], 50% time)", "<yossi5@example.org>"],
             ["Work laptop,) ןהכ יסוי", "office building [floor 3,", "(desk 12], 50% time", "<yossi5@example.org>"]),
            ("عبد الرحمن بن محمد (Release signing key for the project [ci, 2026]) <abd@example.org>",
             ["عبد الرحمن بن محمد (Release signing key for the project [ci,", "2026]) <abd@example.org>"],
             ["Release signing key for the project [ci,) دمحم نب نمحرلا دبع", "<abd@example.org> (2026]"]),
            // A right-to-left mark the paragraph holds (typed in a user ID) is no character of
            // a line's: the lines still match it (every line was left unmarked).
            ("שרה לוי\u{200F} (Home VPN [backup key, old]) <sara@example.org>",
             ["שרה לוי\u{200F} (Home VPN [backup key,", "old]) <sara@example.org>"],
             ["Home VPN [backup key,) יול הרש", "<sara@example.org> (old]"]),
            ("שרה לוי\u{200F} (Home VPN [backup key, old]) <sara@example.org>",
             ["שרה לוי (Home VPN [backup key,", "old]) <sara@example.org>"],
             ["Home VPN [backup key,) יול הרש", "<sara@example.org> (old]"]),
            // After an Arabic letter European digits are Arabic numbers (W2), which `-` does
            // not join (W4): a range reads from the right (it was drawn `50-60`).
            ("نسبة 50-60 تقريبا", ["نسبة 50-60 تقريبا"], ["ابيرقت 60-50 ةبسن"]),
        ]
        for (paragraph, broken, expected) in cases {
            let lines = DirectionalRuns.wrapped(paragraph) { _ in broken }
            #expect(lines.map(Self.drawn) == expected, "\(paragraph)")
        }
    }

    /// The prompt's description wrapped on a narrow screen: every line of an Arabic description
    /// is set right to left, the one starting with the e-mail address too.
    @Test func thePromptsWrappedArabicDescriptionIsRightToLeftOnEveryLine() {
        let message = "أدخل عبارة المرور لفتح المفتاح السري للمستخدم user@example.com المعرف 0x1234ABCD الذي أنشئ في 2026-12-01"
        let prompt = Prompt(title: "PIN", message: message)
        // Every character 9 px wide: about 40 characters to a line.
        let measure: Prompt.TextMeasure = { text, size in Size(width: Double(text.count) * 9, height: size) }
        let frame = prompt.layout.message
        let lines = prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive -> String? in
            guard case .text(let text, let rect, _, _) = primitive.shape, rect.y >= frame.y - 0.01, rect.maxY <= frame.maxY + 0.01 else { return nil }
            return text
        }
        #expect(lines.count > 1, "\(lines)")
        let unmarked = lines.map { String($0.filter { $0 != DirectionalRuns.rightToLeftMark }) }
        #expect(unmarked.contains { !($0.first.map { DirectionalRuns.isRightToLeft($0.unicodeScalars.first!) } ?? true) }, "a line starts with Latin letters or digits: \(lines)")
        #expect(lines.allSatisfy(DirectionalRuns.isRightToLeftLine), "\(lines)")
        #expect(unmarked.joined(separator: " ") == message, "every word, in order")
    }
}
