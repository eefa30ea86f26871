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
        #expect(lines("key /root/.ssh/id_ed25519_kiosk: now", columns: 10) == ["key", "/root/.ssh", "/id_ed2551", "9_kiosk:", "now"])
    }

    @Test func lineFeedsAlwaysBreak() {
        #expect(lines("first line\n\nthird", columns: 40) == ["first line", "", "third"])
    }

    @Test func theLayoutMakesRoomForTheLinesOfALongTitleAndMessage() {
        let short = Prompt(title: "Enter PIN", message: "Any 6 digits")
        #expect(short.layout.titleLines == 1 && short.layout.messageLines == 1)
        let long = Prompt(
            title: "Please enter your personal access code for door 3 of building B",
            message: "If you have forgotten it, contact the front desk on extension 1234 during office hours")
        #expect(long.layout.titleLines == 2 && long.layout.messageLines == 3)
        #expect(long.layout.title.height > short.layout.title.height && long.layout.message.height > short.layout.message.height)
        let endless = Prompt(message: String(repeating: "a few more words ", count: 40))
        #expect(endless.layout.messageLines == Prompt.maximumMessageLines)
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
        #expect(lines.count == 3 && prompt.layout.messageLines == 3)
        #expect(lines.allSatisfy { $0.size == prompt.theme.messageSize })
        #expect(lines[0].y < lines[1].y)
        #expect(lines.allSatisfy { measure($0.text, $0.size).width <= prompt.layout.message.width })
    }

    @Test func aMessageTooLongForItsLinesShrinksToTheMinimumThenEndsInAnEllipsis() {
        let message = String(repeating: "many words ", count: 60)
        let prompt = Prompt(message: message)
        #expect(prompt.layout.messageLines == Prompt.maximumMessageLines)
        let measure: Prompt.TextMeasure = { text, size in Size(width: Double(text.count) * size * 0.55, height: size) }
        let frame = prompt.layout.message
        let lines = texts(prompt, measure: measure).filter { $0.y >= frame.y && $0.y < frame.maxY }
        #expect(lines.count == Prompt.maximumMessageLines)
        #expect(lines.allSatisfy { $0.size == Prompt.minimumMessageSize })
        #expect(lines.last!.text.hasSuffix("…"))
        #expect(lines.allSatisfy { measure($0.text, $0.size).width <= prompt.layout.message.width })
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
