import PinPadPlatform

/// The sound waiting to be played: speech and a short effect (a click, a tone), mixed into
/// the audio device's buffers by SDL's audio thread (`fill`) while the speech thread adds speech
/// and the main thread interrupts it. Signed 16-bit mono samples at one rate.
final class AudioMixer: @unchecked Sendable {
    private let lock = ConditionLock()
    private var speech: [Int16] = []
    private var speechIndex = 0
    private var effect: [Int16] = []
    private var effectIndex = 0
    /// Counts interruptions: speech made for an older one is dropped.
    private var generation = 0
    /// Whether the speech thread is making speech now.
    private var isSynthesizing = false

    /// Drops the speech not yet played and everything still being made for it.
    /// - Returns: the new generation, for the speech made from now on.
    func interrupt() -> Int {
        lock.withLock {
            generation += 1
            speech.removeAll(keepingCapacity: true)
            speechIndex = 0
            return generation
        }
    }

    /// Adds speech made for `generation`; false when that was interrupted (stop making it).
    func appendSpeech(_ samples: UnsafeBufferPointer<Int16>, generation: Int) -> Bool {
        lock.withLock {
            guard generation == self.generation else { return false }
            speech.append(contentsOf: samples)
            return true
        }
    }

    /// Notes that the speech thread starts (true) or stops (false) making speech.
    func setSynthesizing(_ value: Bool) {
        lock.withLock { isSynthesizing = value }
        lock.broadcast()
    }

    /// Plays `samples` over the speech, cutting the effect before it short.
    func play(effect samples: [Int16]) {
        lock.withLock {
            effect = samples
            effectIndex = 0
        }
    }

    /// Fills `count` samples at `buffer` with the mix (silence when nothing waits), as SDL's
    /// audio callback asks; wakes `waitUntilQuiet` when all was played.
    func fill(_ buffer: UnsafeMutablePointer<Int16>, count: Int) {
        let quiet: Bool = lock.withLock {
            for index in 0..<count {
                var sample = 0
                if speechIndex < speech.count {
                    sample += Int(speech[speechIndex])
                    speechIndex += 1
                }
                if effectIndex < effect.count {
                    sample += Int(effect[effectIndex])
                    effectIndex += 1
                }
                buffer[index] = Int16(clamping: sample)
            }
            if speechIndex >= speech.count && speechIndex > 0 {
                speech.removeAll(keepingCapacity: true)
                speechIndex = 0
            }
            return isQuiet
        }
        if quiet { lock.broadcast() }
    }

    /// Waits until nothing is left to play or make, for at most `milliseconds`.
    /// - Returns: whether it became quiet.
    func waitUntilQuiet(milliseconds: Int) -> Bool {
        lock.wait(until: { isQuiet }, milliseconds: milliseconds) { isQuiet }
    }

    /// Whether nothing is left to play or being made (hold the lock).
    private var isQuiet: Bool {
        !isSynthesizing && speechIndex >= speech.count && effectIndex >= effect.count
    }
}
