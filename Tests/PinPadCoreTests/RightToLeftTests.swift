import PinPadCore
import PinPadTestSupport
import Testing

/// Right to left (Arabic, Hebrew): the boxes fill from the right, the keypad's rows that are not
/// digits alone are mirrored, the digits' grid is not; a line is cut into runs of one direction
/// drawn in the right order (`DirectionalRuns`); `digits = native` draws the language's digits.
struct RightToLeftTests {
    @Test func theBoxesFillFromTheRightAndTheBottomRowIsMirrored() throws {
        let size = Size(width: 480, height: 800)
        let keypad = Keypad(showsClear: true)
        let left = Layout(viewport: size, fields: [.boxes(6)], labeled: false, keypad: keypad, direction: .leftToRight)
        let right = Layout(viewport: size, fields: [.boxes(6)], labeled: false, keypad: keypad, direction: .rightToLeft)
        #expect(right.boxes == Array(left.boxes.reversed()))
        #expect(right.boxRow == left.boxRow)
        for digit in 1...9 { #expect(right.frame(of: .digit(digit)) == left.frame(of: .digit(digit)), "digit \(digit) moved") }
        let mirror = { (rect: Rect) in Rect(x: 2 * 240 - rect.maxX, y: rect.y, width: rect.width, height: rect.height) }
        for key in [Key.delete, .digit(0), .submit, .cancel, .clear] {
            #expect(try #require(right.frame(of: key)) == mirror(try #require(left.frame(of: key))), "\(key)")
        }
        #expect(try #require(right.frame(of: .cancel)).x > (try #require(right.frame(of: .clear))).x)
    }

    /// Side by side (a landscape screen), right to left sets the text and the field on the right
    /// and the keypad on the left, each column the mirror image of left to right's, as a stacked
    /// composition mirrors its rows; the digits' grid keeps 1-2-3 from the left.
    @Test(arguments: [Size(width: 800, height: 480), Size(width: 1280, height: 1024)])
    func sideBySideTheColumnsAreMirrored(size: Size) throws {
        let keypad = Keypad(showsClear: true)
        func layout(_ direction: WritingDirection) -> Layout {
            Layout(
                viewport: size, orientation: .landscape, fields: [.boxes(6)], labeled: false, messageLines: 3, keypad: keypad,
                direction: direction, widensText: size.width > 1000)
        }
        let left = layout(.leftToRight), right = layout(.rightToLeft)
        let mirror = { (rect: Rect) in Rect(x: size.width - rect.maxX, y: rect.y, width: rect.width, height: rect.height) }
        #expect(right.title == mirror(left.title) && right.message == mirror(left.message), "\(size): text \(right.message)")
        #expect(right.boxRow == mirror(left.boxRow) && right.boxes == Array(left.boxes.map(mirror)), "\(size): field \(right.boxRow)")
        let keysLeft = try #require(right.keys.map(\.frame.x).min()), keysRight = try #require(right.keys.map(\.frame.maxX).max())
        #expect(keysLeft == size.width - (try #require(left.keys.map(\.frame.maxX).max())), "\(size): the keypad is not on the left")
        #expect(right.message.x >= keysRight && right.boxRow.x >= keysRight, "\(size): the text \(right.message) is not right of the keys")
        #expect(try #require(right.frame(of: .digit(1))).x < (try #require(right.frame(of: .digit(3)))).x)
        #expect(try #require(right.frame(of: .cancel)).x > (try #require(right.frame(of: .clear))).x)
    }

    /// Above a letters keyboard on a landscape screen, right to left sets the text in the right
    /// half and the field in the left.
    @Test func besideTheKeyboardTheTextIsOnTheRight() {
        let size = Size(width: 800, height: 480)
        let keypad = Keypad(keyboard: ShippedKeyboards.layout("us"))
        func layout(_ direction: WritingDirection) -> Layout {
            Layout(
                viewport: size, orientation: .landscape, fields: [.freeLength], labeled: false, messageLines: 6, keypad: keypad, direction: direction,
                widensText: true)
        }
        let left = layout(.leftToRight), right = layout(.rightToLeft)
        let mirror = { (rect: Rect) in Rect(x: size.width - rect.maxX, y: rect.y, width: rect.width, height: rect.height) }
        #expect(left.boxRow.x >= left.message.maxX)
        #expect(right.message == mirror(left.message) && right.title == mirror(left.title) && right.boxRow == mirror(left.boxRow))
        #expect(right.boxRow.maxX <= right.message.x, "the field \(right.boxRow) is not left of the text \(right.message)")
    }

    @Test func aRequestsButtonsAreMirrored() throws {
        let keypad = Keypad(buttons: [.cancel, .notOK, .submit])
        let left = Layout(viewport: Size(width: 480, height: 800), fields: [], labeled: false, keypad: keypad, direction: .leftToRight)
        let right = Layout(viewport: Size(width: 480, height: 800), fields: [], labeled: false, keypad: keypad, direction: .rightToLeft)
        #expect(try #require(left.frame(of: .cancel)).x < (try #require(left.frame(of: .submit))).x)
        #expect(try #require(right.frame(of: .cancel)).x > (try #require(right.frame(of: .submit))).x)
    }

    /// The letters keyboard keeps its letters in the layout's order, and mirrors its bottom row
    /// as the keypad's Cancel and OK are: OK, Cancel, Space, then the page keys from the left.
    @Test func theKeyboardsBottomRowIsMirroredItsLettersAreNot() throws {
        let keypad = Keypad(keyboard: ShippedKeyboards.layout("us"))
        let size = Size(width: 480, height: 800)
        let left = Layout(viewport: size, fields: [.freeLength], labeled: true, keypad: keypad, direction: .leftToRight)
        let right = Layout(viewport: size, fields: [.freeLength], labeled: true, keypad: keypad, direction: .rightToLeft)
        let bottom = try #require(keypad.rows.last)
        #expect(bottom.contains(.submit) && bottom.contains(.cancel) && bottom.contains(.character(" ")))
        for row in keypad.rows.dropLast() {
            for key in row { #expect(right.frame(of: key) == left.frame(of: key), "\(key) moved") }
        }
        let seen = bottom.sorted { (right.frame(of: $0)?.x ?? 0) < (right.frame(of: $1)?.x ?? 0) }
        #expect(seen == Array(bottom.reversed()), "\(seen)")
        let edges = (left.keys.map(\.frame.x).min() ?? 0) + (left.keys.map(\.frame.maxX).max() ?? 0)
        for key in bottom {
            let before = try #require(left.frame(of: key))
            #expect(right.frame(of: key) == Rect(x: edges - before.maxX, y: before.y, width: before.width, height: before.height), "\(key)")
        }
        #expect(keypad.isMirrored(row: keypad.rows.count - 1, in: .rightToLeft) && !keypad.isMirrored(row: 0, in: .rightToLeft))
        #expect(keypad.position(of: .submit, in: .rightToLeft)?.column == 0)
    }

    @Test func theLayoutTakesTheDirectionOfTheWordsLanguage() {
        #expect(WritingDirection(language: "ar") == .rightToLeft && WritingDirection(language: "he_IL") == .rightToLeft)
        #expect(WritingDirection(language: "de") == .leftToRight && WritingDirection(language: "en") == .leftToRight)
        Words.$scoped.withValue(WordTable(language: "he", words: [:])) {
            let layout = Layout(viewport: Size(width: 480, height: 800), boxCount: 4, keypad: Keypad())
            #expect(layout.boxes[0].x > layout.boxes[3].x)
            #expect(Key.delete.label == "⌦")
        }
        #expect(Layout(viewport: Size(width: 480, height: 800), boxCount: 4, keypad: Keypad()).boxes[0].x < 200)
    }

    @Test func mixedLinesAreCutIntoRunsInDrawingOrder() {
        typealias Run = DirectionalRuns.Run
        #expect(DirectionalRuns.visual("Enter PIN") == [Run(text: "Enter PIN", isRightToLeft: false)])
        #expect(DirectionalRuns.visual("أدخل رمز PIN") == [Run(text: "PIN", isRightToLeft: false), Run(text: "أدخل رمز ", isRightToLeft: true)])
        #expect(DirectionalRuns.visual("حاول مجددًا بعد 1:05") == [Run(text: "1:05", isRightToLeft: false), Run(text: "حاول مجددًا بعد ", isRightToLeft: true)])
        #expect(DirectionalRuns.visual("Try again in 1:05") == [Run(text: "Try again in 1:05", isRightToLeft: false)])
        #expect(DirectionalRuns.visual("User שלום") == [Run(text: "User ", isRightToLeft: false), Run(text: "שלום", isRightToLeft: true)])
        #expect(DirectionalRuns.visual("קוד PIN 1234") == [Run(text: "PIN 1234", isRightToLeft: false), Run(text: "קוד ", isRightToLeft: true)])
        #expect(DirectionalRuns.visual("") == [])
    }

    /// A left-to-right line with right-to-left words around a number: the words and the number
    /// are one stretch read from the right (`PIN ספרות 4 :הכרטיס של` on the screen); the pieces
    /// were drawn in logical order ("PIN  :הכרטיס של4ספרות"). An Arabic-Indic digit (class AN)
    /// after Latin letters stays apart from them: `بطاقة SIM ١` shows `١ SIM بطاقة`, and before
    /// Arabic words it is part of their stretch.
    /// Expects each line of `cases` cut into its runs in drawing order: (text, whether right to
    /// left) each.
    func expectRuns(_ cases: [(line: String, runs: [(String, Bool)])], sourceLocation: SourceLocation = #_sourceLocation) {
        for (line, runs) in cases {
            #expect(
                DirectionalRuns.visual(line) == runs.map { DirectionalRuns.Run(text: $0.0, isRightToLeft: $0.1) }, "\(line)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func rightToLeftWordsAroundANumberInALeftToRightLineAreOneStretch() {
        expectRuns([
            ("PIN של הכרטיס: 4 ספרות", [("PIN ", false), (" ספרות", true), ("4", false), ("של הכרטיס: ", true)]),
            ("Code של 4 abc", [("Code ", false), ("4", false), ("של ", true), (" abc", false)]),
            ("بطاقة SIM ١", [("١", false), (" ", true), ("SIM", false), ("بطاقة ", true)]),
            ("SIM 1 card", [("SIM 1 card", false)]),
            // Arabic-Indic digits before Arabic words in a left-to-right line: one stretch with
            // them, the digits at its right end, each space kept (`PIN أرقام ٤`); the space was
            // drawn at the far end and the digit glued to the word.
            ("PIN ٤ أرقام", [("PIN ", false), (" أرقام", true), ("٤", false)]),
            ("Key ١٢ مفاتيح", [("Key ", false), (" مفاتيح", true), ("١٢", false)]),
            // An Arabic-Indic number written with separators stays whole there: its separators
            // were taken for left-to-right letters, and the number split around the word.
            ("Wait ١:٠٥ دقيقة", [("Wait ", false), (" دقيقة", true), ("١:٠٥", false)]),
            ("Created ٢٠٢٦/١٢/٠٤ سارة", [("Created ", false), (" سارة", true), ("٢٠٢٦/١٢/٠٤", false)]),
            ("SIM ١٬٢٣٤ بطاقة", [("SIM ", false), (" بطاقة", true), ("١٬٢٣٤", false)]),
            ("PIN ٤ code", [("PIN ", false), ("٤", false), (" code", false)]),
        ])
    }

    /// A pair of brackets takes one direction (UAX #9 N0): gpg's user ID `Name (comment) <mail>`
    /// in Hebrew or Arabic keeps `(Work)` whole between the name and the address; the brackets
    /// took sides with the Latin words and crossed (`<Work) <yossi2@example.org) כהן יוסי`).
    @Test func bracketsAroundLatinWordsInARightToLeftLineStayAPair() {
        expectRuns([
            ("יוסי כהן (Work) <yossi2@example.org>", [(">", true), ("yossi2@example.org", false), (") <", true), ("Work", false), ("יוסי כהן (", true)]),
            ("سارة أحمد (GitHub) <sara4@example.org>", [(">", true), ("sara4@example.org", false), (") <", true), ("GitHub", false), ("سارة أحمد (", true)]),
            // Brackets around right-to-left words in a left-to-right line stay with the line.
            ("Key (מפתח) ok", [("Key (", false), ("מפתח", true), (") ok", false)]),
            // A bracket with no pair is left as it was: a neutral.
            ("Enter PIN (", [("Enter PIN (", false)]),
        ])
    }

    /// Terminators (`%` `#` `٪`, UAX #9 class ET) stay on their number's side: W5 joins them to
    /// a European number (`50%` in Hebrew drew `%50`, `#3` drew `3#`), and the Arabic percent
    /// sign is no letter (`Discount ٥٠٪ today` drew `٪٥٠`).
    @Test func terminatorsStayBesideTheirNumber() {
        expectRuns([
            ("הנחה 50% היום", [(" היום", true), ("50%", false), ("הנחה ", true)]),
            ("כרטיס #3, מחיר", [(", מחיר", true), ("#3", false), ("כרטיס ", true)]),
            ("Discount ٥٠٪ today", [("Discount ", false), ("٥٠", false), ("٪ today", false)]),
            ("الخصم ٥٠٪ اليوم", [("٪ اليوم", true), ("٥٠", false), ("الخصم ", true)]),
            ("Price 20 € ok", [("Price 20 € ok", false)]),
            // After an Arabic letter European digits are Arabic numbers (W2), which W5 leaves
            // alone: `%` stays apart, drawn `%50` as in Arabic text (it was joined: `50%`).
            ("خصم 50% اليوم", [("% اليوم", true), ("50", false), ("خصم ", true)]),
        ])
    }

    @Test func nativeDigitsAreTheLanguagesOwn() {
        #expect((0...9).map { DigitStyle.native.label(of: $0, language: "ar") }.joined() == "٠١٢٣٤٥٦٧٨٩")
        #expect(DigitStyle.native.label(of: 7, language: "fa") == "۷")
        #expect(DigitStyle.native.label(of: 7, language: "de") == "7" && DigitStyle.latin.label(of: 7, language: "ar") == "7")
    }
}
