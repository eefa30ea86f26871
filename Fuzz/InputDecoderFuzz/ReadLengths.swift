import PinPadCore

/// The lengths of the reads a stream is split into, from a seed: half of them 1–8 bytes, to end
/// reads inside sequences, the others up to 512 bytes, as a terminal sends a burst.
struct ReadLengths {
    private var generator: SeededGenerator

    /// Lengths fixed by `seed`.
    init(seed: UInt8) {
        generator = SeededGenerator(seed: UInt64(seed))
    }

    /// The next length, in bytes.
    mutating func next() -> Int {
        let value = generator.next()
        return 1 + Int((value >> 1) % (value & 1 == 0 ? 8 : 512))
    }
}
