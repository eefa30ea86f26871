import PinPadCore
import PinPadTestSupport
import Testing

/// Keypad layouts, letters and key states (issue 2, section 2).
@Suite struct KeypadTests {
    @Test func phoneHasOneTwoThreeOnTopAndZeroAtTheBottom() {
        let keypad = Keypad(layout: .phone)
        #expect(keypad.rows.count == 5)
        #expect(keypad.rows[0] == [.digit(1), .digit(2), .digit(3)])
        #expect(keypad.rows[1] == [.digit(4), .digit(5), .digit(6)])
        #expect(keypad.rows[2] == [.digit(7), .digit(8), .digit(9)])
        #expect(keypad.rows[3] == [.delete, .digit(0), .submit])
        #expect(keypad.rows[4] == [.cancel])
        #expect(keypad.digitOrder == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0])
    }

    @Test func calculatorHasSevenEightNineOnTop() {
        let keypad = Keypad(layout: .calculator)
        #expect(keypad.rows[0] == [.digit(7), .digit(8), .digit(9)])
        #expect(keypad.rows[2] == [.digit(1), .digit(2), .digit(3)])
        #expect(keypad.rows[3] == [.delete, .digit(0), .submit])
        #expect(keypad.digitOrder == [7, 8, 9, 4, 5, 6, 1, 2, 3, 0])
    }

    @Test func clearKeyJoinsTheActionRowWhenAsked() {
        #expect(Keypad(showsClear: true).rows.last == [.cancel, .clear])
        #expect(Keypad(showsClear: false).keys.contains(.clear) == false)
    }

    @Test func everyKeyAppearsOnce() {
        for layout in [KeypadLayout.phone, .calculator, .scrambled(seed: 7)] {
            let keys = Keypad(layout: layout, showsClear: true).keys
            #expect(Set(keys).count == keys.count)
            #expect(keys.count == 14)
        }
    }

    @Test(arguments: [0, 1, 42, 0xDEAD_BEEF, UInt64.max])
    func scrambledIsADeterministicPermutationOfTheDigits(seed: UInt64) {
        let keypad = Keypad(layout: .scrambled(seed: seed))
        #expect(keypad.digitOrder.sorted() == Array(0...9))
        #expect(Keypad(layout: .scrambled(seed: seed)).digitOrder == keypad.digitOrder)
        #expect(keypad.rows[3][0] == .delete && keypad.rows[3][2] == .submit)
    }

    @Test func scrambledOrdersDifferBetweenSeeds() {
        let orders = Set((0..<20).map { Keypad(layout: .scrambled(seed: UInt64($0))).digitOrder })
        #expect(orders.count > 15)
    }

    @Test func reshuffleIsDeterministicAndChangesTheOrder() {
        var keypad = Keypad(layout: .scrambled(seed: 2024))
        var twin = Keypad(layout: .scrambled(seed: 2024))
        var orders = [keypad.digitOrder]
        for _ in 0..<5 {
            keypad.reshuffle()
            twin.reshuffle()
            #expect(keypad.digitOrder == twin.digitOrder)
            #expect(keypad.digitOrder.sorted() == Array(0...9))
            orders.append(keypad.digitOrder)
        }
        #expect(Set(orders).count == orders.count)
    }

    @Test func reshuffleLeavesFixedLayoutsAlone() {
        var phone = Keypad(layout: .phone)
        phone.reshuffle()
        #expect(phone == Keypad(layout: .phone))
        var calculator = Keypad(layout: .calculator)
        calculator.reshuffle()
        #expect(calculator == Keypad(layout: .calculator))
    }

