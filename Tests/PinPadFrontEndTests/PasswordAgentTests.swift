import Foundation
import PinPadCore
import PinPadPlatform
import Testing

@testable import PinPadFrontEnd

/// systemd's password requests as the agent reads them, the directory it watches, and its
/// command line.
struct PasswordAgentTests {
    /// Writes `text` to a new file and reads it as a request.
    func request(_ text: String) throws(PasswordRequest.Failure) -> PasswordRequest {
        let path = NSTemporaryDirectory() + "/ask.\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try PasswordRequest(path: path)
    }

    @Test func anAskFileAsSystemdWritesIt() throws {
        let request = try request("""
            [Ask]
            PID=4242
            Socket=/run/systemd/ask-password/sck.5c4a
            AcceptCached=1
            Echo=0
            NotAfter=9494981277
            Silent=0
            Message=Please enter passphrase for disk root:
            Icon=drive-harddisk
            Id=cryptsetup:/dev/vda2
            FutureKey=whatever

            [Later]
            Socket=/elsewhere
            """)
        var expected = PasswordRequest(socket: "/run/systemd/ask-password/sck.5c4a")
        expected.processID = 4242
        expected.acceptsCached = true
        expected.notAfter = 9_494_981_277
        expected.message = "Please enter passphrase for disk root:"
        expected.icon = "drive-harddisk"
        expected.identifier = "cryptsetup:/dev/vda2"
        #expect(request == expected)
        #expect(request.request.title == "Passphrase" && request.request.description == "Please enter passphrase for disk root")
        #expect(request.request.policy == .textInput && !request.request.showsCharacters)
    }

    @Test func echoShowsTheCharactersAndAPINTakesLetters() throws {
        let request = try request("[Ask]\nSocket=/s\nEcho=yes\nMessage=PIN for the door:\n")
        #expect(request.request.showsCharacters && request.request.policy == .textInput && request.request.title == "PIN")
        #expect(request.request.capacity == 2047)
        let bare = try self.request("[Ask]\nSocket=/s\n").request
        #expect(bare.title == "Password" && bare.description.isEmpty)
        let pin = try self.request("[Ask]\nSocket=/s\nMessage=PIN:\n").request
        #expect(pin.title == "PIN" && pin.description.isEmpty, "the title is not said twice")
    }

    @Test func silentShowsNotEvenTheCount() throws {
        let silent = try request("[Ask]\nSocket=/s\nSilent=1\nMessage=PIN:\n")
        #expect(silent.isSilent && silent.request.hidesCount)
        let prompt = Prompt(request: silent.request, clock: ManualClock())
        for digit in [1, 2, 3] { prompt.handle(.text(String(digit))) }
        let scene = prompt.scene(at: 10_000)
        #expect(prompt.field.count == 3)
        #expect(!scene.primitives.contains { $0.role == .character }, "a dot for each digit was drawn")
        #expect(scene.primitives.contains { $0.role == .caret })
    }

    @Test func filesThatAreNoRequests() {
        #expect(throws: PasswordRequest.Failure.noSocket) { try request("[Ask]\nPID=1\nMessage=PIN\n") }
        #expect(throws: PasswordRequest.Failure.noSocket) { try request("Socket=/outside/any/section\n") }
        #expect(throws: PasswordRequest.Failure.badValue(key: "PID", value: "-3")) { try request("[Ask]\nSocket=/s\nPID=-3\n") }
        #expect(throws: PasswordRequest.Failure.badValue(key: "NotAfter", value: "soon")) { try request("[Ask]\nSocket=/s\nNotAfter=soon\n") }
        #expect(throws: PasswordRequest.Failure.badValue(key: "Echo", value: "2")) { try request("[Ask]\nSocket=/s\nEcho=2\n") }
        #expect(throws: PasswordRequest.Failure.badValue(key: "Socket", value: "relative.sck")) { try request("[Ask]\nSocket=relative.sck\n") }
        #expect(throws: PasswordRequest.Failure.unreadable("No such file or directory")) { try PasswordRequest(path: "/nonexistent/ask.x") }
        #expect(PasswordRequest.Failure.noSocket.message(for: "/run/a") == "/run/a names no Socket= to answer on")
    }

