import PinPadCore
import PinPadTestSupport
import Testing

/// The prompt session: tap semantics, rejection, outcomes (issue 2, sections 1 and 3).
@Suite struct PromptTests {
    // MARK: Tap semantics

    @Test func aTapCommitsOnReleaseOverTheSameKey() throws {
        let prompt = makePrompt()
        let frame = try #require(prompt.layout.frame(of: .digit(5)))
        prompt.handle(.tap(frame.center, .down, pointer: 1))
        #expect(prompt.field.text == "")
        #expect(prompt.pressedKeys == [1: .digit(5)])
        // Moving within the key keeps it pressed.
        prompt.handle(.tap(Point(x: frame.x + 2, y: frame.y + 2), .moved, pointer: 1))
        #expect(prompt.pressedKeys == [1: .digit(5)])
        prompt.handle(.tap(Point(x: frame.x + 3, y: frame.maxY - 3), .up, pointer: 1))
        #expect(prompt.field.text == "5")
        #expect(prompt.pressedKeys.isEmpty)
    }

    @Test func slidingOffAKeyCancelsTheTap() throws {
        let prompt = makePrompt()
        let five = try #require(prompt.layout.frame(of: .digit(5)))
        let six = try #require(prompt.layout.frame(of: .digit(6)))
        prompt.handle(.tap(five.center, .down, pointer: 0))
        prompt.handle(.tap(six.center, .moved, pointer: 0))
        #expect(prompt.pressedKeys.isEmpty)
        prompt.handle(.tap(six.center, .up, pointer: 0))
        #expect(prompt.field.text == "")

        // Sliding off into empty space and releasing there commits nothing either.
        prompt.handle(.tap(five.center, .down, pointer: 0))
        prompt.handle(.tap(Point(x: 1, y: 1), .moved, pointer: 0))
        prompt.handle(.tap(Point(x: 1, y: 1), .up, pointer: 0))
        #expect(prompt.field.text == "")
    }

    @Test func releasingOverAnotherKeyWithoutMovesCommitsNothing() throws {
        let prompt = makePrompt()
        let five = try #require(prompt.layout.frame(of: .digit(5)))
        let six = try #require(prompt.layout.frame(of: .digit(6)))
        prompt.handle(.tap(five.center, .down, pointer: 0))
        prompt.handle(.tap(six.center, .up, pointer: 0))
        #expect(prompt.field.text == "")
    }

    @Test func aCancelledPointerCommitsNothing() throws {
        let prompt = makePrompt()
        let five = try #require(prompt.layout.frame(of: .digit(5)))
        prompt.handle(.tap(five.center, .down, pointer: 0))
        prompt.handle(.tap(five.center, .cancelled, pointer: 0))
        prompt.handle(.tap(five.center, .up, pointer: 0))
        #expect(prompt.field.text == "")
        #expect(prompt.pressedKeys.isEmpty)
    }

    @Test func severalFingersEachCommitOnce() throws {
        let prompt = makePrompt()
        let log = EventLog(prompt)
        let one = try #require(prompt.layout.frame(of: .digit(1))).center
        let two = try #require(prompt.layout.frame(of: .digit(2))).center
        let three = try #require(prompt.layout.frame(of: .digit(3))).center
        prompt.handle(.tap(one, .down, pointer: 10))
        prompt.handle(.tap(two, .down, pointer: 11))
        prompt.handle(.tap(three, .down, pointer: 12))
        #expect(prompt.pressedKeys.count == 3)
        prompt.handle(.tap(two, .up, pointer: 11))
        prompt.handle(.tap(one, .up, pointer: 10))
        prompt.handle(.tap(one, .up, pointer: 10))  // a duplicate release commits nothing
        prompt.handle(.tap(three, .up, pointer: 12))
        #expect(prompt.field.text == "213")
        #expect(log.changes == [1, 2, 3])
        #expect(prompt.pressedKeys.isEmpty)
    }

    @Test func twoFingersOnTheSameKeyCommitOnceEach() throws {
        let prompt = makePrompt()
        let seven = try #require(prompt.layout.frame(of: .digit(7))).center
        prompt.handle(.tap(seven, .down, pointer: 1))
        prompt.handle(.tap(seven, .down, pointer: 2))
        prompt.handle(.tap(seven, .up, pointer: 1))
        #expect(prompt.pressedKeys == [2: .digit(7)])
        prompt.handle(.tap(seven, .up, pointer: 2))
        #expect(prompt.field.text == "77")
    }

