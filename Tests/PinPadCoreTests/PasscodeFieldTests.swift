import Foundation
import PinPadCore
import PinPadTestSupport
import Testing

/// One test per rule of `PasscodeField` (issue 2, section 1).
@Suite struct PasscodeFieldTests {
    // MARK: Defaults

    @Test func defaultsAreTheCustomKeypadRoute() {
        let field = PasscodeField()
        #expect(field.boxCount == 6)
        #expect(field.minLength == 6)
        #expect(field.isEditable == false)
        #expect(field.isFocused == false)
        #expect(field.autoSubmitWhenFull)
        #expect(field.allowedCharacters == .digits)
        #expect(field.text == "")
        #expect(field.hasText == false)
        #expect(field.count == 0)
    }

    // MARK: Insert

    @Test func emptyInsertIsANoOpWithoutEvent() {
        var field = field("12")
        let before = field
        #expect(field.insertText("") == [])
        #expect(field == before)
        #expect(field.text == "12")
    }

    @Test func spacesAreIgnored() {
        var field = PasscodeField()
        let before = field
        #expect(field.insertText(" ") == [])
        #expect(field == before)
        #expect(field.insertText("1 2") == [.editingChanged(count: 2)])
        #expect(field.text == "12")
        #expect(field.insertText("   ") == [])
        #expect(field.text == "12")
    }

    @Test(arguments: [
        ("12 34", "1234"), ("1\t2\t3", "123"), ("12-34", "1234"), ("1.2.3.4", "1234"),
        ("12_34", "1234"), ("12\u{00A0}34", "1234"), (" 1-2.3_4\t5\u{00A0}", "12345"),
    ])
    func pasteSeparatorsAreStripped(paste: String, expected: String) {
        var field = PasscodeField(boxCount: 8)
        #expect(field.insertText(paste) == [.editingChanged(count: expected.count)])
        #expect(field.text == expected)
    }

