/// The short sounds the pad makes besides speech, generated (no sample files).
public enum Tone: Hashable, Sendable {
    /// A key press: a 2 kHz click, 12 ms, dying away.
    case keyClick
    /// The keypad focus reached the centre key (5): a 660 Hz tone, 90 ms, its own sound as the
    /// raised dot on a tactile 5 is its own feel.
    case centreKey

    /// The tone's pitch in Hz.
    public var frequency: Double {
        switch self {
        case .keyClick: return 2000
        case .centreKey: return 660
        }
    }

    /// The tone's length in milliseconds.
    public var duration: Int {
        switch self {
        case .keyClick: return 12
        case .centreKey: return 90
        }
    }

    /// The tone as signed 16-bit mono samples at `sampleRate` Hz: a sine at `frequency` whose
    /// loudness falls away exponentially (a click) or is held and faded at both ends (the
    /// centre tone), peaking at `amplitude` (0…1 of full scale).
    public func samples(sampleRate: Int, amplitude: Double = 0.5) -> [Int16] {
        let count = sampleRate * duration / 1000
        let fade = Double(max(count / 10, 1))
        return (0..<count).map { index in
            let time = Double(index) / Double(sampleRate)
            let envelope: Double
            switch self {
            case .keyClick: envelope = exponentialDecay(Double(index) / Double(count) * 6)
            case .centreKey: envelope = min(Double(index) / fade, Double(count - 1 - index) / fade, 1)
            }
            return Int16(clamping: Int((sine(2 * Double.pi * frequency * time) * envelope * amplitude * 32767).rounded()))
        }
    }

    /// e^-x for x ≥ 0, from the standard library alone (no libm): a few terms of its series on
    /// a quarter of x, raised to the fourth power.
    private func exponentialDecay(_ x: Double) -> Double {
        let y = -x / 4
        var term = 1.0, sum = 1.0
        for n in 1...10 {
            term *= y / Double(n)
            sum += term
        }
        let square = sum * sum
        return max(square * square, 0)
    }
}