    @Test func aPressedKeyIsDrawnPressed() throws {
        let prompt = makePrompt()
        let frame = try #require(prompt.layout.frame(of: .digit(8)))
        func fill() -> Color? {
            prompt.scene(at: prompt.clock.now).primitives.first {
                if case .fill(let rect, _) = $0.shape { return rect == frame }
                return false
            }?.color
        }
        let normal = try #require(fill())
        prompt.handle(.tap(frame.center, .down, pointer: 0))
        let pressed = try #require(fill())
        #expect(normal == prompt.theme.keyFill)
        #expect(pressed == prompt.theme.keyPressedFill)
    }

    @Test func physicalKeysDriveTheField() {
        let prompt = makePrompt(PasscodeField(boxCount: 6, minLength: 4))
        prompt.handle(.key(.digit(4)))
        prompt.handle(.key(.digit(2)))
        prompt.handle(.key(.delete))
        prompt.handle(.key(.digit(7)))
        #expect(prompt.field.text == "47")
        prompt.handle(.key(.clear))
        #expect(prompt.field.text == "")
        prompt.type("1234")
        prompt.handle(.key(.submit))
        #expect(prompt.outcome == .submitted("1234"))
    }

    // MARK: Outcomes

    @Test func cancelEndsThePromptAndInputIsIgnoredAfterwards() {
        let prompt = makePrompt()
        prompt.type("12")
        prompt.tap(.cancel)
        #expect(prompt.outcome == .cancelled)
        prompt.type("3")
        #expect(prompt.field.text == "12")
    }

    @Test func inputAfterASubmissionIsIgnoredUntilARejection() {
        let prompt = makePrompt(PasscodeField(boxCount: 6, minLength: 4))
        let log = EventLog(prompt)
        prompt.type("1234")
        prompt.tap(.submit)
        #expect(prompt.outcome == .submitted("1234"))
        prompt.type("5")
        prompt.tap(.digit(6))
        prompt.handle(.paste("78"))
        prompt.handle(.key(.delete))
        prompt.tap(.cancel)
        #expect(prompt.field.text == "1234")
        #expect(prompt.outcome == .submitted("1234"))
        #expect(log.completions == ["1234"])
        prompt.reject(message: "Wrong PIN")
        prompt.type("5")
        #expect(prompt.field.text == "5")
    }

    @Test func idleTimeoutEndsThePromptOnlyAfterTheTimeWithoutInput() {
        let clock = ManualClock()
        let prompt = makePrompt(clock: clock)
        prompt.idleTimeout = 10_000
        #expect(prompt.nextDeadline != nil)
        clock.advance(by: 9_000)
        prompt.type("1")
        clock.advance(by: 9_000)
        prompt.tick()
        #expect(prompt.outcome == nil)
        clock.advance(by: 1_000)
        prompt.tick()
        #expect(prompt.outcome == .timedOut)
    }

    @Test func aRejectionGivesAFullIdleTimeoutToRetype() {
        let clock = ManualClock()
        let prompt = makePrompt(PasscodeField(boxCount: 4), clock: clock)
        prompt.idleTimeout = 10_000
        prompt.type("1234")
        #expect(prompt.outcome == .submitted("1234"))
        clock.advance(by: 12_000)  // a slow check of the PIN (PAM, a smart card)
        prompt.tick()
        #expect(prompt.outcome == .submitted("1234"))
        prompt.reject(message: "Wrong PIN")
        prompt.tick()
        #expect(prompt.outcome == nil)
        #expect(prompt.nextDeadline.map { $0 > clock.now } == true)
        clock.advance(by: 9_999)
        prompt.tick()
        #expect(prompt.outcome == nil)
        clock.advance(by: 1)
        prompt.tick()
        #expect(prompt.outcome == .timedOut)
    }

    @Test func aFingerLiftedAfterThePromptEndedLeavesNoKeyPressed() throws {
        let prompt = makePrompt(PasscodeField(boxCount: 4))
        prompt.type("123")
        let nine = try #require(prompt.layout.frame(of: .digit(9))).center
        prompt.handle(.tap(nine, .down, pointer: 1))
        prompt.tap(.digit(4), pointer: 2)
        #expect(prompt.outcome == .submitted("1234"))
        prompt.handle(.tap(nine, .up, pointer: 1))
        #expect(prompt.pressedKeys.isEmpty)
        #expect(prompt.field.text == "1234")
        prompt.reject(message: "Wrong PIN")
        #expect(prompt.pressedKeys.isEmpty)
        #expect(prompt.field.text == "")
    }

    // MARK: Reject

