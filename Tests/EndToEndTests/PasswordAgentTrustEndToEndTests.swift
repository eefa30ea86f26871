import Foundation
import Testing

extension DisplayTests {
    /// `pinpad agent` refusing requests it must not trust, with the real `systemd-ask-password
    /// --no-tty` as the asker: an ask file that is a symbolic link, one owned by another user,
    /// one in a directory others may write, one whose socket is another user's or lies
    /// elsewhere. None is shown or answered (the asker waits on until its own timeout), each
    /// gets one line on stderr, and a right request next to it is still answered.
    ///
    /// Each test has an ask-password directory of its own: a tmpfs mounted over
    /// /run/systemd/ask-password in a private mount namespace (`unshare --mount`), which the
    /// asker and the agent enter (`nsenter --mount`), so no other agent on the machine sees
    /// these files.
    @Suite(.serialized)
    final class PasswordAgentTrustEndToEndTests {
        let end = WindowEndToEndTests()
        let home: String
        /// In every message, so that only this test's requests are tapped.
        let token = "pt\(getpid())"
        /// The processes that hold the private directories.
        var holders: [Run.Running] = []
        var started: [Run.Running] = []

        init() throws {
            try #require(getuid() == 0, "the asker writes to /run/systemd/ask-password and the test mounts over it: run as root")
            var template = Array("/tmp/pt-XXXXXX".utf8CString)
            home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        }

        deinit {
            for process in started + holders where !process.isFinished {
                kill(process.pid, SIGKILL)
                _ = process.finish(within: 5)
            }
            try? FileManager.default.removeItem(atPath: home)
        }

        /// A private ask-password directory of permission bits `mode` (octal text).
        struct Directory {
            /// The process whose mount namespace holds it.
            let holder: pid_t
            /// The directory seen from outside the namespace (through /proc/PID/root).
            var outside: String { "/proc/\(holder)/root/run/systemd/ask-password" }
        }

        /// Mounts a tmpfs of `mode` over /run/systemd/ask-password in a new mount namespace and
        /// waits until it is there (the holder has become `sleep`).
        func directory(mode: String) throws -> Directory {
            let holder = try Run.Running(
                "/usr/bin/unshare",
                [
                    "--mount", "--propagation", "private", "/bin/sh", "-c",
                    "mkdir -p /run/systemd/ask-password && mount -t tmpfs -o mode=\(mode),size=1m pinpad-test /run/systemd/ask-password && exec sleep 600",
                ])
            holders.append(holder)
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if let name = try? String(contentsOfFile: "/proc/\(holder.pid)/comm", encoding: .utf8), name == "sleep\n" {
                    return Directory(holder: holder.pid)
                }
                usleep(10_000)
            }
            throw WindowEndToEndTests.NoWindow(description: "the private ask-password directory was not mounted")
        }

        /// Runs `program` in the namespace of `directory`.
        func run(_ program: String, _ arguments: [String], in directory: Directory, environment: [String: String]? = nil) throws -> Run.Running {
            let process = try Run.Running(
                "/usr/bin/nsenter", ["--target", String(directory.holder), "--mount", program] + arguments, environment: environment)
            started.append(process)
            return process
        }

