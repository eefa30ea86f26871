import PinPadCore
import PinPadTestSupport
import Testing

/// The input sequences that PIN-field libraries are known to get wrong, each pinned by a test
/// (issue 2, "Tests that must exist"). Six boxes unless the name says otherwise.
@Suite struct RegressionTests {
    @Test func fastInsertOfOneToSevenKeepsSixAndCompletesWithSix() {
        let prompt = makePrompt()
        let log = EventLog(prompt)
        for digit in 1...7 { prompt.insertText(String(digit)) }
        #expect(prompt.field.text == "123456")
        #expect(log.completions == ["123456"])
        #expect(log.completions.first?.count == 6)
        #expect(log.changes == [1, 2, 3, 4, 5, 6])
    }

    @Test func insertingOneDigitGivesExactlyOneChangedEvent() {
        let prompt = makePrompt()
        let log = EventLog(prompt)
        prompt.insertText("1")
        #expect(log.events == [.editingChanged(count: 1)])
    }

    @Test func fourBoxesLastDigitGivesChangedCompletedDidEndInOrder() {
        let prompt = makePrompt(PasscodeField(boxCount: 4, isEditable: true))
        prompt.tapBox(0)
        #expect(prompt.field.isFocused)
        let log = EventLog(prompt)
        for digit in ["1", "2", "3", "4"] { prompt.insertText(digit) }
        #expect(log.events == [
            .editingChanged(count: 1), .editingChanged(count: 2), .editingChanged(count: 3),
            .editingChanged(count: 4), .completed, .editingDidEnd,
        ])
    }

    @Test func pastingLettersAndDigitsIsRefusedWhole() {
        let prompt = makePrompt()
        let log = EventLog(prompt)
        prompt.handle(.paste("ab12"))
        #expect(prompt.field.text == "")
        #expect(log.events == [])
    }

    @Test func pastingFourDigitsIntoFourBoxesGivesOneChangedAndOneCompletion() {
        let prompt = makePrompt(PasscodeField(boxCount: 4))
        let log = EventLog(prompt)
        prompt.handle(.paste("1234"))
        #expect(log.events == [.editingChanged(count: 4), .completed])
    }

    @Test func insertingFourThenDeletingFourLeavesNothing() {
        let prompt = makePrompt()
        let log = EventLog(prompt)
        prompt.insertText("1234")
        for _ in 0..<4 { prompt.handle(.key(.delete)) }
        #expect(prompt.field.text == "")
        #expect(log.changes == [4, 3, 2, 1, 0])
    }

    @Test func insertThreeDeleteInsertFourShowsFourInBoxThree() {
        let clock = ManualClock()
        let prompt = makePrompt(PasscodeField(mask: .digits), clock: clock)
        for digit in [1, 2, 3] { prompt.handle(.key(.digit(digit))) }
        prompt.handle(.key(.delete))
        prompt.handle(.key(.digit(4)))
        #expect(prompt.field.text == "124")
        for time in [clock.now, clock.now + 1000] {
            let scene = prompt.scene(at: time)
            let contents = scene.contents(of: prompt.layout.boxes[2])
            #expect(contents.map(\.string) == ["4"], "box 3 at \(time) ms")
            #expect(scene.contents(of: prompt.layout.boxes[3]).isEmpty)
        }
    }

    @Test func insertTwoThenDeleteLeavesBoxTwoEmptyWithoutADot() {
        let clock = ManualClock()
        let prompt = makePrompt(clock: clock)
        prompt.handle(.key(.digit(1)))
        prompt.handle(.key(.digit(2)))
        clock.advance(by: 40)
        prompt.handle(.key(.delete))
        #expect(prompt.field.character(at: 1) == nil)
        #expect(prompt.field.text == "1")
        // The dot fades out while the delete animates, then the box is empty.
        let midway = prompt.scene(at: clock.now + prompt.theme.shrinkDuration / 2).contents(of: prompt.layout.boxes[1])
        #expect(midway.allSatisfy { $0.opacity < 1 })
        clock.advance(by: prompt.theme.shrinkDuration)
        let scene = prompt.scene()
        #expect(scene.contents(of: prompt.layout.boxes[1]).isEmpty)
        #expect(scene.contents(of: prompt.layout.boxes[0]).filter(\.isCircle).count == 1)
    }

    @Test func delayedDotsQuickInsertsMaskEveryEarlierBox() {
        let clock = ManualClock()
        let prompt = makePrompt(PasscodeField(mask: .delayedDots(milliseconds: 1300)), clock: clock)
        for (index, digit) in [1, 2, 3, 4].enumerated() {
            prompt.handle(.key(.digit(digit)))
            let scene = prompt.scene(at: clock.now)
            let newest = scene.contents(of: prompt.layout.boxes[index])
            #expect(newest.map(\.string) == [String(digit)], "box \(index + 1) shows its digit")
            for earlier in 0..<index {
                let contents = scene.contents(of: prompt.layout.boxes[earlier])
                #expect(contents.count == 1 && contents.allSatisfy(\.isCircle), "box \(earlier + 1) is masked after \(index + 1) digits")
            }
            clock.advance(by: 30)
        }
        // Once the hold and the morph are over, the last box is a dot too.
        clock.advance(by: 1300 + prompt.theme.morphDuration)
        let scene = prompt.scene()
        for box in 0..<4 {
            #expect(scene.contents(of: prompt.layout.boxes[box]).map(\.isCircle) == [true])
        }
    }

    @Test func fourBoxesCompleteDeleteInsertCompletesWithTheNewValue() {
        let prompt = makePrompt(PasscodeField(boxCount: 4))
        let log = EventLog(prompt)
        prompt.insertText("1234")
        #expect(log.completions == ["1234"])
        prompt.deleteBackward()
        prompt.insertText("5")
        #expect(log.completions == ["1234", "1235"])
        #expect(prompt.field.text == "1235")
    }

    @Test func fiveBoxesKeypadTapsOneToEightGiveFiveDigitsAndOneCompletion() {
        let prompt = makePrompt(PasscodeField(boxCount: 5))
        let log = EventLog(prompt)
        for digit in 1...8 {
            guard let frame = prompt.layout.frame(of: .digit(digit)) else {
                Issue.record("no key for \(digit)")
                return
            }
            prompt.handle(.tap(frame.center, .down, pointer: 0))
            prompt.handle(.tap(frame.center, .up, pointer: 0))
        }
        #expect(prompt.field.text == "12345")
        #expect(log.completions == ["12345"])
        #expect(prompt.outcome == .submitted("12345"))
    }

    @Test(arguments: ["１２３４", "١٢٣٤"])
    func fullWidthAndArabicIndicDigitsBecomeASCII(input: String) {
        let prompt = makePrompt()
        prompt.insertText(input)
        #expect(prompt.field.text == "1234")
    }

    @Test func completionHandlerCallingClearGivesOneCompletionAndOneChangedToZero() {
        let prompt = makePrompt()
        var completions = 0
        var changesToZero = 0
        prompt.onEvent = { [unowned prompt] event in
            switch event {
            case .completed:
                completions += 1
                prompt.clear()
            case .editingChanged(0): changesToZero += 1
            default: break
            }
        }
        prompt.type("123456")
        #expect(completions == 1)
        #expect(changesToZero == 1)
        #expect(prompt.field.text == "")
    }

    @Test func boxCountSixToFourTruncatesFiveDigitsToFour() {
        let prompt = makePrompt()
        let log = EventLog(prompt)
        prompt.insertText("12345")
        prompt.setBoxCount(4)
        #expect(prompt.field.text == "1234")
        #expect(prompt.layout.boxes.count == 4)
        #expect(log.changes == [5, 4])
        #expect(log.completions == [])
    }

    @Test func afterARejectedSubmissionNewInputStartsFresh() {
        let prompt = makePrompt(PasscodeField(boxCount: 5))
        let log = EventLog(prompt)
        prompt.type("88888")
        #expect(log.completions == ["88888"])
        prompt.reject(message: "Wrong PIN")
        prompt.type("1234")
        #expect(prompt.field.text == "1234")
        #expect(log.completions == ["88888"])
        prompt.type("5")
        #expect(log.completions == ["88888", "12345"])
    }

    @Test func notEditableTapOnABoxIsNoChange() {
        let prompt = makePrompt()
        prompt.insertText("12")
        let log = EventLog(prompt)
        let before = prompt.field
        prompt.tapBox(1)
        prompt.tapBox(4)
        #expect(prompt.field == before)
        #expect(log.events.isEmpty)
    }
}