    @Test(arguments: [
        ("１２３４", "1234"),  // full-width
        ("٠١٢٣٤٥٦٧٨٩", "01234567"),  // Arabic-Indic, truncated to 8 boxes
        ("۴۵", "45"),  // Extended Arabic-Indic (Persian)
        ("०७", "07"),  // Devanagari
        ("০৯", "09"),  // Bengali
        ("๓๔", "34"),  // Thai
        ("𝟗𝟘", "90"),  // mathematical bold nine, double-struck zero
        ("1٢३４", "1234"),  // mixed scripts
    ])
    func unicodeDecimalDigitsAreStoredAsASCII(input: String, expected: String) {
        var field = PasscodeField(boxCount: 8)
        let events = field.insertText(input)
        #expect(field.text == expected)
        #expect(events.first == .editingChanged(count: expected.count))
        #expect(field.text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    }

    @Test func otherCharactersAreDropped() {
        var field = PasscodeField(boxCount: 8)
        #expect(field.insertText("ab12") == [.editingChanged(count: 2)])
        #expect(field.text == "12")
        // Numeric but not decimal digits: superscript, fraction, Roman numeral, circled digit.
        for dropped in ["²", "½", "Ⅻ", "①", "x", "😀", "🇫🇷", "\n", "\u{0301}", "#", "+"] {
            let before = field
            #expect(field.insertText(dropped) == [], "\(dropped.unicodeScalars.map { $0.value }) must be dropped")
            #expect(field == before)
        }
        #expect(field.insertText("Z3y😀4") == [.editingChanged(count: 4)])
        #expect(field.text == "1234")
    }

    @Test func alphanumericKeepsASCIILettersAndConvertsDigits() {
        var field = PasscodeField(boxCount: 8, allowedCharacters: .alphanumeric)
        _ = field.insertText("aB-٣é9")
        #expect(field.text == "aB39")
    }

    @Test func multiCharacterInsertFillsToBoxCountWithOneChangedEvent() {
        var field = PasscodeField(boxCount: 6, autoSubmitWhenFull: false)
        _ = field.insertText("12")
        let events = field.insertText("3456789")
        #expect(events == [.editingChanged(count: 6)])
        #expect(field.text == "123456")
        #expect(field.isFull)

        var autoSubmitting = PasscodeField(boxCount: 4)
        #expect(autoSubmitting.insertText("98765432") == [.editingChanged(count: 4), .completed])
    }

    @Test func inputWhenFullIsIgnored() {
        var field = PasscodeField(boxCount: 4)
        #expect(field.insertText("1234").contains(.completed))
        let before = field
        for input in ["5", "56", "٣", " "] {
            #expect(field.insertText(input) == [])
        }
        #expect(field == before)
        #expect(field.text == "1234")
    }

    // MARK: Veto hook

    @Test func vetoHookIsAskedWithTheInsertionPointAndLengthZero() {
        var asked: [(Range<Int>, String)] = []
        var field = PasscodeField(boxCount: 6)
        field.shouldChange = { range, replacement in
            asked.append((range, replacement))
            return true
        }
        _ = field.insertText("1")
        _ = field.insertText("a2 3")
        _ = field.deleteBackward()
        #expect(asked.count == 3)
        #expect(asked[0].0 == 0..<0 && asked[0].1 == "1")
        #expect(asked[1].0 == 1..<1 && asked[1].1 == "23")
        #expect(asked[0].0.count == 0 && asked[1].0.count == 0)
        #expect(asked[2].0 == 2..<3 && asked[2].1 == "")
    }

    @Test func vetoHookIsNotAskedWhenNothingWouldChange() {
        var askedCount = 0
        var field = PasscodeField(boxCount: 2)
        field.shouldChange = { _, _ in
            askedCount += 1
            return true
        }
        _ = field.insertText("")
        _ = field.insertText("ab")
        _ = field.deleteBackward()
        #expect(askedCount == 0)
    }

    @Test func vetoMeansNoChangeAndNoEvent() {
        var field = field("12")
        field.shouldChange = { _, _ in false }
        let before = field
        #expect(field.insertText("3") == [])
        #expect(field.insertText("3456") == [])
        #expect(field.deleteBackward() == [])
        #expect(field == before)
        #expect(field.text == "12")
    }

    // MARK: Delete

    @Test func deleteBackwardOnEmptyIsANoOp() {
        var field = PasscodeField()
        let before = field
        #expect(field.deleteBackward() == [])
        #expect(field == before)
    }

    @Test func deleteBackwardRemovesTheLastCharacterWithOneEvent() {
        var field = field("123")
        #expect(field.deleteBackward() == [.editingChanged(count: 2)])
        #expect(field.text == "12")
    }

    @Test func deleteReopensACompletedFieldAndRefillingCompletesAgain() {
        var field = PasscodeField(boxCount: 4)
        #expect(field.insertText("1234") == [.editingChanged(count: 4), .completed])
        #expect(field.isCompleted)
        #expect(field.deleteBackward() == [.editingChanged(count: 3)])
        #expect(field.isCompleted == false)
        #expect(field.isFull == false)
        #expect(field.insertText("5") == [.editingChanged(count: 4), .completed])
        #expect(field.isCompleted)
    }

    // MARK: Clear

    @Test func clearEmptiesWithOneChangedEventAndNeverCompletes() {
        var field = field("123", boxCount: 4)
        field.minLength = 1
        #expect(field.clear() == [.editingChanged(count: 0)])
        #expect(field.text == "")
        #expect(field.hasText == false)
        #expect(field.clear() == [])
    }

    @Test func clearIsNotSubjectToTheVeto() {
        var field = field("123")
        field.shouldChange = { _, _ in false }
        #expect(field.clear() == [.editingChanged(count: 0)])
        #expect(field.text == "")
    }

    @Test func clearInsideTheCompletionHandler() {
        let prompt = makePrompt(PasscodeField(boxCount: 4))
        var log: [FieldEvent] = []
        prompt.onEvent = { [unowned prompt] event in
            log.append(event)
            if case .completed = event { prompt.clear() }
        }
        prompt.type("1234")
        #expect(log == [
            .editingChanged(count: 1), .editingChanged(count: 2), .editingChanged(count: 3),
            .editingChanged(count: 4), .completed, .editingChanged(count: 0),
        ])
        #expect(prompt.field.text == "")
        #expect(prompt.field.isCompleted == false)
    }

    @Test func clearInsideEveryKindOfHandlerIsSafe() {
        let prompt = makePrompt(PasscodeField(boxCount: 6, isEditable: true))
        var log: [FieldEvent] = []
        prompt.onEvent = { [unowned prompt] event in
            log.append(event)
            if event == .editingChanged(count: 3) || event == .editingDidBegin { prompt.clear() }
        }
        prompt.tapBox(0)
        prompt.insertText("12")
        #expect(log == [.editingDidBegin, .editingChanged(count: 2)])
        prompt.insertText("3")
        #expect(Array(log.suffix(2)) == [.editingChanged(count: 3), .editingChanged(count: 0)])
        #expect(prompt.field.text == "")
        #expect(log.filter { if case .completed = $0 { return true } else { return false } }.isEmpty)
    }

    // MARK: Box count

    @Test func changingBoxCountTruncatesWithOneEvent() {
        var field = PasscodeField(boxCount: 6)
        _ = field.insertText("12345")
        #expect(field.setBoxCount(4) == [.editingChanged(count: 4)])
        #expect(field.text == "1234")
        #expect(field.boxCount == 4)
        #expect(field.setBoxCount(8) == [])
        #expect(field.text == "1234")
        #expect(field.setBoxCount(4) == [])
        #expect(field.text == "1234")
    }

    @Test func changingBoxCountNeverCompletes() {
        var field = PasscodeField(boxCount: 6)
        _ = field.insertText("12345")
        let events = field.setBoxCount(5)
        #expect(events == [])
        #expect(field.isFull)
        #expect(field.isCompleted == false)
        #expect(field.submit() == [.completed])
    }

    @Test func minLengthFollowsBoxCountByDefault() {
        var field = PasscodeField(boxCount: 6)
        _ = field.setBoxCount(4)
        #expect(field.minLength == 4)
        var explicit = PasscodeField(boxCount: 6, minLength: 4)
        _ = explicit.setBoxCount(3)
        #expect(explicit.minLength == 3)
    }

    // MARK: Focus

    @Test func becomeFocusedSucceedsOnlyWhenEditable() {
        var keypadRoute = PasscodeField()
        #expect(keypadRoute.becomeFocused() == [])
        #expect(keypadRoute.isFocused == false)

        var editable = PasscodeField(isEditable: true)
        #expect(editable.becomeFocused() == [.editingDidBegin])
        #expect(editable.isFocused)
        #expect(editable.becomeFocused() == [])
    }

    @Test func resignFocusEmitsDidEndOnlyIfFocused() {
        var field = PasscodeField(isEditable: true)
        #expect(field.resignFocus() == [])
        _ = field.becomeFocused()
        #expect(field.resignFocus() == [.editingDidEnd])
        #expect(field.isFocused == false)
        #expect(field.resignFocus() == [])
    }

    @Test func notEditableTapOnABoxChangesNothing() {
        let prompt = makePrompt(field("12"))
        let log = EventLog(prompt)
        let before = prompt.field
        for index in prompt.layout.boxes.indices {
            prompt.tapBox(index)
        }
        #expect(prompt.field == before)
        #expect(prompt.field.isFocused == false)
        #expect(log.events == [])
        #expect(prompt.pressedKeys.isEmpty)
    }

    @Test func editableTapOnABoxTakesFocus() {
        let prompt = makePrompt(PasscodeField(isEditable: true))
        let log = EventLog(prompt)
        prompt.tapBox(2)
        #expect(prompt.field.isFocused)
        #expect(log.events == [.editingDidBegin])
    }

    @Test func keypadDrivesANonEditableField() {
        let prompt = makePrompt(PasscodeField(boxCount: 6, minLength: 4))
        let log = EventLog(prompt)
        for digit in [1, 2, 3, 4, 5] { prompt.tap(.digit(digit)) }
        prompt.tap(.delete)
        #expect(prompt.field.text == "1234")
        prompt.tap(.submit)
        #expect(log.completions == ["1234"])
        #expect(prompt.outcome == .submitted("1234"))
        #expect(prompt.field.isFocused == false)
    }

    // MARK: Events

    @Test func eventsOnTheLastDigitAreChangedThenCompletedThenDidEnd() {
        var field = PasscodeField(boxCount: 4, isEditable: true)
        #expect(field.becomeFocused() == [.editingDidBegin])
        _ = field.insertText("123")
        #expect(field.insertText("4") == [.editingChanged(count: 4), .completed, .editingDidEnd])
        #expect(field.isFocused == false)

        var unfocused = PasscodeField(boxCount: 4)
        _ = unfocused.insertText("123")
        #expect(unfocused.insertText("4") == [.editingChanged(count: 4), .completed])
    }

    @Test func completedNeverFiresTwiceWithoutAChange() {
        var field = PasscodeField(boxCount: 6, minLength: 4)
        _ = field.insertText("1234")
        #expect(field.submit() == [.completed])
        #expect(field.submit() == [])
        #expect(field.insertText("5") == [.editingChanged(count: 5)])
        #expect(field.submit() == [.completed])
        #expect(field.insertText("6") == [.editingChanged(count: 6), .completed])
        #expect(field.submit() == [])
        #expect(field.insertText("7") == [])
        #expect(field.submit() == [])
    }

    @Test func submitNeedsMinLength() {
        var field = PasscodeField(boxCount: 6, minLength: 4)
        _ = field.insertText("123")
        #expect(field.submit() == [])
        _ = field.insertText("4")
        #expect(field.submit() == [.completed])
    }

    @Test func changedEventsCarryTheNewCount() {
        var field = PasscodeField(boxCount: 8)
        #expect(field.insertText("12") == [.editingChanged(count: 2)])
        #expect(field.insertText("345") == [.editingChanged(count: 5)])
        #expect(field.deleteBackward() == [.editingChanged(count: 4)])
        #expect(field.setBoxCount(3) == [.editingChanged(count: 3)])
        #expect(field.clear() == [.editingChanged(count: 0)])
    }

    @Test func eventsCarryCountsNeverThePIN() throws {
        let pin = "739182"
        var field = PasscodeField(boxCount: 6, isEditable: true)
        var events = field.becomeFocused()
        for character in pin { events += field.insertText(String(character)) }
        #expect(field.text == pin)
        // Events carry counts only.
        for event in events {
            switch event {
            case .completed: break
            case .editingChanged(let count): #expect((1...6).contains(count))
            case .editingDidBegin, .editingDidEnd: break
            }
        }
        let prompt = makePrompt(PasscodeField(boxCount: 6))
        prompt.type(pin)
        let outcome = try #require(prompt.outcome)
        #expect(outcome == .submitted(pin))

        let subjects: [Any] = [field, FieldEvent.completed, prompt.result as Any, events, prompt.field, prompt]
        for subject in subjects {
            var dumped = ""
            dump(subject, to: &dumped)
            let renderings = [
                String(describing: subject), String(reflecting: subject), dumped,
                mirrorText(subject), "\(subject)",
            ]
            for rendering in renderings {
                #expect(!containsSecret(rendering, pin), "leaks the PIN: \(rendering)")
            }
        }
    }

    /// Whether `text` contains `pin` or any three consecutive digits of it.
    private func containsSecret(_ text: String, _ pin: String) -> Bool {
        let digits = Array(pin)
        for start in 0...(digits.count - 3) where text.contains(String(digits[start..<start + 3])) { return true }
        return false
    }

    /// Every label and leaf value of `subject`'s mirror tree.
    private func mirrorText(_ subject: Any, depth: Int = 0) -> String {
        guard depth < 8 else { return "" }
        var text = ""
        for child in Mirror(reflecting: subject).children {
            text += (child.label ?? "") + ":" + String(describing: child.value) + ";"
            text += mirrorText(child.value, depth: depth + 1)
        }
        return text
    }

    // MARK: Value semantics

    @Test func copiesAreIndependentValues() {
        var original = field("123")
        let copy = original
        _ = original.clear()
        _ = original.insertText("9")
        #expect(copy.text == "123")
        #expect(original.text == "9")
        #expect(copy != original)
    }

    @Test func characterAtIndexReadsOneBox() {
        let field = field("٣7")
        #expect(field.character(at: 0) == "3")
        #expect(field.character(at: 1) == "7")
        #expect(field.character(at: 2) == nil)
        #expect(field.character(at: -1) == nil)
    }
}