        /// Starts `systemd-ask-password` asking `message` in `directory` and waits for its ask file.
        /// - Returns: the asker and its ask file's path, seen from outside.
        func ask(_ message: String, timeout: Int = 30, in directory: Directory) throws -> (asker: Run.Running, file: String) {
            let asker = try run("/usr/bin/systemd-ask-password", ["--no-tty", "--timeout=\(timeout)", "\(message) \(token):"], in: directory)
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.outside)) ?? [] where name.hasPrefix("ask.") {
                    let path = "\(directory.outside)/\(name)"
                    if let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("PID=\(asker.pid)\n") { return (asker, path) }
                }
                usleep(20_000)
            }
            throw WindowEndToEndTests.NoWindow(description: "systemd-ask-password wrote no ask file")
        }

        /// Starts `pinpad agent --query` in `directory`.
        func agent(in directory: Directory) throws -> Run.Running {
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_LAYOUT_FILE"] = "\(home)/shown.json"
            return try run(Run.pinpad, ["agent", "--query", "--renderer", "software"] + KeypadChoice.arguments, in: directory, environment: environment)
        }

        /// Expects the refused request's asker to wait until its own timeout and get nothing.
        func expectUnanswered(_ asker: Run.Running, _ what: String) {
            let waited = asker.finish(within: 30)
            #expect(waited.output.isEmpty, "the \(what) request was answered: '\(waited.output)'")
            #expect(waited.error.contains("Timer expired"), "the \(what) request was refused or answered: \(waited.error)")
        }

        /// Expects the agent to have ended well with exactly one line on stderr containing `words`.
        func expectOneLine(_ agent: Run.Running, saying words: String) {
            let finished = agent.finish(within: 30)
            #expect(finished.status == 0, "agent: \(finished.status) \(finished.error)")
            let lines = finished.error.split(separator: "\n")
            #expect(lines.count == 1 && finished.error.contains(words), "agent said: \(finished.error)")
        }

        /// Answers a right request shown as the agent's first, and checks the asker got it.
        func answerRight(_ right: Run.Running) throws {
            let shown = try ShownRequest.wait(at: "\(home)/shown.json") { $0.number == 1 }
            #expect(shown.message == "Right PIN \(token)", "shown first: \(shown.message)")
            try shown.tap("2580", with: end)
            #expect(right.finish(within: 20).output == "2580\n")
        }

        /// Whether the agent showed a second request.
        var showedTwo: Bool {
            (try? String(contentsOfFile: "\(home)/shown.json", encoding: .utf8))?.contains("\"request\":2") == true
        }

        @Test func aSymbolicallyLinkedAskFileIsNeitherShownNorAnswered() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let directory = try directory(mode: "0755")
            let (linked, file) = try ask("Linked PIN", timeout: 4, in: directory)
            // The same request, read through a link to a copy elsewhere (root's, mode 0644).
            let copy = "\(home)/linked-ask"
            try FileManager.default.copyItem(atPath: file, toPath: copy)
            try FileManager.default.removeItem(atPath: file)
            try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: copy)
            let (right, _) = try ask("Right PIN", in: directory)
            let agent = try agent(in: directory)
            try answerRight(right)
            expectOneLine(agent, saying: "is a symbolic link, not a regular file")
            #expect(!showedTwo, "the linked request was shown")
            expectUnanswered(linked, "linked")
        }

        @Test func anAskFileOfAnotherUserIsNeitherShownNorAnswered() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let directory = try directory(mode: "0755")
            let (foreign, file) = try ask("Foreign PIN", timeout: 4, in: directory)
            #expect(chown(file, 4242, 4242) == 0)
            let (right, _) = try ask("Right PIN", in: directory)
            let agent = try agent(in: directory)
            try answerRight(right)
            expectOneLine(agent, saying: "belongs to user 4242")
            #expect(!showedTwo, "the other user's request was shown")
            expectUnanswered(foreign, "other user's")
        }

        /// A directory others may write is refused at start (exit 8, one line): none of its
        /// requests would be taken.
        @Test func anAskFileInADirectoryOthersMayWriteIsNeitherShownNorAnswered() throws {
            let directory = try directory(mode: "1777")
            let (open, _) = try ask("Open PIN", timeout: 3, in: directory)
            let agent = try agent(in: directory)
            let finished = agent.finish(within: 30)
            #expect(finished.status == 8, "agent: \(finished.status) \(finished.error)")
            #expect(
                finished.error == "pinpad: /run/systemd/ask-password may be written by others (mode 1777): no request in it is answered\n",
                "agent said: \(finished.error)")
            #expect(!FileManager.default.fileExists(atPath: "\(home)/shown.json"), "the request was shown")
            expectUnanswered(open, "world-writable directory's")
        }

        @Test func aRequestWhoseSocketIsAnotherUsersIsNeitherShownNorAnswered() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let directory = try directory(mode: "0755")
            let (foreign, file) = try ask("Foreign socket PIN", timeout: 4, in: directory)
            // The PIN would go to whoever owns the socket: here a user other than root.
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let socket = try #require(text.split(separator: "\n").first { $0.hasPrefix("Socket=") }.map { String($0.dropFirst("Socket=".count)) })
            let name = String(socket.split(separator: "/").last!)
            #expect(chown("\(directory.outside)/\(name)", 4242, 4242) == 0)
            let (right, _) = try ask("Right PIN", in: directory)
            let agent = try agent(in: directory)
            try answerRight(right)
            expectOneLine(agent, saying: "its socket \(socket) belongs to user 4242")
            #expect(!showedTwo, "the request answered on another user's socket was shown")
            expectUnanswered(foreign, "other user's socket's")
        }

        @Test func aRequestWhoseSocketIsElsewhereIsNeitherShownNorAnswered() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let directory = try directory(mode: "0755")
            let (moved, file) = try ask("Moved PIN", timeout: 4, in: directory)
            // The asker's own socket, moved one directory down: still the asker's, but not where
            // the agent may send.
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let socket = try #require(text.split(separator: "\n").first { $0.hasPrefix("Socket=") }.map { String($0.dropFirst("Socket=".count)) })
            let name = String(socket.split(separator: "/").last!)
            try FileManager.default.createDirectory(atPath: "\(directory.outside)/elsewhere", withIntermediateDirectories: false)
            try FileManager.default.moveItem(atPath: "\(directory.outside)/\(name)", toPath: "\(directory.outside)/elsewhere/\(name)")
            let rewritten = text.replacingOccurrences(of: socket, with: "/run/systemd/ask-password/elsewhere/\(name)")
            let temporary = "\(directory.outside)/tmp.moved"
            try rewritten.write(toFile: temporary, atomically: false, encoding: .utf8)
            #expect(rename(temporary, file) == 0)
            let (right, _) = try ask("Right PIN", in: directory)
            let agent = try agent(in: directory)
            try answerRight(right)
            expectOneLine(agent, saying: "its socket /run/systemd/ask-password/elsewhere/\(name) is not in the request's directory")
            #expect(!showedTwo, "the request with the moved socket was shown")
            expectUnanswered(moved, "moved socket's")
        }
    }
}
