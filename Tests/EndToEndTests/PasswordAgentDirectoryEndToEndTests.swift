import Foundation
import Testing

extension DisplayTests {
    /// `pinpad agent` and the directories its requests live in, with the real
    /// `systemd-ask-password --no-tty` as the asker: a directory above the agent's that another
    /// user owns is refused at start (that user could swap the request directory for one of
    /// theirs), and a request directory swapped while a pad is shown never turns the secret
    /// onto another socket: the answer goes through the directory the agent opened.
    ///
    /// Each test mounts a tmpfs over /run/systemd in a private mount namespace
    /// (`unshare --mount`) that the asker and the agent enter (`nsenter --mount`), so no other
    /// agent on the machine sees these files.
    @Suite(.serialized)
    final class PasswordAgentDirectoryEndToEndTests {
        let end = WindowEndToEndTests()
        let home: String
        let token = "pd\(getpid())"
        var holders: [Run.Running] = []
        var started: [Run.Running] = []

        init() throws {
            try #require(getuid() == 0, "the test mounts over /run/systemd and makes a user: run as root")
            var template = Array("/tmp/pd-XXXXXX".utf8CString)
            home = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        }

        deinit {
            for process in started + holders where !process.isFinished {
                kill(process.pid, SIGKILL)
                _ = process.finish(within: 5)
            }
            try? FileManager.default.removeItem(atPath: home)
        }

        /// Mounts a tmpfs (root's, mode 0755) over /run/systemd in a new mount namespace, owned by
        /// `owner` (a user name) when given, with root's ask-password directory (0755) in it.
        /// - Returns: the process holding the namespace (it has become `sleep`).
        func namespace(owner: String? = nil) throws -> pid_t {
            let chown = owner.map { "chown \($0) /run/systemd && " } ?? ""
            let holder = try Run.Running(
                "/usr/bin/unshare",
                [
                    "--mount", "--propagation", "private", "/bin/sh", "-c",
                    "mkdir -p /run/systemd && mount -t tmpfs -o mode=0755,size=1m pinpad-test /run/systemd && \(chown)"
                        + "mkdir -m 0755 /run/systemd/ask-password && exec sleep 600",
                ])
            holders.append(holder)
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if let name = try? String(contentsOfFile: "/proc/\(holder.pid)/comm", encoding: .utf8), name == "sleep\n" { return holder.pid }
                usleep(10_000)
            }
            throw WindowEndToEndTests.NoWindow(description: "the private /run/systemd was not mounted")
        }

        /// /run/systemd of the namespace of `holder`, seen from outside.
        func outside(_ holder: pid_t) -> String { "/proc/\(holder)/root/run/systemd" }

        func run(_ program: String, _ arguments: [String], in holder: pid_t, environment: [String: String]? = nil) throws -> Run.Running {
            let process = try Run.Running("/usr/bin/nsenter", ["--target", String(holder), "--mount", program] + arguments, environment: environment)
            started.append(process)
            return process
        }

