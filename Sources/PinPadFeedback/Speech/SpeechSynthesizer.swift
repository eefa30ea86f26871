internal import CEspeakNG
import PinPadPlatform

/// Text to speech through espeak-ng, offline: text in, signed 16-bit mono samples out at
/// `sampleRate` Hz, handed over piece by piece while they are made (`AUDIO_OUTPUT_SYNCHRONOUS`).
///
/// espeak-ng keeps its state in the process, so there is one synthesizer at a time, and it is
/// used from one thread at a time (the speech thread). espeak-ng is started once per process and
/// never stopped: started again after `espeak_Terminate` it hangs (espeak-ng 1.51), and a
/// program may open one window after another (the password agent).
package final class SpeechSynthesizer {
    /// `espeak_Initialize`'s result, once per process: the sample rate, or -1.
    private static let samplesPerSecond: Int32 = {
        // espeak-ng's audio library connects to PulseAudio as it starts, even for samples handed
        // over (AUDIO_OUTPUT_SYNCHRONOUS): kept from an unusable home as SDL's audio is.
        PulseAudioServer.keepFromWritingToAnUnusableHome()
        let rate = pinpad_espeak_Initialize()(AUDIO_OUTPUT_SYNCHRONOUS, 100, nil, espeakINITIALIZE_DONT_EXIT)
        pinpad_espeak_SetSynthCallback()({ samples, count, events in
            guard let events, let context = events.pointee.user_data else { return 0 }
            let sink = context.assumingMemoryBound(to: Sink.self)
            guard let samples, count > 0 else { return 0 }
            return sink.pointee.take(UnsafeBufferPointer(start: samples, count: Int(count))) ? 0 : 1
        })
        return rate
    }()

    /// The espeak-ng functions called (`SharedLibrary.espeak` checks them before the first call).
    static let functions = ["espeak_Initialize", "espeak_SetSynthCallback", "espeak_SetVoiceByName", "espeak_SetParameter", "espeak_Synth"]

    /// The samples' rate in Hz (espeak-ng's voices speak at 22050 Hz).
    package let sampleRate: Int

    /// Loads espeak-ng's data (the first time) and chooses the voice and rate
    /// (`espeak_Initialize` with `espeakINITIALIZE_DONT_EXIT`, `espeak_SetVoiceByName`,
    /// `espeak_SetParameter(espeakRATE)`).
    /// - Parameters:
    ///   - voice: a voice or language name (`en`, `de`, `en-us`).
    ///   - rate: words per minute, 80 to 450.
    /// - Throws: `SpeechError` when espeak-ng (the library, loaded here) or its data cannot be
    ///   loaded, or there is no such voice.
    package init(voice: String, rate: Int) throws(SpeechError) {
        do {
            try SharedLibrary.espeak.load(functions: SpeechSynthesizer.functions)
        } catch {
            throw SpeechError(error.description)
        }
        let samplesPerSecond = SpeechSynthesizer.samplesPerSecond
        guard samplesPerSecond > 0 else { throw SpeechError("cannot start espeak-ng: its data (espeak-ng-data) is missing") }
        sampleRate = Int(samplesPerSecond)
        guard pinpad_espeak_SetVoiceByName()(voice) == EE_OK else {
            throw SpeechError("espeak-ng has no voice '\(voice)' (espeak-ng --voices lists them)")
        }
        pinpad_espeak_SetParameter()(espeakRATE, Int32(rate), 0)
    }

    /// Speaks `text` into `take`, which is given each piece of samples as it is made (about
    /// 100 ms of sound each) and returns false to stop early (`espeak_Synth`, UTF-8, ending
    /// with a short pause; `isMarkup`: `text` is SSML, `espeakSSML`). Returns when all is said or
    /// `take` stopped it.
    package func synthesize(_ text: String, isMarkup: Bool = false, into take: (UnsafeBufferPointer<Int16>) -> Bool) {
        withoutActuallyEscaping(take) { take in
            var sink = Sink(take: take)
            withUnsafeMutablePointer(to: &sink) { pointer in
                _ = text.withCString { characters in
                    pinpad_espeak_Synth()(
                        characters, text.utf8.count + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8 | espeakENDPAUSE | (isMarkup ? espeakSSML : 0)), nil,
                        UnsafeMutableRawPointer(pointer))
                }
            }
        }
    }

    /// Where the callback puts the samples of one `synthesize` call.
    private struct Sink {
        let take: (UnsafeBufferPointer<Int16>) -> Bool
    }
}
