import Foundation
import Testing

/// `pinpad pinentry` drawing in a tmux pane's terminal, as gpg-agent asks it to: a client names
/// the pane's terminal (`OPTION ttyname`), sends `lines` and `GETPIN`, then holds its pipe open
/// for 30 s. The pinentry's process id is in `pid`, its answers are the pane's output.
struct PinentryPane {
    let pane: TerminalEndToEndTests.Pane
    let directory: URL

    /// Starts it with `lines` (Assuan commands, each without its line end) before `GETPIN`, and
    /// `variables` (`NAME=value`) in the pinentry's environment.
    init(lines: [String] = [], variables: [String] = []) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("pinpad-pinentry-pane-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let commands = (["OPTION ttyname=%s"] + lines + ["GETPIN"]).joined(separator: "\\n") + "\\n"
        let script = """
            terminal=$(tty)
            mkfifo \(directory.path)/client
            { printf '\(commands)' "$terminal"; sleep 30; } > \(directory.path)/client &
            echo $$ > \(directory.path)/pid
            \(variables.joined(separator: " ")) exec \(Run.pinpad) pinentry < \(directory.path)/client

            """
        try script.write(to: directory.appendingPathComponent("client.sh"), atomically: false, encoding: .utf8)
        pane = try TerminalEndToEndTests.Pane([], program: ["/bin/sh", directory.appendingPathComponent("client.sh").path])
    }

    /// The pinentry's process id, once the script has written it.
    var pid: pid_t? {
        (try? String(contentsOf: directory.appendingPathComponent("pid"), encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Ends the pane and removes the files.
    func close() {
        pane.close()
        try? FileManager.default.removeItem(at: directory)
    }
}
