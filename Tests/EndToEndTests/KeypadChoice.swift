import Foundation
import Testing

/// The numeric keypad chosen in place of pinpad's letters keyboard on a passphrase or text
/// field, for the end-to-end tests that tap the keypad's digits there. A program built in the
/// checkout shows the checkout's letters keyboard on those fields (the locale's layout: `us` in
/// the C locale), as an installed pinpad shows its package's: these tests choose the keypad as
/// an administrator does (`keyboard-layout = none`), and the letters keyboard a passphrase shows
/// by default is LettersKeyboardEndToEndTests'.
enum KeypadChoice {
    /// `--keyboard-layout none`, for a command line that takes pinpad's options (not askpass's
    /// or the pinentry's, which take theirs from files).
    static let arguments = ["--keyboard-layout", "none"]

    /// `keyboard-layout = none`, a configuration file's line.
    static let configurationLine = "keyboard-layout = none\n"

    /// A new directory of root's alone (mkdtemp, mode 0700: a run as root takes no setting from
    /// a file others may write to) holding `pinpad.conf` with `configurationLine`, for
    /// `PINPAD_CONFIG_DIR` or `-C DIRECTORY/pinpad.conf`; and its removal.
    static func configurationDirectory() throws -> (path: String, remove: () -> Void) {
        var template = Array("/tmp/pinpad-keypad-XXXXXX".utf8CString)
        let directory = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        try configurationLine.write(toFile: "\(directory)/pinpad.conf", atomically: false, encoding: .utf8)
        return (directory, { try? FileManager.default.removeItem(atPath: directory) })
    }
}
