import FuzzSupport
import PinPadCore
import PinPadTerminal

/// Any bytes, as segments separated by timeouts (`flush()`, `abandonPaste()`). Each segment goes to
/// one decoder in a single read and to another split into reads at input-chosen points: both must
/// give the same events and end in the same state, because where a read ends carries no meaning.
enum RawBytes {
    /// Decodes the segments the rest of `input` describes; traps when the two decoders differ or
    /// an event is malformed.
    static func check(_ input: inout FuzzInput) {
        var whole = InputDecoder()
        var split = InputDecoder()
        while !input.isAtEnd {
            switch input.byte() % 4 {
            case 0, 1:
                let segment = input.bytes(upTo: input.integer(in: 0...4095))
                var lengths = ReadLengths(seed: input.byte())
                let wholeEvents = whole.decode(segment)
                var splitEvents: [InputEvent] = []
                var start = 0
                while start < segment.count {
                    let end = min(start + lengths.next(), segment.count)
                    splitEvents += split.decode(Array(segment[start..<end]))
                    start = end
                }
                DecodedEvents.check(wholeEvents)
                precondition(wholeEvents == splitEvents, "events depend on where reads end")
            case 2:
                let wholeEvents = whole.flush()
                precondition(wholeEvents == split.flush(), "flush depends on where reads ended")
                // A lone ESC is Escape; anything else waiting (Alt and a character cut short, an
                // unfinished sequence) is refused, never dropped without a sign.
                precondition(
                    wholeEvents.isEmpty || wholeEvents == [.key(KeyStroke(.escape))] || wholeEvents == [.refused],
                    "flush gave more than Escape or a refusal")
                precondition(!whole.isWaiting, "still waiting after flush")
            default:
                precondition(whole.abandonPaste() == split.abandonPaste(), "abandonPaste depends on where reads ended")
                precondition(!whole.isPasting, "still pasting after abandonPaste")
            }
            precondition(whole.isWaiting == split.isWaiting && whole.isPasting == split.isPasting, "state depends on where reads ended")
        }
    }
}
