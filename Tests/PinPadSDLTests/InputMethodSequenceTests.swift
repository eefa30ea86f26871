import Testing

@testable import PinPadSDL

/// The keys Xlib's input method holds, followed from the key events it took: what is lost, what
/// was ended on purpose, what only ends a sequence.
struct InputMethodSequenceTests {
    private let letterKeycode: UInt32 = 53
    private let shiftKeycode: UInt32 = 50

    @Test func lettersTakenAndNothingMadeAreLostAtTheNextKeyLetThrough() {
        var sequence = InputMethodSequence()
        let deadKeyActs = sequence.take(.starter)
        let letterActs = sequence.take(.typing)
        #expect(deadKeyActs && letterActs)
        let shiftLost = sequence.rawPress(keycode: shiftKeycode, isModifier: true)
        #expect(!shiftLost && sequence.isHeld, "Shift is no key let through")
        let lost = sequence.rawPress(keycode: letterKeycode, isModifier: false)
        #expect(lost && !sequence.isHeld)
        let lostAgain = sequence.rawPress(keycode: letterKeycode, isModifier: false)
        #expect(!lostAgain, "lost once")
    }

    @Test func aCharacterMadeEndsTheSequenceWithNothingLost() {
        var byPress = InputMethodSequence()
        _ = byPress.take(.starter)
        _ = byPress.take(.typing)
        let madeLost = byPress.rawPress(keycode: 0, isModifier: false)
        #expect(!madeLost && !byPress.isHeld)
        var byText = InputMethodSequence()
        _ = byText.take(.typing)
        byText.madeText()
        let nextLost = byText.rawPress(keycode: letterKeycode, isModifier: false)
        #expect(!nextLost)
    }

    @Test func aKeyThatTypesNothingOnlyEndsAHeldSequence() {
        var sequence = InputMethodSequence()
        let actsAlone = sequence.take(.other)
        #expect(actsAlone, "nothing held: the key acts")
        _ = sequence.take(.starter)
        let actsAfterDeadKey = sequence.take(.other)
        #expect(!actsAfterDeadKey && !sequence.isHeld, "a dead key held: the key only ends it")
        _ = sequence.take(.starter)
        _ = sequence.take(.typing)
        let actsAfterLetter = sequence.take(.other)
        let nextLost = sequence.rawPress(keycode: letterKeycode, isModifier: false)
        #expect(!actsAfterLetter && !nextLost)
    }

    @Test func composeAgainWithNoLetterEndsItAndAThirdStartsAnother() {
        var sequence = InputMethodSequence()
        _ = sequence.take(.starter)
        _ = sequence.take(.starter)
        #expect(!sequence.isHeld)
        _ = sequence.take(.starter)
        #expect(sequence.isHeld)
        _ = sequence.take(.typing)
        _ = sequence.take(.starter)
        #expect(sequence.isHeld, "a letter taken stays held through Compose")
        let lost = sequence.rawPress(keycode: letterKeycode, isModifier: false)
        #expect(lost)
    }
}
