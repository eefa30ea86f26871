import FuzzSupport
import PinPadCore
import PinPadFrontEnd
import PinPadPlatform

/// Fuzzes the password agent's ask-file reader (`PasswordRequest(bytes:)`, libinih behind it):
/// the input is the file's bytes. Reading must give a request that keeps the reader's promises,
/// or a `PasswordRequest.Failure` whose line names the file; anything else traps. A request is
/// then taken as the agent takes it: its socket checked against the directory
/// (`RequestTrust.isInDirectory`), its `--list` line made, and its prompt's scene laid out. The
/// same bytes are also read as what the agent hands itself when it runs again after a lost
/// display (`PasswordAgentHandOver`): a state read is written and read back the same.
@main
enum AskFileFuzz {
    static func main() { FuzzDriver.run(fuzz) }

    /// Where the fuzzed file is said to be.
    static let path = "/run/systemd/ask-password/ask.fuzz"

    /// Traps unless `request` keeps the reader's promises.
    static func check(_ request: PasswordRequest, from bytes: [UInt8]) {
        precondition(request.socket.hasPrefix("/"), "a relative or empty socket: \(request.socket)")
        precondition(request.processID >= 0, "a negative PID \(request.processID)")
        for value in [request.socket, request.message, request.icon ?? "", request.identifier ?? ""] {
            precondition(!value.unicodeScalars.contains("\u{0}"), "a NUL in a value")
        }
        // No line of a value is longer than a line libinih reads (continuation lines are joined
        // with a line feed): a byte gives at most one character (a byte that is not UTF-8 reads
        // as U+FFFD).
        let lines = request.message.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        precondition(lines.allSatisfy { $0.count <= IniFile.lineLimit }, "a message line longer than a line")
        let listed = UsageError(message: request.message).message
        precondition(!listed.unicodeScalars.contains { $0.properties.generalCategory == .control }, "a control character listed")
        _ = RequestTrust(agentUser: 0, directory: "/run/systemd/ask-password").isInDirectory(request.socket)
        // The same bytes read again give the same request.
        precondition((try? PasswordRequest(bytes: bytes)) == request, "a second reading differs")
    }

    /// Traps unless `failure` says, in a non-empty line naming the file, why it is no request.
    static func check(_ failure: PasswordRequest.Failure) {
        let message = failure.message(for: path)
        precondition(message.contains(path) && message.count > path.count, "a failure that names nothing: \(message)")
    }

    /// Traps unless `bytes`, read as a hand-over, are refused or give a state that reads back the
    /// same after it is written.
    static func checkHandOver(_ bytes: [UInt8]) {
        guard let state = PasswordAgentHandOver(decoding: bytes) else { return }
        precondition(PasswordAgentHandOver(decoding: state.encoded(limit: .max)) == state, "a hand-over read back differs")
    }

    /// Lays out the request's prompt as the agent shows it (a small viewport: every wrap is tried).
    static func show(_ request: PasswordRequest) {
        let prompt = Prompt(request: request.request, viewport: Size(width: 240, height: 320), clock: ManualClock())
        _ = prompt.scene(at: 0)
    }
}

/// libFuzzer's test function: one input of `size` bytes at `data`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    AskFileFuzz.checkHandOver(bytes)
    do {
        let request = try PasswordRequest(bytes: bytes)
        AskFileFuzz.check(request, from: bytes)
        AskFileFuzz.show(request)
    } catch {
        AskFileFuzz.check(error)
    }
    return 0
}
