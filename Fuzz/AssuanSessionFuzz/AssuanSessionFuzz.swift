import FuzzSupport
import PinPadCore
import PinPadFrontEnd

/// Fuzzes the pinentry's Assuan session (`PinentrySession`): the input, split at line feeds, is
/// what a client sends; a line that starts with a byte from 0x01 to 0x06 is instead how the
/// shown request ended (`PinentryAnswer`), told back as the front end does. Every line sent must
/// be one Assuan line (no CR or LF, at most `AssuanEscaping.lineLimit` bytes with its line
/// feed), nothing may follow `BYE`, an asked timeout stays in `PinentrySession.timeoutRange`,
/// and its deadline is had at any clock time without a trap.
@main
enum AssuanSessionFuzz {
    static func main() { FuzzDriver.run(fuzz) }

    /// The answers a control byte from 1 to 6 stands for.
    static let answers: [PinentryAnswer] = [.secret(repeated: false), .cancelled, .timedOut, .confirmed, .notConfirmed, .unavailable]

    /// Traps unless `effects` are what a session may do.
    static func check(_ effects: [PinentryEffect], isClosed: Bool) {
        precondition(!isClosed || effects.isEmpty, "effects after BYE")
        for effect in effects {
            switch effect {
            case .send(let line):
                precondition(line.utf8.count + 1 <= AssuanEscaping.lineLimit, "a line of \(line.utf8.count) bytes")
                precondition(!line.utf8.contains(10) && !line.utf8.contains(13), "a line break inside a line")
                precondition(!line.isEmpty, "an empty line")
            case .ask(let ask):
                if let seconds = ask.timeoutSeconds { precondition(PinentrySession.timeoutRange.contains(seconds), "timeout \(seconds)") }
                for now in [0, 1_000, Int.max / 2, Int.max - 1, Int.max] {
                    if let deadline = ask.deadline(from: now) { precondition(deadline >= now, "a deadline before now") }
                }
            case .sendSecret, .close:
                break
            }
        }
    }
}

/// libFuzzer's test function: one input of `size` bytes at `data`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var session = PinentrySession()
    var isClosed = false
    for line in bytes.split(separator: 10, omittingEmptySubsequences: false) {
        let effects: [PinentryEffect]
        if let first = line.first, (1...6).contains(first) {
            effects = session.answer(AssuanSessionFuzz.answers[Int(first) - 1])
        } else {
            var text = Array(line)
            if text.last == 13 { text.removeLast() }
            effects = session.receive(String(decoding: text, as: UTF8.self))
        }
        AssuanSessionFuzz.check(effects, isClosed: isClosed)
        if effects.contains(.close) { isClosed = true }
    }
    return 0
}
