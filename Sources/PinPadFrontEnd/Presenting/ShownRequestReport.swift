import PinPadCore
import PinPadPlatform
import PinPadSDL

/// For tests of the front ends run by other programs (gpg-agent, ssh-add): with
/// `PINPAD_LAYOUT_FILE` set (a test hook, `EnvironmentVariable.layoutFile`: debug builds only, and
/// as root only in a directory only root can write to), after each frame the file holds what is on screen as JSON: the
/// process id, the request's number in this process, its title, message and error (a locked
/// keypad's text with its countdown), the line shown under the field (the keyboard held by another
/// program, Caps Lock; empty when none), whether the keypad is locked, and the `pinpad layout`
/// geometry of its boxes and keys. Nothing secret is in it.
enum ShownRequestReport {
    /// Requests shown so far.
    nonisolated(unsafe) private static var count = 0

    /// Reports `prompt` while it runs on `presenter`, when asked for and in a window.
    static func attach(_ prompt: Prompt, to presenter: any Presenter) {
        guard let path = ProcessEnvironment.process.value(.layoutFile), let window = presenter as? PinPadWindow else { return }
        count += 1
        let number = count
        let process = Platform.processID
        window.onPresent = { [unowned prompt] _ in
            let error = prompt.keypadLock.map { _ in prompt.lockText(at: prompt.clock.now) ?? "" } ?? prompt.errorMessage ?? ""
            let texts = [("title", prompt.title), ("message", prompt.message), ("error", error), ("hint", prompt.shownHint ?? "")]
                .map { "\"\($0.0)\":\(LayoutJSON.quoted($0.1))" }.joined(separator: ",")
            let head = "{\"process\":\(process),\"request\":\(number),\(texts),\"locked\":\(prompt.isLocked),"
            // Replaced in one step: a reader never sees the file empty or half written.
            _ = Platform.replaceFile(path, head + LayoutJSON.encode(prompt.layout, label: prompt.label(of:)).dropFirst() + "\n")
        }
    }
}