    @Test func rejectClearsShowsTheMessageAndShakes() {
        let clock = ManualClock(start: 500)
        let prompt = makePrompt(PasscodeField(boxCount: 4), clock: clock)
        let log = EventLog(prompt)
        prompt.type("1234")
        #expect(prompt.outcome == .submitted("1234"))
        prompt.reject(message: "Wrong PIN")
        #expect(prompt.outcome == nil)
        #expect(prompt.field.text == "")
        #expect(log.changes.last == 0)
        #expect(prompt.errorMessage == "Wrong PIN")
        #expect(prompt.timeline.active(.shake, at: clock.now) != nil)
        #expect(prompt.timeline.active(.shake, at: clock.now + prompt.theme.shakeDuration) == nil)

        // The boxes move sideways during the shake and come back to rest.
        let box = prompt.layout.boxes[0]
        func offset(at time: Int) -> Double? {
            prompt.scene(at: time).primitives.first {
                if case .fill(let rect, _) = $0.shape { return rect == box }
                return false
            }?.transform.translateX
        }
        let offsets = stride(from: 0, to: prompt.theme.shakeDuration, by: 10).compactMap { offset(at: clock.now + $0) }
        #expect(offsets.contains { abs($0) > 1 })
        #expect(offset(at: clock.now + prompt.theme.shakeDuration) == 0)
        // The error is shown in the error colour on the message line.
        let message = prompt.scene(at: clock.now).primitives.first { $0.string == "Wrong PIN" }
        #expect(message?.color == prompt.theme.errorColor)
    }

    @Test func inputDuringTheShakeIsAcceptedAndShown() {
        let clock = ManualClock()
        let prompt = makePrompt(PasscodeField(boxCount: 4), clock: clock)
        prompt.type("9999")
        prompt.reject(message: "Wrong PIN")
        clock.advance(by: prompt.theme.shakeDuration / 4)
        prompt.type("12")
        #expect(prompt.field.text == "12")
        #expect(prompt.timeline.active(.shake, at: clock.now) != nil)
        // The error stays while the next try is typed, until it is submitted.
        #expect(prompt.errorMessage == "Wrong PIN")
        let scene = prompt.scene(at: clock.now)
        for box in 0..<2 {
            let contents = scene.contents(of: prompt.layout.boxes[box])
            #expect(contents.count == 1 && contents[0].isCircle && contents[0].opacity == 1)
        }
        // When the old dots have faded, every box shows exactly what the model holds.
        let later = prompt.scene(at: clock.now + prompt.theme.shrinkDuration)
        for box in 0..<4 {
            #expect(later.contents(of: prompt.layout.boxes[box]).count == (box < 2 ? 1 : 0), "box \(box)")
        }
        clock.advance(by: prompt.theme.shakeDuration)
        prompt.type("34")
        #expect(prompt.outcome == .submitted("1234"))
    }

    @Test func rejectFromTheCompletionHandler() {
        let prompt = makePrompt(PasscodeField(boxCount: 4))
        var log: [FieldEvent] = []
        prompt.onEvent = { [unowned prompt] event in
            log.append(event)
            if case .completed = event { prompt.reject(message: "Wrong PIN") }
        }
        prompt.type("1111")
        #expect(prompt.outcome == nil)
        #expect(prompt.field.text == "")
        #expect(Array(log.suffix(2)) == [.completed, .editingChanged(count: 0)])
        prompt.type("2222")
        #expect(log.filter { if case .completed = $0 { return true } else { return false } }.count == 2)
    }

    // MARK: Scene

    @Test func boxesShowTheModelForEachMask() {
        for mask in [MaskMode.dots, .digits] {
            let clock = ManualClock()
            let prompt = makePrompt(PasscodeField(mask: mask), clock: clock)
            prompt.type("305")
            clock.advance(by: 1_000)
            let scene = prompt.scene()
            for box in 0..<6 {
                let contents = scene.contents(of: prompt.layout.boxes[box])
                switch (mask, box) {
                case (_, 3...): #expect(contents.isEmpty)
                case (.digits, _): #expect(contents.map(\.string) == [prompt.field.character(at: box)])
                default: #expect(contents.count == 1 && contents[0].isCircle)
                }
            }
        }
    }

    @Test func sceneNeverContainsThePINWhenMasked() {
        let prompt = makePrompt(PasscodeField(mask: .dots))
        prompt.type("97531")
        let strings = prompt.scene(at: prompt.clock.now).primitives.compactMap(\.string)
        #expect(!strings.contains { $0.contains("97") || $0.contains("53") })
    }

    @Test func resizeLaysOutAgain() {
        let prompt = makePrompt()
        prompt.resize(to: Size(width: 1280, height: 720), scale: 1)
        #expect(prompt.layout.orientation == .landscape)
        #expect(prompt.layout.viewport == Size(width: 1280, height: 720))
        #expect(prompt.scene(at: 0).size == Size(width: 1280, height: 720))
    }

    @Test(arguments: [Theme.dark, .light, .highContrast])
    func themesDifferAndDrawTheirBackground(theme: Theme) {
        let prompt = makePrompt(theme: theme)
        #expect(prompt.scene(at: 0).primitives.first?.color == theme.background)
        #expect(theme.background != theme.titleColor)
    }
}
