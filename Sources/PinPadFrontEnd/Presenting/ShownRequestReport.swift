import PinPadCore
import PinPadPlatform

/// For tests of the front ends run by other programs (gpg-agent, ssh-add): with
/// `PINPAD_LAYOUT_FILE` set (a test hook, `EnvironmentVariable.layoutFile`: debug builds only, and
/// as root only in a directory only root can write to), after each frame the file holds what is on screen as JSON: the
/// process id, the request's number in this process, its title, message and error (a locked
/// keypad's text with its countdown), the line shown under the field (the keyboard held by another
/// program, Caps Lock; empty when none), whether the keypad is locked, whether the frame is a
/// wait between requests (a sign-in's "Checking…"), and the `pinpad layout`
/// geometry of its boxes and keys. Nothing secret is in it.
package enum ShownRequestReport {
    /// Requests shown so far.
    nonisolated(unsafe) private static var count = 0

    /// Whether the report is asked for (`PINPAD_LAYOUT_FILE` is set).
    package static var isRequested: Bool {
        ProcessEnvironment.process.value(.layoutFile) != nil
    }

    /// What writes the report of `prompt` after each of its frames (the argument: the prompt's
    /// clock time, unused), counted as the next request; nil when the report is not asked for.
    /// `PresenterSession` calls it for a prompt shown in a window.
    package static func report(of prompt: Prompt) -> ((Int) -> Void)? {
        guard let path = ProcessEnvironment.process.value(.layoutFile) else { return nil }
        count += 1
        let number = count
        let process = Platform.processID
        return { [unowned prompt] _ in
            let error = prompt.keypadLock.map { _ in prompt.lockText(at: prompt.clock.now) ?? "" } ?? prompt.errorMessage ?? ""
            let texts = [("title", prompt.title), ("message", prompt.message), ("error", error), ("hint", prompt.shownHint ?? "")]
                .map { "\"\($0.0)\":\(LayoutJSON.quoted($0.1))" }.joined(separator: ",")
            let waiting = prompt.keypadLock?.isWaiting ?? false
            // How many characters each field holds, as its dots show (never what they are).
            let entered = prompt.fields.map { String($0.field.count) }.joined(separator: ",")
            let head = "{\"process\":\(process),\"request\":\(number),\(texts),\"locked\":\(prompt.isLocked),\"waiting\":\(waiting),\"entered\":[\(entered)],"
            // Replaced in one step: a reader never sees the file empty or half written.
            _ = Platform.replaceFile(path, head + LayoutJSON.encode(prompt.layout, label: prompt.label(of:)).dropFirst() + "\n")
        }
    }
}
