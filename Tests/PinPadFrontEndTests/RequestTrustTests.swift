import Foundation
import PinPadPlatform
import Testing

@testable import PinPadFrontEnd

/// Which ask files and sockets a password agent takes (`RequestTrust`), on statuses made up
/// here, and on real files read without following links (`PasswordAgentDirectory.request`).
struct RequestTrustTests {
    let root = RequestTrust(agentUser: 0, directory: "/run/systemd/ask-password")
    let user = RequestTrust(agentUser: 1000, directory: "/run/user/1000/systemd/ask-password/")
    let directory = FileStatus(kind: .directory, owner: 0, permissions: 0o755, linkCount: 2)
    let file = FileStatus(kind: .regular, owner: 0, permissions: 0o644)

    @Test func theFilesSystemdsAskerWritesAreTaken() throws {
        try root.check(directory: directory, file: file)
        try user.check(directory: FileStatus(kind: .directory, owner: 1000, permissions: 0o700), file: FileStatus(kind: .regular, owner: 1000, permissions: 0o600))
        try user.check(directory: directory, file: file)
        try root.check(socket: "/run/systemd/ask-password/sck.5c4a", status: FileStatus(kind: .socket, owner: 0, permissions: 0o600), isWritable: true)
        try user.check(socket: "/run/user/1000/systemd/ask-password/sck.1", status: FileStatus(kind: .socket, owner: 1000, permissions: 0o600), isWritable: true)
    }

    @Test func filesAndDirectoriesOfOthersOrThatOthersMayWriteAreRefused() {
        typealias Refusal = RequestTrust.Refusal
        let link = FileStatus(kind: .symbolicLink, owner: 0, permissions: 0o777)
        let refusals: [(FileStatus, FileStatus, Refusal)] = [
            (directory, link, .fileKind(link)),
            (directory, FileStatus(kind: .other, owner: 0, permissions: 0o644), .fileKind(FileStatus(kind: .other, owner: 0, permissions: 0o644))),
            (directory, FileStatus(kind: .regular, owner: 1000, permissions: 0o644), .fileOwner(1000)),
            (directory, FileStatus(kind: .regular, owner: 0, permissions: 0o666), .fileWritable(0o666)),
            (directory, FileStatus(kind: .regular, owner: 0, permissions: 0o664), .fileWritable(0o664)),
            (directory, FileStatus(kind: .regular, owner: 0, permissions: 0o644, linkCount: 2), .fileLinks(2)),
            (FileStatus(kind: .directory, owner: 0, permissions: 0o1777), file, .directoryWritable(0o1777)),
            (FileStatus(kind: .directory, owner: 0, permissions: 0o775), file, .directoryWritable(0o775)),
            (FileStatus(kind: .directory, owner: 1000, permissions: 0o755), file, .directoryOwner(1000)),
            (link, file, .directoryKind(link)),
        ]
        for (directory, file, refusal) in refusals {
            #expect(throws: refusal) { try root.check(directory: directory, file: file) }
        }
        // The agent's own user trusts root and itself, and no third user.
        #expect(throws: Refusal.fileOwner(1001)) { try user.check(directory: directory, file: FileStatus(kind: .regular, owner: 1001, permissions: 0o600)) }
    }

    @Test func aSocketElsewhereOfAnotherUserOrNotASocketIsRefused() {
        typealias Refusal = RequestTrust.Refusal
        let socket = FileStatus(kind: .socket, owner: 0, permissions: 0o600)
        let refusals: [(String, FileStatus?, Bool, Refusal)] = [
            ("/run/systemd/journal/socket", socket, true, .socketPlace("/run/systemd/journal/socket")),
            ("/run/systemd/ask-password/sub/sck.1", socket, true, .socketPlace("/run/systemd/ask-password/sub/sck.1")),
            ("/run/systemd/ask-password/../notify", socket, true, .socketPlace("/run/systemd/ask-password/../notify")),
            ("/run/systemd/ask-password/", socket, true, .socketPlace("/run/systemd/ask-password/")),
            ("/run/systemd/ask-password-x/sck.1", socket, true, .socketPlace("/run/systemd/ask-password-x/sck.1")),
            ("/run/systemd/ask-password/sck.1", nil, true, .socketKind(nil)),
            ("/run/systemd/ask-password/sck.1", FileStatus(kind: .symbolicLink, owner: 0, permissions: 0o777), true, .socketKind(FileStatus(kind: .symbolicLink, owner: 0, permissions: 0o777))),
            ("/run/systemd/ask-password/sck.1", FileStatus(kind: .socket, owner: 1000, permissions: 0o600), true, .socketOwner(1000)),
            ("/run/systemd/ask-password/sck.1", socket, false, .socketNotWritable),
        ]
        for (path, status, isWritable, refusal) in refusals {
            #expect(throws: refusal) { try root.check(socket: path, status: status, isWritable: isWritable) }
        }
        #expect(user.isInDirectory("/run/user/1000/systemd/ask-password/sck.2"), "a trailing slash of the directory is no matter")
        #expect(RequestTrust(agentUser: 0, directory: "/").isInDirectory("/sck.1"))
    }

