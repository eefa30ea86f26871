/// The short sounds the pad makes besides speech, generated (no sample files).
public enum Tone: Hashable, Sendable {
    /// A key press: a 2 kHz click, 12 ms, dying away; the same for every key.
    case keyClick

    /// The tone's pitch in Hz.
    public var frequency: Double {
        switch self {
        case .keyClick: return 2000
        }
    }

    /// The tone's length in milliseconds.
    public var duration: Int {
        switch self {
        case .keyClick: return 12
        }
    }

    /// The tone as signed 16-bit mono samples at `sampleRate` Hz: a sine at `frequency` whose
    /// loudness falls away exponentially, peaking at `amplitude` (0…1 of full scale).
    public func samples(sampleRate: Int, amplitude: Double = 0.5) -> [Int16] {
        let count = sampleRate * duration / 1000
        return (0..<count).map { index in
            let time = Double(index) / Double(sampleRate)
            let envelope = exponentialDecay(Double(index) / Double(count) * 6)
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