        /// Starts `systemd-ask-password` asking `message` and waits for its ask file.
        /// - Returns: the asker, its ask file's name and its socket's name.
        func ask(_ message: String, timeout: Int, in holder: pid_t) throws -> (asker: Run.Running, file: String, socket: String) {
            let asker = try run("/usr/bin/systemd-ask-password", ["--no-tty", "--timeout=\(timeout)", "\(message) \(token):"], in: holder)
            let directory = outside(holder) + "/ask-password"
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where name.hasPrefix("ask.") {
                    if let text = try? String(contentsOfFile: "\(directory)/\(name)", encoding: .utf8), text.contains("PID=\(asker.pid)\n"),
                        let socket = text.split(separator: "\n").first(where: { $0.hasPrefix("Socket=") })?.split(separator: "/").last
                    {
                        return (asker, name, String(socket))
                    }
                }
                usleep(20_000)
            }
            throw WindowEndToEndTests.NoWindow(description: "systemd-ask-password wrote no ask file")
        }

        func agent(in holder: pid_t) throws -> Run.Running {
            var environment = ProcessInfo.processInfo.environment
            environment["PINPAD_LAYOUT_FILE"] = "\(home)/shown.json"
            return try run(Run.pinpad, ["agent", "--query", "--renderer", "software"] + KeypadChoice.arguments, in: holder, environment: environment)
        }

        @Test func aDirectoryAboveOwnedByAnotherUserIsRefusedAtStart() throws {
            let user = try ThrowawayUser(prefix: "pd", password: "unused", home: false)
            let holder = try namespace(owner: user.name)
            let (asker, _, _) = try ask("Above PIN", timeout: 3, in: holder)
            let agent = try agent(in: holder)
            let finished = agent.finish(within: 20)
            #expect(finished.status == 8, "agent: \(finished.status) \(finished.error)")
            let lines = finished.error.split(separator: "\n")
            let (userID, _, _) = try user.account()
            #expect(lines.count == 1 && finished.error.contains("/run/systemd belongs to user \(userID)"), "agent said: \(finished.error)")
            #expect(!FileManager.default.fileExists(atPath: "\(home)/shown.json"), "the request was shown")
            let waited = asker.finish(within: 20)
            #expect(waited.output.isEmpty && waited.error.contains("Timer expired"), "the request was answered: \(waited.output) \(waited.error)")
        }

        /// `--watch` makes a missing directory only where no other user could put a link or move
        /// it: under a directory another user owns it makes nothing and exits 8.
        @Test func theWatchingAgentMakesNoDirectoryUnderAnotherUsers() throws {
            let user = try ThrowawayUser(prefix: "pd", password: "unused", home: false)
            let theirs = "\(home)/theirs"
            try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: false)
            chmod(home, 0o755)
            let (userID, groupID, _) = try user.account()
            #expect(chown(theirs, userID, groupID) == 0)
            let result = try Run.pinpad(["agent", "--watch", "--backend", "terminal", "--directory", "\(theirs)/ask/password"], within: 10)
            #expect(result.status == 8, "agent: \(result.status) \(result.error)")
            #expect(result.error == "pinpad: \(theirs) belongs to user \(userID), not root or this agent's user: no request in \(theirs)/ask/password is answered\n")
            #expect(!FileManager.default.fileExists(atPath: "\(theirs)/ask"), "the agent made a directory in another user's")
        }

        /// A directory given that is not there is said in one line (exit 8), whatever the agent
        /// does, and nothing is made: only systemd's own directory is made when missing, as
        /// systemd's agents make theirs; a path mistyped would be watched for requests that never
        /// come.
        @Test func aGivenDirectoryThatIsNotThereIsSaidAndNotMade() throws {
            let missing = "\(home)/nonexistent/x"
            for mode in ["--watch", "--query", "--list"] {
                let result = try Run.pinpad(["agent", mode, "--backend", "terminal", "--directory", missing], within: 10)
                #expect(result.status == 8, "agent \(mode): \(result.status) \(result.error)")
                #expect(result.error == "pinpad: \(missing) does not exist: the agent makes no directory but systemd's own\n", "agent \(mode)")
                #expect(!FileManager.default.fileExists(atPath: "\(home)/nonexistent"), "agent \(mode) made a directory")
            }
        }

        /// A path given that is a symbolic link (to a good directory), a file, a directory of
        /// another user or one others may write (sticky too) is refused at start, with one line
        /// and exit 8: no request in it would be taken, and a `--watch` would wait for ever.
        @Test func aGivenPathNoRequestWouldBeTakenFromIsRefusedAtStart() throws {
            chmod(home, 0o755)
            let good = "\(home)/good"
            try FileManager.default.createDirectory(atPath: good, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
            let link = "\(home)/link"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "good")
            let file = "\(home)/file"
            try "".write(toFile: file, atomically: false, encoding: .utf8)
            let theirs = "\(home)/theirs"
            try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
            #expect(chown(theirs, 4242, 4242) == 0)
            let open = "\(home)/open"
            try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: false)
            #expect(chmod(open, 0o1777) == 0)
            let cases = [
                (link, "\(link) is a symbolic link, which the agent does not follow: no request in it is answered"),
                (file, "\(file) is not a directory"),
                (theirs, "\(theirs) belongs to user 4242, not root or this agent's user: no request in it is answered"),
                (open, "\(open) may be written by others (mode 1777): no request in it is answered"),
            ]
            for (path, line) in cases {
                for mode in ["--watch", "--query"] {
                    let result = try Run.pinpad(["agent", mode, "--backend", "terminal", "--directory", path], within: 10)
                    #expect(result.status == 8, "agent \(mode) \(path): \(result.status) \(result.error)")
                    #expect(result.error == "pinpad: \(line)\n", "agent \(mode)")
                }
            }
            // The directory the link leads to is taken: nothing pending, nothing said.
            let query = try Run.pinpad(["agent", "--query", "--backend", "terminal", "--directory", good], within: 10)
            #expect(query.status == 0 && query.error.isEmpty, "agent --query \(good): \(query.status) \(query.error)")
        }

        @Test func aRequestDirectorySwappedWhileShownSendsTheSecretNowhereElse() throws {
            try #require(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "no DISPLAY: run through `make test` (xvfb-run)")
            let holder = try namespace()
            let (asker, file, socket) = try ask("Swapped PIN", timeout: 30, in: holder)
            let agent = try agent(in: holder)
            let shown = try ShownRequest.wait(at: "\(home)/shown.json") { $0.number == 1 }
            #expect(shown.message == "Swapped PIN \(token)")
            // While the pad is up, the request's directory is moved away and a link to another
            // directory takes its name, holding a copy of the request and a socket of the same name.
            let systemd = outside(holder)
            #expect(rename("\(systemd)/ask-password", "\(systemd)/ask-password.old") == 0)
            try FileManager.default.createDirectory(atPath: "\(systemd)/mine", withIntermediateDirectories: false)
            try FileManager.default.copyItem(atPath: "\(systemd)/ask-password.old/\(file)", toPath: "\(systemd)/mine/\(file)")
            try FileManager.default.createSymbolicLink(atPath: "\(systemd)/ask-password", withDestinationPath: "mine")
            let listener = try Run.Running(
                "/usr/bin/python3",
                [
                    "-c",
                    // Until SIGTERM, then what is queued: whatever was sent before is printed.
                    "import signal, socket, sys\ns = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)\ns.bind(sys.argv[1])\n"
                        + "def stop(number, frame): raise KeyboardInterrupt\nsignal.signal(signal.SIGTERM, stop)\nprint('bound', flush=True)\n"
                        + "try:\n    while True: print(repr(s.recv(4096)), flush=True)\nexcept KeyboardInterrupt:\n    s.setblocking(False)\n"
                        + "    try:\n        while True: print(repr(s.recv(4096)), flush=True)\n    except BlockingIOError:\n        pass\n",
                    "\(systemd)/mine/\(socket)",
                ])
            started.append(listener)
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline && (try? FileManager.default.attributesOfItem(atPath: "\(systemd)/mine/\(socket)")) == nil { usleep(10_000) }
            try shown.tap("2580", with: end)
            let finished = agent.finish(within: 20)
            #expect(finished.status == 0, "agent: \(finished.status) \(finished.error)")
            // The agent has ended: whatever it sent is in the listener's queue before this.
            kill(listener.pid, SIGTERM)
            let heard = listener.finish(within: 10)
            #expect(heard.output == "bound\n", "the socket put in the request directory's place received: \(heard.output)")
            #expect(asker.finish(within: 20).output == "2580\n", "the asker did not get its answer")
        }
    }
}
