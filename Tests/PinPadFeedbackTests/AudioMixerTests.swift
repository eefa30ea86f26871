@testable import PinPadFeedback
import Testing

/// The sound waiting to be played (issue 16): speech interrupted by a new phrase, effects over it.
struct AudioMixerTests {
    func played(_ mixer: AudioMixer, count: Int) -> [Int16] {
        var buffer = [Int16](repeating: 7, count: count)
        buffer.withUnsafeMutableBufferPointer { mixer.fill($0.baseAddress!, count: count) }
        return buffer
    }

    func append(_ samples: [Int16], to mixer: AudioMixer, generation: Int) -> Bool {
        samples.withUnsafeBufferPointer { mixer.appendSpeech($0, generation: generation) }
    }

    @Test func speechPlaysThenSilence() {
        let mixer = AudioMixer()
        let generation = mixer.interrupt()
        #expect(append([100, 200, 300], to: mixer, generation: generation))
        #expect(played(mixer, count: 5) == [100, 200, 300, 0, 0])
        #expect(played(mixer, count: 2) == [0, 0])
    }

    @Test func aNewPhraseDropsWhatWasLeftAndWhatWasStillBeingMade() {
        let mixer = AudioMixer()
        let first = mixer.interrupt()
        #expect(append([1, 2, 3, 4], to: mixer, generation: first))
        #expect(played(mixer, count: 2) == [1, 2])
        let second = mixer.interrupt()
        #expect(!append([5, 6], to: mixer, generation: first), "speech for the cut phrase is refused")
        #expect(played(mixer, count: 2) == [0, 0])
        #expect(append([9], to: mixer, generation: second))
        #expect(played(mixer, count: 2) == [9, 0])
    }

    @Test func anEffectIsMixedOverSpeechAndClipped() {
        let mixer = AudioMixer()
        let generation = mixer.interrupt()
        #expect(append([30000, 10, 10], to: mixer, generation: generation))
        mixer.play(effect: [10000, 5])
        #expect(played(mixer, count: 4) == [Int16.max, 15, 10, 0])
    }

    @Test func quietOnceAllIsPlayedAndNothingIsBeingMade() {
        let mixer = AudioMixer()
        #expect(mixer.waitUntilQuiet(milliseconds: 0))
        mixer.setSynthesizing(true)
        #expect(!mixer.waitUntilQuiet(milliseconds: 10), "a phrase is still being made")
        mixer.setSynthesizing(false)
        #expect(append([1], to: mixer, generation: 0))
        #expect(!mixer.waitUntilQuiet(milliseconds: 10), "a sample is still to be played")
        _ = played(mixer, count: 1)
        #expect(mixer.waitUntilQuiet(milliseconds: 0))
    }
}
