import PinPadPlatform

/// Speech off the input path: `say` hands a phrase to the speech thread, which makes it with
/// espeak-ng (`SpeechSynthesizer`) into the mixer piece by piece, and returns at once. A new
/// phrase interrupts the one before: what was not yet played is dropped, and the making of it
/// stops at its next piece.
final class Speaker {
    private let mixer: AudioMixer
    private let requests = ConditionLock()
    private var pending: (text: String, generation: Int)?
    private var isStopping = false
    /// Whether the speech thread is making a phrase now.
    private var isWorking = false
    private var thread: WorkerThread?

    /// Starts the speech thread with `synthesizer`, which from now on is used on that thread only.
    /// - Returns: nil when no thread could be made.
    init?(synthesizer: SpeechSynthesizer, mixer: AudioMixer) {
        self.mixer = mixer
        let box = UncheckedBox(synthesizer)
        thread = nil
        guard let thread = WorkerThread({ [unowned self] in self.work(box.value) }) else { return nil }
        self.thread = thread
    }

    /// Stops the speech thread, dropping what it had still to make.
    func stop() {
        requests.withLock { isStopping = true }
        requests.broadcast()
        thread?.join()
        thread = nil
    }

    /// Says `text`, cutting short what was being said.
    func say(_ text: String) {
        let generation = mixer.interrupt()
        requests.withLock {
            pending = (text, generation)
            mixer.setSynthesizing(true)
        }
        requests.broadcast()
    }

    /// Stops what is being said.
    func interrupt() {
        _ = mixer.interrupt()
        requests.withLock {
            pending = nil
            if !isWorking { mixer.setSynthesizing(false) }
        }
    }

    private func work(_ synthesizer: SpeechSynthesizer) {
        while true {
            let next: (text: String, generation: Int)? = requests.wait(until: { pending != nil || isStopping }) {
                defer { pending = nil }
                isWorking = !isStopping
                return isStopping ? nil : pending
            }
            guard let next else {
                mixer.setSynthesizing(false)
                return
            }
            synthesizer.synthesize(next.text) { [mixer] samples in mixer.appendSpeech(samples, generation: next.generation) }
            requests.withLock {
                isWorking = false
                if pending == nil { mixer.setSynthesizing(false) }
            }
        }
    }

    /// Carries a value to the speech thread that only that thread uses from then on.
    private final class UncheckedBox<Value>: @unchecked Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
