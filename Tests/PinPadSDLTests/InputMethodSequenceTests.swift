import Testing

@testable import PinPadSDL

/// The keys Xlib's input method holds, followed from the key events it took: what is lost, what
/// was ended on purpose, what only ends a sequence.
struct InputMethodSequenceTests {
    private let letterKeycode: UInt32 = 53
    private let shiftKeycode: UInt32 = 50
    /// Scancodes of a Compose key and of two dead keys.
    private let compose: UInt32 = 230
    private let deadAcute: UInt32 = 52
    private let deadGrave: UInt32 = 53

    @Test func lettersTakenAndNothingMadeAreLostAtTheNextKeyLetThrough() {
        var sequence = InputMethodSequence()
        let deadKeyActs = sequence.take(.starter(compose))
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
        _ = byPress.take(.starter(compose))
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
        _ = sequence.take(.starter(compose))
        let actsAfterDeadKey = sequence.take(.other)
        #expect(!actsAfterDeadKey && !sequence.isHeld, "a dead key held: the key only ends it")
        _ = sequence.take(.starter(compose))
        _ = sequence.take(.typing)
        let actsAfterLetter = sequence.take(.other)
        let nextLost = sequence.rawPress(keycode: letterKeycode, isModifier: false)
        #expect(!actsAfterLetter && !nextLost)
    }

    @Test func composeAgainWithNoLetterEndsItAndAThirdStartsAnother() {
        var sequence = InputMethodSequence()
        _ = sequence.take(.starter(compose))
        _ = sequence.take(.starter(compose))
        #expect(!sequence.isHeld)
        _ = sequence.take(.starter(compose))
        #expect(sequence.isHeld)
        _ = sequence.take(.typing)
        _ = sequence.take(.starter(compose))
        #expect(sequence.isHeld, "a letter taken stays held through Compose")
        let lost = sequence.rawPress(keycode: letterKeycode, isModifier: false)
        #expect(lost)
    }

    /// Two different dead keys that make nothing together (`´` then `` ` ``): both are lost, so
    /// the next key let through is refused; once they were taken for a cancel, like Compose twice.
    @Test func anotherDeadKeyAfterADeadKeyIsHeldAsALetterIs() {
        var sequence = InputMethodSequence()
        _ = sequence.take(.starter(deadAcute))
        _ = sequence.take(.starter(deadGrave))
        #expect(sequence.isHeld)
        let lost = sequence.rawPress(keycode: letterKeycode, isModifier: false)
        #expect(lost)
        var composed = InputMethodSequence()
        _ = composed.take(.starter(deadAcute))
        _ = composed.take(.starter(deadGrave))
        let made = composed.rawPress(keycode: 0, isModifier: false)
        #expect(!made && !composed.isHeld, "a character made of them ends the sequence")
    }
}