    /// Issue 21, defect 9: an ask file's numbers at and past the ends of their types: past is a
    /// bad value, the largest deadline is taken and judged without a trap.
    @Test func anAskFilesNumbersAreRangeChecked() throws {
        #expect(throws: PasswordRequest.Failure.badValue(key: "PID", value: "2147483648")) { try request("[Ask]\nSocket=/s\nPID=2147483648\n") }
        #expect(throws: PasswordRequest.Failure.badValue(key: "NotAfter", value: "18446744073709551616")) {
            try request("[Ask]\nSocket=/s\nNotAfter=18446744073709551616\n")
        }
        #expect(throws: PasswordRequest.Failure.badValue(key: "NotAfter", value: "-1")) { try request("[Ask]\nSocket=/s\nNotAfter=-1\n") }
        let latest = try request("[Ask]\nSocket=/s\nPID=2147483647\nNotAfter=18446744073709551615\n")
        #expect(latest.processID == Int32.max && latest.notAfter == UInt64.max)
        #expect(!latest.isVoid(now: UInt64.max - 1, isRunning: { _ in true }) && latest.isVoid(now: UInt64.max, isRunning: { _ in true }))
    }

    @Test func aMessageLongerThanLibinihReadsIsShownCutAndItsRestSetsNothing() throws {
        // systemd writes Socket= and Echo= before Message=: the rest of a long message must not
        // be read as a key of its own (libinih reads 198 bytes of a line).
        let redirect = try request("[Ask]\nSocket=/run/real.sck\nEcho=0\nMessage=Unlock PIN \(String(repeating: "A", count: 181))Socket=/tmp/evil.sck\n")
        #expect(redirect.socket == "/run/real.sck")
        #expect(redirect.message.hasPrefix("Unlock PIN AAA") && !redirect.message.contains("evil"))
        let echo = try request("[Ask]\nSocket=/s\nEcho=0\nMessage=Enter PIN \(String(repeating: "B", count: 181))Echo=1\n")
        #expect(!echo.echoes)
        // A tail that starts with a space would have been a continuation replacing the message.
        let tail = try request("[Ask]\nSocket=/s\nMessage=Enter PIN for the disk \(String(repeating: "x", count: 168)) and the tail\nPID=5\n")
        #expect(tail.message.hasPrefix("Enter PIN for the disk") && tail.processID == 5)
        let long = try request("[Ask]\nSocket=/s\nMessage=\(String(repeating: "é", count: 150))\n")
        #expect(long.message == String(repeating: "é", count: 95), "198 bytes, cut on a character boundary: \(long.message.count)")
    }

    @Test func aFIFOOrAHugeFileIsNoRequestAndDoesNotHang() throws {
        let fifo = NSTemporaryDirectory() + "/ask.fifo-\(UUID().uuidString)"
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: fifo) }
        #expect(throws: PasswordRequest.Failure.self) { try PasswordRequest(path: fifo) }
        #expect(throws: PasswordRequest.Failure.self) { try PasswordRequest(path: "/dev/zero") }
        #expect(throws: PasswordRequest.Failure.self) { try request("[Ask]\nSocket=/s\n" + String(repeating: "; padding\n", count: 8000)) }
    }

    @Test func aRequestIsVoidPastItsTimeOrWithoutItsProcess() {
        var request = PasswordRequest(socket: "/s")
        #expect(!request.isVoid(now: 5, isRunning: { _ in false }))
        request.notAfter = 10
        #expect(!request.isVoid(now: 9, isRunning: { _ in true }) && request.isVoid(now: 10, isRunning: { _ in true }))
        request.processID = 77
        #expect(request.isVoid(now: 9, isRunning: { $0 != 77 }) && !request.isVoid(now: 9, isRunning: { $0 == 77 }))
    }

    @Test func theDirectoryAndItsOrder() {
        #expect(PasswordAgentDirectory.standard(userID: 0, runtimeDirectory: "/run/user/0")?.path == "/run/systemd/ask-password")
        #expect(PasswordAgentDirectory.standard(userID: 1000, runtimeDirectory: "/run/user/1000")?.path == "/run/user/1000/systemd/ask-password")
        #expect(PasswordAgentDirectory.standard(userID: 1000, runtimeDirectory: nil) == nil)
        #expect(PasswordAgentDirectory.standard(userID: 1000, runtimeDirectory: "relative") == nil)
        #expect(["ask.x", "ask.", "tmp.x", "sck.1", "ask.y"].filter(PasswordAgentDirectory.isRequestName) == ["ask.x", "ask.y"])
        #expect(PasswordAgentDirectory.oldestFirst([("ask.c", 3), ("ask.b", 1), ("ask.a", 3)]) == ["ask.b", "ask.a", "ask.c"])
    }

    /// Configuration directories that do not exist.
    let nowhere = ConfigurationFiles(environment: { ["PINPAD_CONFIG_DIR": "/nonexistent/etc", "PINPAD_DATA_DIR": "/nonexistent/share"][$0] })

    @Test func theCommandLine() throws {
        let watch = try PasswordAgentOptions(["--watch", "--fullscreen", "--theme", "light", "--directory=/tmp/d"])
        #expect(watch.mode == .watch && watch.presentation.fullscreen && watch.presentation.theme == .light && watch.directory == "/tmp/d")
        #expect(try PasswordAgentOptions(["--query", "--console"]).console)
        #expect(try PasswordAgentOptions(["--list", "--help"]).mode == .help)
        let wrong: [([String], String)] = [
            ([], "pinpad agent needs --watch, --query or --list"),
            (["--watch", "--query"], "--watch, --query and --list do not mix: give one"),
            (["--watch", "--boxes", "4"], "pinpad agent takes no option --boxes"),
            (["--watch", "now"], "unexpected argument now"),
            (["--watch", "--directory"], "--directory needs a value"),
            (["--watch", "--directory="], "--directory takes a directory, not ''"),
            (["--watch", "--theme", "pink"], "--theme: no theme pink: it is not dark, light or high-contrast, and there is no /nonexistent/etc/themes/pink.conf or /nonexistent/share/themes/pink.conf"),
            (["--query", "--console", "--backend", "sdl"], "--console and --backend do not mix"),
        ]
        for (arguments, message) in wrong {
            do {
                _ = try PasswordAgentOptions(arguments, files: nowhere, readsFiles: false)
                Issue.record("accepted \(arguments)")
            } catch {
                #expect(error.message == message, "\(arguments)")
            }
        }
    }
}
