import Testing

@testable import PinPadCore

/// Titles and messages wrapped to their width, shrunk only as a last resort, and cut with an
/// ellipsis past the lines they are given.
struct TextWrappingTests {
    /// A line fits when it has at most `columns` characters.
    func lines(_ text: String, columns: Int) -> [String] {
        TextWrapping.lines(text) { $0.count <= columns }
    }

    @Test func wordsMoveToTheNextLineWhole() {
        #expect(lines("If you have forgotten it, contact the front desk", columns: 20) == ["If you have", "forgotten it,", "contact the front", "desk"])
        #expect(lines("short", columns: 20) == ["short"])
        #expect(lines("", columns: 20) == [""])
        #expect(lines("two  spaces   between", columns: 30) == ["two spaces between"])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        #expect(lines("key 0123456789abcdefghij0123: now", columns: 10) == ["key", "0123456789", "abcdefghij", "0123: now"])
    }

    /// Chinese and Japanese are written without spaces and break between any two ideographs or
    /// kana (UAX #14's ID class), never before a closing mark, a small kana or the long-vowel
    /// mark, nor after an opening one (Japanese kinsoku): a line is filled, where "OpenPGP" stood
    /// alone on the first and the run after it was broken as a word too wide ("…ください" over
    /// "い:"). Korean, written with spaces, and Latin words keep breaking at spaces.
    @Test func chineseAndJapaneseBreakBetweenCharacters() {
        let japanese = "OpenPGP の秘密鍵のロックを解除するためのパスフレーズを入力してください:"
        let wrapped = lines(japanese, columns: 12)
        #expect(wrapped.first == "OpenPGP の秘密鍵", "\(wrapped)")
        #expect(wrapped.joined() == japanese, "\(wrapped)")
        #expect(wrapped.dropLast().allSatisfy { $0.count >= 10 }, "\(wrapped)")
        let closing: Set<Character> = ["ー", "、", "。", ":", "）", "」", "ッ", "ょ", "っ"]
        #expect(wrapped.allSatisfy { !closing.contains($0.first!) }, "\(wrapped)")
        // Never after an opening bracket, nor before a closing mark: 「鍵」 stays with its marks.
        for columns in 2...8 {
            let quoted = lines("この「秘密鍵」を、使います。", columns: columns)
            #expect(quoted.allSatisfy { !closing.contains($0.first!) && $0.last != "「" }, "\(columns): \(quoted)")
            #expect(quoted.joined() == "この「秘密鍵」を、使います。")
        }
        #expect(lines("请输入密码以解锁您的密钥", columns: 5) == ["请输入密码", "以解锁您的", "密钥"])
        #expect(lines("비밀번호를 입력하십시오", columns: 8) == ["비밀번호를", "입력하십시오"])
        #expect(lines("If you have forgotten it", columns: 12) == ["If you have", "forgotten it"])
    }

    /// An ideograph, a kana or a Hangul syllable is about one em wide (a CJK face's full width),
    /// twice a Latin letter: the layout's estimate gives Japanese the lines it takes.
    @Test func wideCharactersAreEstimatedAtAnEm() {
        #expect(TextWrapping.estimatedWidth("秘密鍵", size: 10) == 30)
        #expect(TextWrapping.estimatedWidth("비밀", size: 10) == 20)
        #expect(TextWrapping.estimatedWidth("key", size: 10) == 3 * 10 * TextWrapping.estimatedAdvance)
    }

