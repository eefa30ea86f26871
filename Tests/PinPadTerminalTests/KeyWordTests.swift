import Foundation
import PinPadCore
import PinPadTestSupport
import Testing

@testable import PinPadTerminal

/// The keys' words on the terminal's grid are whole: cells do not shrink, so a word is never
/// broken over two rows to fit a key's frame ("Cance" over "l").
extension TerminalRunTests {
    @Suite struct KeyWordTests {
        /// A pad with Clear, and a form of three fields, at 80×30: Cancel and Clear on one row each.
        @Test(arguments: [false, true])
        func cancelAndClearAreWhole(isForm: Bool) throws {
            let fields =
                isForm
                ? ["A", "B", "C"].map { FormField(label: $0, field: PasscodeField(boxCount: 2)) }
                : [FormField(label: "Enter PIN", field: PasscodeField(boxCount: 4))]
            let prompt = Prompt(fields: fields, keypad: Keypad(showsClear: !isForm))
            let run = try TerminalRun(prompt, columns: 80, rows: 30)
            defer { run.close() }
            #expect(run.waitUntil { $0.find("OK") != nil })
            run.waitUntilQuiet()
            let screen = run.screen.text
            #expect(screen.contains("Cancel"), "Cancel is not whole:\n\(screen)")
            if !isForm { #expect(screen.contains("Clear"), "Clear is not whole:\n\(screen)") }
            run.terminal.send("\u{03}")
            #expect(try run.outcome()?.get() == .cancelled)
        }
    }
}
