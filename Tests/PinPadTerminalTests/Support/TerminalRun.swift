import PinPadTestSupport
import Foundation
import PinPadCore
import PinPadTerminal

/// `TerminalBackend.run` on a pty, on its own thread: the test types into the master and watches
/// the screen through a `VirtualTerminal`.
final class TerminalRun: @unchecked Sendable {
    /// Sent to wake the loop after the clock moved: a focus-in report, which the backend ignores.
    static let nudge = "\u{1B}[I"
    /// The bytes that end the backend's output.
    static let leave = "\u{1B}[?1049l\u{1B}[?25h"

    let terminal: PseudoTerminal
    let columns: Int
    let rows: Int
    let attributesBefore: [UInt8]
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var result: Result<OutcomeValue, any Error>?

    /// Starts the prompt and waits until the backend has set the terminal up and drawn a frame;
    /// `throughPresenter` runs it as the front ends do, through a `TerminalPresenter`.
    init(
        _ prompt: Prompt, columns: Int, rows: Int, options: TerminalOptions = TerminalOptions(ascii: false, colors: .trueColor),
        throughPresenter: Bool = false
    ) throws {
        terminal = try PseudoTerminal(columns: columns, rows: rows)
        self.columns = columns
        self.rows = rows
        attributesBefore = terminal.attributes()
        var options = options
        options.ttyPath = terminal.slavePath
        let runOptions = options
        nonisolated(unsafe) let prompt = prompt
        let thread = Thread { [self] in
            let outcome = Result {
                throughPresenter ? try TerminalPresenter(options: runOptions).run(prompt).value : try TerminalBackend.run(prompt, options: runOptions).value
            }
            lock.withLock { result = outcome }
            finished.signal()
        }
        thread.start()
        waitUntil { $0.isAlternate && $0.text.contains { !$0.isWhitespace } }
    }

    /// The screen as drawn so far.
    var screen: VirtualTerminal {
        VirtualTerminal(columns: columns, rows: rows, bytes: terminal.output)
    }

    /// Waits until `condition` holds for the screen, at most `timeout` seconds.
    @discardableResult
    func waitUntil(timeout: Double = 5, _ condition: (VirtualTerminal) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(screen) { return true }
            usleep(2000)
        }
        return condition(screen)
    }

    /// Waits until nothing new is drawn for `quiet` seconds.
    func waitUntilQuiet(_ quiet: Double = 0.3) {
        var count = terminal.output.count
        var since = Date()
        while Date().timeIntervalSince(since) < quiet {
            usleep(5000)
            let now = terminal.output.count
            if now != count {
                count = now
                since = Date()
            }
        }
    }

    /// Waits for `TerminalBackend.run` to return.
    func outcome(timeout: Double = 5) -> Result<OutcomeValue, any Error>? {
        guard finished.wait(timeout: .now() + timeout) == .success else { return nil }
        return lock.withLock { result }
    }

    func close() {
        terminal.close()
    }
}