    /// A path or a UUID wider than the line breaks at a separator the line holds (before a `/`,
    /// after a `-` or `_`), not in the middle of a name: `/id_ed2551` over `9_kiosk:` once.
    @Test func aPathOrAUUIDBreaksAtASeparator() {
        #expect(lines("key /root/.ssh/id_ed25519_kiosk: now", columns: 10) == ["key", "/root/.ssh", "/id_", "ed25519_", "kiosk: now"])
        #expect(lines("(luks-8f3a2c1e-4b5d-4e6f-9a7b-1c2d3e4f5a6b)", columns: 16) == ["(luks-8f3a2c1e-", "4b5d-4e6f-9a7b-", "1c2d3e4f5a6b)"])
        // A separator too early on the line (less than a third of it) is passed over.
        #expect(lines("a-bcdefghijklmnop", columns: 10) == ["a-bcdefghi", "jklmnop"])
        // A path breaks before a `/` first, so that the file's name, which tells one key from
        // another, stays whole where it fits a line: it was broken after its last `_`
        // (`/tmp/s49/g/k1_work_laptop_` over `alexandra:`).
        #expect(
            lines("Enter passphrase for /tmp/s49/g/k1_work_laptop_alexandra:", columns: 26)
                == ["Enter passphrase for", "/tmp/s49/g", "/k1_work_laptop_alexandra:"])
    }

    /// A list item's continued lines start under its text, not under its marker, where they
    /// read as a new item ("1)" of a Duo option's "(next code starts with: 1)" at a line's start
    /// looked like one); the lines that are no items, and text that is no list, are as before.
    @Test func aListItemsContinuedLinesHangUnderItsText() {
        func hanging(_ text: String, columns: Int) -> [String] { TextWrapping.lines(text, hangingIndent: true) { $0.count <= columns } }
        #expect(
            hanging("Choose:\n 1. Duo Push to XXX-XXX-1234\n 3. SMS passcodes to XXX-XXX-1234 (next code starts with: 1)", columns: 22)
                == ["Choose:", "1. Duo Push to", "   XXX-XXX-1234", "3. SMS passcodes to", "   XXX-XXX-1234 (next", "   code starts with:", "   1)"])
        #expect(hanging("- a bullet that goes on and on", columns: 12) == ["- a bullet", "  that goes", "  on and on"])
        // A word too wide for a continued line breaks at a separator, the rest under the text.
        #expect(hanging("2) key /root/.ssh/id_ed25519_kiosk", columns: 14) == ["2) key", "   /root/.ssh", "   /id_", "   ed25519_", "   kiosk"])
        #expect(hanging("no list item goes on here", columns: 12) == lines("no list item goes on here", columns: 12))
    }

    @Test func lineFeedsAlwaysBreak() {
        #expect(lines("first line\n\nthird", columns: 40) == ["first line", "", "third"])
    }

    /// The message's lines are the description's and one more, kept for an error.
    @Test func theLayoutMakesRoomForTheLinesOfALongTitleAndMessage() {
        let short = Prompt(title: "Enter PIN", message: "Any 6 digits")
        #expect(short.layout.titleLines == 1 && short.layout.messageLines == 1 + 1)
        let long = Prompt(
            title: "Please enter your personal access code for door 3 of building B",
            message: "If you have forgotten it, contact the front desk on extension 1234 during office hours")
        #expect(long.layout.titleLines == 2 && long.layout.messageLines == 2 + 1, "the 448 px of a 480 px screen")
        #expect(long.layout.title.height > short.layout.title.height && long.layout.message.height > short.layout.message.height)
        // A description longer than the room: the keys shrink to 9 mm at 96 DPI, no further.
        let endless = Prompt(message: String(repeating: "a few more words ", count: 40))
        #expect(endless.layout.messageLines > 4, "more than the four lines a description was once held to")
        let smallest = endless.layout.keys.map { min($0.frame.width, $0.frame.height) }.min()!
        #expect(smallest >= Layout.minimumTouchSide() && smallest < Layout.minimumTouchSide() + 26)
        #expect(endless.layout.scale == 1)
    }

    /// Text runs of `role` text in the scene, top to bottom, with their sizes.
    func texts(_ prompt: Prompt, measure: @escaping Prompt.TextMeasure) -> [(text: String, size: Double, y: Double)] {
        prompt.scene(at: 0, measure: measure).primitives.compactMap { primitive in
            guard case .text(let text, let frame, let size, _) = primitive.shape else { return nil }
            return (text, size, frame.y)
        }
    }

    @Test func aLongMessageWrapsAtTheThemesSize() {
        let message = "If you have forgotten it, contact the front desk on extension 1234 during office hours"
        let prompt = Prompt(title: "PIN", message: message)
        // Every character 9 px wide at any size below 17 px, 10 px at 17 px.
        let measure: Prompt.TextMeasure = { text, size in Size(width: Double(text.count) * (size >= 17 ? 10 : 9), height: size) }
        let lines = texts(prompt, measure: measure).filter { $0.text != "PIN" && !"0123456789OKCancel⌫".contains($0.text) }
        #expect(lines.map(\.text).joined(separator: " ") == message)
        #expect(lines.count == 2 && prompt.layout.messageLines == 2 + 1, "44 characters to a line of 448 px")
        #expect(lines.allSatisfy { $0.size == prompt.theme.messageSize })
        #expect(lines[0].y < lines[1].y)
        #expect(lines.allSatisfy { measure($0.text, $0.size).width <= prompt.layout.message.width })
    }

    /// A description longer than the screen holds is set at the smallest size, then scrolls:
    /// no line is cut, a cue says there is more, and Page Down, Ctrl+Down and a drag bring
    /// every word into view.
    @Test func aMessageTooLongForItsLinesShrinksToTheMinimumThenScrolls() {
        let words = (1...400).map { "word\($0)" }
        let message = words.joined(separator: " ")
        let prompt = Prompt(message: message, clock: ManualClock())
        let measure: Prompt.TextMeasure = { text, size in Size(width: Double(text.count) * size * 0.55, height: size) }
        let frame = prompt.layout.message
        func shown() -> [(text: String, size: Double, y: Double)] {
            texts(prompt, measure: measure).filter { $0.y >= frame.y - 0.01 && $0.y < frame.maxY }
        }
        let first = shown()
        let lines = first.filter { $0.text != "▼" && $0.text != "▲" }
        #expect(lines.allSatisfy { $0.size == Prompt.minimumMessageSize })
        #expect(lines.allSatisfy { !$0.text.hasSuffix("…") && measure($0.text, $0.size).width <= frame.width })
        #expect(first.contains { $0.text == "▼" } && !first.contains { $0.text == "▲" })
        var seen = Set(lines.flatMap { $0.text.split(separator: " ").map(String.init) })
        for _ in 0..<100 {
            prompt.handle(.key(.scrollText(.down, byPage: true)))
            seen.formUnion(shown().flatMap { $0.text.split(separator: " ").map(String.init) })
        }
        #expect(Set(words).isSubset(of: seen), "every word is reachable")
        let last = shown()
        #expect(last.contains { $0.text == "▲" } && !last.contains { $0.text == "▼" })
        #expect(last.contains { $0.text.hasSuffix("word400") })
        // A line up, and a drag down by three lines' height pulls the text back three lines.
        let end = prompt.textScroll
        prompt.handle(.key(.scrollText(.up, byPage: false)))
        #expect(prompt.textScroll == end - 1)
        let line = frame.height / Double(prompt.layout.messageLines)
        prompt.handle(.tap(Point(x: frame.center.x, y: frame.y + 2), .down, pointer: 1))
        prompt.handle(.tap(Point(x: frame.center.x, y: frame.y + 2 + 3 * line), .moved, pointer: 1))
        prompt.handle(.tap(Point(x: frame.center.x, y: frame.y + 2 + 3 * line), .up, pointer: 1))
        #expect(prompt.textScroll == end - 4)
    }

    /// A form's long label wraps to two lines in its own frame, above its boxes, at the message
    /// size; a short one keeps one line.
    @Test func aFormsLongLabelWrapsAboveItsBoxes() {
        let label = "Badge number printed on the back of your staff card"
        func form(_ first: String) -> Prompt {
            Prompt(fields: [
                FormField(label: first, policy: .textInput, field: PasscodeField(boxCount: 4, isEditable: true, allowedCharacters: .alphanumeric)),
                FormField(label: "PIN", field: PasscodeField(boxCount: 4, isEditable: true)),
            ])
        }
        let short = form("Badge"), long = form(label)
        #expect(short.layout.labelLines == 1 && long.layout.labelLines == 2)
        let frames = long.layout.fields[0]
        let labelFrame = frames.label!
        #expect(labelFrame.height > short.layout.fields[0].label!.height && labelFrame.maxY <= frames.boxes[0].y)
        let measure: Prompt.TextMeasure = { text, size in Size(width: Double(text.count) * (size >= 17 ? 10 : 9), height: size) }
        let lines = texts(long, measure: measure).filter { $0.y >= labelFrame.y && $0.y < labelFrame.maxY }
        #expect(lines.map(\.text).joined(separator: " ") == label)
        #expect(lines.count == 2 && lines.allSatisfy { $0.size == long.theme.messageSize && measure($0.text, $0.size).width <= labelFrame.width })
    }

    /// Twenty boxes in a 480 px window are narrow: the digits shown in them are set no larger
    /// than the boxes hold, where six boxes keep the theme's size.
    @Test func digitsShownInNarrowBoxesFitThem() {
        for count in [6, 20, 32] {
            let prompt = Prompt(field: PasscodeField(boxCount: count, autoSubmitWhenFull: false, mask: .digits))
            for index in 0..<count { prompt.handle(.key(.digit(index % 10))) }
            let boxes = prompt.layout.fields[0].boxes
            let digits = prompt.scene(at: 100_000).primitives.compactMap { primitive -> (frame: Rect, size: Double, text: String)? in
                guard primitive.role == .character, case .text(let text, let frame, let size, _) = primitive.shape else { return nil }
                return (frame, size, text)
            }
            #expect(digits.count == count)
            for digit in digits {
                let box = boxes.first { $0.contains(digit.frame.center) }!
                #expect(TextWrapping.estimatedWidth(digit.text, size: digit.size) <= box.width - 2 * prompt.theme.borderWidth, "\(count) boxes: \(digit)")
                if count == 6 { #expect(digit.size == prompt.theme.boxDigitSize * prompt.layout.scale) }
            }
        }
    }
}
