import Foundation
import Testing

extension DisplayTests {
    /// In the window: a paste goes in whole or not at all, and the keyboard types into a form's
    /// only text field at once.
    @Suite(.serialized)
    final class RefusedInputEndToEndTests {
        let end = WindowEndToEndTests()
        let clipboard = TypedTextEndToEndTests()

        /// `1234567` into six boxes was cut to `123456` and submitted; now nothing of it enters,
        /// and the PIN typed after it is the one printed.
        @Test func anOverlongPINPasteIsRefusedWhole() throws {
            let result = try clipboard.withClipboard("1234567") {
                let pad = try end.start(["--boxes", "6"])
                try end.xdotool(["key", "--delay", "40", "ctrl+v"])
                try end.xdotool(["key", "--delay", "40", "6", "5", "4", "3", "2", "1"])
                return pad.running.finish()
            }
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "654321\n")
        }

        /// A PIN copied from a terminal ends with a line end: it is not part of the PIN.
        @Test func aPINPasteWithATrailingLineEndIsTaken() throws {
            let result = try clipboard.withClipboard("2580\r\n") {
                let pad = try end.start(["--boxes", "4"])
                try end.xdotool(["key", "--delay", "40", "ctrl+v"])
                return pad.running.finish()
            }
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "2580\n")
        }

        /// askpass takes 1022 bytes: 1021 `a` and an `ö` do not fit, so none of it is kept.
        @Test func aPassphrasePastePastAskpassBytesIsRefusedWhole() throws {
            let result = try clipboard.withClipboard(String(repeating: "a", count: 1021) + "ö") {
                let pad = try end.start(["askpass", "Passphrase:"])
                try end.xdotool(["key", "--delay", "40", "ctrl+v"])
                try end.xdotool(["type", "--delay", "40", "ok"])
                try end.xdotool(["key", "Return"])
                return pad.running.finish()
            }
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "ok\n", "\(result.output.utf8.count) bytes")
        }

        /// A letter typed into a PIN is refused visibly, and so is what follows it until
        /// Backspace deletes it: `1a23⌫234` is 1234, never 1223.
        @Test func aLetterTypedIntoAPINBlocksItUntilDeleted() throws {
            let pad = try end.start(["--boxes", "4"])
            try end.xdotool(["key", "--delay", "40", "1", "a", "2", "3", "BackSpace", "2", "3", "4"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "1234\n")
        }

        /// `pinpad --field "Pass:text:3"`: typed without a tap, the letters go in.
        @Test func aOneFieldTextFormTakesTheKeyboardWithoutATap() throws {
            let pad = try end.start(["--field", "Pass:text:3"])
            try end.xdotool(["type", "--delay", "60", "a1b"])
            let result = pad.running.finish()
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output == "a1b\n")
        }
    }
}
