import Foundation
import Testing

extension DisplayTests {
    /// A pad's window destroyed by another program while a second window covers it: the
    /// covered pad makes no request that would fail (no caret blinks, nothing is drawn), so
    /// only the window's own destruction can tell it.
    @Suite(.serialized)
    struct CoveredWindowLossTests {
        let end = WindowEndToEndTests()

        @Test func aCoveredWindowDestroyedByAnotherProgramCancelsWithOneLine() throws {
            let covered = try end.start(["--boxes", "4"])
            let cover = try end.start(["--boxes", "4"])
            defer {
                kill(cover.running.pid, SIGTERM)
                _ = cover.running.finish()
            }
            try end.xdotool(["windowclose", covered.window])
            // Well within its 30 s --timeout: a pad waiting for it has not seen the loss.
            let result = covered.running.finish(within: 5)
            #expect(result.status == 1, "\(result.error)")
            #expect(result.output.isEmpty)
            #expect(result.error.hasPrefix("pinpad: "), "\(result.error)")
            #expect(result.error.filter { $0 == "\n" }.count == 1, "not one line: \(result.error)")
        }
    }
}
