import PinPadPlatform

/// Speech off the input path: `say` hands a phrase to the speech thread, which makes it with
/// espeak-ng (`SpeechSynthesizer`) into the mixer piece by piece, and returns at once. A new
/// phrase interrupts the one before: what was not yet played is dropped, and the making of it
/// stops at its next piece. The thread ends when the speaker goes.
final class Speaker {
    private let queue: Queue
    private let thread: WorkerThread

    /// Starts the speech thread with `synthesizer`, which from now on is used on that thread only.
    /// - Returns: nil when no thread could be made.
    init?(synthesizer: SpeechSynthesizer, mixer: AudioMixer) {
        let queue = Queue(mixer: mixer)
        let box = UncheckedBox(synthesizer)
        guard let thread = WorkerThread({ queue.work(box.value) }) else { return nil }
        self.queue = queue
        self.thread = thread
    }

    deinit {
        queue.stop()
        thread.join()
    }

    /// Says `text` (SSML when `isMarkup`), cutting short what was being said.
    func say(_ text: String, isMarkup: Bool = false) { queue.say(text, isMarkup: isMarkup) }

    /// Stops what is being said.
    func interrupt() { queue.interrupt() }

    /// The phrase waiting for the speech thread, shared by it and the main thread.
    private final class Queue: @unchecked Sendable {
        private let mixer: AudioMixer
        private let lock = ConditionLock()
        private var pending: (text: String, isMarkup: Bool, generation: Int)?
        private var isStopping = false
        /// Whether the speech thread is making a phrase now.
        private var isWorking = false

        init(mixer: AudioMixer) {
            self.mixer = mixer
        }

        func say(_ text: String, isMarkup: Bool) {
            let generation = mixer.interrupt()
            lock.withLock {
                pending = (text, isMarkup, generation)
                mixer.setSynthesizing(true)
            }
            lock.broadcast()
        }

        func interrupt() {
            _ = mixer.interrupt()
            lock.withLock {
                pending = nil
                if !isWorking { mixer.setSynthesizing(false) }
            }
        }

        func stop() {
            lock.withLock { isStopping = true }
            lock.broadcast()
        }

        /// The speech thread: makes each phrase as it comes, until `stop()`.
        func work(_ synthesizer: SpeechSynthesizer) {
            while true {
                let next: (text: String, isMarkup: Bool, generation: Int)? = lock.wait(until: { pending != nil || isStopping }) {
                    defer { pending = nil }
                    isWorking = !isStopping
                    return isStopping ? nil : pending
                }
                guard let next else {
                    mixer.setSynthesizing(false)
                    return
                }
                synthesizer.synthesize(next.text, isMarkup: next.isMarkup) { [mixer] samples in mixer.appendSpeech(samples, generation: next.generation) }
                lock.withLock {
                    isWorking = false
                    if pending == nil { mixer.setSynthesizing(false) }
                }
            }
        }
    }

    /// Carries a value to the speech thread that only that thread uses from then on.
    private final class UncheckedBox<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