    @Test func eachRefusalIsOneLineNamingTheFile() {
        let path = "/run/systemd/ask-password/ask.x"
        #expect(RequestTrust.Refusal.fileKind(FileStatus(kind: .symbolicLink, owner: 0, permissions: 0o777)).message(for: path)
            == "/run/systemd/ask-password/ask.x is a symbolic link, not a regular file; left to other agents")
        #expect(RequestTrust.Refusal.directoryWritable(0o777).message(for: path)
            == "/run/systemd/ask-password/ask.x: its directory may be written by others (mode 0777); left to other agents")
        #expect(RequestTrust.Refusal.socketOwner(4242).message(for: path, socket: "/run/systemd/ask-password/sck.1")
            == "/run/systemd/ask-password/ask.x: its socket /run/systemd/ask-password/sck.1 belongs to user 4242, not root or this agent's user; left to other agents")
    }

    /// A directory of this test's own, mode 0755.
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "/asks-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        return path
    }

    @Test func theDirectoriesAboveAreRootsOrTheAgentUsersAndWritableByNoOneElseButStickyOnes() throws {
        let directory = FileStatus(kind: .directory, owner: 0, permissions: 0o755, linkCount: 2)
        let sticky = FileStatus(kind: .directory, owner: 0, permissions: 0o1777, linkCount: 2)
        let users = FileStatus(kind: .directory, owner: 1000, permissions: 0o700, linkCount: 2)
        #expect(throws: Never.self) { try root.checkAbove([("/run/systemd", directory), ("/run", directory), ("/", directory)]) }
        #expect(throws: Never.self) { try root.checkAbove([("/tmp", sticky), ("/", directory)]) }
        #expect(throws: Never.self) { try user.checkAbove([("/run/user/1000/systemd", users), ("/run/user/1000", users), ("/run/user", directory)]) }
        #expect(throws: RequestTrust.Refusal.above("/tmp/x/uo", users)) { try root.checkAbove([("/tmp/x/uo", users), ("/tmp/x", directory)]) }
        let open = FileStatus(kind: .directory, owner: 0, permissions: 0o777, linkCount: 2)
        #expect(throws: RequestTrust.Refusal.above("/srv", open)) { try root.checkAbove([("/srv", open)]) }
        #expect(throws: RequestTrust.Refusal.above("/gone", nil)) { try root.checkAbove([("/gone", nil)]) }
        #expect(RequestTrust.Refusal.above("/tmp/x/uo", users).message(for: "/tmp/x/uo/ask")
            == "/tmp/x/uo belongs to user 1000, not root or this agent's user: no request in /tmp/x/uo/ask is answered")
        #expect(RequestTrust.Refusal.above("/srv", open).message(for: "/srv/ask")
            == "/srv may be written by others (mode 0777): no request in /srv/ask is answered")
    }

    @Test func realFilesAreReadWithoutFollowingALink() throws {
        let path = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let trust = RequestTrust(agentUser: geteuid(), directory: path)
        let directory = PasswordAgentDirectory(path: path)
        try "[Ask]\nSocket=\(path)/sck.1\nMessage=PIN:\n".write(toFile: "\(path)/real", atomically: false, encoding: .utf8)
        chmod("\(path)/real", 0o644)
        #expect(rename("\(path)/real", "\(path)/ask.real") == 0)
        #expect(try directory.request(named: "ask.real", trust: trust).message == "PIN:")
        #expect(symlink("\(path)/ask.real", "\(path)/ask.link") == 0)
        #expect(throws: PasswordAgentDirectory.Rejection.untrusted(.fileKind(Platform.linkStatus("\(path)/ask.link")!))) {
            try directory.request(named: "ask.link", trust: trust)
        }
        #expect(Platform.linkStatus("\(path)/ask.link")?.kind == .symbolicLink)
        #expect(throws: PasswordAgentDirectory.Rejection.gone) { try directory.request(named: "ask.gone", trust: trust) }
        #expect(link("\(path)/ask.real", "\(path)/ask.hard") == 0)
        #expect(throws: PasswordAgentDirectory.Rejection.untrusted(.fileLinks(2))) { try directory.request(named: "ask.hard", trust: trust) }
        #expect(directory.requestNames(in: try HeldDirectory(path)).sorted() == ["ask.hard", "ask.link", "ask.real"], "a link is listed, to be refused")
        // A directory reached through a link is not opened.
        let linkedDirectory = path + "-link"
        #expect(symlink(path, linkedDirectory) == 0)
        defer { unlink(linkedDirectory) }
        #expect(throws: PasswordAgentDirectory.Rejection.unreadable("Not a directory")) {
            try PasswordAgentDirectory(path: linkedDirectory).request(named: "ask.real", trust: trust)
        }
    }
}