    @Test func rejectReshufflesAScrambledKeypadAndMovesItsKeys() {
        let prompt = makePrompt(keypad: Keypad(layout: .scrambled(seed: 99)))
        let before = prompt.keypad.digitOrder
        var expected = Keypad(layout: .scrambled(seed: 99))
        expected.reshuffle()
        prompt.type("123")
        prompt.reject(message: "Wrong PIN")
        #expect(prompt.keypad.digitOrder != before)
        #expect(prompt.keypad.digitOrder == expected.digitOrder)
        // The layout follows the new arrangement: each digit key is where the keypad puts it.
        let laidOut = prompt.layout.keys.compactMap { frame -> Int? in
            if case .digit(let value) = frame.key { return value } else { return nil }
        }
        #expect(laidOut == prompt.keypad.digitOrder)
        // And a tap on a digit's new position types that digit.
        prompt.tap(.digit(before[0]))
        #expect(prompt.field.text == String(before[0]))
    }

    @Test func rejectKeepsAPhoneKeypadInPlace() {
        let prompt = makePrompt()
        prompt.type("123")
        prompt.reject(message: "Wrong PIN")
        #expect(prompt.keypad.digitOrder == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0])
    }

    @Test func lettersFollowThePhoneConvention() {
        let expected = [2: "ABC", 3: "DEF", 4: "GHI", 5: "JKL", 6: "MNO", 7: "PQRS", 8: "TUV", 9: "WXYZ"]
        for digit in 0...9 {
            #expect(Key.digit(digit).letters == expected[digit], "letters under \(digit)")
        }
        for key in [Key.delete, .submit, .cancel, .clear] {
            #expect(key.letters == nil)
        }
    }

    @Test func lettersAreDrawnOnlyWhenShown() {
        let withLetters = makePrompt(keypad: Keypad(showsLetters: true)).scene(at: 0)
        let strings = Set(withLetters.primitives.compactMap(\.string))
        for letters in ["ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"] {
            #expect(strings.contains(letters))
        }
        let without = makePrompt(keypad: Keypad(showsLetters: false)).scene(at: 0)
        #expect(!without.primitives.contains { $0.string == "ABC" })
    }

    @Test func labels() {
        #expect(Key.digit(7).label == "7")
        #expect(Key.delete.label == "⌫")
        #expect(Key.delete.asciiLabel == "<-")
        #expect(Key.submit.label == "OK")
    }

    @Test func okIsDisabledWhileCountIsBelowMinLength() {
        let keypad = Keypad()
        var field = PasscodeField(boxCount: 6, minLength: 4, autoSubmitWhenFull: false)
        for count in 0...6 {
            let expected: KeyState = count < 4 ? .disabled : .normal
            #expect(keypad.state(of: .submit, field: field, pressed: []) == expected, "OK at \(count)")
            #expect(keypad.state(of: .digit(1), field: field, pressed: []) == .normal)
            _ = field.insertText("1")
        }
        #expect(keypad.state(of: .submit, field: field, pressed: [.submit]) == .pressed)
        #expect(keypad.state(of: .digit(5), field: field, pressed: [.digit(5)]) == .pressed)
    }

    @Test func tappingADisabledOKDoesNothing() {
        let prompt = makePrompt(PasscodeField(boxCount: 6, minLength: 4))
        let log = EventLog(prompt)
        prompt.type("123")
        prompt.tap(.submit)
        #expect(log.completions == [])
        #expect(prompt.outcome == nil)
        prompt.type("4")
        prompt.tap(.submit)
        #expect(log.completions == ["1234"])
    }

    @Test func disabledOKIsDrawnFaded() throws {
        let prompt = makePrompt(PasscodeField(boxCount: 6, minLength: 4))
        let okFrame = try #require(prompt.layout.frame(of: .submit))
        func okOpacity() -> Double? {
            prompt.scene(at: prompt.clock.now).primitives.first { $0.string == "OK" && $0.bounds == okFrame }?.opacity
        }
        let disabled = try #require(okOpacity())
        prompt.type("1234")
        let enabled = try #require(okOpacity())
        #expect(disabled < enabled)
        #expect(enabled == 1)
    }
}
