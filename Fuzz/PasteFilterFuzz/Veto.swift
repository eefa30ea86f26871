/// The field's `shouldChange` hook in a fuzz run: answers from input bits and records what it was
/// asked and answered, so the run can check each request and its effect.
final class Veto {
    private var answers: UInt64
    /// The last request, the range in characters and the replacement, and the answer given.
    private(set) var request: (range: Range<Int>, replacement: String, allows: Bool)?

    /// A veto that answers from the bits of `answers`, lowest first (a 1 allows), over and over.
    init(answers: UInt64) {
        self.answers = answers
    }

    /// Records the request and answers it.
    func allows(_ range: Range<Int>, _ replacement: String) -> Bool {
        let allows = answers & 1 == 1
        answers = answers >> 1 | answers << 63
        request = (range, replacement, allows)
        return allows
    }

    /// Forgets the last request.
    func reset() { request = nil }
}
